// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start, on their own.
import path from 'node:path';
import { ConfigError, loadConfig } from '../bff/config/env';
import { createDb } from './knex';
import { migrateLatest } from './migrate';
import { upsertBrands } from './seeds/brands';
import { seedDemo } from './seeds/demo';
import { formatDemoCredentials } from './seeds/demo-credentials';
import { createBlobStore } from '../storage/index';

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: tsx db/cli.ts migrate|seed');
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    const applied = await migrateLatest(db);
    process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'The database is up to date.\n');
    if (command === 'seed') {
      await upsertBrands(db, config.brandHosts);
      const blobs = createBlobStore(config);
      await blobs.init();
      const { created } = await seedDemo(db, blobs);
      process.stdout.write(created ? 'Demo data created.\n' : 'Demo data already present.\n');
      process.stdout.write(`Demo accounts:\n${formatDemoCredentials()}\n`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
