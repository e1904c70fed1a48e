// Replicas starting together on an empty database must agree on one active signing key: at most one
// key has retired_at null (insert-if-absent relies on it).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A race before this migration may have left two active keys: the newest stays active.
  await knex.raw(`
    update oidc_signing_keys set retired_at = now()
    where retired_at is null
      and kid <> (select kid from oidc_signing_keys where retired_at is null order by created_at desc, kid limit 1)`);
  await knex.raw('create unique index oidc_signing_keys_one_active on oidc_signing_keys ((true)) where retired_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index oidc_signing_keys_one_active');
}
