// Brands (whitelabel domains), users and the audit log: the tables everything else hangs from.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('brands', (t) => {
    t.integer('domain_id').primary(); // 1 = default brand, 2 = Hispax (spec 000 §3)
    t.text('platform').notNullable().unique(); // value of ?platform= and of the stored preference
    t.text('name').notNullable();
    t.text('logo_path').notNullable(); // served from the web app's public folder
    t.jsonb('colors').notNullable(); // { primary, primaryContrast, accent, dark }
    t.text('legal_name').notNullable();
    t.text('tax_id').notNullable();
    t.text('address').notNullable();
    t.text('phone').notNullable();
    t.text('contact_email').notNullable();
    t.text('mail_from').notNullable();
    t.text('bank_name').notNullable();
    t.text('iban').notNullable(); // shown to investors for bank transfers
    t.text('bic').notNullable();
    t.jsonb('hosts').notNullable().defaultTo('[]'); // host names that select this brand
    t.jsonb('social').notNullable().defaultTo('{}'); // { linkedin, twitter }
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable(); // stored lower-cased; unique across brands (one identity)
    t.text('password_hash'); // argon2id; null for accounts that only log in through an external OIDC issuer
    t.timestamp('email_verified_at', { useTz: true });
    t.text('full_name');
    t.text('name');
    t.text('avatar_url');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_erir').notNullable().defaultTo(false);
    t.text('status').notNullable().defaultTo('ACTIVE');
    t.text('kyc_status').notNullable().defaultTo('no'); // no | process | ok (spec 001 §3)
    t.timestamp('kyc_approved_at', { useTz: true });
    t.integer('domain_id').notNullable().references('brands.domain_id');
    t.text('locale').notNullable().defaultTo('es');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['email']);
    t.index(['domain_id']);
  });
  await knex.raw(`alter table users add constraint users_status_check check (status in ('ACTIVE', 'BLOCKED'))`);
  await knex.raw(`alter table users add constraint users_kyc_status_check check (kyc_status in ('no', 'process', 'ok'))`);
  await knex.raw(`alter table users add constraint users_email_lower_check check (email = lower(email))`);
  await knex.raw(`alter table users add constraint users_locale_check check (locale in ('es', 'en'))`);

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('actor_id').references('users.id').onDelete('SET NULL'); // null for the system
    t.text('action').notNullable(); // e.g. project.publish, investor.block, kyc.approve
    t.text('target_type').notNullable();
    t.text('target_id').notNullable();
    t.jsonb('before');
    t.jsonb('after');
    t.text('request_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['target_type', 'target_id']);
    t.index(['actor_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('brands');
}
