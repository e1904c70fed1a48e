// Test factory: a user row with a known password, verified unless told otherwise.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../../../db/knex';
import type { DbUserRow } from '../../../db/tables';

export interface TestUserOptions {
  email?: string;
  password?: string;
  verified?: boolean;
  isAdmin?: boolean;
  isErir?: boolean;
  domainId?: 1 | 2;
  status?: 'ACTIVE' | 'BLOCKED';
  kycStatus?: 'no' | 'process' | 'ok';
}

export async function createTestUser(db: Db, options: TestUserOptions = {}): Promise<DbUserRow & { password: string }> {
  const password = options.password ?? 'Correct-Horse-42';
  const [row] = await db<DbUserRow>('users')
    .insert({
      email: options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`,
      password_hash: await hash(password),
      email_verified_at: options.verified === false ? null : new Date(),
      full_name: 'Usuaria de Prueba',
      is_admin: options.isAdmin ?? false,
      is_erir: options.isErir ?? false,
      domain_id: options.domainId ?? 1,
      status: options.status ?? 'ACTIVE',
      kyc_status: options.kycStatus ?? 'no',
    })
    .returning('*');
  return { ...row!, password };
}
