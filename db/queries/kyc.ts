// KYC applications and their identity documents: single reads, guarded writes (a write names the
// statuses it is allowed from, so two requests racing cannot both move an application), the admins'
// review queue, and the per-user summary the profile and the users list show.
import type { Knex } from 'knex';
import type { DbKycApplicationRow, DbKycDocumentRow, DbKycDocumentType, DbKycStatus, DbKycUploadFailure } from '../tables';

export type KycApplicationPatch = Partial<Omit<DbKycApplicationRow, 'id' | 'user_id' | 'created_at' | 'upload_failures'>>;

export function findKycApplication(db: Knex, id: string): Promise<DbKycApplicationRow | undefined> {
  return db<DbKycApplicationRow>('kyc_applications').where({ id }).first();
}

export function findKycApplicationOfUser(db: Knex, userId: string): Promise<DbKycApplicationRow | undefined> {
  return db<DbKycApplicationRow>('kyc_applications').where({ user_id: userId }).first();
}

/** The user's application, locked for the rest of the transaction; created as a DRAFT when there is none. */
export async function lockOrCreateKycApplication(tx: Knex.Transaction, userId: string): Promise<DbKycApplicationRow> {
  // Two first writes at once: one inserts, the other's insert does nothing; both then lock the same row.
  await tx('kyc_applications').insert({ user_id: userId }).onConflict('user_id').ignore();
  return tx<DbKycApplicationRow>('kyc_applications').where({ user_id: userId }).forUpdate().first() as Promise<DbKycApplicationRow>;
}

export function lockKycApplication(tx: Knex.Transaction, id: string): Promise<DbKycApplicationRow | undefined> {
  return tx<DbKycApplicationRow>('kyc_applications').where({ id }).forUpdate().first();
}

/** Updates the application only while its status is one of `from`; undefined when it is not. */
export async function updateKycApplication(
  tx: Knex.Transaction,
  id: string,
  from: readonly DbKycStatus[],
  patch: KycApplicationPatch,
): Promise<DbKycApplicationRow | undefined> {
  const rows: DbKycApplicationRow[] = await tx('kyc_applications')
    .where({ id })
    .whereIn('status', from)
    .update({ ...patch, updated_at: tx.fn.now() })
    .returning('*');
  return rows[0];
}

export async function setKycUploadFailure(db: Knex, id: string, type: DbKycDocumentType, failure: DbKycUploadFailure | null): Promise<void> {
  const change = failure ? db.raw('upload_failures || ?::jsonb', [JSON.stringify({ [type]: failure })]) : db.raw('upload_failures - ?::text', [type]);
  await db('kyc_applications').where({ id }).update({ upload_failures: change });
}

export function listSubmittedKycApplications(db: Knex, limit: number): Promise<DbKycApplicationRow[]> {
  return db<DbKycApplicationRow>('kyc_applications').where({ status: 'SUBMITTED' }).orderBy('submitted_at', 'asc').limit(limit);
}

// ---- Documents --------------------------------------------------------------------------------------

export function currentKycDocuments(db: Knex, applicationId: string): Promise<DbKycDocumentRow[]> {
  return db<DbKycDocumentRow>('kyc_documents').where({ application_id: applicationId }).whereNull('superseded_at').orderBy('type');
}

export function findKycDocument(db: Knex, id: string): Promise<DbKycDocumentRow | undefined> {
  return db<DbKycDocumentRow>('kyc_documents').where({ id }).first();
}

export function currentKycDocumentOfType(tx: Knex, applicationId: string, type: DbKycDocumentType): Promise<DbKycDocumentRow | undefined> {
  return tx<DbKycDocumentRow>('kyc_documents').where({ application_id: applicationId, type }).whereNull('superseded_at').first();
}

export type NewKycDocument = Omit<DbKycDocumentRow, 'created_at' | 'submitted_at' | 'superseded_at' | 'replacement_reason' | 'replacement_comment'>;

export async function insertKycDocument(tx: Knex.Transaction, row: NewKycDocument): Promise<DbKycDocumentRow> {
  const [inserted] = await tx<DbKycDocumentRow>('kyc_documents').insert(row).returning('*');
  return inserted!;
}

export async function supersedeKycDocument(tx: Knex.Transaction, id: string): Promise<void> {
  await tx('kyc_documents').where({ id }).update({ superseded_at: tx.fn.now() });
}

export async function deleteKycDocumentRow(tx: Knex.Transaction, id: string): Promise<void> {
  await tx('kyc_documents').where({ id }).delete();
}

/** At submission the current documents become part of the record (kept for the retention period). */
export async function markKycDocumentsSubmitted(tx: Knex.Transaction, applicationId: string): Promise<void> {
  await tx('kyc_documents').where({ application_id: applicationId }).whereNull('superseded_at').update({ submitted_at: tx.fn.now() });
}

export async function requestKycDocumentReplacement(
  tx: Knex.Transaction,
  applicationId: string,
  type: DbKycDocumentType,
  reason: NonNullable<DbKycDocumentRow['replacement_reason']>,
  comment: string | null,
): Promise<void> {
  await tx('kyc_documents')
    .where({ application_id: applicationId, type })
    .whereNull('superseded_at')
    .update({ replacement_reason: reason, replacement_comment: comment });
}

// ---- Per-user summary -------------------------------------------------------------------------------

export interface KycSummaryRow {
  user_id: string;
  id: string;
  status: DbKycStatus;
}

/** Each given user's application id and status (all users when `userIds` is omitted). */
export function kycSummaries(db: Knex, userIds?: readonly string[]): Promise<KycSummaryRow[]> {
  const query = db<KycSummaryRow>('kyc_applications').select('user_id', 'id', 'status');
  if (userIds) query.whereIn('user_id', userIds);
  return query;
}

export type NewKycApplication = Partial<Omit<DbKycApplicationRow, 'upload_failures'>> & Pick<DbKycApplicationRow, 'user_id'>;

/** Applications written whole (the demo seed). */
export function insertKycApplications(tx: Knex.Transaction, rows: NewKycApplication[]): Promise<Pick<DbKycApplicationRow, 'id' | 'user_id'>[]> {
  return tx('kyc_applications').insert(rows).returning(['id', 'user_id']);
}

export async function insertKycDocuments(tx: Knex.Transaction, rows: (NewKycDocument & { submitted_at: Date | null })[]): Promise<void> {
  if (rows.length) await tx('kyc_documents').insert(rows);
}
