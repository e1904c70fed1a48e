// The embedded OpenID Provider (oidc-provider). One issuer per configured origin (`<origin>/oidc`), so
// each brand's host signs its users in on its own host with first-party cookies; all of them share the
// Postgres adapter, the signing keys and the cookie keys. Its interaction "screens" are the PWA's own
// /user-login page, reached through the BFF (see docs/identity.md). The relying party talks to it in
// process (inProcessFetch): discovery, the token exchange and the keys never cross a network.
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import mount from 'koa-mount';
import { inject } from 'light-my-request';
import type { JsonWebKey } from 'node:crypto';
import Koa, { type Context, type Middleware } from 'koa';
import type { Db } from '../../db/knex';
import { findUserById } from '../../db/queries/users';
import type { Origins } from '../config/origins';
import { postgresAdapterFactory } from './oidc-adapter';
import { readLoginState } from './cookies';
import { LOGIN_PATH } from '../../core/login-notice';

export const EMBEDDED_CLIENT_ID = 'tokenia-bff';
export const OIDC_MOUNT = '/oidc';
export const CALLBACK_PATH = '/api/auth/callback';

export interface EmbeddedProviderOptions {
  db: Db;
  /** Replaced by useKeys when another replica rotates them. */
  jwks: JsonWebKey[];
  cookieKeys: string[];
  clientSecret: string;
  /** Only configured origins get an issuer (a fixed list: bff/config/origins.ts). */
  origins: Pick<Origins, 'isTrusted'>;
}

/** The provider's cookie names: on https with the prefixes browsers enforce (Secure; __Host- also Path=/, no Domain). */
export function providerCookieNames(https: boolean) {
  return https
    ? { session: '__Host-op_session', interaction: '__Secure-op_interaction', resume: '__Secure-op_resume' }
    : { session: 'op_session', interaction: 'op_interaction', resume: 'op_resume' };
}

/** The provider session cookie of this request's origin (sign-out removes it). */
export const providerSessionCookie = (ctx: Context) => providerCookieNames(ctx.state.origin.startsWith('https:')).session;

function configuration(origin: string, options: EmbeddedProviderOptions): Configuration {
  const secure = origin.startsWith('https:');
  return {
    adapter: postgresAdapterFactory(options.db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: [`${origin}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // The callback dates the session's second factor from the ID token's auth_time.
        require_auth_time: true,
      },
    ],
    jwks: { keys: options.jwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: options.cookieKeys,
      names: providerCookieNames(secure),
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure },
      // Path=/ (the provider would otherwise scope the interaction cookie to the login page's address):
      // the BFF's sign-in (POST /api/auth/signin) reads it to finish the interaction this browser holds,
      // so the provider sends the browser straight to the login page, with no binding step between.
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure, path: '/' },
    },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    // amr: the callback reads which factors the sign-in proved (bff/routes/auth.ts).
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: false },
    },
    ttl: {
      Interaction: 60 * 60,
      Session: 7 * 24 * 3600,
      Grant: 7 * 24 * 3600,
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
    },
    interactions: {
      // The login page with the notice and the brand the login started with (the BFF's login cookie).
      url: (ctx: KoaContextWithOIDC, interaction) => {
        const login = readLoginState(ctx, secure);
        const page = new URLSearchParams({ uid: interaction.uid });
        if (login?.notice) page.set('notice', login.notice);
        if (login?.platform) page.set('platform', login.platform);
        return `${LOGIN_PATH}?${page}`;
      },
    },
    // The BFF is the platform's own first-party client: the user is never asked to consent to it.
    loadExistingGrant: async (ctx) => {
      const provider = ctx.oidc.provider;
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existing = ctx.oidc.session?.grantIdFor(clientId);
      if (existing) {
        const grant = await provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = await findUserById(options.db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: user.email_verified_at !== null,
          ...(user.full_name ? { name: user.full_name } : {}),
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'json';
      ctx.body = { success: false, error: out.error_description ?? out.error, code: out.error };
    },
  };
}

interface Entry {
  provider: Provider;
  mounted: Middleware;
  /** The provider mounted as in the app, for the in-process calls. */
  handler: ReturnType<Koa['callback']>;
}

export class EmbeddedProviders {
  private readonly byOrigin = new Map<string, Entry>();

  constructor(private readonly options: EmbeddedProviderOptions) {}

  issuerFor(origin: string): string {
    return `${origin}${OIDC_MOUNT}`;
  }

  /**
   * Signs with these keys from now on: the issuers are rebuilt lazily with them. Their sessions,
   * interactions and grants live in the database adapter, so nothing in flight is lost.
   */
  useKeys(jwks: JsonWebKey[]): void {
    this.options.jwks = jwks;
    this.byOrigin.clear();
  }

  forOrigin(origin: string): Provider {
    return this.entry(origin).provider;
  }

  private entry(origin: string): Entry {
    const cached = this.byOrigin.get(origin);
    if (cached) return cached;
    if (!this.options.origins.isTrusted(origin)) throw new Error(`No issuer for origin ${origin}`);
    const provider = new Provider(this.issuerFor(origin), configuration(origin, this.options));
    const mounted = mount(OIDC_MOUNT, provider as unknown as Parameters<typeof mount>[1]) as unknown as Middleware;
    // The in-process calls state the issuer's scheme themselves (X-Forwarded-Proto), hence proxy mode.
    const local = new Koa({ proxy: true });
    local.keys = this.options.cookieKeys;
    local.use(mounted);
    const entry: Entry = { provider, mounted, handler: local.callback() };
    this.byOrigin.set(origin, entry);
    return entry;
  }

  /** Serves /oidc/* with the provider of the request's configured origin (resolve-origin refused the rest). */
  middleware(): Middleware {
    return async (ctx, next) => {
      if (ctx.path !== OIDC_MOUNT && !ctx.path.startsWith(`${OIDC_MOUNT}/`)) return next();
      await this.entry(ctx.state.origin).mounted(ctx, next);
    };
  }

  /**
   * A fetch for the relying party that answers requests to this origin's issuer from the provider
   * itself, in process: no discovery or token request ever leaves the process, so no Host header, DNS
   * answer or proxy can put another server in its place. Anything else is refused.
   */
  inProcessFetch(origin: string): typeof fetch {
    const issuer = new URL(this.issuerFor(origin));
    return async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.origin !== issuer.origin || !url.pathname.startsWith(`${issuer.pathname}/`)) {
        throw new Error(`The embedded relying party only talks to ${issuer.href}`);
      }
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const body = init?.body;
      const res = await inject(this.entry(origin).handler, {
        method: (init?.method ?? 'GET') as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, host: issuer.host, 'x-forwarded-proto': issuer.protocol.slice(0, -1) },
        ...(body == null ? {} : { payload: typeof body === 'string' ? body : Buffer.from(await new Response(body).arrayBuffer()) }),
      });
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [String(value)]) out.append(name, one);
      }
      return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
    };
  }
}

/**
 * Records the signed-in account on the provider interaction that this browser started, as
 * `provider.interactionResult` would, for a caller that has only the interaction's uid (bound to the
 * browser by the BFF's own cookie), with how it was authenticated (`amr`, RFC 8176: the ID token says
 * it, and the callback gives the session its second factor from it). Returns the URL the browser must
 * follow to resume authorization.
 */
export async function completeLogin(provider: Provider, uid: string, accountId: string, amr: string[]): Promise<string | null> {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction || interaction.prompt.name !== 'login') return null;
  interaction.result = { ...interaction.lastSubmission, login: { accountId, amr } };
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return interaction.returnTo;
}
