// The BFF's own cookies. The session cookie is an opaque id (the row lives in Postgres); the login
// cookie carries this browser's PKCE verifier, state, nonce and provider interaction id for a few
// minutes. Both are httpOnly and SameSite=Lax, Secure on https, and signed.
import type { Context } from 'koa';
import type { LoginChecks } from './relying-party';
import { SESSION_ABSOLUTE_MS } from './session-store';

export const SESSION_COOKIE = 'tk_session';
export const LOGIN_COOKIE = 'tk_login';
const LOGIN_COOKIE_MS = 30 * 60 * 1000;

const base = (ctx: Context) => ({ httpOnly: true, sameSite: 'lax' as const, secure: ctx.secure, signed: true, overwrite: true });

export function setSessionCookie(ctx: Context, id: string) {
  ctx.cookies.set(SESSION_COOKIE, id, { ...base(ctx), path: '/', maxAge: SESSION_ABSOLUTE_MS });
}

export function readSessionCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;
}

export function clearSessionCookie(ctx: Context) {
  ctx.cookies.set(SESSION_COOKIE, null, { ...base(ctx), path: '/' });
}

export interface LoginState extends LoginChecks {
  uid?: string | undefined;
  /** A message for the login page that must survive the trip through the provider (e.g. "verified"). */
  notice?: string | undefined;
}

export function setLoginCookie(ctx: Context, state: LoginState) {
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  ctx.cookies.set(LOGIN_COOKIE, value, { ...base(ctx), path: '/api/auth', maxAge: LOGIN_COOKIE_MS });
}

export function readLoginCookie(ctx: Context): LoginState | undefined {
  const raw = ctx.cookies.get(LOGIN_COOKIE, { signed: true });
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as LoginState;
    return typeof parsed.verifier === 'string' && typeof parsed.state === 'string' && typeof parsed.nonce === 'string'
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

export function clearLoginCookie(ctx: Context) {
  ctx.cookies.set(LOGIN_COOKIE, null, { ...base(ctx), path: '/api/auth' });
}
