// Projects: keyset-paged lists with each project's main image, single reads and guarded writes.
import type { Knex } from 'knex';
import type { DbProjectFileRow, DbProjectRow, ProjectStatus } from '../tables';

export type ProjectListRow = DbProjectRow & {
  /** created_at as Postgres prints it (microseconds), so a page boundary never skips or repeats a row. */
  cursor_at: string;
  main_image_id: string | null;
  main_image_description: string | null;
};

export interface ProjectListFilter {
  domainId?: number;
  statuses?: readonly ProjectStatus[];
  limit: number;
  /** The last row of the previous page. */
  after?: { at: string; id: string };
}

export function listProjects(db: Knex, filter: ProjectListFilter): Promise<ProjectListRow[]> {
  return db('projects as p')
    .leftJoin('project_files as f', function mainImage() {
      this.on('f.project_id', '=', 'p.id').andOn('f.is_main', '=', db.raw('true'));
    })
    .select('p.*', db.raw('p.created_at::text as cursor_at'), 'f.id as main_image_id', 'f.description as main_image_description')
    .modify((query) => {
      if (filter.domainId !== undefined) query.where('p.domain_id', filter.domainId);
      if (filter.statuses) query.whereIn('p.status', filter.statuses);
      if (filter.after) query.whereRaw('(p.created_at, p.id) < (?::timestamptz, ?::uuid)', [filter.after.at, filter.after.id]);
    })
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .limit(filter.limit) as Promise<ProjectListRow[]>;
}

export async function findProject(db: Knex, id: string): Promise<DbProjectRow | undefined> {
  return db<DbProjectRow>('projects').where({ id }).first();
}

export async function insertProject(db: Knex, row: Partial<DbProjectRow>): Promise<DbProjectRow> {
  const [created] = await db<DbProjectRow>('projects').insert(row).returning('*');
  return created!;
}

/** Updates only while the project is still in the status the caller saw; undefined when it was not. */
export async function updateProjectIfStatus(
  db: Knex,
  id: string,
  expected: ProjectStatus,
  patch: Partial<DbProjectRow>,
): Promise<DbProjectRow | undefined> {
  const [updated] = await db<DbProjectRow>('projects')
    .where({ id, status: expected })
    .update({ ...patch, updated_at: db.fn.now() })
    .returning('*');
  return updated;
}

export async function deleteProjectIfStatus(db: Knex, id: string, expected: ProjectStatus): Promise<boolean> {
  return (await db('projects').where({ id, status: expected }).delete()) > 0;
}

export function listProjectFiles(db: Knex, projectId: string): Promise<DbProjectFileRow[]> {
  return db<DbProjectFileRow>('project_files')
    .where({ project_id: projectId })
    .orderBy([
      { column: 'is_main', order: 'desc' },
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export async function findProjectFile(db: Knex, id: string): Promise<(DbProjectFileRow & { project_status: ProjectStatus; project_domain_id: number }) | undefined> {
  return db('project_files as f')
    .join('projects as p', 'p.id', 'f.project_id')
    .select('f.*', 'p.status as project_status', 'p.domain_id as project_domain_id')
    .where('f.id', id)
    .first();
}
