// A project's images and documents, the use cases: the upload checks of spec 001 §5 (a file, its size,
// its type read from its bytes), the one-main-image rule, removal, and finding the blob to serve once
// the caller may see the project. Where the bytes go is project-blobs.ts.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/knex';
import {
  filesEditable,
  UPLOAD_RULES,
  uploadKind,
  type DocumentType,
  type ProjectFileFields,
  type UploadKind,
} from '../../core/projects';
import type { DbProjectFileRow, DbProjectRow, DbUserRow } from '../../db/tables';
import { findProject, lockProject } from '../../db/queries/projects';
import { insertAudit } from '../../db/queries/audit';
import {
  clearMainImage,
  deleteProjectFile,
  findProjectFile,
  hasMainImage,
  insertProjectFile,
  markMainImage,
  promoteOldestImage,
} from '../../db/queries/project-files';
import type { BlobStore } from '../../storage/blob-store';
import { badRequest, conflict, notFound } from '../errors';
import { canSeeProject } from '../policies/projects';
import { sniffFileType } from './file-type';
import { UnreadableImageError } from './image-variants';
import {
  deleteKeys,
  openProjectBlob,
  ownedKeys,
  projectFileKey,
  storeProjectDocument,
  storeProjectImage,
  VARIANT_TYPE,
  type StoredFile,
} from './project-blobs';
import { catalogOf } from './project-catalog-cache';

/** What an upload hands over: the file the request body was streamed to (bff/http/multipart-upload.ts). */
export interface IncomingFile {
  path: string;
  originalName: string | null;
  size: number;
}

