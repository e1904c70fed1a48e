// GET /api/users: the users table for admins in keyset pages, optionally filtered by brand and by a KYC
// application waiting for review (spec 000 §2, 001 §2).
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import type { UserListResponse } from '../../core/user-list';
import { DomainFilterSchema } from '../../core/domain-filter';
import { requireRole } from '../middleware/authenticate';
import { route } from '../http/route';
import { presentUserListItem } from '../presenters/user';
import { createUserService } from '../services/users';
import { pageCursor, pageLimit } from './list-query';

/** A tablet's screen of rows and some to scroll; 'Cargar más' brings the next. */
export const DEFAULT_USER_PAGE = 50;

const invalid = 'http.invalidRequest';

const ListUsers = {
  query: v.object({
    domain: v.optional(DomainFilterSchema),
    /** `review`: only users whose KYC application waits for review (spec 001 §4). */
    kyc: v.optional(v.literal('review', invalid)),
    limit: pageLimit(invalid),
    cursor: pageCursor(invalid),
  }),
};

export function userRoutes(deps: Pick<Deps, 'db'>): Router {
  const router = new Router();
  const users = createUserService(deps);
  router.get(
    '/users',
    requireRole('admin'),
    route(ListUsers, async (ctx, { query }) => {
      const { rows, nextCursor } = await users.list({ domainId: query.domain, reviewOnly: query.kyc === 'review', limit: query.limit ?? DEFAULT_USER_PAGE, cursor: query.cursor });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { success: true, data: rows.map(presentUserListItem), nextCursor } satisfies UserListResponse;
    }),
  );
  return router;
}
