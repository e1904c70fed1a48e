// GET /api/users: the users table for admins, optionally filtered by brand (spec 000 §2, 001 §2).
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { requireRole } from '../middleware/authenticate';
import { validate } from '../middleware/validate';
import { listUsers } from '../../db/queries/users';
import { presentUserListItem } from '../presenters/user';

const UsersQuery = v.object({
  domain: v.optional(
    v.pipe(
      v.string(),
      v.picklist(['all', '1', '2'], 'El filtro de dominio debe ser all, 1 o 2'),
      v.transform((d) => (d === 'all' ? undefined : Number(d))),
    ),
  ),
});

export function userRoutes(deps: Pick<Deps, 'db'>): Router {
  const router = new Router();
  router.get('/users', requireRole('admin'), validate(UsersQuery, 'query'), async (ctx) => {
    const { domain } = ctx.state.input as v.InferOutput<typeof UsersQuery>;
    const users = await listUsers(deps.db, { domainId: domain });
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, data: users.map(presentUserListItem) };
  });
  return router;
}
