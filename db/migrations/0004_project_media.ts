// Project media and list speed: each image records its pixel size and which WebP variants exist, and
// the project lists get indexes that match their keyset order (created_at desc, id desc) exactly, so a
// page is an index range read with no sort, also with 10,000 projects.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_files', (t) => {
    // Images only: the size after EXIF orientation, as a browser lays the image out.
    t.integer('width');
    t.integer('height');
    // Widths of the WebP variants stored beside the original (never wider than it), ascending.
    t.specificType('variant_widths', 'integer[]').notNullable().defaultTo('{}');
  });
  await knex.raw(`alter table project_files add constraint project_files_size_check check (
    (width is null or width > 0) and (height is null or height > 0))`);

  await knex.raw('drop index if exists projects_domain_id_status_created_at_index');
  // The admin list (every brand) and its brand filter.
  await knex.raw('create index projects_keyset on projects (created_at desc, id desc)');
  await knex.raw('create index projects_domain_keyset on projects (domain_id, created_at desc, id desc)');
  // The investor catalog: one brand's active and completed projects, newest first.
  await knex.raw(
    `create index projects_catalog_keyset on projects (domain_id, created_at desc, id desc) where status in ('active', 'completed')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_catalog_keyset');
  await knex.raw('drop index if exists projects_domain_keyset');
  await knex.raw('drop index if exists projects_keyset');
  await knex.raw('create index projects_domain_id_status_created_at_index on projects (domain_id, status, created_at)');
  await knex.raw('alter table project_files drop constraint project_files_size_check');
  await knex.schema.alterTable('project_files', (t) => {
    t.dropColumn('variant_widths');
    t.dropColumn('height');
    t.dropColumn('width');
  });
}
