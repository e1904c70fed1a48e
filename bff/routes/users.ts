// GET /api/users: the users table for admins, optionally filtered by brand (spec 000 §2, 001 §2).
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { DomainFilterSchema } from '../../core/domain-filter';
import { requireRole } from '../middleware/authenticate';
import { reply, route } from '../http/route';
import { listUsers } from '../../db/queries/users';
import { presentUserListItem } from '../presenters/user';

const ListUsers = {
  query: v.object({
    domain: v.optional(DomainFilterSchema),
    /** `review`: only users whose KYC application waits for review (spec 001 §4). */
    kyc: v.optional(v.literal('review', 'http.invalidRequest')),
  }),
};

export function userRoutes(deps: Pick<Deps, 'db' | 'kyc'>): Router {
  const router = new Router();
  router.get(
    '/users',
    requireRole('admin'),
    route(ListUsers, async (ctx, { query }) => {
      const [users, kyc] = await Promise.all([listUsers(deps.db, { domainId: query.domain }), deps.kyc.summaries()]);
      const rows = users.map((user) => presentUserListItem(user, kyc.get(user.id)));
      ctx.set('Cache-Control', 'private, no-store');
      reply(ctx, query.kyc === 'review' ? rows.filter((row) => row.kyc_ready_for_review) : rows);
    }),
  );
  return router;
}
