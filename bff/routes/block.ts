// POST /api/block (spec 001 §7): blocking and unblocking, by an admin or an ERIR user. This issue
// handles projects (active ↔ blocked, with a reason); investors and tokens join the same endpoint.
import Router from '@koa/router';
import type { Deps } from '../deps';
import type { BlockResult } from '../../core/projects';
import { projectPermissions } from '../policies/projects';
import { currentUser, requireRole } from '../middleware/authenticate';
import { reply, route } from '../http/route';
import { badRequest } from '../errors';
import { createProjectService } from '../services/projects';
import { BlockTarget } from './project-schemas';

export function blockRoutes(deps: Pick<Deps, 'db' | 'blobs'>): Router {
  const router = new Router();
  const projects = createProjectService(deps);

  router.post(
    '/block',
    requireRole('erir'),
    route(BlockTarget, async (ctx, { body }) => {
      const actor = currentUser(ctx);
      // Investor and token blockings are wired in by the blocking service (issue 14, in progress).
      if (body.type !== 'project') throw badRequest('project.blockTypeInvalid');
      const project = await projects.setBlocked(actor, body.projectId, body.action === 'block', body.reason);
      reply<BlockResult>(ctx, { id: project.id, status: project.status, can: projectPermissions(actor, project) });
    }),
  );

  return router;
}
