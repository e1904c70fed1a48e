// The BFF as an OpenID Connect relying party (openid-client): authorization code + PKCE + state +
// nonce, against the embedded provider of the request's origin or one external issuer from config.
import * as oidc from 'openid-client';
import { CALLBACK_PATH, EMBEDDED_CLIENT_ID } from './embedded-provider';

export interface LoginChecks {
  verifier: string;
  state: string;
  nonce: string;
}

export interface SignedInIdentity {
  subject: string;
  email: string | undefined;
  idToken: string | undefined;
}

export interface RelyingPartyOptions {
  /** External issuer; undefined means the embedded provider at `<origin>/oidc`. */
  external?: { issuer: string; clientId: string; clientSecret: string } | undefined;
  embeddedClientSecret: string;
}

export class RelyingParty {
  private readonly configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly options: RelyingPartyOptions) {}

  get isExternal(): boolean {
    return this.options.external !== undefined;
  }

  private config(origin: string): Promise<oidc.Configuration> {
    const external = this.options.external;
    const issuer = external?.issuer ?? `${origin}/oidc`;
    let config = this.configs.get(issuer);
    if (!config) {
      const insecure = new URL(issuer).protocol === 'http:';
      config = oidc.discovery(
        new URL(issuer),
        external?.clientId ?? EMBEDDED_CLIENT_ID,
        external?.clientSecret ?? this.options.embeddedClientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      // A failed discovery is retried on the next login instead of being cached.
      config.catch(() => this.configs.delete(issuer));
      this.configs.set(issuer, config);
    }
    return config;
  }

  static newChecks(): LoginChecks {
    return { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  }

  async authorizationUrl(origin: string, checks: LoginChecks, extra: Record<string, string> = {}): Promise<URL> {
    const config = await this.config(origin);
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
      ...extra,
    });
  }

  async exchange(origin: string, callbackUrl: URL, checks: LoginChecks): Promise<SignedInIdentity> {
    const config = await this.config(origin);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      idToken: tokens.id_token,
    };
  }
}
