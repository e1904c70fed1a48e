// GET /api/users: the users table for admins, optionally filtered by brand (spec 000 §2, 001 §2).
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { DomainFilterSchema } from '../../core/domain-filter';
import { requireRole } from '../middleware/authenticate';
import { reply, route } from '../http/route';
import { listUsers } from '../../db/queries/users';
import { presentUserListItem } from '../presenters/user';

const ListUsers = { query: v.object({ domain: v.optional(DomainFilterSchema) }) };

export function userRoutes(deps: Pick<Deps, 'db'>): Router {
  const router = new Router();
  router.get(
    '/users',
    requireRole('admin'),
    route(ListUsers, async (ctx, { query }) => {
      const users = await listUsers(deps.db, { domainId: query.domain });
      ctx.set('Cache-Control', 'private, no-store');
      reply(ctx, users.map((user) => presentUserListItem(user)));
    }),
  );
  return router;
}
