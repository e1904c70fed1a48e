// The embedded OpenID Provider (oidc-provider). One issuer per public origin (`<origin>/oidc`), so
// each brand's host signs its users in on its own host with first-party cookies; all of them share the
// Postgres adapter, the signing keys and the cookie keys. Its interaction "screens" are the PWA's own
// /user-login page, reached through the BFF (see docs/identity.md).
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import mount from 'koa-mount';
import type { JsonWebKey } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Db } from '../../db/knex';
import { postgresAdapterFactory } from './oidc-adapter';
import { requestOrigin } from '../http/origin';

export const EMBEDDED_CLIENT_ID = 'tokenia-bff';
export const OIDC_MOUNT = '/oidc';
export const CALLBACK_PATH = '/api/auth/callback';
export const INTERACTION_PATH = '/api/auth/interaction';

interface AccountRow {
  id: string;
  email: string;
  email_verified_at: Date | null;
  full_name: string | null;
}

export interface EmbeddedProviderOptions {
  db: Db;
  jwks: JsonWebKey[];
  cookieKeys: string[];
  clientSecret: string;
  /** Whether an origin may get an issuer (configured brand hosts, PUBLIC_URL, local development). */
  isAllowedOrigin(origin: string): boolean;
  https: boolean;
}

function configuration(origin: string, options: EmbeddedProviderOptions): Configuration {
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
      },
    ],
    jwks: { keys: options.jwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: options.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure: options.https },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure: options.https },
    },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
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
      url: (_ctx: KoaContextWithOIDC, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
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
      const user = await options
        .db('users')
        .where({ id: sub })
        .first<AccountRow | undefined>('id', 'email', 'email_verified_at', 'full_name');
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

export class EmbeddedProviders {
  private readonly byOrigin = new Map<string, { provider: Provider; mounted: Middleware }>();

  constructor(private readonly options: EmbeddedProviderOptions) {}

  issuerFor(origin: string): string {
    return `${origin}${OIDC_MOUNT}`;
  }

  forOrigin(origin: string): Provider {
    return this.entry(origin).provider;
  }

  private entry(origin: string) {
    let entry = this.byOrigin.get(origin);
    if (!entry) {
      if (!this.options.isAllowedOrigin(origin)) throw new Error(`No issuer for origin ${origin}`);
      const provider = new Provider(this.issuerFor(origin), configuration(origin, this.options));
      provider.proxy = this.options.https;
      entry = { provider, mounted: mount(OIDC_MOUNT, provider as unknown as Parameters<typeof mount>[1]) as unknown as Middleware };
      this.byOrigin.set(origin, entry);
    }
    return entry;
  }

  /** Serves /oidc/* with the provider of the request's origin. */
  middleware(): Middleware {
    return async (ctx, next) => {
      if (ctx.path !== OIDC_MOUNT && !ctx.path.startsWith(`${OIDC_MOUNT}/`)) return next();
      if (!this.options.isAllowedOrigin(requestOrigin(ctx))) {
        ctx.status = 404;
        ctx.body = { success: false, error: 'Unknown issuer', code: 'unknown_issuer' };
        return;
      }
      await this.entry(requestOrigin(ctx)).mounted(ctx, next);
    };
  }
}

/**
 * Records the signed-in account on the provider interaction that this browser started, as
 * `provider.interactionResult` would, for a caller that has only the interaction's uid (bound to the
 * browser by the BFF's own cookie). Returns the URL the browser must follow to resume authorization.
 */
export async function completeLogin(provider: Provider, uid: string, accountId: string): Promise<string | null> {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction || interaction.prompt.name !== 'login') return null;
  interaction.result = { ...interaction.lastSubmission, login: { accountId } };
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return interaction.returnTo;
}
