// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, on their own.
// Configuration comes from the environment exactly as for the server (DATABASE_URL, DATA_DIR, MINIO_*).
import { loadConfig } from '../bff/config/env';
import { runOperatorCommand } from './operator-command';
import { createBlobStore } from '../storage/index';
import { openDb } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { upsertBrands } from '../db/seeds/brands';
import { seedDemo } from '../bff/demo/seed';
import { formatDemoCredentials } from '../bff/demo/credentials';
import { loadMasterKey } from '../bff/kyc/master-key';
import { createVault } from '../bff/kyc/vault';

type Command = 'migrate' | 'seed';

async function run(command: Command) {
  const config = loadConfig();
  const db = openDb(config);
  try {
    const applied = await migrateLatest(db);
    process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'The database is up to date.\n');
    if (command === 'seed') {
      await upsertBrands(db, config.brandHosts);
      const blobs = createBlobStore(config);
      await blobs.init();
      const vault = createVault(await loadMasterKey(config.kycEncryptionKey, config.dataDir));
      const { created } = await seedDemo(db, blobs, vault);
      process.stdout.write(created ? 'Demo data created.\n' : 'Demo data already present.\n');
      process.stdout.write(`Demo accounts:\n${formatDemoCredentials()}\n`);
    }
  } finally {
    await db.destroy();
  }
}

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  process.stderr.write('usage: tsx scripts/db.ts migrate|seed\n');
  process.exit(2);
}

runOperatorCommand(`db ${command}`, () => run(command), 1);
