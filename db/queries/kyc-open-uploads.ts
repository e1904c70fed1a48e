// The open (unfinished) resumable KYC uploads of migration 0014: what a user has open, for the caps at
// creation; one upload, for the check at every request; and the expired ones, for the sweep. "Open"
// always means created after `since` (now minus the expiry): an expired row not yet swept counts for nothing.
import type { Knex } from 'knex';
import type { DbKycDocumentType, DbKycOpenUploadRow } from '../tables';

const TABLE = 'kyc_open_uploads';

/** Serialises the creations of one user (the caps are checked, then the row inserted) until the transaction ends. */
export async function lockUserForUploads(tx: Knex.Transaction, userId: string): Promise<void> {
  await tx('users').where({ id: userId }).forUpdate().first('id');
}

/** How many uploads of `type` the user has open, and the bytes declared by all of their open uploads. */
export async function openUploadUsage(db: Knex, userId: string, type: DbKycDocumentType, since: Date): Promise<{ ofType: number; bytes: number }> {
  const row = (await db(TABLE)
    .where({ user_id: userId })
    .where('created_at', '>', since)
    .first(db.raw('count(*) filter (where document_type = ?)::int as "ofType"', [type]), db.raw('coalesce(sum(length), 0)::bigint as bytes'))) as { ofType: number; bytes: number };
  return { ofType: Number(row.ofType), bytes: Number(row.bytes) };
}

export async function insertOpenUpload(db: Knex, row: Omit<DbKycOpenUploadRow, 'created_at'> & { created_at?: Date }): Promise<void> {
  await db(TABLE).insert(row);
}

/** The upload while it is open; undefined once finished, cancelled or expired. */
export function findOpenUpload(db: Knex, id: string, since: Date): Promise<DbKycOpenUploadRow | undefined> {
  return db<DbKycOpenUploadRow>(TABLE).where({ id }).where('created_at', '>', since).first();
}

export async function deleteOpenUpload(db: Knex, id: string): Promise<void> {
  await db(TABLE).where({ id }).delete();
}

/** Deletes the rows of uploads created before `before`; returns their ids, whose staged bytes go next. */
export async function deleteOpenUploadsCreatedBefore(db: Knex, before: Date): Promise<string[]> {
  const rows: { id: string }[] = await db(TABLE).where('created_at', '<=', before).delete().returning('id');
  return rows.map((r) => r.id);
}
