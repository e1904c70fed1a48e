// Who is calling: the session cookie, resolved to the user row on every /api request (one indexed read
// of the session joined to its user, plus one write a minute to keep the session alive). Routes then
// state who may call them with the guards below; the server decides, the UI only mirrors it.
import type { Context, Middleware } from 'koa';
import { hasRole, type Role } from '../../core/auth';
import type { Db } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';
import { requestSession } from '../auth/request-session';
import { clearSessionCookie } from '../auth/cookies';
import { forbidden, unauthorized } from '../errors';
import { needsSecondFactor } from '../auth/second-factor/service';
import { allowedWithoutFactor } from '../auth/second-factor/enrolment-only';

declare module 'koa' {
  interface DefaultState {
    user?: DbUserRow;
    sessionId?: string;
    /** The user has enrolled a second factor. */
    hasSecondFactor?: boolean;
  }
}

/**
 * `secondFactorEnforced` (SECOND_FACTOR_ENFORCED): step-up always asks, and an admin or ERIR account
 * without a factor may only enrol one (403 second_factor_required elsewhere). Otherwise step-up asks only
 * users who have a factor.
 */
export function authenticate(db: Db, options: { secondFactorEnforced: boolean }): Middleware {
  return async (ctx, next) => {
    const session = await requestSession(db, ctx);
    if (session?.user && session.record) {
      const { user, record } = session;
      ctx.state.user = user;
      ctx.state.sessionId = session.id;
      ctx.state.secondFactorAt = record.secondFactorAt;
      ctx.state.hasSecondFactor = record.hasSecondFactor;
      ctx.state.stepUpRequired = options.secondFactorEnforced || record.hasSecondFactor;
      if (options.secondFactorEnforced && needsSecondFactor(user) && !record.hasSecondFactor && !allowedWithoutFactor(ctx.path)) {
        throw forbidden('auth.secondFactorRequired', 'second_factor_required');
      }
    } else if (session) {
      clearSessionCookie(ctx);
    }
    await next();
  };
}

/** The signed-in user, or 401 "No session available". */
export function currentUser(ctx: Context): DbUserRow {
  const user = ctx.state.user;
  if (!user) throw unauthorized('http.noSession', 'no_session');
  return user;
}

/** Guard for routes: any signed-in user ('user'), ERIR or admin ('erir'), or admin only ('admin'). */
export function requireRole(role: Role): Middleware {
  return async (ctx, next) => {
    const user = currentUser(ctx);
    // An ERIR user refused the ERIR role is a blocked one: say so rather than a bare 403.
    if (!hasRole(user, role)) throw forbidden(role === 'erir' && user.is_erir ? 'block.actorBlocked' : undefined);
    await next();
  };
}
