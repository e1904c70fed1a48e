// Secrets the process needs at start: from SESSION_SECRET when set, otherwise generated once and kept
// in the database so every replica and every restart uses the same ones.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';
import { readOrCreateSecret } from '../../db/queries/app-secrets';

export interface AppSecrets {
  /** Signs cookies (the BFF's and the embedded provider's: they must share keys). */
  cookieKeys: string[];
  /** The embedded provider's secret for the BFF client. */
  clientSecret: string;
}

const derive = (root: string, purpose: string) => createHmac('sha256', root).update(purpose).digest('base64url');

const rootSecret = (db: Db) => readOrCreateSecret(db, 'root', randomBytes(32).toString('base64url'));

export async function loadSecrets(db: Db, sessionSecret: string | undefined): Promise<AppSecrets> {
  const root = sessionSecret ?? (await rootSecret(db));
  return { cookieKeys: [derive(root, 'cookies')], clientSecret: derive(root, 'oidc-client') };
}
