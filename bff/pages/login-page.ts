// /user-login without an interaction id starts a sign-in right here (bff/auth/login-start.ts), instead
// of loading the app only for it to send the browser to the BFF's login start and load again with
// ?uid=: a visitor, a Hispax one above all (their home page is the login page), waits for one load of
// the app, not two, and one redirect fewer. The language is picked by the app's own rule
// (core/language-choice.ts); the platform asked for goes along. A return with a notice (?error=,
// ?verified=) is left to the page as before: it shows the notice's trip, and with an external issuer
// that still holds a session, a server-side restart would only loop back here. An installed app's
// service worker answers /user-login from its cache, and the page starts the login itself.
import type { Middleware } from 'koa';
import type { StartLogin } from '../auth/login-start';
import { LANGUAGE_COOKIE, pickLanguage } from '../../core/language-choice';
import { LOGIN_PATH } from '../../core/login-notice';

export function loginPage(startLogin: StartLogin): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== LOGIN_PATH || ['uid', 'error', 'verified'].some((name) => ctx.query[name] !== undefined)) return next();
    await startLogin(ctx, {
      lang: pickLanguage({ stored: ctx.cookies.get(LANGUAGE_COOKIE), browser: ctx.acceptsLanguages(), page: null }),
      platform: ctx.query.platform,
    });
  };
}
