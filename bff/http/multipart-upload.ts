// Multipart bodies for file uploads: parsed only after the route's guard has let the caller through
// (nobody else gets to stream 20 MB to the disk), into a folder of this request's own under
// DATA_DIR/uploads that is removed before the answer is sent, also after a refusal mid-upload.
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import type { Context, Middleware } from 'koa';
import { badRequest, HttpError } from '../errors';
import type { IncomingFile } from '../services/project-files';
import { removeUploadDir, requestUploadDir } from './upload-temp';

const FORMIDABLE_TOO_LARGE = new Set([1009, 1016]);
const FORMIDABLE_TOO_MANY_FILES = 1015;

function uploadError(err: Error & { code?: number }): never {
  if (err.code !== undefined && FORMIDABLE_TOO_LARGE.has(err.code)) throw new HttpError(413, 'file_too_large', 'project.uploadTooLarge');
  if (err.code === FORMIDABLE_TOO_MANY_FILES) throw badRequest('project.uploadOneFile', 'too_many_files');
  throw badRequest('http.badBody', 'bad_multipart');
}

/** One file part named "file" of at most `maxBytes`, and a few short text fields. */
export function multipartUpload(root: string, maxBytes: number): Middleware {
  const parser = (uploadDir: string) =>
    koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir,
        maxFiles: 1,
        maxFileSize: maxBytes,
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
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'unsupported_media_type', 'http.unsupportedType');
    const dir = await requestUploadDir(root);
    try {
      await parser(dir)(ctx, next);
    } finally {
      await removeUploadDir(dir);
    }
  };
}

export function incomingFile(ctx: Context): IncomingFile | undefined {
  const [file]: File[] = Object.values(ctx.request.files ?? {}).flat();
  return file && { path: file.filepath, originalName: file.originalFilename, size: file.size };
}
