// KYC applications and their identity documents: single reads, guarded writes (a write names the
// statuses it is allowed from, so two requests racing cannot both move an application), the admins'
// review queue (one query per page), and the per-user summary the profile shows.
import type { Knex } from 'knex';
import type { DbKycApplicationRow, DbKycDocumentRow, DbKycDocumentType, DbKycStatus, DbKycUploadFailure, DbUserRow } from '../tables';

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

/** Who an application is of, as the review shows it. */
export type KycApplicant = Pick<DbUserRow, 'id' | 'email' | 'name' | 'full_name' | 'domain_id'>;

/** A review-queue row: the application, its applicant and its current documents. */
export interface KycQueueRow {
  application: DbKycApplicationRow;
  applicant: KycApplicant;
  documents: DbKycDocumentRow[];
  /** submitted_at in UTC to the microsecond. */
  cursor_at: string;
  id: string;
}

type QueueRecord = DbKycApplicationRow & {
  applicant_email: string;
  applicant_name: string | null;
  applicant_full_name: string | null;
  applicant_domain_id: number;
  current_documents: (Omit<DbKycDocumentRow, 'created_at' | 'submitted_at' | 'superseded_at'> & Record<'created_at' | 'submitted_at' | 'superseded_at', string | null>)[];
  cursor_at: string;
};

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/**
 * The admins' review queue: SUBMITTED applications, oldest submission first, after `after`. One query
 * per page: the applicant joined, the current documents aggregated per application (JSON, their
 * instants turned back into dates here).
 */
export async function listReviewQueue(db: Knex, filter: { limit: number; after?: { at: string; id: string } }): Promise<KycQueueRow[]> {
  const records = (await db('kyc_applications as a')
    .join('users as u', 'u.id', 'a.user_id')
    .select(
      'a.*',
      'u.email as applicant_email',
      'u.name as applicant_name',
      'u.full_name as applicant_full_name',
      'u.domain_id as applicant_domain_id',
      db.raw(
        `coalesce((select json_agg(d order by d.type) from kyc_documents d where d.application_id = a.id and d.superseded_at is null), '[]') as current_documents`,
      ),
      db.raw(`to_char(a.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`),
    )
    .where('a.status', 'SUBMITTED')
    .modify((query) => {
      if (filter.after) query.whereRaw('(a.submitted_at, a.id) > (?::timestamptz, ?::uuid)', [filter.after.at, filter.after.id]);
    })
    .orderBy([
      { column: 'a.submitted_at', order: 'asc' },
      { column: 'a.id', order: 'asc' },
    ])
    .limit(filter.limit)) as QueueRecord[];
  return records.map(({ applicant_email, applicant_name, applicant_full_name, applicant_domain_id, current_documents, cursor_at, ...application }) => ({
    application,
    applicant: { id: application.user_id, email: applicant_email, name: applicant_name, full_name: applicant_full_name, domain_id: applicant_domain_id },
    documents: current_documents.map((d) => ({ ...d, created_at: new Date(d.created_at!), submitted_at: dateOrNull(d.submitted_at), superseded_at: dateOrNull(d.superseded_at) })),
    cursor_at,
    id: application.id,
  }));
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

/** Each given user's application id and status. */
export function kycSummaries(db: Knex, userIds: readonly string[]): Promise<KycSummaryRow[]> {
  return db<KycSummaryRow>('kyc_applications').select('user_id', 'id', 'status').whereIn('user_id', userIds);
}

export type NewKycApplication = Partial<Omit<DbKycApplicationRow, 'upload_failures'>> & Pick<DbKycApplicationRow, 'user_id'>;

/** Applications written whole (the demo seed). */
export function insertKycApplications(tx: Knex.Transaction, rows: NewKycApplication[]): Promise<Pick<DbKycApplicationRow, 'id' | 'user_id'>[]> {
  return tx('kyc_applications').insert(rows).returning(['id', 'user_id']);
}

export async function insertKycDocuments(tx: Knex.Transaction, rows: (NewKycDocument & { submitted_at: Date | null })[]): Promise<void> {
  if (rows.length) await tx('kyc_documents').insert(rows);
}

/** Whether another investor's approved application names this wallet (addresses compare without case). */
export async function walletApprovedForOther(db: Knex, wallet: string, userId: string): Promise<boolean> {
  const row = await db('kyc_applications').where({ status: 'APPROVED' }).whereNot({ user_id: userId }).whereRaw('lower(wallet) = lower(?)', [wallet]).first('id');
  return !!row;
}

/** Whether a write failed on the approved-wallet index (migration 0020): another investor's wallet. */
export function isApprovedWalletTaken(err: unknown): boolean {
  const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'kyc_applications_approved_wallet_idx';
}
