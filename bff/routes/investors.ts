// The verified investors and their blockings (spec 001 §2 "Verified investors", §7): GET /api/investors
// (keyset pages, search, brand filter for admins) and GET /api/blockings (keyset pages). Admins and ERIR users only,
// an ERIR user within their own brand; the answers hold personal and financial data: never cached.
import Router from '@koa/router';
import type { Deps } from '../deps';
import type { BlockingListResponse, InvestorListResponse } from '../../core/investors';
import { currentUser, requireRole } from '../middleware/authenticate';
import { route } from '../http/route';
import { noStore } from '../middleware/no-store';
import { pendingSubjectsOf, presentInvestors, presentListedBlocking } from '../presenters/investor';
import { createInvestorService } from '../services/investors';
import { ListBlockings, ListInvestors } from './investor-schemas';

// 20 rows fill a tablet's screen with room to expand a few; each row carries its holdings, blockings and mints,
// so the page's size is what the list costs (docs/blocking.md "Performance").
export const DEFAULT_INVESTOR_PAGE = 20;
/** One holding's blockings fit a dialog; an investor with more pages through them. */
export const DEFAULT_BLOCKING_PAGE = 20;

export function investorRoutes(deps: Pick<Deps, 'db' | 'approvals'>): Router {
  const router = new Router();
  const investors = createInvestorService(deps);
  router.use(noStore);

  router.get(
    '/investors',
    requireRole('erir'),
    route(ListInvestors, async (ctx, { query }) => {
      const user = currentUser(ctx);
      const { nextCursor, ...page } = await investors.list({ user, domainId: query.domain, search: query.q || undefined, limit: query.limit ?? DEFAULT_INVESTOR_PAGE, cursor: query.cursor });
      const data = presentInvestors(page, user, await deps.approvals.pendingOn(user, pendingSubjectsOf(page)));
      // Everyone who may read the list may also block from it and export what they see.
      ctx.body = { success: true, data, nextCursor, can: { block: true, export: true } } satisfies InvestorListResponse;
    }),
  );

  router.get(
    '/blockings',
    requireRole('erir'),
    route(ListBlockings, async (ctx, { query }) => {
      const user = currentUser(ctx);
      const { rows, nextCursor } = await investors.blockings(user, {
        userId: query.userId,
        projectId: query.projectId,
        type: query.type,
        all: query.state === 'all',
        limit: query.limit ?? DEFAULT_BLOCKING_PAGE,
        cursor: query.cursor,
      });
      const pending = await deps.approvals.pendingOn(user, rows.map((row) => row.id));
      const data = rows.map((row) => presentListedBlocking(row, pending));
      ctx.body = { success: true, data, nextCursor } satisfies BlockingListResponse;
    }),
  );

  return router;
}
