// Secrets the process needs at start: from SESSION_SECRET when set, otherwise generated once and kept
// in the database so every replica and every restart uses the same ones.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';

export interface AppSecrets {
  /** Signs cookies (the BFF's and the embedded provider's: they must share keys). */
  cookieKeys: string[];
  /** The embedded provider's secret for the BFF client. */
  clientSecret: string;
}

const derive = (root: string, purpose: string) => createHmac('sha256', root).update(purpose).digest('base64url');

async function rootSecret(db: Db): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await db('app_secrets').insert({ name: 'root', value: fresh }).onConflict('name').ignore();
  const row = await db('app_secrets').where({ name: 'root' }).first<{ value: string }>('value');
  if (!row) throw new Error('Could not read the application secret');
  return row.value;
}

export async function loadSecrets(db: Db, sessionSecret: string | undefined): Promise<AppSecrets> {
  const root = sessionSecret ?? (await rootSecret(db));
  return { cookieKeys: [derive(root, 'cookies')], clientSecret: derive(root, 'oidc-client') };
}
