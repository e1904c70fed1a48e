// /api/auth: the browser side of sign-in through OpenID Connect (docs/identity.md), plus sign-up,
// e-mail verification, password reset and the current user's profile (spec 000 §7).
import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import type { Identity } from '../auth/identity';
import type { SignedInIdentity } from '../auth/relying-party';
import { loginStarter, sessionEnder } from '../auth/login-start';
import { redirectNoStore } from '../http/redirect-no-store';
import { completeLogin } from '../auth/embedded-provider';
import {
  clearLoginCookie,
  readLoginCookie,
  readSessionCookie,
  setSessionCookie,
} from '../auth/cookies';
import { createSession, deleteSession } from '../auth/session-store';
import { currentUser } from '../middleware/authenticate';
import { done, reply, route } from '../http/route';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../errors';
import { presentProfile } from '../presenters/user';
import {
  RecoverPasswordSchema,
  ResendVerificationSchema,
  ResetRequestSchema,
  SigninSchema,
  SignupSchema,
} from '../../core/auth';
import type { Profile } from '../../core/users';
import { findUserById } from '../../db/queries/users';
import { createMailLimits, type MailPurpose } from '../rate-limit/mail-limits';
import { createRecoveryLimits } from '../rate-limit/recovery-limits';
import { clientKey } from '../http/client-key';
import { loginPageWith } from '../../core/login-notice';
import type { SecondFactorChallenge } from '../../core/second-factor';
import { amrHasSecondFactor } from '../../core/second-factor-rules';
import { awaitSecondFactor, browserInteraction } from '../auth/second-factor/pending-sign-in';
import { needsSecondFactor } from '../auth/second-factor/service';

const clientIp = (ctx: Context) => ctx.ip || 'unknown';
/** What limits count a client under (an IPv6 /64 is one client). */
const limitKey = (ctx: Context) => clientKey(ctx.ip);

/** 429 with Retry-After when a limit says to wait `wait` seconds (null: go on). */
function refuseWhenOver(ctx: Context, wait: number | null, what: 'mails' | 'attempts'): void {
  if (wait === null) return;
  ctx.set('Retry-After', String(wait));
  throw what === 'mails' ? tooManyRequests('auth.tooManyMails', 'too_many_mails') : tooManyRequests('auth.tooManyAttempts', 'too_many_attempts');
}

