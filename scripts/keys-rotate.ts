// `npm run keys:rotate`: retires the identity provider's active ID-token signing key and makes a new one
// (docs/operations.md, "Replicas"). Every running replica signs with the new key from the commit on,
// without a restart; tokens the old key signed keep verifying while it stays published (a week). The
// same configuration as the server (DATABASE_URL, or the embedded database under DATA_DIR).
import { ConfigError, loadConfig } from '../bff/config/env';
import { openDb } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { rotateSigningKey } from '../bff/auth/signing-keys';

async function main() {
  const db = openDb(loadConfig());
  try {
    await migrateLatest(db);
    const kid = await rotateSigningKey(db);
    process.stdout.write(`Signing key ${kid} signs from now on; the previous one stays published for a week.\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
