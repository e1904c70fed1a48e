// /api/auth/factors, /api/auth/step-up and the sign-in's second step (issue 57; the contract is
// core/second-factor.ts). Enrolling another factor, removing one and new recovery codes need step-up:
// whoever holds a session for a moment must not be able to add their own factor or take the owner's.
import Router from '@koa/router';
import type { Context } from 'koa';
import * as v from 'valibot';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../deps';
import {
  FactorProofSchema,
  PasskeyRegistrationSchema,
  TotpConfirmSchema,
  type EnrolmentResult,
  type FactorOverview,
  type FactorProof,
  type ProofMethod,
  type StepUpResult,
  type TotpEnrolment,
} from '../../core/second-factor';
import { AMR_OF } from '../../core/second-factor-rules';
import { completeLogin } from '../auth/embedded-provider';
import { markSecondFactor } from '../auth/session-store';
import { assertStepUp, stepUpSecondsLeft } from '../auth/step-up';
import { browserInteraction, endWaitingSignIn, takeSignInAttempt, waitingSignIn } from '../auth/second-factor/pending-sign-in';
import type { ProofPurpose } from '../auth/second-factor/service';
import { currentUser } from '../middleware/authenticate';
import { done, reply, route } from '../http/route';
import { conflict, tooManyRequests } from '../errors';
import { findUserById } from '../../db/queries/users';
import type { DbUserRow } from '../../db/tables';

const FactorParams = v.object({ id: v.pipe(v.string(), v.uuid('auth.factorNotFound')) });

const loginExpired = () => conflict('auth.loginExpired', 'login_expired');

export function secondFactorRoutes(deps: Pick<Deps, 'db' | 'secondFactors' | 'brands' | 'identity'>): Router {
  const router = new Router({ prefix: '/auth' });
  const { db, secondFactors: factors, identity } = deps;

  /** 429 with Retry-After when this account tried too many codes or passkeys. */
  const takeAttempt = async (ctx: Context, userId: string) => {
    const wait = await factors.attempt(userId);
    if (wait === null) return;
    ctx.set('Retry-After', String(wait));
    throw tooManyRequests('auth.tooManyAttempts', 'too_many_attempts');
  };

  /** A proof for the sign-in's second step or for step-up: one attempt taken from the account's limit, then checked (and audited). */
  const proveFactor = async (ctx: Context, user: DbUserRow, proof: FactorProof, purpose: ProofPurpose): Promise<ProofMethod> => {
    await takeAttempt(ctx, user.id);
    return factors.prove(user, ctx.state.origin, proof, purpose);
  };

  /** A second factor on top of the first is enrolled only by someone who just proved the first. */
  const stepUpIfEnrolled = (ctx: Context) => {
    if (ctx.state.hasSecondFactor) assertStepUp(ctx);
  };

  /** The account whose password was right at this browser's waiting sign-in (409 login_expired when none waits). */
  const waiting = async (ctx: Context, attempt: boolean) => {
    const interaction = await browserInteraction(ctx, identity);
    const pending = interaction ? await (attempt ? takeSignInAttempt(db, interaction.uid) : waitingSignIn(db, interaction.uid)) : undefined;
    const user = pending ? await findUserById(db, pending.user_id) : undefined;
    if (!interaction || !user) throw loginExpired();
    return { ...interaction, user };
  };

  router.get('/factors', async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    reply<FactorOverview>(ctx, await factors.overview(currentUser(ctx), stepUpSecondsLeft(ctx)));
  });

  router.post('/factors/totp', async (ctx) => {
    const user = currentUser(ctx);
    stepUpIfEnrolled(ctx);
    reply<TotpEnrolment>(ctx, await factors.beginTotp(user, deps.brands.forRequest(ctx).name));
  });

  router.post(
    '/factors/totp/confirm',
    route({ body: TotpConfirmSchema }, async (ctx, { body }) => {
      const user = currentUser(ctx);
      await takeAttempt(ctx, user.id);
      reply<EnrolmentResult>(ctx, await factors.confirmTotp(user, body), { status: 201 });
    }),
  );

  router.post('/factors/passkey/options', async (ctx) => {
    const user = currentUser(ctx);
    stepUpIfEnrolled(ctx);
    reply<PublicKeyCredentialCreationOptionsJSON>(ctx, await factors.passkeyRegistrationOptions(user, ctx.state.origin, deps.brands.forRequest(ctx).name));
  });

  router.post(
    '/factors/passkey',
    route({ body: PasskeyRegistrationSchema }, async (ctx, { body }) => {
      const user = currentUser(ctx);
      const response = body.response as unknown as RegistrationResponseJSON;
      reply<EnrolmentResult>(ctx, await factors.registerPasskey(user, ctx.state.origin, { response, label: body.label }), { status: 201 });
    }),
  );

  router.delete(
    '/factors/:id',
    route({ params: FactorParams }, async (ctx, { params }) => {
      const user = currentUser(ctx);
      assertStepUp(ctx);
      await factors.remove(user, params.id);
      done(ctx);
    }),
  );

  router.post('/factors/recovery-codes', async (ctx) => {
    const user = currentUser(ctx);
    assertStepUp(ctx);
    reply<{ recovery_codes: string[] }>(ctx, { recovery_codes: await factors.regenerateRecoveryCodes(user) });
  });

  router.post('/step-up/passkey-options', async (ctx) => {
    reply<PublicKeyCredentialRequestOptionsJSON>(ctx, await factors.proofOptions(currentUser(ctx), ctx.state.origin, 'step_up'));
  });

  router.post(
    '/step-up',
    route({ body: FactorProofSchema }, async (ctx, { body }) => {
      const user = currentUser(ctx);
      await proveFactor(ctx, user, body, 'step_up');
      const now = new Date();
      await markSecondFactor(db, ctx.state.sessionId!, now);
      ctx.state.secondFactorAt = now;
      reply<StepUpResult>(ctx, { step_up_seconds_left: stepUpSecondsLeft(ctx) });
    }),
  );

  // The sign-in's second step, after POST /api/auth/signin answered a SecondFactorChallenge.
  router.post('/signin/passkey-options', async (ctx) => {
    const { user } = await waiting(ctx, false);
    reply<PublicKeyCredentialRequestOptionsJSON>(ctx, await factors.proofOptions(user, ctx.state.origin, 'signin'));
  });

  router.post(
    '/signin/factor',
    route({ body: FactorProofSchema }, async (ctx, { body }) => {
      const { provider, uid, user } = await waiting(ctx, true);
      const method = await proveFactor(ctx, user, body, 'signin');
      await endWaitingSignIn(db, uid);
      const redirectTo = await completeLogin(provider, uid, user.id, AMR_OF[method]);
      if (!redirectTo) throw loginExpired();
      reply<{ redirectTo: string }>(ctx, { redirectTo });
    }),
  );

  return router;
}
