// Puts identity together for the app: the embedded providers (unless an external issuer is
// configured), the relying party, login throttling, and ending the provider's own session on sign-out.
import type { Context } from 'koa';
import type { Config } from '../config/env';
import type { Db } from '../../db/knex';
import { deleteOidcModel } from '../../db/queries/oidc-models';
import type { Origins } from '../config/origins';
import { EmbeddedProviders, providerSessionCookie } from './embedded-provider';
import { RelyingParty } from './relying-party';
import { loadSigningKeys } from './signing-keys';
import type { AppSecrets } from './secrets';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import type { LimiterStore } from '../rate-limit/store';

export interface Identity {
  providers: EmbeddedProviders | undefined;
  rp: RelyingParty;
  throttle: LoginThrottle;
  endProviderSession(ctx: Context): Promise<void>;
}

export async function createIdentity(db: Db, config: Config, secrets: AppSecrets, origins: Origins, limits: LimiterStore): Promise<Identity> {
  const providers = config.oidc
    ? undefined
    : new EmbeddedProviders({
        db,
        jwks: await loadSigningKeys(db),
        cookieKeys: secrets.cookieKeys,
        clientSecret: secrets.clientSecret,
        origins,
      });
  return {
    providers,
    rp: new RelyingParty(
      providers
        ? { embedded: { clientSecret: secrets.clientSecret, fetchFor: (origin) => providers.inProcessFetch(origin) } }
        : // No embedded providers means an external issuer is configured.
          { external: config.oidc!, allowHttp: config.env !== 'production' },
    ),
    throttle: createLoginThrottle(limits),
    async endProviderSession(ctx) {
      if (!providers) return;
      const name = providerSessionCookie(ctx);
      const id = ctx.cookies.get(name, { signed: true });
      if (id) await deleteOidcModel(db, 'Session', id);
      const secure = ctx.state.origin.startsWith('https:');
      ctx.cookies.set(name, null, { signed: true, path: '/', httpOnly: true, sameSite: 'lax', secure });
    },
  };
}
