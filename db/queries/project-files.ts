// A project's images and documents. The main-image moves run inside the caller's transaction, after it
// has locked the project row, so two uploads at once can never leave zero or two main images.
import type { Knex } from 'knex';
import type { DbProjectFileRow, ProjectStatus } from '../tables';

export type ProjectFileWithProject = DbProjectFileRow & { project_status: ProjectStatus; project_domain_id: number };

/** Images main first then oldest first; documents oldest first (ids break ties between equal times). */
export function listProjectFiles(db: Knex, projectId: string): Promise<DbProjectFileRow[]> {
  return db<DbProjectFileRow>('project_files')
    .where({ project_id: projectId })
    .orderBy([
      { column: 'is_main', order: 'desc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export function findProjectFile(db: Knex, id: string): Promise<ProjectFileWithProject | undefined> {
  return db('project_files as f')
    .join('projects as p', 'p.id', 'f.project_id')
    .select('f.*', 'p.status as project_status', 'p.domain_id as project_domain_id')
    .where('f.id', id)
    .first();
}

export async function insertProjectFile(db: Knex, row: Omit<DbProjectFileRow, 'created_at'>): Promise<DbProjectFileRow> {
  const [created] = await db<DbProjectFileRow>('project_files').insert(row).returning('*');
  return created!;
}

export async function insertProjectFiles(db: Knex, rows: Omit<DbProjectFileRow, 'created_at'>[]): Promise<void> {
  await db<DbProjectFileRow>('project_files').insert(rows);
}

export async function hasMainImage(db: Knex, projectId: string): Promise<boolean> {
  return !!(await db('project_files').where({ project_id: projectId, kind: 'image', is_main: true }).first('id'));
}

/** Clears the flag first: the partial unique index allows one main image per project at any moment. */
export function clearMainImage(db: Knex, projectId: string): Promise<number> {
  return db('project_files').where({ project_id: projectId, is_main: true }).update({ is_main: false });
}

/** Run after clearMainImage, in the same transaction. */
export async function markMainImage(db: Knex, id: string): Promise<DbProjectFileRow> {
  const [updated] = await db<DbProjectFileRow>('project_files').where({ id }).update({ is_main: true }).returning('*');
  return updated!;
}

/** After the main image is deleted: the oldest remaining image takes its place (none when no image is left). */
export function promoteOldestImage(db: Knex, projectId: string): Promise<number> {
  const oldest = db('project_files')
    .select('id')
    .where({ project_id: projectId, kind: 'image' })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(1);
  return db('project_files').whereIn('id', oldest).update({ is_main: true });
}

export async function deleteProjectFile(db: Knex, id: string): Promise<DbProjectFileRow | undefined> {
  const [deleted] = await db<DbProjectFileRow>('project_files').where({ id }).delete().returning('*');
  return deleted;
}
