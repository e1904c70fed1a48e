// KYC (spec 001 §3 "KYC application"): one application per user with every field of the personal
// step and the questionnaire, its enumerations as checked values, and its identity documents. The
// documents' bytes live encrypted in the private bucket; a row keeps the wrapped data key. Documents
// that were part of a submission are never deleted by the investor (anti-money-laundering retention,
// docs/kyc.md): a later upload supersedes them.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'];
const USER_TYPES = ['persona_fisica', 'persona_juridica'];
const EXPERIENCES = ['none', 'beginner', 'intermediate', 'experienced', 'advanced'];
const OBJECTIVES = ['capital_preservation', 'income_medium_risk', 'income_high_risk', 'aggressive_growth'];
const RISKS = ['conservative', 'moderate', 'high'];
const INCOMES = ['below_30k', '30k_50k', '50k_75k', '75k_100k', '100k_150k', 'above_150k'];
const SOURCES = ['ninguno', 'jubilacion', 'laboral', 'inmobiliaria', 'financieros'];
const PERCENTAGES = ['menos_25', '25_50', '50_75', 'mas_75'];
const EDUCATION = ['sin_estudios', 'primaria', 'secundaria', 'bachillerato', 'formacion_profesional', 'grado', 'master', 'doctorado'];
const DOCUMENT_TYPES = ['front', 'back', 'proof'];
const REPLACEMENT_REASONS = ['blurry', 'missing_page', 'expired', 'mismatch', 'other'];

const inList = (column: string, values: string[]) => `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;
const nullOrIn = (column: string, values: string[]) => `${column} is null or ${inList(column, values)}`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('kyc_applications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().unique().references('users.id');
    t.text('status').notNullable().defaultTo('DRAFT');
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('reviewed_at', { useTz: true });
    t.uuid('reviewed_by').references('users.id').onDelete('SET NULL');
    t.text('rejection_reason');
    t.text('user_type');
    t.text('name');
    t.text('id_number');
    t.date('birth_date');
    t.text('phone');
    t.text('wallet');
    t.text('address');
    t.text('postal_code');
    t.text('city');
    t.text('country');
    t.text('nationality');
    t.text('profession');
    t.text('education_level');
    t.text('company_registration_number');
    t.text('company_role');
    t.boolean('is_us_citizen');
    t.boolean('is_politically_exposed');
    t.text('investment_experience');
    t.text('investment_objective');
    t.text('risk_tolerance');
    t.text('annual_income');
    t.text('source_of_funds');
    t.text('capital_percentage');
    t.text('investment_capital_origin');
    t.boolean('understand_risks');
    t.boolean('terms_acceptance');
    t.boolean('treated_as_professional');
    t.boolean('invested_in_unlisted');
    t.boolean('knows_security_token');
    t.boolean('knows_total_loss');
    // Per document type, the last upload the server refused after receiving it: { upload_id, error (message key), at }.
    t.jsonb('upload_failures').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  const checks: [string, string][] = [
    ['status', inList('status', STATUSES)],
    ['user_type', nullOrIn('user_type', USER_TYPES)],
    ['experience', nullOrIn('investment_experience', EXPERIENCES)],
    ['objective', nullOrIn('investment_objective', OBJECTIVES)],
    ['risk', nullOrIn('risk_tolerance', RISKS)],
    ['income', nullOrIn('annual_income', INCOMES)],
    ['source', nullOrIn('source_of_funds', SOURCES)],
    ['percentage', nullOrIn('capital_percentage', PERCENTAGES)],
    ['origin', nullOrIn('investment_capital_origin', SOURCES)],
    ['education', nullOrIn('education_level', EDUCATION)],
    ['wallet', `wallet is null or wallet ~ '^0x[0-9a-fA-F]{40}$'`],
    // A submitted (or decided) application has its submission time; a rejected one its reason.
    ['submitted', `status = 'DRAFT' or submitted_at is not null`],
    ['rejected', `status <> 'REJECTED' or rejection_reason is not null`],
  ];
  for (const [name, check] of checks) await knex.raw(`alter table kyc_applications add constraint kyc_applications_${name}_check check (${check})`);
  // The admins' queue: applications waiting for review, oldest submission first.
  await knex.raw(`create index kyc_applications_review_queue on kyc_applications (submitted_at) where status = 'SUBMITTED'`);

  await knex.schema.createTable('kyc_documents', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('application_id').notNullable().references('kyc_applications.id');
    t.uuid('user_id').notNullable().references('users.id');
    t.text('type').notNullable();
    t.text('storage_key').notNullable().unique();
    t.text('content_type').notNullable();
    t.integer('file_size').notNullable();
    // SHA-256 of the original bytes: the decrypted object is checked against it.
    t.text('sha256').notNullable();
    // The object's data key, wrapped (AES-256-GCM) by the master key named by key_id.
    t.text('wrapped_key').notNullable();
    t.text('key_id').notNullable();
    // Part of a submission: kept for the retention period, never deleted by the investor.
    t.timestamp('submitted_at', { useTz: true });
    // A newer upload of the same type took its place.
    t.timestamp('superseded_at', { useTz: true });
    t.text('replacement_reason');
    t.text('replacement_comment');
    t.uuid('uploaded_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_id']);
  });
  await knex.raw(`alter table kyc_documents add constraint kyc_documents_type_check check (${inList('type', DOCUMENT_TYPES)})`);
  await knex.raw(`alter table kyc_documents add constraint kyc_documents_replacement_check check (${nullOrIn('replacement_reason', REPLACEMENT_REASONS)})`);
  await knex.raw(`alter table kyc_documents add constraint kyc_documents_size_check check (file_size > 0)`);
  // One current document of each type per application.
  await knex.raw(`create unique index kyc_documents_current on kyc_documents (application_id, type) where superseded_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('kyc_documents');
  await knex.schema.dropTable('kyc_applications');
}
