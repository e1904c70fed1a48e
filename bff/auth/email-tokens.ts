// Single-use links for e-mail verification and password reset. Only the token's sha256 is stored;
// issuing a new token retires the user's earlier unused ones of the same purpose; consuming is one
// guarded UPDATE, so a link works exactly once even under concurrent clicks. Times come from the
// database clock, so replicas with skewed clocks agree on when a link expires.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const VERIFY_EMAIL_TTL_MS = 24 * 3600 * 1000;
export const RESET_PASSWORD_TTL_MS = 3600 * 1000;

const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueEmailToken(tx: Knex, userId: string, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx('email_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: tx.fn.now() });
  await tx('email_tokens').insert({
    token_hash: hashEmailToken(token),
    user_id: userId,
    purpose,
    expires_at: tx.raw('now() + make_interval(secs => ?)', [ttlMs / 1000]),
  });
  return token;
}

/** The user the token belongs to, marking it used; null when unknown, used, expired or of another purpose. */
export async function consumeEmailToken(tx: Knex, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  if (!token) return null;
  const rows: { user_id: string }[] = await tx('email_tokens')
    .where({ token_hash: hashEmailToken(token), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', tx.fn.now())
    .update({ used_at: tx.fn.now() })
    .returning('user_id');
  return rows[0]?.user_id ?? null;
}
