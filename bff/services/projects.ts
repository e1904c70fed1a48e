// Project use cases: the catalog and the admin list (keyset pages), saving a draft or publishing with the
// rules of core/projects.ts, and deleting a draft (blocking is services/blocking.ts). Every write is a
// guarded update (the status the admin saw) inside a transaction that also writes an audit row. Once a
// project has investments, the terms they were made on (token value, modality) are fixed.
import type { AuditAction } from '../../core/audit';
import type { Db } from '../../db/knex';
import { insertAudit } from '../../db/queries/audit';
import {
  changedFixedTerms,
  consistencyProblems,
  INVESTOR_VISIBLE_STATUSES,
  isPublishable,
  missingForPublish,
  publishMissing,
  statusAllows,
  termsFixed,
  type ProjectFields,
  type ProjectSaveInput,
  type ProjectStatus,
  type ProjectToken,
} from '../../core/projects';
import type { DbProjectFileRow, DbProjectRow, DbUserRow } from '../../db/tables';
import {
  deleteProjectIfStatus,
  findProject,
  insertProject,
  listProjects,
  lockProject,
  updateProjectIfStatus,
  type ProjectListRow,
} from '../../db/queries/projects';
import { listProjectFiles } from '../../db/queries/project-files';
import { committedCents } from '../../db/queries/investments';
import { projectFieldsFromRow, projectFieldsToRow } from '../../db/mappings/projects';
import type { BlobStore } from '../../storage/blob-store';
import { badRequest, conflict, notFound } from '../errors';
import { decodeCursor, pageOf } from './keyset-cursor';
import { canSeeProject } from '../policies/projects';
import { deleteProjectBlobs } from './project-blobs';
import { catalogOf } from './project-catalog-cache';
import type { ChainRuntime } from '../chain/chain-runtime';
import { tokenSymbol } from '../../core/token-symbol';

export interface ListRequest {
  user: DbUserRow;
  admin: boolean;
  domainId?: number;
  status?: ProjectStatus;
  limit: number;
  cursor?: string;
}

export interface ProjectDetail {
  project: DbProjectRow;
  files: DbProjectFileRow[];
  committedCents: number;
  /** Its token on the chain, once deployed. */
  token: ProjectToken | null;
}

export function createProjectService({ db, blobs, chain }: { db: Db; blobs: BlobStore; chain: ChainRuntime | undefined }) {
  const catalog = catalogOf(db);
  const audit = (tx: Db, actor: DbUserRow, action: Extract<AuditAction, `project.${string}`>, project: DbProjectRow, before: object | null, details?: object) =>
    insertAudit(tx, { actorId: actor.id, action, targetType: 'project', targetId: project.id, before, after: { status: project.status, ...details } });

  async function visibleProject(user: DbUserRow, id: string): Promise<DbProjectRow> {
    const project = await findProject(db, id);
    if (!project || !canSeeProject(user, project)) throw notFound('project.notFound', 'project_not_found');
    return project;
  }

  async function tokenOf(projectId: string): Promise<ProjectToken | null> {
    const token = chain ? await chain.token(db, projectId) : null;
    return token ? { ...token, chain_id: chain!.chainId } : null;
  }

  /** Publishing deploys the project's token (spec 001 §1), in the transaction that publishes it. */
  async function deployToken(tx: Db, project: DbProjectRow): Promise<void> {
    await chain?.queue(tx, {
      kind: 'deploy_token',
      args: { project: project.id, name: project.name, symbol: tokenSymbol(project.name), owner: chain.owner },
      subject_type: 'project',
      subject_id: project.id,
    });
  }

  function checkRules(fields: ProjectFields, status: 'draft' | 'active'): void {
    const problem = consistencyProblems(fields)[0];
    if (problem) throw badRequest(problem.message, 'project_inconsistent');
    if (status === 'active') {
      const missing = missingForPublish(fields);
      if (missing.length > 0) throw badRequest(publishMissing(missing), 'project_not_publishable');
    }
  }

  return {
    async list({ user, admin, domainId, status, limit, cursor }: ListRequest): Promise<{ rows: ProjectListRow[]; nextCursor: string | null }> {
      const rows = await listProjects(db, {
        domainId: admin ? domainId : user.domain_id,
        statuses: admin ? (status ? [status] : undefined) : INVESTOR_VISIBLE_STATUSES,
        limit: limit + 1,
        after: cursor ? decodeCursor(cursor, 'project.cursorInvalid') : undefined,
      });
      return pageOf(rows, limit);
    },

    async get(user: DbUserRow, id: string): Promise<ProjectDetail> {
      const project = await visibleProject(user, id);
      const [files, committed, token] = await Promise.all([listProjectFiles(db, project.id), committedCents(db, project.id), tokenOf(project.id)]);
      return { project, files, committedCents: committed, token };
    },

    async save(admin: DbUserRow, input: ProjectSaveInput) {
      const { projectId, status, domain_id: domainId, ...fields } = input;
      checkRules(fields, status);
      const saved = await db.transaction(async (tx) => {
        if (!projectId) {
          const created = await insertProject(tx, { ...projectFieldsToRow(fields), status, domain_id: domainId ?? admin.domain_id, created_by: admin.id });
          await audit(tx, admin, status === 'active' ? 'project.create_publish' : 'project.create', created, null);
          if (status === 'active') await deployToken(tx, created);
          return { project: created, created: true };
        }
        // Under the project's row lock, which every new investment takes too: none is created at the old
        // token value between the check below and this save's commit.
        const current = await lockProject(tx, projectId);
        if (!current) throw notFound('project.notFound', 'project_not_found');
        if (!statusAllows(current.status, 'edit')) throw conflict('project.notEditable', 'project_not_editable');
        // A published project cannot go back to draft.
        if (status === 'draft' && !statusAllows(current.status, 'saveDraft')) throw conflict('project.alreadyPublished', 'project_published');
        const fixed = changedFixedTerms(projectFieldsFromRow(current), fields);
        if (fixed.length > 0 && (await committedCents(tx, projectId)) > 0) throw conflict(termsFixed(fixed), 'project_terms_fixed');
        const updated = await updateProjectIfStatus(tx, projectId, current.status, { ...projectFieldsToRow(fields), status });
        if (!updated) throw conflict('project.changedMeanwhile', 'project_changed');
        const action = current.status === 'draft' && status === 'active' ? 'project.publish' : 'project.update';
        await audit(tx, admin, action, updated, projectFieldsFromRow(current));
        if (action === 'project.publish') await deployToken(tx, updated);
        return { project: updated, created: false };
      });
      catalog.clear();
      chain?.worker.kick();
      return { ...saved, canBePublished: isPublishable(projectFieldsFromRow(saved.project)) };
    },

    async remove(admin: DbUserRow, id: string): Promise<void> {
      const project = await findProject(db, id);
      if (!project) throw notFound('project.notFound', 'project_not_found');
      if (!statusAllows(project.status, 'delete')) throw conflict('project.onlyDraftsDeleted', 'project_not_draft');
      await db.transaction(async (tx) => {
        if (!(await deleteProjectIfStatus(tx, id, 'draft'))) throw conflict('project.changedMeanwhile', 'project_changed');
        await audit(tx, admin, 'project.delete', project, projectFieldsFromRow(project));
      });
      catalog.clear();
      // The rows went with the project (on delete cascade); the blobs go after the commit.
      await deleteProjectBlobs(blobs, id);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
