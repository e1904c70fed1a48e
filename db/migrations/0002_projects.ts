// Funding projects and their files (spec 001 §3). Money is integer cents; returns are basis points.
import type { Knex } from 'knex';

export const PROJECT_TYPES = ['real_estate', 'business', 'infrastructure', 'energy', 'other'];
export const MODALITIES = ['equity', 'debt', 'hybrid', 'crowdfunding'];
export const PROJECT_STATUSES = ['draft', 'active', 'completed', 'cancelled', 'blocked'];
export const DOCUMENT_TYPES = ['whitepaper', 'legal', 'contract', 'financial', 'technical', 'marketing', 'other'];

const inList = (column: string, values: string[]) =>
  `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projects', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('domain_id').notNullable().references('brands.domain_id');
    t.text('name').notNullable();
    t.text('description');
    t.text('project_type');
    t.text('website');
    t.bigInteger('total_funding_cents');
    t.integer('duration_months');
    t.text('modality');
    t.integer('annual_return_bp'); // 5.25 % is 525
    t.integer('total_return_bp');
    t.bigInteger('token_value_cents');
    t.bigInteger('min_investment_cents');
    t.bigInteger('max_investment_cents');
    t.date('start_date');
    t.date('end_date');
    t.text('investment_terms');
    t.text('status').notNullable().defaultTo('draft');
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['domain_id', 'status', 'created_at']);
  });
  await knex.raw(`alter table projects add constraint projects_status_check check (${inList('status', PROJECT_STATUSES)})`);
  await knex.raw(
    `alter table projects add constraint projects_type_check check (project_type is null or ${inList('project_type', PROJECT_TYPES)})`,
  );
  await knex.raw(
    `alter table projects add constraint projects_modality_check check (modality is null or ${inList('modality', MODALITIES)})`,
  );
  await knex.raw(
    `alter table projects add constraint projects_amounts_check check (
      (total_funding_cents is null or total_funding_cents > 0) and
      (token_value_cents is null or token_value_cents > 0) and
      (min_investment_cents is null or min_investment_cents > 0) and
      (max_investment_cents is null or max_investment_cents > 0) and
      (duration_months is null or duration_months > 0))`,
  );

  await knex.schema.createTable('project_files', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('project_id').notNullable().references('projects.id').onDelete('CASCADE');
    t.text('kind').notNullable(); // image | document
    t.text('filename').notNullable(); // the name the uploader gave it
    t.text('storage_key').notNullable(); // key in the public bucket
    t.text('content_type').notNullable();
    t.bigInteger('file_size').notNullable();
    t.text('description');
    t.text('document_type'); // documents only
    t.boolean('is_main').notNullable().defaultTo(false); // images only
    t.uuid('uploaded_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['project_id', 'kind']);
  });
  await knex.raw(`alter table project_files add constraint project_files_kind_check check (kind in ('image', 'document'))`);
  await knex.raw(
    `alter table project_files add constraint project_files_document_type_check check (document_type is null or ${inList('document_type', DOCUMENT_TYPES)})`,
  );
  // At most one main image per project.
  await knex.raw(`create unique index project_files_one_main_image on project_files (project_id) where is_main`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_files');
  await knex.schema.dropTable('projects');
}
