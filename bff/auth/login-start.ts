// Starting a sign-in: fresh PKCE/state/nonce bound to this browser and to the issuer of this configured
// origin, then off to the provider. Spec 000 §2: visiting login clears the session — but not when
// another site sends the browser here, or any page on the web could sign our users out. Asked for at
// /api/auth/login, and by the login page's own address without the detour (bff/pages/login-page.ts).
import type { Context } from 'koa';
import type { Deps } from '../deps';
import type { Identity } from './identity';
import { RelyingParty } from './relying-party';
import { clearSessionCookie, readSessionCookie, setLoginCookie } from './cookies';
import { deleteSession } from './session-store';
import { redirectNoStore } from '../http/redirect-no-store';
import { isLoginNotice } from '../../core/login-notice';

/** What the visit asked for, as it came (query values): each is checked here. */
export interface LoginAsked {
  lang?: unknown;
  notice?: unknown;
  platform?: unknown;
  signup?: unknown;
}

/** A navigation the browser marks as coming from another site (a link, an image, a form elsewhere). */
const crossSite = (ctx: Context) => ['cross-site', 'same-site'].includes(ctx.get('sec-fetch-site'));

export type EndSession = (ctx: Context) => Promise<void>;
export type StartLogin = (ctx: Context, asked: LoginAsked) => Promise<void>;

export function sessionEnder(db: Deps['db'], identity: Identity): EndSession {
  return async (ctx) => {
    const id = readSessionCookie(ctx);
    if (id) await deleteSession(db, id);
    clearSessionCookie(ctx);
    await identity.endProviderSession(ctx);
  };
}

export function loginStarter(deps: Pick<Deps, 'db' | 'brands'>, identity: Identity): StartLogin {
  const endSession = sessionEnder(deps.db, identity);
  return async (ctx, asked) => {
    if (crossSite(ctx) && readSessionCookie(ctx)) return redirectNoStore(ctx, '/dashboard');
    await endSession(ctx);
    const origin = ctx.state.origin;
    const checks = RelyingParty.newChecks();
    const notice = isLoginNotice(asked.notice) ? asked.notice : undefined;
    // Handed back to the login page so it wears the brand the visit came for; only a brand we have.
    const platform = typeof asked.platform === 'string' ? asked.platform.trim().toLowerCase() : '';
    const known = deps.brands.all().some((brand) => brand.platform === platform);
    setLoginCookie(ctx, { ...checks, issuer: identity.rp.issuerFor(origin), notice, platform: known ? platform : undefined });
    // An external issuer registers new users itself (OpenID Connect "Initiating User Registration").
    const signup: Record<string, string> = identity.rp.isExternal && asked.signup === '1' ? { prompt: 'create' } : {};
    redirectNoStore(ctx, (await identity.rp.authorizationUrl(origin, checks, { ui_locales: asked.lang === 'en' ? 'en' : 'es', ...signup })).href);
  };
}
