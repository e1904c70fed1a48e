// A project's images and documents (spec 001 §7): served to whoever may see the project, uploaded,
// made the main image and removed by admins.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { DOCUMENT_MAX_BYTES, type ProjectDocument, type ProjectImage } from '../../core/projects';
import { currentUser, requireRole } from '../middleware/authenticate';
import { done, reply, route } from '../http/route';
import { incomingFile, multipartUpload } from '../http/multipart-upload';
import { uploadsDir } from '../http/upload-temp';
import { presentProjectFile } from '../presenters/project';
import { createProjectFileService } from '../services/project-files';
import { DeleteProjectFile, GetProjectFile, UpdateProjectFile, UploadProjectFile } from './project-schemas';

/**
 * A document may be a little over the 20 MB the spec allows and still get the spec's own "too large"
 * message from the service; beyond this, formidable stops reading and the answer is a 413.
 */
const UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 1024 * 1024;

export function projectFileRoutes(deps: Pick<Deps, 'db' | 'blobs' | 'config'>): Router {
  const router = new Router();
  const files = createProjectFileService(deps);

  router.get(
    '/projects/files/:id',
    requireRole('user'),
    route(GetProjectFile, async (ctx, { params, query }) => {
      const found = await files.find(currentUser(ctx), params.id, query.w);
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
    }),
  );

  router.post(
    '/projects/files',
    requireRole('admin'),
    multipartUpload(uploadsDir(deps.config.dataDir), UPLOAD_MAX_BYTES),
    route(UploadProjectFile, async (ctx, { body }) => {
      const row = await files.upload(currentUser(ctx), body, incomingFile(ctx));
      reply<ProjectImage | ProjectDocument>(ctx, presentProjectFile(row), { status: 201 });
    }),
  );

  router.patch(
    '/projects/files/:id',
    requireRole('admin'),
    route(UpdateProjectFile, async (ctx, { params }) => {
      reply<ProjectImage | ProjectDocument>(ctx, presentProjectFile(await files.makeMain(currentUser(ctx), params.id)));
    }),
  );

  router.delete(
    '/projects/files/:id',
    requireRole('admin'),
    route(DeleteProjectFile, async (ctx, { params }) => {
      await files.remove(currentUser(ctx), params.id);
      done(ctx);
    }),
  );

  return router;
}
