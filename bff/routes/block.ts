// POST /api/block (spec 001 §7): blocking and unblocking, by an admin or an ERIR user. This issue
// handles projects (active ↔ blocked, with a reason); investors and tokens join the same endpoint.
import Router from '@koa/router';
import type { Deps } from '../deps';
import type { ProjectStatus } from '../../core/projects';
import { currentUser, requireRole } from '../middleware/authenticate';
import { reply, route } from '../http/route';
import { createProjectService } from '../services/projects';
import { BlockTarget } from './project-schemas';

export function blockRoutes(deps: Pick<Deps, 'db' | 'blobs'>): Router {
  const router = new Router();
  const projects = createProjectService(deps);

  router.post(
    '/block',
    requireRole('erir'),
    route(BlockTarget, async (ctx, { body }) => {
      const project = await projects.setBlocked(currentUser(ctx), body.projectId, body.action === 'block', body.reason);
      reply<{ id: string; status: ProjectStatus }>(ctx, { id: project.id, status: project.status });
    }),
  );

  return router;
}