export function authRoutes(deps: Pick<Deps, 'db' | 'accounts' | 'brands' | 'limits' | 'config' | 'kyc' | 'secondFactors'>, identity: Identity): Router {
  const router = new Router({ prefix: '/auth' });
  const { db, accounts } = deps;
  const mailLimits = createMailLimits(deps.limits);
  const recoveryLimits = createRecoveryLimits(deps.limits);

  /** 429 with Retry-After when this address or this client asked for too many mails. */
  const limitMail = async (ctx: Context, purpose: MailPurpose, address: string) =>
    refuseWhenOver(ctx, await mailLimits.take(purpose, address, limitKey(ctx)), 'mails');

  const endSession = sessionEnder(db, identity);

  // 1. Start a login (bff/auth/login-start.ts).
  const startLogin = loginStarter(deps, identity);
  router.get('/login', (ctx) => startLogin(ctx, ctx.query));

  // Where the sign-up and reset pages send people: this app's own forms, or the external issuer's.
  router.get('/options', (ctx) => {
    const external = deps.config.oidc;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      success: true,
      data: external ? { external: true, signupUrl: '/api/auth/login?signup=1', resetUrl: external.resetUrl ?? '/api/auth/login' } : { external: false },
    };
  });

  // 2. The provider sends the browser to the login page (/user-login?uid=…: bff/auth/embedded-provider.ts).

  // 3. The login form: check the password, then finish the interaction this browser holds (the
  // provider's own interaction cookie says which), if this browser started the login here. An account
  // with a second factor is not signed in yet: the interaction waits for the factor
  // (POST /api/auth/signin/factor, bff/routes/second-factors.ts).
  router.post(
    '/signin',
    route({ body: SigninSchema }, async (ctx, { body: { email, password } }) => {
      const provider = identity.providers?.forOrigin(ctx.state.origin);
      if (!provider) throw badRequest('auth.externalIdentity', 'external_identity');
      const gate = await identity.throttle.begin(limitKey(ctx), email);
      if (!gate.allowed) {
        ctx.set('Retry-After', String(gate.retryAfterSeconds));
        throw tooManyRequests('auth.tooManyAttempts', 'too_many_attempts');
      }
      if (gate.delayMs > 0) await sleep(gate.delayMs);
      const result = await accounts.verifyCredentials({ email, password });
      // "Unverified" is said only after the right password: the attempt was not a guess.
      if (result.ok || result.reason === 'unverified') await gate.succeeded();
      if (!result.ok) {
        if (result.reason === 'unverified') throw forbidden('auth.emailUnverified', 'email_unverified');
        throw unauthorized('auth.loginFailed', 'invalid_credentials');
      }
      const interaction = await browserInteraction(ctx, identity);
      const methods = interaction ? await deps.secondFactors.methodsOf(result.user.id) : [];
      if (interaction && methods.length > 0) {
        await awaitSecondFactor(db, interaction.uid, result.user.id);
        return reply<SecondFactorChallenge>(ctx, { second_factor: { methods } });
      }
      const redirectTo = interaction ? await completeLogin(provider, interaction.uid, result.user.id, ['pwd']) : null;
      if (!redirectTo) throw conflict('auth.loginExpired', 'login_expired');
      reply<{ redirectTo: string }>(ctx, { redirectTo });
    }),
  );

  // 4. The provider's answer: exchange the code, open a server-side session, go to the dashboard. Only
  // the issuer this browser was sent to at step 1 is asked, and only for this configured origin.
  router.get('/callback', async (ctx) => {
    const login = readLoginCookie(ctx);
    clearLoginCookie(ctx);
    const origin = ctx.state.origin;
    if (!login) return redirectNoStore(ctx, loginPageWith('login_expired'));
    if (login.issuer !== identity.rp.issuerFor(origin)) {
      ctx.state.log.warn({ expected: login.issuer }, 'callback reached through another issuer than the login started with');
      return redirectNoStore(ctx, loginPageWith('login_failed'));
    }
    let signedIn: SignedInIdentity;
    try {
      signedIn = await identity.rp.exchange(origin, new URL(ctx.originalUrl, origin), login);
    } catch (err) {
      ctx.state.log.warn({ err }, 'authorization code exchange failed');
      return redirectNoStore(ctx, loginPageWith('login_failed'));
    }
    const user = identity.providers
      ? await findUserById(db, signedIn.subject)
      : await accounts.externalAccount({ email: signedIn.email, emailVerified: signedIn.emailVerified, domainId: deps.brands.forRequest(ctx).domain_id });
    if (!user) return redirectNoStore(ctx, loginPageWith('unknown_account'));
    // A new session id at every login: no fixation.
    const previous = readSessionCookie(ctx);
    if (previous) await deleteSession(db, previous);
    // Our provider states the factor the sign-in proved; an external issuer's `amr` is trusted the same way.
    const secondFactorAt = amrHasSecondFactor(signedIn.amr) ? (signedIn.authTime ?? new Date()) : null;
    const id = await createSession(db, { userId: user.id, idToken: signedIn.idToken, userAgent: ctx.get('user-agent'), ip: clientIp(ctx), secondFactorAt });
    setSessionCookie(ctx, id);
    redirectNoStore(ctx, '/dashboard');
  });

  router.post('/signout', async (ctx) => {
    await endSession(ctx);
    // The browser drops what its HTTP cache kept of this user's pages and answers (the app wipes its
    // own offline store itself).
    ctx.set('Clear-Site-Data', '"cache"');
    ctx.set('Cache-Control', 'no-store');
    done(ctx);
  });

  router.post(
    '/signup',
    route({ body: SignupSchema }, async (ctx, { body }) => {
      if (!identity.providers) throw badRequest('auth.externalIdentity', 'external_identity');
      await limitMail(ctx, 'signup', body.email);
      await accounts.signUp({ ...body, language: ctx.state.lang, origin: ctx.state.origin });
      reply<{ email: string }>(ctx, { email: body.email }, { status: 201 });
    }),
  );

  router.get('/verify-email', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    try {
      await accounts.verifyEmail(token);
      redirectNoStore(ctx, loginPageWith('verified'));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      redirectNoStore(ctx, loginPageWith('verification_invalid'));
    }
  });

  router.post(
    '/resend-verification',
    route({ body: ResendVerificationSchema }, async (ctx, { body: { email } }) => {
      await limitMail(ctx, 'verify', email);
      await accounts.resendVerification({ email, origin: ctx.state.origin });
      done(ctx);
    }),
  );

  router.post(
    '/reset-password',
    route({ body: ResetRequestSchema }, async (ctx, { body: { email } }) => {
      if (!identity.providers) throw badRequest('auth.externalIdentity', 'external_identity');
      await limitMail(ctx, 'reset', email);
      await accounts.requestPasswordReset({ email, origin: ctx.state.origin, language: ctx.state.lang });
      done(ctx);
    }),
  );

  router.post(
    '/recover-password',
    route({ body: RecoverPasswordSchema }, async (ctx, { body }) => {
      refuseWhenOver(ctx, await recoveryLimits.takeClient(limitKey(ctx)), 'attempts');
      // A made-up, used or expired link is refused here (400), before any password is hashed.
      refuseWhenOver(ctx, await recoveryLimits.takeAddress(await accounts.recoveryAddress(body.token)), 'attempts');
      await accounts.resetPassword({ token: body.token, password: body.password });
      done(ctx);
    }),
  );

  router.get('/me', async (ctx) => {
    const user = currentUser(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    const secondFactor = { enrolled: ctx.state.hasSecondFactor === true, required: needsSecondFactor(user), enforced: deps.config.secondFactorEnforced };
    reply<Profile>(ctx, presentProfile(user, await deps.kyc.summaryOf(user.id), secondFactor));
  });

  return router;
}
