// Puts identity together for the app: the embedded providers (unless an external issuer is
// configured), the relying party, login throttling, and ending the provider's own session on sign-out.
import type { Context } from 'koa';
import type { Config } from '../config/env';
import type { Db } from '../../db/knex';
import { EmbeddedProviders } from './embedded-provider';
import { RelyingParty } from './relying-party';
import { loadSigningKeys } from './signing-keys';
import type { AppSecrets } from './secrets';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

const PROVIDER_SESSION_COOKIE = '_session';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface Identity {
  providers: EmbeddedProviders | undefined;
  rp: RelyingParty;
  throttle: LoginThrottle;
  endProviderSession(ctx: Context): Promise<void>;
}

/** Origins that get an embedded issuer: PUBLIC_URL, the brands' hosts, and loopback for development. */
export function originAllowlist(config: Pick<Config, 'publicUrl' | 'brandHosts'>) {
  const hosts = new Set([...config.brandHosts[1], ...config.brandHosts[2]].filter((h) => !h.startsWith('.')));
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  return (origin: string): boolean => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.origin !== origin) return false;
    if (origin === publicOrigin || LOOPBACK_HOSTS.has(url.hostname)) return true;
    return url.protocol === 'https:' && hosts.has(url.host);
  };
}

export async function createIdentity(db: Db, config: Config, secrets: AppSecrets): Promise<Identity> {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const providers = config.oidc
    ? undefined
    : new EmbeddedProviders({
        db,
        jwks: await loadSigningKeys(db),
        cookieKeys: secrets.cookieKeys,
        clientSecret: secrets.clientSecret,
        isAllowedOrigin: originAllowlist(config),
        https,
      });
  return {
    providers,
    rp: new RelyingParty({ external: config.oidc, embeddedClientSecret: secrets.clientSecret }),
    throttle: createLoginThrottle(),
    async endProviderSession(ctx) {
      if (!providers) return;
      const id = ctx.cookies.get(PROVIDER_SESSION_COOKIE, { signed: true });
      if (id) await db('oidc_models').where({ model: 'Session', id }).delete();
      ctx.cookies.set(PROVIDER_SESSION_COOKIE, null, { signed: true, path: '/', httpOnly: true, sameSite: 'lax' });
    },
  };
}
