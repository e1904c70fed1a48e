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

declare module 'koa' {
  interface DefaultState {
    user?: DbUserRow;
    sessionId?: string;
  }
}

export function authenticate(db: Db): Middleware {
  return async (ctx, next) => {
    const session = await requestSession(db, ctx);
    if (session?.user) {
      ctx.state.user = session.user;
      ctx.state.sessionId = session.id;
      // Placeholder until second factors land (issue 57): nobody has one yet, so step-up asks nothing.
      ctx.state.secondFactorAt = null;
      ctx.state.stepUpRequired = false;
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
