// Investments (spec 001 §7): create, list (own, or every one for admins), read, take the next step, and
// reject. Writes take an Idempotency-Key (bff/middleware/idempotency.ts): a retried request answers what the
// first did. Answers carry personal and payment data: never cached.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { hasRole } from '../../core/auth';
import type { Investment, InvestmentListResponse } from '../../core/investments';
import type { DbUserRow } from '../../db/tables';
import type { InvestmentView } from '../../db/queries/investments';
import { currentUser, requireRole } from '../middleware/authenticate';
import { reply, route } from '../http/route';
import { idempotent } from '../middleware/idempotency';
import { noStore } from '../middleware/no-store';
import { forbidden } from '../errors';
import { presentInvestment } from '../presenters/investment';
import { pendingApprovalRef } from '../presenters/approval';
import { investmentPermissions } from '../policies/investments';
import type { InvestmentService } from '../services/investments';
import { maker } from '../auth/step-up';
import { isProposed } from '../services/four-eyes';
import { replyPending } from './approvals';
import { AdvanceInvestment, CreateInvestment, GetInvestment, ListInvestments, RejectInvestment } from './investment-schemas';

export const DEFAULT_INVESTMENT_PAGE = 25;

export function investmentRoutes(deps: Pick<Deps, 'db' | 'brands' | 'config' | 'approvals'> & { investments: InvestmentService }): Router {
  const router = new Router();
  const { investments, brands, approvals } = deps;
  const once = idempotent(deps.db);
  router.use(noStore);

  /** The investments as `user` reads them; an admin's show the four-eyes request each waits for, an investor's exactly what they showed before. */
  async function present(user: DbUserRow, views: InvestmentView[], withTransfer = true): Promise<Investment[]> {
    const pending = await approvals.pendingOn(user, views.map((view) => view.id));
    return views.map((view) => {
      const waiting = pending.get(view.id);
      const can = investmentPermissions(user, view, deps.config.investmentPaymentDays, waiting !== undefined);
      const investment = presentInvestment(view, can, deps.config.investmentPaymentDays, withTransfer ? brands.byDomainId(view.domain_id) : undefined);
      return { ...investment, pending_approval: pendingApprovalRef(waiting) };
    });
  }
  const presentOne = async (user: DbUserRow, view: InvestmentView) => (await present(user, [view]))[0]!;

  router.get(
    '/investment',
    requireRole('user'),
    route(ListInvestments, async (ctx: Context, { query }) => {
      const user = currentUser(ctx);
      const admin = query.admin === 'true';
      if (admin && !hasRole(user, 'admin')) throw forbidden();
      const status = query.status === 'all' ? undefined : query.status;
      const { rows, nextCursor } = await investments.list({ user, admin, status, domainId: query.domain, limit: query.limit ?? DEFAULT_INVESTMENT_PAGE, cursor: query.cursor });
      ctx.body = { success: true, data: await present(user, rows, false), nextCursor } satisfies InvestmentListResponse;
    }),
  );

  router.get(
    '/investment/:id',
    requireRole('user'),
    route(GetInvestment, async (ctx, { params }) => {
      const user = currentUser(ctx);
      reply<Investment>(ctx, await presentOne(user, await investments.get(user, params.id)));
    }),
  );

  router.post(
    '/investment',
    requireRole('user'),
    once,
    route(CreateInvestment, async (ctx, { body }) => {
      const user = currentUser(ctx);
      reply<Investment>(ctx, await presentOne(user, await investments.create(user, body)), { status: 201 });
    }),
  );

  router.put(
    '/investment/:id',
    requireRole('user'),
    once,
    route(AdvanceInvestment, async (ctx, { params, body }) => {
      const user = currentUser(ctx);
      const outcome = await investments.advance(user, params.id, body, maker(ctx));
      if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
      reply<Investment>(ctx, await presentOne(user, outcome));
    }),
  );

  router.post(
    '/investment/:id/reject',
    requireRole('admin'),
    once,
    route(RejectInvestment, async (ctx, { params, body }) => {
      const admin = currentUser(ctx);
      reply<Investment>(ctx, await presentOne(admin, await investments.reject(admin, params.id, body.reason)));
    }),
  );

  return router;
}
