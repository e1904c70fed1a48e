// Projects (spec 001 §7): the catalog and the admin list, one project, saving and publishing, deleting
// a draft, and a project's files. Each route: authenticate → validate → authorize → service → present.
import Router from '@koa/router';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { currentUser, hasRole, requireRole } from '../middleware/authenticate';
import { httpMessages } from '../http/messages';
import { validate } from '../middleware/validate';
import { respondWithEtag } from '../http/etag';
import { PROJECT_STATUSES, ProjectSaveSchema, type ProjectSaveInput } from '../../core/projects';
import { findProjectFile } from '../../db/queries/projects';
import { canSeeProject } from '../policies/projects';
import { presentProject, presentProjectSummary } from '../presenters/project';
import { createProjectService } from '../services/projects';
import { forbidden, notFound } from '../errors';

const DOMAINS: Record<string, number | undefined> = { all: undefined, '1': 1, '2': 2, tokenia: 1, hispaxtoken: 2 };

const ListQuery = v.object({
  admin: v.optional(v.picklist(['true', 'false'], 'El parámetro admin debe ser true o false')),
  domain: v.optional(v.picklist(Object.keys(DOMAINS), 'El filtro de dominio no es válido')),
  status: v.optional(v.picklist(PROJECT_STATUSES, 'El estado no es válido')),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'El límite debe ser un número entre 1 y 100'),
      v.transform(Number),
      v.minValue(1, 'El límite debe ser un número entre 1 y 100'),
      v.maxValue(100, 'El límite debe ser un número entre 1 y 100'),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('project.notFound')) });

export const DEFAULT_PAGE_SIZE = 24;

export function projectRoutes(deps: Pick<Deps, 'db' | 'blobs'>): Router {
  const router = new Router();
  const projects = createProjectService(deps);

  router.get('/projects', requireRole('user'), validate(ListQuery, 'query'), async (ctx) => {
    const query = ctx.state.input as v.InferOutput<typeof ListQuery>;
    const user = currentUser(ctx);
    const admin = query.admin === 'true';
    // The admin list (every brand, every status) is for admins; the catalog is for everyone signed in.
    if (admin && !hasRole(user, 'admin')) throw forbidden(httpMessages.forbidden[ctx.state.lang], 'forbidden');
    const { rows, nextCursor } = await projects.list({
      user,
      admin,
      domainId: query.domain ? DOMAINS[query.domain] : undefined,
      status: query.status,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
      cursor: query.cursor,
    });
    respondWithEtag(ctx, { success: true, data: rows.map(presentProjectSummary), nextCursor });
  });

  router.get('/projects/files/:id', requireRole('user'), validate(IdParams, 'params'), async (ctx) => {
    const { id } = ctx.state.input as v.InferOutput<typeof IdParams>;
    const file = await findProjectFile(deps.db, id);
    if (!file || !canSeeProject(currentUser(ctx), { domain_id: file.project_domain_id, status: file.project_status })) {
      throw notFound('project.fileNotFound', 'file_not_found');
    }
    const etag = `"${file.id}"`;
    ctx.set('ETag', etag);
    // A file never changes under its id, so the browser and the service worker may keep it.
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    const { stream, info } = await deps.blobs.get('public', file.storage_key);
    ctx.type = file.content_type || info.contentType;
    ctx.length = info.size;
    if (file.kind === 'document') ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
    ctx.body = stream;
  });

  router.get('/projects/:id', requireRole('user'), validate(IdParams, 'params'), async (ctx) => {
    const { id } = ctx.state.input as v.InferOutput<typeof IdParams>;
    const { project, files } = await projects.get(currentUser(ctx), id);
    respondWithEtag(ctx, { success: true, data: presentProject(project, files) });
  });

  router.post('/projects', requireRole('admin'), validate(ProjectSaveSchema), async (ctx) => {
    const input = ctx.state.input as ProjectSaveInput;
    const { project, created, canBePublished } = await projects.save(currentUser(ctx), input, ctx.state.lang ?? 'es');
    const files = created ? [] : (await projects.get(currentUser(ctx), project.id)).files;
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, data: presentProject(project, files), canBePublished, status: project.status };
  });

  router.delete('/admin/projects/:id', requireRole('admin'), validate(IdParams, 'params'), async (ctx) => {
    const { id } = ctx.state.input as v.InferOutput<typeof IdParams>;
    await projects.remove(currentUser(ctx), id, ctx.state.lang ?? 'es');
    ctx.body = { success: true };
  });

  return router;
}
