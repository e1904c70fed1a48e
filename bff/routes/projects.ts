// Projects (spec 001 §7): the catalog and the admin list, one project, saving and publishing, deleting
// a draft, and a project's files. Each route: authenticate → validate → authorize → service → present.
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import type { Context, Middleware } from 'koa';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { hasRole } from '../../core/auth';
import { currentUser, requireRole } from '../middleware/authenticate';
import { httpMessages } from '../http/messages';
import { validate } from '../middleware/validate';
import { etaggedJson, precompressed, respondWithEtag, sendJson } from '../http/etag';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_VARIANT_WIDTHS,
  PROJECT_STATUSES,
  ProjectFileFieldsSchema,
  ProjectFileUpdateSchema,
  ProjectSaveSchema,
  type ProjectFileFields,
  type ProjectSaveInput,
} from '../../core/projects';
import { presentProject, presentProjectFile, presentProjectSummary } from '../presenters/project';
import { createProjectService } from '../services/projects';
import { createProjectFileService, type IncomingFile } from '../services/project-files';
import { catalogOf } from '../services/project-catalog-cache';
import { badRequest, forbidden, HttpError } from '../errors';
import { removeUploadDir, requestUploadDir, uploadsDir } from '../http/upload-temp';

const DOMAINS: Record<string, number | undefined> = { all: undefined, '1': 1, '2': 2, tokenia: 1, hispaxtoken: 2 };

const ListQuery = v.object({
  admin: v.optional(v.picklist(['true', 'false'], 'project.listAdminInvalid')),
  domain: v.optional(v.picklist(Object.keys(DOMAINS), 'project.listDomainInvalid')),
  status: v.optional(v.picklist(PROJECT_STATUSES, 'project.listStatusInvalid')),
  limit: v.optional(
    v.pipe(
      v.string('project.listLimitInvalid'),
      v.regex(/^\d{1,3}$/, 'project.listLimitInvalid'),
      v.transform(Number),
      v.minValue(1, 'project.listLimitInvalid'),
      v.maxValue(100, 'project.listLimitInvalid'),
    ),
  ),
  cursor: v.optional(v.pipe(v.string('project.cursorInvalid'), v.maxLength(200, 'project.cursorInvalid'))),
});

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('project.notFound')) });
const FileIdParams = v.object({ id: v.pipe(v.string(), v.uuid('project.fileNotFound')) });
const FileQuery = v.object({
  w: v.optional(
    v.pipe(
      v.string('project.fileWidthInvalid'),
      v.transform(Number),
      v.picklist(IMAGE_VARIANT_WIDTHS, 'project.fileWidthInvalid'),
    ),
  ),
});

/**
 * A document may be a little over the 20 MB the spec allows and still get the spec's own "too large"
 * message from the service; beyond this, formidable stops reading and the answer is a 413.
 */
const UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 1024 * 1024;
const FORMIDABLE_TOO_LARGE = new Set([1009, 1016]);
const FORMIDABLE_TOO_MANY_FILES = 1015;

function uploadError(err: Error & { code?: number }, ctx: Context): never {
  if (err.code !== undefined && FORMIDABLE_TOO_LARGE.has(err.code)) throw new HttpError(413, 'file_too_large', 'project.uploadTooLarge');
  if (err.code === FORMIDABLE_TOO_MANY_FILES) throw badRequest('project.uploadOneFile', 'too_many_files');
  throw badRequest(httpMessages.badBody[ctx.state.lang ?? 'es'], 'bad_multipart');
}

/**
 * Multipart for POST /api/projects/files only, parsed after the caller is known to be an admin (nobody
 * else gets to stream 20 MB to the disk), into a folder of this request's own under DATA_DIR/uploads
 * that is removed before the answer is sent, also after a refusal in the middle of the upload.
 */
function multipartUpload(root: string): Middleware {
  const parser = (uploadDir: string) =>
    koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir,
        maxFiles: 1,
        maxFileSize: UPLOAD_MAX_BYTES,
        maxFields: 8,
        maxFieldsSize: 16 * 1024,
        // An empty file part is "no file" (the spec's "select a file" message), not a parser error.
        allowEmptyFiles: true,
        minFileSize: 0,
        filter: (part) => part.name === 'file',
      },
      onError: uploadError,
    });
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'unsupported_media_type', httpMessages.unsupportedType[ctx.state.lang ?? 'es']);
    const dir = await requestUploadDir(root);
    try {
      await parser(dir)(ctx, next);
    } finally {
      await removeUploadDir(dir);
    }
  };
}

const uploadedFiles = (ctx: Context): File[] => Object.values(ctx.request.files ?? {}).flat();

