// The sign-in between a right password and its second factor: nothing is signed in yet, the provider's
// interaction waits, and this row says whose password it was. It is bound to the interaction the
// browser holds (the provider's own cookie names it), lasts minutes and allows a few attempts.
import type { Context } from 'koa';
import type Provider from 'oidc-provider';
import type { Db } from '../../../db/knex';
import type { DbPendingSignInRow } from '../../../db/tables';
import { deletePendingSignIn, findPendingSignIn, takePendingAttempt, upsertPendingSignIn } from '../../../db/queries/second-factors';
import { readLoginCookie } from '../cookies';
import type { Identity } from '../identity';

const WAIT_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** The embedded provider's interaction this browser started here, if any. */
export async function browserInteraction(ctx: Context, identity: Identity): Promise<{ provider: Provider; uid: string } | null> {
  const provider = identity.providers?.forOrigin(ctx.state.origin);
  if (!provider || !readLoginCookie(ctx)) return null;
  const details = await provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
  return details ? { provider, uid: details.uid } : null;
}

export const awaitSecondFactor = (db: Db, uid: string, userId: string): Promise<void> =>
  upsertPendingSignIn(db, { interaction_uid: uid, user_id: userId, expires_at: new Date(Date.now() + WAIT_MS) });

export const waitingSignIn = (db: Db, uid: string): Promise<DbPendingSignInRow | undefined> => findPendingSignIn(db, uid, new Date());

/** Counts an attempt at the factor; undefined when nothing waits any more (expired, or out of attempts). */
export const takeSignInAttempt = (db: Db, uid: string): Promise<DbPendingSignInRow | undefined> => takePendingAttempt(db, uid, MAX_ATTEMPTS, new Date());

export const endWaitingSignIn = (db: Db, uid: string): Promise<void> => deletePendingSignIn(db, uid);
