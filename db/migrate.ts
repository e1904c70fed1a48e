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
import * as kyc from './migrations/0008_kyc';
import * as investments from './migrations/0009_investments';
import * as mailQueue from './migrations/0010_mail_queue';
import * as blockings from './migrations/0011_blockings';
import * as auditChain from './migrations/0012_audit_chain';
import * as holderRegister from './migrations/0013_holder_register';
import * as kycOpenUploads from './migrations/0014_kyc_open_uploads';
import * as adminListKeysets from './migrations/0015_admin_list_keysets';
import * as chainCommands from './migrations/0016_chain_commands';
import * as chainMints from './migrations/0017_chain_mints';
import * as chainReconciliations from './migrations/0018_chain_reconciliations';
import * as walletChanges from './migrations/0019_wallet_changes';
import * as approvedWalletUnique from './migrations/0020_approved_wallet_unique';
import * as secondFactors from './migrations/0021_second_factors';
import * as approvals from './migrations/0022_approvals';
import * as investorProfiles from './migrations/0023_investor_profiles';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_projects': projects,
  '0003_identity': identity,
  '0004_project_media': projectMedia,
  '0005_contact_messages': contactMessages,
  '0006_rate_limits': rateLimits,
  '0007_replicas': replicas,
  '0008_kyc': kyc,
  '0009_investments': investments,
  '0010_mail_queue': mailQueue,
  '0011_blockings': blockings,
  '0012_audit_chain': auditChain,
  '0013_holder_register': holderRegister,
  '0014_kyc_open_uploads': kycOpenUploads,
  '0015_admin_list_keysets': adminListKeysets,
  '0016_chain_commands': chainCommands,
  '0017_chain_mints': chainMints,
  '0018_chain_reconciliations': chainReconciliations,
  '0019_wallet_changes': walletChanges,
  '0020_approved_wallet_unique': approvedWalletUnique,
  '0021_second_factors': secondFactors,
  '0022_approvals': approvals,
  '0023_investor_profiles': investorProfiles,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

const config = { migrationSource: source, tableName: 'knex_migrations' };

/** pg_advisory_lock key that serialises migrations between processes starting together. */
const MIGRATION_LOCK = 7_361_000;
/** knex's own lock, left by a process that died while migrating, or held by an older version. */
const KNEX_LOCKED = /already locked/i;
const WAIT_FOR_OTHER_MS = 60_000;

/**
 * On a Postgres server, one process at a time migrates: the others wait on an advisory lock (held on
 * a connection of its own) and then find nothing left to do. Without it two first starts race to
 * create knex's own tables. PGlite is one process with one connection: nothing to serialise.
 */
async function oneAtATime<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  const connection = (await db.client.acquireConnection()) as { query(sql: string, values: unknown[]): Promise<unknown> };
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** Applies what is missing; replicas starting together migrate once. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  return oneAtATime(db, async () => {
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    for (;;) {
      try {
        const [, applied] = (await db.migrate.latest(config)) as [number, string[]];
        return applied;
      } catch (err) {
        if (!(err instanceof Error) || !KNEX_LOCKED.test(err.message) || Date.now() > deadline) throw err;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
}
