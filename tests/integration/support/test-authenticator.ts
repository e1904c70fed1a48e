// A software passkey for tests: a P-256 key pair from node:crypto, attestation 'none', authenticator data
// and client data built by hand as a browser and an authenticator would, assertions signed with the
// key. The server checks them with the real @simplewebauthn/server verifications, nothing mocked.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class TestAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter the next assertion states (set it back to test a cloned authenticator). */
  counter = 0;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as COSE (RFC 9053 EC2, ES256): what registration hands the server. */
  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() answered at `origin`. */
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
    const credentialId = this.credentialId;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([sha256(options.rp.id ?? new URL(origin).hostname), Buffer.from([UP | UV | AT]), uint32(this.counter), Buffer.alloc(16), idLength, credentialId, this.cosePublicKey()]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() answered at `origin`, signed with the key; the counter moves on. */
  assert(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId ?? new URL(origin).hostname), Buffer.from([UP | UV]), uint32(this.counter)]);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature) },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
