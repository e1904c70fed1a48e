// Projects (spec 001 §7): the catalog and the admin list, one project, saving and publishing, and
// deleting a draft. Each route: guard → typed input (project-schemas.ts) → service → presenter.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { hasRole } from '../../core/auth';
import type { ApiSuccess } from '../../core/api';
import type { Project, ProjectListResponse, ProjectSaveResponse } from '../../core/projects';
import { currentUser, requireRole } from '../middleware/authenticate';
import { done, route } from '../http/route';
import { etaggedJson, precompressed, respondWithEtag, sendJson, type PrecompressedJson } from '../http/etag';
import { presentProject, presentProjectSummary } from '../presenters/project';
import { pendingApprovalRef } from '../presenters/approval';
import { createProjectService } from '../services/projects';
import { catalogOf } from '../services/project-catalog-cache';
import { forbidden } from '../errors';
import { projectAnswerPermissions, projectPermissions } from '../policies/projects';
import { DeleteProject, GetProject, ListProjects, SaveProject } from './project-schemas';

export const DEFAULT_PAGE_SIZE = 24;

export function projectRoutes(deps: Pick<Deps, 'db' | 'blobs' | 'chain' | 'approvals'>): Router {
  const router = new Router();
  const projects = createProjectService(deps);

  router.get(
    '/projects',
    requireRole('user'),
    route(ListProjects, async (ctx, { query }) => {
      const user = currentUser(ctx);
      const admin = query.admin === 'true';
      // The admin list (every brand, every status) is for admins; the catalog is for everyone signed in.
      if (admin && !hasRole(user, 'admin')) throw forbidden();
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const page = async () => {
        const { rows, nextCursor } = await projects.list({ user, admin, domainId: query.domain, status: query.status, limit, cursor: query.cursor });
        // The admin list's rows carry what the admin may do to each, and the unblock waiting on it (issue 57);
        // the shared catalog pages carry nothing per user.
        const waiting = admin ? await deps.approvals.pendingOn(user, rows.map((row) => row.id)) : null;
        const data = rows.map((row) =>
          waiting ? { ...presentProjectSummary(row, projectPermissions(user, row)), pending_approval: pendingApprovalRef(waiting.get(row.id)) } : presentProjectSummary(row, undefined),
        );
        return etaggedJson({ success: true, data, nextCursor } satisfies ProjectListResponse);
      };
      // Admins always read the database (they act on what they see); investors of one brand all get the
      // same catalog pages, answered from the shared cache.
      if (admin) sendJson(ctx, await page());
      else sendJson(ctx, await catalogOf<PrecompressedJson>(deps.db).get(`${user.domain_id}|${limit}|${query.cursor ?? ''}`, async () => precompressed(await page())));
    }),
  );

  router.get(
    '/projects/:id',
    requireRole('user'),
    route(GetProject, async (ctx, { params }) => {
      const user = currentUser(ctx);
      const detail = await projects.get(user, params.id);
      const waiting = (await deps.approvals.pendingOn(user, [detail.project.id])).get(detail.project.id);
      const project = { ...presentProject(detail, projectAnswerPermissions(user, detail.project, detail.committedCents)), pending_approval: pendingApprovalRef(waiting) };
      respondWithEtag(ctx, { success: true, data: project } satisfies ApiSuccess<Project>);
    }),
  );

  router.post(
    '/projects',
    requireRole('admin'),
    route(SaveProject, async (ctx, { body }) => {
      const admin = currentUser(ctx);
      const { project, created, canBePublished } = await projects.save(admin, body);
      const detail = created ? { project, files: [], committedCents: 0, token: null } : { ...(await projects.get(admin, project.id)), project };
      ctx.status = created ? 201 : 200;
      ctx.body = { success: true, data: presentProject(detail, projectAnswerPermissions(admin, project, detail.committedCents)), canBePublished, status: project.status } satisfies ProjectSaveResponse;
    }),
  );

  router.delete(
    '/admin/projects/:id',
    requireRole('admin'),
    route(DeleteProject, async (ctx, { params }) => {
      await projects.remove(currentUser(ctx), params.id);
      done(ctx);
    }),
  );

  return router;
}
