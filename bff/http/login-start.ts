// /user-login without an interaction id (spec 000 §2: visiting login clears the session and starts a
// sign-in) is sent to the BFF's login start at once, instead of loading the app only for it to send
// the browser there and load again with ?uid=: a visitor, a Hispax one above all (their home page is
// the login page), waits for one page load, not two. The language is picked by the app's own rule
// (core/language-choice.ts); the notice and the platform asked for go along. An installed app's
// service worker answers /user-login from its cache, and the page starts the login itself as before.
import type { Middleware } from 'koa';
import { LANGUAGE_COOKIE, pickLanguage } from '../../core/language-choice';
import { arrivingNotice } from '../../core/login-notice';

export function loginStart(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/user-login' || (typeof ctx.query.uid === 'string' && ctx.query.uid !== '')) return next();
    const start = new URLSearchParams({ lang: pickLanguage({ stored: ctx.cookies.get(LANGUAGE_COOKIE), browser: ctx.acceptsLanguages(), page: null }) });
    const notice = arrivingNotice(new URLSearchParams(ctx.querystring));
    if (notice) start.set('notice', notice);
    // Checked against the brands by the login start; an unknown one is dropped there.
    if (typeof ctx.query.platform === 'string' && ctx.query.platform !== '') start.set('platform', ctx.query.platform);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`/api/auth/login?${start}`);
  };
}
