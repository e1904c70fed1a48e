// Runs the migrations. They are listed here, not discovered by globbing, so the same list works under
// tsx, in tests and in any bundle.
import type { Knex } from 'knex';
import * as foundation from './migrations/0001_foundation';
import * as projects from './migrations/0002_projects';
import * as identity from './migrations/0003_identity';
import * as projectMedia from './migrations/0004_project_media';
import * as contactMessages from './migrations/0005_contact_messages';
import * as rateLimits from './migrations/0006_rate_limits';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_projects': projects,
  '0003_identity': identity,
  '0004_project_media': projectMedia,
  '0005_contact_messages': contactMessages,
  '0006_rate_limits': rateLimits,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

const config = { migrationSource: source, tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(config, true);
}
