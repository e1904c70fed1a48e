// Identity: the embedded OpenID Provider's models and signing keys, the BFF's server-side sessions,
// single-use e-mail tokens (verification, password reset) and the outbox of e-mails.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Secrets generated on first start and shared by every replica (cookie signing keys, the embedded
  // provider's client secret) unless SESSION_SECRET provides them.
  await knex.schema.createTable('app_secrets', (t) => {
    t.text('name').primary();
    t.text('value').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // One table for every oidc-provider model (Session, Interaction, AuthorizationCode, Grant, ...).
  await knex.schema.createTable('oidc_models', (t) => {
    t.text('model').notNullable();
    t.text('id').notNullable();
    t.jsonb('payload').notNullable();
    t.text('grant_id');
    t.text('user_code');
    t.text('uid');
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('consumed_at', { useTz: true });
    t.primary(['model', 'id']);
    t.index(['model', 'grant_id']);
    t.index(['model', 'uid']);
    t.index(['model', 'user_code']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('oidc_signing_keys', (t) => {
    t.text('kid').primary();
    t.jsonb('private_jwk').notNullable(); // RSA private key as JWK; only the BFF process reads it
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Retired keys stay published (to verify tokens already issued) but no longer sign.
    t.timestamp('retired_at', { useTz: true });
  });

  await knex.schema.createTable('sessions', (t) => {
    t.text('id_hash').primary(); // sha256 of the cookie value: a database leak does not leak sessions
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('id_token'); // kept for RP-initiated logout at the provider
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable(); // absolute expiry
    t.text('user_agent');
    t.text('ip');
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('email_tokens', (t) => {
    t.text('token_hash').primary(); // sha256 of the token in the link
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable(); // verify_email | reset_password
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });
  await knex.raw(
    `alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify_email', 'reset_password'))`,
  );

  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('to_address').notNullable();
    t.text('from_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.text('kind').notNullable(); // verify_email | reset_password | contact | ...
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true }); // null while only in the outbox (no SMTP configured)
    t.index(['to_address', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
  await knex.schema.dropTable('email_tokens');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('oidc_signing_keys');
  await knex.schema.dropTable('oidc_models');
  await knex.schema.dropTable('app_secrets');
}
