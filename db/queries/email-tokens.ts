// Single-use e-mail links, stored by their sha256. Times come from the database clock, so replicas
// with skewed clocks agree on when a link expires.
import type { Knex } from 'knex';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** Retires the user's unused links of that purpose and stores the new one. */
export async function replaceEmailToken(
  db: Knex,
  token: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; ttlMs: number },
): Promise<void> {
  await db('email_tokens').where({ user_id: token.userId, purpose: token.purpose }).whereNull('used_at').update({ used_at: db.fn.now() });
  await db('email_tokens').insert({
    token_hash: token.tokenHash,
    user_id: token.userId,
    purpose: token.purpose,
    expires_at: db.raw('now() + make_interval(secs => ?)', [token.ttlMs / 1000]),
  });
}

/** The address a link was mailed to while the link is still unused and unexpired; nothing is changed. */
export async function findEmailTokenOwner(db: Knex, tokenHash: string, purpose: EmailTokenPurpose): Promise<{ userId: string; email: string } | undefined> {
  const row: { user_id: string; email: string } | undefined = await db('email_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .where({ 't.token_hash': tokenHash, 't.purpose': purpose })
    .whereNull('t.used_at')
    .where('t.expires_at', '>', db.fn.now())
    .first('t.user_id', 'u.email');
  return row && { userId: row.user_id, email: row.email };
}

/** One guarded UPDATE: the link's user when it was unused and unexpired, marking it used. */
export async function markEmailTokenUsed(db: Knex, tokenHash: string, purpose: EmailTokenPurpose): Promise<string | null> {
  const rows: { user_id: string }[] = await db('email_tokens')
    .where({ token_hash: tokenHash, purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('user_id');
  return rows[0]?.user_id ?? null;
}
