// POST /api/block (spec 001 §7): blocking and unblocking, by an admin or an ERIR user. This issue
// handles projects (active ↔ blocked, with a reason); investors and tokens join the same endpoint.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { currentUser, requireRole } from '../middleware/authenticate';
import { validate } from '../middleware/validate';
import { BlockRequestSchema, type BlockRequest } from '../../core/projects';
import { createProjectService } from '../services/projects';

export function blockRoutes(deps: Pick<Deps, 'db' | 'blobs'>): Router {
  const router = new Router();
  const projects = createProjectService(deps);

  router.post('/block', requireRole('erir'), validate(BlockRequestSchema), async (ctx) => {
    const request = ctx.state.input as BlockRequest;
    const project = await projects.setBlocked(currentUser(ctx), request.projectId, request.action === 'block', request.reason, ctx.state.lang ?? 'es');
    ctx.body = { success: true, data: { id: project.id, status: project.status } };
  });

  return router;
}
