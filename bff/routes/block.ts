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
import { createBlockingService } from '../services/blocking';
import { createBlockingMailer } from '../services/blocking-mail';
import { Block } from './investor-schemas';

export function blockRoutes(deps: Pick<Deps, 'db' | 'ledger' | 'tellInvestor'>): Router {
  const router = new Router();
  const blocking = createBlockingService({ db: deps.db, ledger: deps.ledger, mail: createBlockingMailer(deps.tellInvestor) });
  router.use(noStore);

  router.post(
    '/block',
    requireRole('erir'),
    route(Block, async (ctx, { body }) => {
      const actor = currentUser(ctx);
      const block = body.action === 'block';
      if (body.type === 'project') {
        const project = await blocking.setProjectBlocked(actor, body.projectId, block, body.reason);
        reply<BlockResult>(ctx, { id: project.id, status: project.status, can: projectPermissions(actor, project) });
      } else if (body.type === 'investor') {
        const investor = await blocking.setInvestorBlocked(actor, body.userId, block, body.reason);
        reply<InvestorBlockResult>(ctx, { id: investor.id, status: investor.status });
      } else {
        const outcome = body.action === 'block' ? await blocking.blockTokens(actor, body) : await blocking.unblockTokens(actor, body.blockingId);
        reply<TokenBlockResult>(ctx, presentTokenBlock(outcome));
      }
    }),
  );

  return router;
}
