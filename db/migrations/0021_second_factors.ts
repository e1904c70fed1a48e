// Second factors (issue 57): enrolled passkeys and authenticator apps, single-use recovery codes, the
// challenges a ceremony answers (kept here, not in the browser, so each is used once), the sign-in that
// waits for a factor after a right password, and when a session last proved one (step-up).
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const KINDS = ['passkey', 'totp'];
const PURPOSES = ['registration', 'signin', 'step_up', 'totp_enrolment'];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('second_factors', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('label').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    // Passkeys: the credential's id (base64url) as the authenticator names it, its COSE public key, its
    // signature counter (0 for authenticators that keep none) and how it can be reached.
    t.text('credential_id').unique();
    t.binary('public_key');
    t.bigInteger('counter');
    t.specificType('transports', 'text[]');
    // Authenticator apps: the secret sealed under the master key (bff/kyc/vault.ts), and the last time
    // step a code was accepted for, so a code is never accepted twice.
    t.jsonb('totp_secret');
    t.bigInteger('totp_last_step');
  });
  await knex.raw(`alter table second_factors add constraint second_factors_kind_check check (kind in (${list(KINDS)}))`);
  await knex.raw(
    `alter table second_factors add constraint second_factors_fields_check check (
      (kind = 'passkey' and credential_id is not null and public_key is not null and counter is not null and totp_secret is null)
      or (kind = 'totp' and totp_secret is not null and credential_id is null))`,
  );
  await knex.raw('create index second_factors_user_idx on second_factors (user_id)');

  await knex.schema.createTable('recovery_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // sha256 of the normalised code: the codes are random enough that no salt or slow hash is needed.
    t.text('code_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at', { useTz: true });
  });
  await knex.raw('create unique index recovery_codes_user_hash_idx on recovery_codes (user_id, code_hash)');

  await knex.schema.createTable('second_factor_challenges', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    // A WebAuthn challenge (base64url), or the enrolment's id for an authenticator app's.
    t.text('challenge').notNullable();
    // An authenticator app's secret waiting for its first code, sealed like the enrolled ones.
    t.jsonb('totp_secret');
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table second_factor_challenges add constraint second_factor_challenges_purpose_check check (purpose in (${list(PURPOSES)}))`);
  await knex.raw('create unique index second_factor_challenges_idx on second_factor_challenges (user_id, purpose, challenge)');

  // A right password waiting for its factor, bound to the provider interaction the browser holds.
  await knex.schema.createTable('pending_sign_ins', (t) => {
    t.text('interaction_uid').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });

  await knex.schema.alterTable('sessions', (t) => {
    t.timestamp('second_factor_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('second_factor_at');
  });
  await knex.schema.dropTable('pending_sign_ins');
  await knex.schema.dropTable('second_factor_challenges');
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('second_factors');
}
