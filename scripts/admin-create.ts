// `npm run admin:create -- <email>`: makes an existing, verified account an administrator on a real
// deployment (the same configuration as the server: DATABASE_URL or the embedded database).
import { ConfigError, loadConfig } from '../bff/config/env';
import { openDb } from '../db/knex';
import { migrateLatest } from '../db/migrate';
import { findUserByEmail, makeAdmin } from '../db/queries/users';
import { insertAudit } from '../db/queries/audit';

async function main(email: string | undefined) {
  if (!email) throw new Error('usage: npm run admin:create -- <email>');
  const config = loadConfig();
  const db = openDb(config);
  try {
    await migrateLatest(db);
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) throw new Error(`No account with the e-mail ${email}: sign up first`);
      if (!user.email_verified_at) throw new Error(`${email} has not verified its e-mail yet`);
      if (user.is_admin) return;
      await makeAdmin(tx, user.id);
      await insertAudit(tx, { actorId: null, action: 'user.make_admin', targetType: 'user', targetId: user.id, before: { is_admin: false }, after: { is_admin: true } });
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
