// Projects: keyset-paged lists with each project's main image, single reads and guarded writes.
import type { Knex } from 'knex';
import type { DbProjectRow, ProjectStatus } from '../tables';
import { committedCentsColumn } from './investments';

/** The project columns a card or a list row shows: never the long texts. */
const SUMMARY_COLUMNS = [
  'id',
  'name',
  'domain_id',
  'status',
  'project_type',
  'modality',
  'total_funding_cents',
  'annual_return_bp',
  'min_investment_cents',
  'duration_months',
  'created_at',
] as const satisfies readonly (keyof DbProjectRow)[];

export type ProjectListRow = Pick<DbProjectRow, (typeof SUMMARY_COLUMNS)[number]> & {
  /** created_at in UTC to the microsecond (a JS Date keeps milliseconds): a page boundary never skips or repeats a row. */
  cursor_at: string;
  main_image_id: string | null;
  main_image_description: string | null;
  main_image_width: number | null;
  main_image_height: number | null;
  main_image_variant_widths: number[] | null;
  /** Cents of the project's investments that are not rejected. */
  committed_cents: number;
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
    .select([
      ...SUMMARY_COLUMNS.map((column) => `p.${column}`),
      db.raw(`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`),
      'f.id as main_image_id',
      'f.description as main_image_description',
      'f.width as main_image_width',
      'f.height as main_image_height',
      'f.variant_widths as main_image_variant_widths',
      committedCentsColumn(db),
    ])
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

/**
 * Reads the project and locks its row until the transaction ends: file changes, investments and mints of
 * one project queue up. NO KEY UPDATE, as lockUser: foreign-key checks of rows naming the project pass.
 */
export async function lockProject(tx: Knex.Transaction, id: string): Promise<DbProjectRow | undefined> {
  return tx<DbProjectRow>('projects').where({ id }).forNoKeyUpdate().first();
}

export async function insertProject(db: Knex, row: Partial<DbProjectRow>): Promise<DbProjectRow> {
  const [created] = await db<DbProjectRow>('projects').insert(row).returning('*');
  return created!;
}

export async function insertProjects(db: Knex, rows: Partial<DbProjectRow>[]): Promise<void> {
  await db<DbProjectRow>('projects').insert(rows);
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
