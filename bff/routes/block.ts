// POST /api/block (spec 001 §7): blocking and unblocking a project, an investor's account or part of a
// holding's tokens, by an admin or an ERIR user (an ERIR user within their own brand).
import Router from '@koa/router';
import type { Deps } from '../deps';
import type { BlockResult } from '../../core/projects';
import type { InvestorBlockResult, TokenBlockResult } from '../../core/investors';
import { projectPermissions } from '../policies/projects';
import { currentUser, requireRole } from '../middleware/authenticate';
import { reply, route } from '../http/route';
import { noStore } from '../middleware/no-store';
import { presentTokenBlock } from '../presenters/investor';
import { isProposed } from '../services/four-eyes';
import { maker } from '../auth/step-up';
import { replyPending } from './approvals';
import { Block } from './investor-schemas';

export function blockRoutes(deps: Pick<Deps, 'blocking'>): Router {
  const router = new Router();
  const { blocking } = deps;
  router.use(noStore);

  router.post(
    '/block',
    requireRole('erir'),
    route(Block, async (ctx, { body }) => {
      const actor = currentUser(ctx);
      const block = body.action === 'block';
      if (body.type === 'project') {
        const outcome = await blocking.setProjectBlocked(actor, body.projectId, block, body.reason, maker(ctx));
        if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
        reply<BlockResult>(ctx, { id: outcome.id, status: outcome.status, can: projectPermissions(actor, outcome) });
      } else if (body.type === 'investor') {
        const outcome = await blocking.setInvestorBlocked(actor, body.userId, block, body.reason, maker(ctx));
        if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
        reply<InvestorBlockResult>(ctx, { id: outcome.id, status: outcome.status });
      } else if (body.action === 'block') {
        reply<TokenBlockResult>(ctx, presentTokenBlock(await blocking.blockTokens(actor, body)));
      } else {
        const outcome = await blocking.unblockTokens(actor, body.blockingId, maker(ctx));
        if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
        reply<TokenBlockResult>(ctx, presentTokenBlock(outcome));
      }
    }),
  );

  return router;
}
