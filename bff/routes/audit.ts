// The audit log (docs/audit.md), for admins: GET /api/audit, filtered pages newest first, and
// GET /api/audit/verify, whether the hash chain is whole. Never cached on the way.
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { AUDIT_PAGE_SIZE, AuditFilterSchema, type AuditListResponse, type AuditVerification } from '../../core/audit';
import { requireRole } from '../middleware/authenticate';
import { noStore } from '../middleware/no-store';
import { reply, route } from '../http/route';
import { presentAuditEntry } from '../presenters/audit';
import { createAuditService } from '../services/audit';
import { pageCursor, pageLimit } from './list-query';

const ListAudit = {
  query: v.intersect([AuditFilterSchema, v.object({ limit: pageLimit('audit.listInvalid'), cursor: pageCursor('audit.listInvalid') })]),
};

export function auditRoutes(deps: Pick<Deps, 'db'>): Router {
  const router = new Router();
  const audit = createAuditService(deps);
  router.use(noStore);

  router.get(
    '/audit',
    requireRole('admin'),
    route(ListAudit, async (ctx, { query }) => {
      const { limit, cursor, ...filter } = query;
      const { rows, nextCursor } = await audit.list({ filter, limit: limit ?? AUDIT_PAGE_SIZE, cursor });
      ctx.body = { success: true, data: rows.map(presentAuditEntry), nextCursor } satisfies AuditListResponse;
    }),
  );

  router.get(
    '/audit/verify',
    requireRole('admin'),
    route({}, async (ctx) => reply<AuditVerification>(ctx, await audit.verify())),
  );

  return router;
}
