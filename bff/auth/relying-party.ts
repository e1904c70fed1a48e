// The BFF as an OpenID Connect relying party (openid-client): authorization code + PKCE + state +
// nonce, against the embedded provider of a configured origin (metadata and tokens fetched in process)
// or the one external issuer from configuration. The issuer is never derived from a request.
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
  emailVerified: boolean;
  idToken: string | undefined;
}

export interface RelyingPartyOptions {
  /** External issuer; undefined means the embedded provider of each configured origin. */
  external?: { issuer: string; clientId: string; clientSecret: string } | undefined;
  embeddedClientSecret: string;
  /** How to reach the embedded issuer of an origin without a network (EmbeddedProviders.inProcessFetch). */
  embeddedFetch?: ((origin: string) => typeof fetch) | undefined;
  /** An external http issuer is accepted outside production only. */
  allowHttp: boolean;
}

export class RelyingParty {
  /** Keyed by issuer; only configured issuers ever get here (the caller resolved the origin). */
  private readonly configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly options: RelyingPartyOptions) {}

  get isExternal(): boolean {
    return this.options.external !== undefined;
  }

  /** The issuer a login through this configured origin goes to. */
  issuerFor(origin: string): string {
    return this.options.external?.issuer ?? `${origin}/oidc`;
  }

  private config(origin: string): Promise<oidc.Configuration> {
    const external = this.options.external;
    const issuer = this.issuerFor(origin);
    let config = this.configs.get(issuer);
    if (!config) {
      const http = new URL(issuer).protocol === 'http:';
      // The embedded issuer is reached in process, so its scheme carries no risk; an external one must be https in production.
      if (http && external && !this.options.allowHttp) throw new Error(`Refusing the plain-http issuer ${issuer} in production`);
      const options: oidc.DiscoveryRequestOptions = http ? { execute: [oidc.allowInsecureRequests] } : {};
      const inProcess = external ? undefined : this.options.embeddedFetch?.(origin);
      if (inProcess) options[oidc.customFetch] = inProcess as oidc.CustomFetch;
      config = oidc
        .discovery(
          new URL(issuer),
          external?.clientId ?? EMBEDDED_CLIENT_ID,
          external?.clientSecret ?? this.options.embeddedClientSecret,
          undefined,
          options,
        )
        .then((found) => {
          // Later calls (token, keys) go the same way discovery went.
          if (inProcess) found[oidc.customFetch] = inProcess as oidc.CustomFetch;
          return found;
        });
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

  /** The provider's answer at `origin`'s callback; callbackUrl is rebuilt on that origin, not on the Host. */
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
    // Providers that keep the ID token lean (oidc-provider's default, Keycloak's option) answer the
    // e-mail at the userinfo endpoint, for the same subject.
    const profile = this.isExternal && claims.email === undefined ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub) : claims;
    return {
      subject: claims.sub,
      email: typeof profile.email === 'string' ? profile.email.toLowerCase() : undefined,
      emailVerified: profile.email_verified === true,
      idToken: tokens.id_token,
    };
  }
}
