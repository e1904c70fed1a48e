// `npm run admin:create -- <email>`: makes an existing, verified account an administrator on a real
// deployment (the same configuration as the server: DATABASE_URL or the embedded database).
import path from 'node:path';
import { ConfigError, loadConfig } from '../bff/config/env';
import { createDb } from '../db/knex';
import { migrateLatest } from '../db/migrate';

async function main(email: string | undefined) {
  if (!email) throw new Error('usage: npm run admin:create -- <email>');
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateLatest(db);
    await db.transaction(async (tx) => {
      const user = await tx('users').where({ email: email.trim().toLowerCase() }).first('id', 'is_admin', 'email_verified_at');
      if (!user) throw new Error(`No account with the e-mail ${email}: sign up first`);
      if (!user.email_verified_at) throw new Error(`${email} has not verified its e-mail yet`);
      if (user.is_admin) return;
      await tx('users').where({ id: user.id }).update({ is_admin: true, updated_at: new Date() });
      await tx('audit_log').insert({
        actor_id: null,
        action: 'user.make_admin',
        target_type: 'user',
        target_id: user.id,
        before: JSON.stringify({ is_admin: false }),
        after: JSON.stringify({ is_admin: true }),
      });
    });
    process.stdout.write(`${email} is an administrator.\n`);
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
