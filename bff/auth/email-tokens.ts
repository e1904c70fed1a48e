// Single-use links for e-mail verification and password reset. Only the token's sha256 is stored;
// issuing a new token retires the user's earlier unused ones of the same purpose; consuming is one
// guarded UPDATE, so a link works exactly once even under concurrent clicks. Times come from the
// database clock, so replicas with skewed clocks agree on when a link expires.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';
import { findEmailTokenOwner, markEmailTokenUsed, replaceEmailToken, type EmailTokenPurpose } from '../../db/queries/email-tokens';

export type { EmailTokenPurpose };

export const VERIFY_EMAIL_TTL_MS = 24 * 3600 * 1000;
export const RESET_PASSWORD_TTL_MS = 3600 * 1000;

const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueEmailToken(tx: Db, userId: string, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceEmailToken(tx, { userId, purpose, tokenHash: hashEmailToken(token), ttlMs });
  return token;
}

/** The user the token belongs to, marking it used; null when unknown, used, expired or of another purpose. */
export async function consumeEmailToken(tx: Db, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
  if (!token) return null;
  return markEmailTokenUsed(tx, hashEmailToken(token), purpose);
}

/** The account a token was mailed to, without using it up; undefined when unknown, used, expired or of another purpose. */
export async function emailTokenOwner(db: Db, token: string, purpose: EmailTokenPurpose): Promise<{ userId: string; email: string } | undefined> {
  if (!token) return undefined;
  return findEmailTokenOwner(db, hashEmailToken(token), purpose);
}
