// The BFF as an OpenID Connect relying party (openid-client): authorization code + PKCE + state +
// nonce, against the embedded provider of a configured origin (metadata and tokens fetched in process)
// or the one external issuer from configuration. The issuer is never derived from a request: the
// origins it is built from are a fixed list (bff/config/origins.ts), and the embedded ones cannot be
// reached over a network at all.
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
  /** How the issuer authenticated the user (RFC 8176 values; [] when it does not say). */
  amr: string[];
  /** When it did (the ID token's auth_time), if it says. */
  authTime: Date | null;
}

export type RelyingPartyOptions =
  | {
      /** The one external issuer, from configuration; plain http is accepted outside production only. */
      external: { issuer: string; clientId: string; clientSecret: string };
      allowHttp: boolean;
    }
  | {
      /**
       * The embedded provider of each configured origin, reached only through `fetchFor(origin)`
       * (EmbeddedProviders.inProcessFetch): never over a network, so no Host header, DNS answer or
       * local service can stand in for it.
       */
      embedded: { clientSecret: string; fetchFor(origin: string): typeof fetch };
    };

export class RelyingParty {
  /** Keyed by issuer; only configured issuers ever get here (the caller resolved the origin). */
  private readonly configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly options: RelyingPartyOptions) {}

  get isExternal(): boolean {
    return 'external' in this.options;
  }

  /** The issuer a login through this configured origin goes to. */
  issuerFor(origin: string): string {
    return 'external' in this.options ? this.options.external.issuer : `${origin}/oidc`;
  }

  private config(origin: string): Promise<oidc.Configuration> {
    const issuer = this.issuerFor(origin);
    let config = this.configs.get(issuer);
    if (!config) {
      config = this.discover(new URL(issuer), origin);
      // A failed discovery is retried on the next login instead of being cached.
      config.catch(() => this.configs.delete(issuer));
      this.configs.set(issuer, config);
    }
    return config;
  }

  private async discover(issuer: URL, origin: string): Promise<oidc.Configuration> {
    const http = issuer.protocol === 'http:';
    const insecure: oidc.DiscoveryRequestOptions = http ? { execute: [oidc.allowInsecureRequests] } : {};
    if ('external' in this.options) {
      const { external, allowHttp } = this.options;
      if (http && !allowHttp) throw new Error(`Refusing the plain-http issuer ${issuer.href} in production`);
      return oidc.discovery(issuer, external.clientId, external.clientSecret, undefined, insecure);
    }
    // The embedded issuer is reached in process, so its scheme carries no risk.
    const inProcess = this.options.embedded.fetchFor(origin) as oidc.CustomFetch;
    const found = await oidc.discovery(issuer, EMBEDDED_CLIENT_ID, this.options.embedded.clientSecret, undefined, { ...insecure, [oidc.customFetch]: inProcess });
    // Later calls (token, keys) go the same way discovery went.
    found[oidc.customFetch] = inProcess;
    return found;
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
      amr: Array.isArray(claims.amr) ? claims.amr.filter((value): value is string => typeof value === 'string') : [],
      authTime: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : null,
    };
  }
}