function incomingFile(ctx: Context): IncomingFile | undefined {
  const [file] = uploadedFiles(ctx);
  return file && { path: file.filepath, originalName: file.originalFilename, size: file.size };
}

export const DEFAULT_PAGE_SIZE = 24;

export function projectRoutes(deps: Pick<Deps, 'db' | 'blobs' | 'config'>): Router {
  const router = new Router();
  const projects = createProjectService(deps);
  const files = createProjectFileService(deps);

  router.get('/projects', requireRole('user'), validate(ListQuery, 'query'), async (ctx) => {
    const query = ctx.state.input as v.InferOutput<typeof ListQuery>;
    const user = currentUser(ctx);
    const admin = query.admin === 'true';
    // The admin list (every brand, every status) is for admins; the catalog is for everyone signed in.
    if (admin && !hasRole(user, 'admin')) throw forbidden(httpMessages.forbidden[ctx.state.lang], 'forbidden');
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = async () => {
      const { rows, nextCursor } = await projects.list({
        user,
        admin,
        domainId: query.domain ? DOMAINS[query.domain] : undefined,
        status: query.status,
        limit,
        cursor: query.cursor,
      });
      return etaggedJson({ success: true, data: rows.map(presentProjectSummary), nextCursor });
    };
    // Admins always read the database (they act on what they see); investors of one brand all get the
    // same catalog pages, answered from the shared cache.
    if (admin) sendJson(ctx, await page());
    else sendJson(ctx, await catalogOf(deps.db).get(`${user.domain_id}|${limit}|${query.cursor ?? ''}`, async () => precompressed(await page())));
  });

  router.get('/projects/files/:id', requireRole('user'), validate(FileIdParams, 'params'), validate(FileQuery, 'query'), async (ctx) => {
    // Both checked above; the query's validation result is the one in ctx.state.input.
    const { id } = ctx.params as v.InferOutput<typeof FileIdParams>;
    const { w } = ctx.state.input as v.InferOutput<typeof FileQuery>;
    const found = await files.find(currentUser(ctx), id, w);
    ctx.set('ETag', found.etag);
    // A file never changes under its id, so the browser and the service worker may keep it.
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    if (ctx.get('If-None-Match').split(/\s*,\s*/).includes(found.etag)) {
      ctx.status = 304;
      return;
    }
    const { stream, size } = await found.open();
    ctx.type = found.contentType;
    ctx.length = size;
    if (found.file.kind === 'document') ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(found.file.filename)}`);
    ctx.body = stream;
  });

  router.post('/projects/files', requireRole('admin'), multipartUpload(uploadsDir(deps.config.dataDir)), validate(ProjectFileFieldsSchema), async (ctx) => {
    const fields = ctx.state.input as ProjectFileFields;
    const row = await files.upload(currentUser(ctx), fields, incomingFile(ctx));
    ctx.status = 201;
    ctx.body = { success: true, data: presentProjectFile(row) };
  });

  router.patch('/projects/files/:id', requireRole('admin'), validate(FileIdParams, 'params'), validate(ProjectFileUpdateSchema), async (ctx) => {
    const { id } = ctx.params as v.InferOutput<typeof FileIdParams>;
    const row = await files.makeMain(currentUser(ctx), id);
    ctx.body = { success: true, data: presentProjectFile(row) };
  });

  router.delete('/projects/files/:id', requireRole('admin'), validate(FileIdParams, 'params'), async (ctx) => {
    const { id } = ctx.state.input as v.InferOutput<typeof FileIdParams>;
    await files.remove(currentUser(ctx), id);
    ctx.body = { success: true };
  });

  router.get('/projects/:id', requireRole('user'), validate(IdParams, 'params'), async (ctx) => {
    const { id } = ctx.state.input as v.InferOutput<typeof IdParams>;
    const { project, files: attached } = await projects.get(currentUser(ctx), id);
    respondWithEtag(ctx, { success: true, data: presentProject(project, attached) });
  });

  router.post('/projects', requireRole('admin'), validate(ProjectSaveSchema), async (ctx) => {
    const input = ctx.state.input as ProjectSaveInput;
    const { project, created, canBePublished } = await projects.save(currentUser(ctx), input, ctx.state.lang ?? 'es');
    const attached = created ? [] : (await projects.get(currentUser(ctx), project.id)).files;
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, data: presentProject(project, attached), canBePublished, status: project.status };
  });

  router.delete('/admin/projects/:id', requireRole('admin'), validate(IdParams, 'params'), async (ctx) => {
    const { id } = ctx.state.input as v.InferOutput<typeof IdParams>;
    await projects.remove(currentUser(ctx), id, ctx.state.lang ?? 'es');
    ctx.body = { success: true };
  });

  return router;
}
