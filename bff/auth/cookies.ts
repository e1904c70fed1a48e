// The BFF's own cookies. The session cookie is an opaque id (the row lives in Postgres); the login
// cookie carries this browser's PKCE verifier, state, nonce, the issuer it went to, and the notice and
// brand for the login page, for a few minutes. Both are httpOnly, SameSite=Lax and signed; on an https origin they
// are Secure and carry the __Host- prefix, so no sub-domain and no plain-http page can set or shadow them.
import type { Context } from 'koa';
import type { LoginChecks } from './relying-party';
import { SESSION_ABSOLUTE_MS } from './session-store';

export const SESSION_COOKIE = 'tk_session';
export const LOGIN_COOKIE = 'tk_login';
const LOGIN_COOKIE_MS = 30 * 60 * 1000;

const onHttps = (ctx: Context) => ctx.state.origin.startsWith('https:');
/** The name a cookie has on an origin: `__Host-<name>` on https. */
const prefixed = (https: boolean, name: string) => (https ? `__Host-${name}` : name);
/** The name a cookie has on this request's origin. */
export const cookieName = (ctx: Context, name: string) => prefixed(onHttps(ctx), name);

const base = (ctx: Context) => ({ httpOnly: true, sameSite: 'lax' as const, secure: onHttps(ctx), signed: true, overwrite: true, path: '/' });

export function setSessionCookie(ctx: Context, id: string) {
  ctx.cookies.set(cookieName(ctx, SESSION_COOKIE), id, { ...base(ctx), maxAge: SESSION_ABSOLUTE_MS });
}

export function readSessionCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(cookieName(ctx, SESSION_COOKIE), { signed: true }) || undefined;
}

export function clearSessionCookie(ctx: Context) {
  ctx.cookies.set(cookieName(ctx, SESSION_COOKIE), null, base(ctx));
}

export interface LoginState extends LoginChecks {
  /** The issuer the authorization request went to: the callback accepts an answer from it only. */
  issuer: string;
  /** A message for the login page that must survive the trip through the provider (e.g. "verified"). */
  notice?: string | undefined;
  /** The brand the visit asked for (?platform=), handed back to the login page so it wears that brand. */
  platform?: string | undefined;
}

export function setLoginCookie(ctx: Context, state: LoginState) {
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  ctx.cookies.set(cookieName(ctx, LOGIN_COOKIE), value, { ...base(ctx), maxAge: LOGIN_COOKIE_MS });
}

export function readLoginCookie(ctx: Context): LoginState | undefined {
  return readLoginState(ctx, onHttps(ctx));
}

/**
 * The login cookie as any Koa context signed with the BFF's keys reads it — the embedded provider's
 * own, which knows its origin's scheme but not the BFF's request state.
 */
export function readLoginState(ctx: Pick<Context, 'cookies'>, https: boolean): LoginState | undefined {
  const raw = ctx.cookies.get(prefixed(https, LOGIN_COOKIE), { signed: true });
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as LoginState;
    return typeof parsed.verifier === 'string' &&
      typeof parsed.state === 'string' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.issuer === 'string'
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

export function clearLoginCookie(ctx: Context) {
  ctx.cookies.set(cookieName(ctx, LOGIN_COOKIE), null, base(ctx));
}
