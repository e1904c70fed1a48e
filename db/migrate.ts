// Runs the migrations. They are listed here, not discovered by globbing, so the same list works under
// tsx, in tests and in any bundle.
import type { Knex } from 'knex';
import * as foundation from './migrations/0001_foundation';
import * as projects from './migrations/0002_projects';
import * as identity from './migrations/0003_identity';
import * as projectMedia from './migrations/0004_project_media';
import * as contactMessages from './migrations/0005_contact_messages';
import * as rateLimits from './migrations/0006_rate_limits';
import * as replicas from './migrations/0007_replicas';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_projects': projects,
  '0003_identity': identity,
  '0004_project_media': projectMedia,
  '0005_contact_messages': contactMessages,
  '0006_rate_limits': rateLimits,
  '0007_replicas': replicas,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

const config = { migrationSource: source, tableName: 'knex_migrations' };

/** knex refuses while another process holds its migration lock, and two first starts can race to create its tables. */
const RACED = /already locked|duplicate key value violates unique constraint "pg_type_typname_nsp_index"|relation "knex_migrations(_lock)?" already exists/i;
const WAIT_FOR_OTHER_MS = 60_000;

/**
 * Applies what is missing. Replicas starting together: one migrates, the others wait for it and then
 * find nothing left to do.
 */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    try {
      const [, applied] = (await db.migrate.latest(config)) as [number, string[]];
      return applied;
    } catch (err) {
      if (!(err instanceof Error) || !RACED.test(err.message) || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
    }
  }
}

export async function migrateRollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(config, true);
}