/** The uploader's name, kept for display and downloads: no folders, no control characters, bounded. */
function displayName(original: string | null, kind: UploadKind, ext: string): string {
  const base = path.basename((original ?? '').replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return clean || `${kind === 'image' ? 'imagen' : 'documento'}.${ext}`;
}

function editable(project: DbProjectRow | undefined): DbProjectRow {
  if (!project) throw notFound('project.notFound', 'project_not_found');
  if (!filesEditable(project.status)) throw conflict('project.filesNotEditable', 'project_files_locked');
  return project;
}

/** What the route needs to answer GET /api/projects/files/{id}, before any byte is read. */
export interface ServableFile {
  file: DbProjectFileRow;
  contentType: string;
  /** Strong: the bytes under a key never change (a new upload is a new id). */
  etag: string;
  open(): Promise<{ stream: Readable; size: number }>;
}

export function createProjectFileService({ db, blobs }: { db: Db; blobs: BlobStore }) {
  const catalog = catalogOf(db);
  /** Locks the project for the rest of the transaction and checks that its files may change. */
  const lockEditable = async (tx: Tx, projectId: string) => editable(await lockProject(tx, projectId));

  return {
    async upload(admin: DbUserRow, fields: ProjectFileFields, incoming: IncomingFile | undefined): Promise<DbProjectFileRow> {
      const kind = uploadKind(fields.documentType);
      const rules = UPLOAD_RULES[kind];
      if (!incoming || incoming.size === 0) throw badRequest(rules.required, 'file_missing');
      if (!fields.documentType) throw badRequest('project.documentTypeRequired', 'document_type_missing');
      // Refused early, before any decoding, when the project cannot take files anyway.
      const project = editable(await findProject(db, fields.projectId));
      if (incoming.size > rules.maxBytes) throw badRequest(rules.tooLarge, 'file_too_large');
      const type = await sniffFileType(incoming.path, incoming.originalName ?? '', kind);
      if (!type) throw badRequest(rules.wrongType, 'file_type_not_allowed');

      const fileId = randomUUID();
      const target = { projectId: fields.projectId, fileId, ext: type.ext, contentType: type.mime };
      let stored: StoredFile;
      try {
        stored = kind === 'image' ? await storeProjectImage(blobs, target, incoming.path) : await storeProjectDocument(blobs, target, incoming.path);
      } catch (err) {
        if (err instanceof UnreadableImageError) throw badRequest('project.imageUnreadable', 'image_unreadable');
        throw err;
      }

      try {
        const row = await db.transaction(async (tx) => {
          await lockEditable(tx, project.id);
          const isMain = kind === 'image' && (fields.isMain === 'true' || !(await hasMainImage(tx, project.id)));
          if (isMain) await clearMainImage(tx, project.id);
          const inserted = await insertProjectFile(tx, {
            id: fileId,
            project_id: project.id,
            kind,
            filename: displayName(incoming.originalName, kind, type.ext),
            ...stored,
            description: fields.description || null,
            document_type: kind === 'document' ? (fields.documentType as DocumentType) : null,
            is_main: isMain,
            uploaded_by: admin.id,
          });
          await insertAudit(tx, {
            actorId: admin.id,
            action: 'project.file_add',
            targetType: 'project',
            targetId: project.id,
            before: null,
            after: { file: inserted.id, kind, filename: inserted.filename, file_size: inserted.file_size, is_main: inserted.is_main },
          });
          return inserted;
        });
        // A new main image changes the project's card.
        catalog.clear();
        return row;
      } catch (err) {
        await deleteKeys(blobs, ownedKeys({ id: fileId, project_id: fields.projectId, kind, ...stored }));
        throw err;
      }
    },

    async remove(admin: DbUserRow, id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const file = await findProjectFile(tx, id);
        if (!file) throw notFound('project.fileNotFound', 'file_not_found');
        await lockEditable(tx, file.project_id);
        const row = await deleteProjectFile(tx, id);
        if (!row) throw notFound('project.fileNotFound', 'file_not_found');
        if (row.is_main) await promoteOldestImage(tx, row.project_id);
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'project.file_delete',
          targetType: 'project',
          targetId: row.project_id,
          before: { file: row.id, kind: row.kind, filename: row.filename, is_main: row.is_main },
          after: null,
        });
        return row;
      });
      catalog.clear();
      // After the commit: a failed transaction keeps its blobs, a removed row never keeps them.
      await deleteKeys(blobs, ownedKeys(deleted));
    },

    /** An existing image becomes the main one (the card's and the carousel's first image). */
    async makeMain(admin: DbUserRow, id: string): Promise<DbProjectFileRow> {
      const row = await db.transaction(async (tx) => {
        const file = await findProjectFile(tx, id);
        if (!file) throw notFound('project.fileNotFound', 'file_not_found');
        await lockEditable(tx, file.project_id);
        if (file.kind !== 'image') throw badRequest('project.mainImageOnly', 'not_an_image');
        if (file.is_main) return file;
        await clearMainImage(tx, file.project_id);
        const updated = await markMainImage(tx, id);
        await insertAudit(tx, {
          actorId: admin.id,
          action: 'project.file_main',
          targetType: 'project',
          targetId: file.project_id,
          before: null,
          after: { file: id, filename: file.filename, is_main: true },
        });
        return updated;
      });
      catalog.clear();
      return row;
    },

    /** The original, or the WebP variant of that width when one was made (else the original). */
    async find(user: DbUserRow, id: string, width: number | undefined): Promise<ServableFile> {
      const file = await findProjectFile(db, id);
      if (!file || !canSeeProject(user, { domain_id: file.project_domain_id, status: file.project_status })) {
        throw notFound('project.fileNotFound', 'file_not_found');
      }
      const variant = width !== undefined && file.variant_widths.includes(width) ? width : undefined;
      const key = variant ? projectFileKey(file.project_id, file.kind, file.id, 'webp', variant) : file.storage_key;
      return {
        file,
        contentType: variant ? VARIANT_TYPE : file.content_type,
        etag: `"${file.id}${variant ? `-w${variant}` : ''}"`,
        open: () => openProjectBlob(blobs, key),
      };
    },
  };
}

