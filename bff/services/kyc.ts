// KYC use cases (spec 001 §2–§5): the investor's own application (personal step, questionnaire,
// documents, submission) and the admins' review. Each change is one transaction on the locked
// application, guarded by core's status rules (409 otherwise), with one audit row; the user's
// kyc_status follows the application in the same transaction. Blobs are written before and deleted
// after the transaction, so a failed write never leaves a row without its object.
import type { Logger } from 'pino';
import type { AuditAction } from '../../core/audit';
import {
  DOCUMENT_URL_FIELDS,
  KYC_DOCUMENT_TYPES,
  USER_KYC_STATUS_FOR,
  kycStatusAllows,
  statusAfterEdit,
  submissionProblem,
  type KycAction,
  type KycApplicationStatus,
  type KycDocumentType,
  type KycPersonalInput,
  type KycQuestionnaireInput,
  type KycReviewInput,
  type KycSubmitInput,
  type KycSummary,
  kycDocumentUrl,
} from '../../core/kyc';
import { isSameWallet } from '../../core/wallet-change';
import type { Db, Tx } from '../../db/knex';
import type { DbKycApplicationRow, DbKycDocumentRow, DbUserRow, DbWalletChangeRow } from '../../db/tables';
import { latestWalletChange } from '../../db/queries/wallet-changes';
import {
  currentKycDocumentOfType,
  currentKycDocuments,
  deleteKycDocumentRow,
  findKycApplication,
  findKycApplicationOfUser,
  findKycDocument,
  insertKycDocument,
  kycSummaries,
  listReviewQueue,
  lockKycApplication,
  lockOrCreateKycApplication,
  markKycDocumentsSubmitted,
  requestKycDocumentReplacement,
  setKycUploadFailure,
  supersedeKycDocument,
  updateKycApplication,
  walletApprovedForOther,
  type KycApplicant,
  type KycApplicationPatch,
} from '../../db/queries/kyc';
import { findUserById, setKycStatus } from '../../db/queries/users';
import { insertAudit } from '../../db/queries/audit';
import type { BlobStore } from '../../storage/blob-store';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { decodeCursor, pageOf } from './keyset-cursor';
import { canReadApplication, canReadDocumentsOf, ownsApplication, reviewsOwnApplication } from '../policies/kyc';
import type { Vault } from '../kyc/vault';
import { checkDocument, deleteDocumentBlob, DocumentRefusal, readDocument, storeDocument } from './kyc-documents';
import type { IncomingFile } from './project-files';
import type { TellInvestor } from './investor-mail';
import { refuseTakenWallet, walletInUse } from './wallet-in-use';
import { LINK_PATHS } from './accounts';
import type { ChainRuntime } from '../chain/chain-runtime';
import type { FourEyes, FourEyesRole, Proposed } from './four-eyes';

/** An application with its current documents: what the presenter shapes. */
export interface KycView {
  application: DbKycApplicationRow;
  documents: DbKycDocumentRow[];
  /** The latest wallet change request; absent where the application cannot have one (the review queue's). */
  walletChange?: DbWalletChangeRow;
}

/** An application as an admin reads it: with whose it is. */
export type KycApplicantView = KycView & { applicant: KycApplicant };

export interface ReviewQueueRequest {
  limit: number;
  cursor?: string;
}

const notFoundApplication = () => notFound('kyc.notFound', 'kyc_not_found');
const notFoundDocument = () => notFound('kyc.documentNotFound', 'kyc_document_not_found');

function requireAllowed(application: DbKycApplicationRow, action: KycAction): void {
  if (kycStatusAllows(application.status, action)) return;
  if (action === 'review') throw conflict('kyc.notSubmitted', 'kyc_not_submitted');
  if (action === 'submit') throw conflict('kyc.notSubmittable', 'kyc_not_editable');
  throw conflict('kyc.notEditable', 'kyc_not_editable');
}

/** Values that are empty in a form are stored as null. */
const orNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);

function personalPatch(input: KycPersonalInput): KycApplicationPatch {
  const natural = input.user_type === 'persona_fisica';
  return {
    user_type: input.user_type,
    name: input.name,
    id_number: input.id_number,
    birth_date: orNull(input.birth_date),
    phone: orNull(input.phone),
    wallet: input.wallet,
    address: orNull(input.address),
    postal_code: orNull(input.postal_code),
    city: orNull(input.city),
    country: orNull(input.country),
    // Natural persons only (spec 001 §2): a company keeps none of them, a person no company fields.
    nationality: natural ? orNull(input.nationality) : null,
    profession: natural ? orNull(input.profession) : null,
    education_level: natural ? orNull(input.education_level) : null,
    is_us_citizen: natural ? (input.is_us_citizen ?? null) : null,
    is_politically_exposed: natural ? (input.is_politically_exposed ?? null) : null,
    company_registration_number: natural ? null : orNull(input.company_registration_number),
    company_role: natural ? null : orNull(input.company_role),
  };
}

function questionnairePatch(input: KycQuestionnaireInput): KycApplicationPatch {
  const { application_id: _ignored, ...answers } = input;
  return {
    ...answers,
    treated_as_professional: answers.treated_as_professional ?? null,
    invested_in_unlisted: answers.invested_in_unlisted ?? null,
    knows_security_token: answers.knows_security_token ?? null,
    knows_total_loss: answers.knows_total_loss ?? null,
  };
}

export interface KycServiceDeps {
  db: Db;
  blobs: BlobStore;
  vault: Vault;
  tellInvestor: TellInvestor;
  logger: Logger;
  /** Where an approved investor's wallet is registered, so the tokens they invest in may be minted to it. */
  chain: ChainRuntime | undefined;
  fourEyes: FourEyes;
}

export function createKycService({ db, blobs, vault, tellInvestor, logger, chain, fourEyes }: KycServiceDeps) {
  const view = async (q: Db | Tx, application: DbKycApplicationRow): Promise<KycView> => ({
    application,
    documents: await currentKycDocuments(q, application.id),
    walletChange: application.status === 'APPROVED' ? await latestWalletChange(q, application.id) : undefined,
  });

  /** An investor's edit: the application (created on the first write), locked, editable, applicationId checked. */
  async function editableOf(tx: Tx, user: DbUserRow, applicationId?: string | null): Promise<DbKycApplicationRow> {
    const application = await lockOrCreateKycApplication(tx, user.id);
    if (applicationId && applicationId !== application.id) throw notFoundApplication();
    requireAllowed(application, 'edit');
    return application;
  }

  /** Writes an investor's change; a rejected application becomes a draft again. */
  async function writeEdit(tx: Tx, user: DbUserRow, application: DbKycApplicationRow, patch: KycApplicationPatch, action: Extract<AuditAction, `kyc.${string}`>, after: object) {
    const status = statusAfterEdit(application.status);
    const updated = await updateKycApplication(tx, application.id, ['DRAFT', 'REJECTED'], { ...patch, status });
    if (!updated) throw conflict('kyc.notEditable', 'kyc_not_editable');
    await insertAudit(tx, {
      actorId: user.id,
      action,
      targetType: 'kyc_application',
      targetId: application.id,
      before: { status: application.status },
      after: { status, ...after },
    });
    return updated;
  }

  /** Someone other than its owner (an admin) read an application's personal data: who and which, not what. */
  const auditApplicationRead = (reader: DbUserRow, application: DbKycApplicationRow) =>
    insertAudit(db, {
      actorId: reader.id,
      action: 'kyc.application_read',
      targetType: 'kyc_application',
      targetId: application.id,
      after: { owner: application.user_id, status: application.status },
    });

  return {
    /** GET /kyc/applications: the caller's own, none until the first write (a read creates nothing). */
    async listOwn(user: DbUserRow): Promise<KycView[]> {
      const application = await findKycApplicationOfUser(db, user.id);
      return application ? [await view(db, application)] : [];
    },

    async get(user: DbUserRow, id: string): Promise<KycView> {
      const application = await findKycApplication(db, id);
      if (!application || !canReadApplication(user, application)) throw notFoundApplication();
      if (!ownsApplication(user, application)) await auditApplicationRead(user, application);
      return view(db, application);
    },

    /** For admins: the application and whose it is (the read audited). */
    async getWithApplicant(admin: DbUserRow, id: string): Promise<KycApplicantView> {
      const application = await findKycApplication(db, id);
      const applicant = application && (await findUserById(db, application.user_id));
      if (!application || !applicant) throw notFoundApplication();
      await auditApplicationRead(admin, application);
      return { ...(await view(db, application)), applicant };
    },

    /** A page of the applications waiting for review, oldest submission first (each page's read audited). */
    async reviewQueue(admin: DbUserRow, { limit, cursor }: ReviewQueueRequest): Promise<{ rows: KycApplicantView[]; nextCursor: string | null }> {
      const found = await listReviewQueue(db, { limit: limit + 1, after: cursor ? decodeCursor(cursor, 'kyc.reviewQueueInvalid') : undefined });
      const { rows, nextCursor } = pageOf(found, limit);
      // Which applications were shown, never what they hold.
      await insertAudit(db, {
        actorId: admin.id,
        action: 'kyc.review_queue_read',
        targetType: 'system',
        targetId: 'kyc_review_queue',
        after: { page: cursor ? 'next' : 'first', limit, applications: rows.map((row) => row.id) },
      });
      return { rows, nextCursor };
    },

    async savePersonal(user: DbUserRow, input: KycPersonalInput): Promise<KycView> {
      return db.transaction(async (tx) => {
        const application = await editableOf(tx, user, input.application_id);
        const patch = personalPatch(input);
        const changed = Object.keys(patch).filter((key) => patch[key as keyof KycApplicationPatch] !== application[key as keyof DbKycApplicationRow]);
        // Only the names of the fields changed: the audit log is no second copy of identity data.
        return view(tx, await writeEdit(tx, user, application, patch, 'kyc.personal_save', { fields: changed }));
      });
    },

    async saveQuestionnaire(user: DbUserRow, input: KycQuestionnaireInput): Promise<KycView> {
      return db.transaction(async (tx) => {
        const application = await editableOf(tx, user, input.application_id);
        return view(tx, await writeEdit(tx, user, application, questionnairePatch(input), 'kyc.questionnaire_save', {}));
      });
    },

    /** PUT /kyc/document: each address given must be the caller's current document of that type. */
    async confirmDocuments(user: DbUserRow, urls: Partial<Record<(typeof DOCUMENT_URL_FIELDS)[KycDocumentType], string>>): Promise<KycView> {
      const application = await findKycApplicationOfUser(db, user.id);
      if (!application) throw notFoundApplication();
      const current = await view(db, application);
      for (const type of KYC_DOCUMENT_TYPES) {
        const given = urls[DOCUMENT_URL_FIELDS[type]];
        const stored = current.documents.find((d) => d.type === type);
        if (given !== undefined && (!stored || kycDocumentUrl(stored) !== given)) throw badRequest('kyc.documentUrlInvalid', 'kyc_document_url_invalid');
      }
      return current;
    },

    /**
     * A received file becomes the document of its type: checked by its bytes, sealed, stored, then
     * attached. The document it replaces is deleted when it was never submitted, else kept (superseded).
     * `uploadId` names a resumable upload: its refusal is also recorded on the application, since tus
     * clients may not see the answer to their last PATCH.
     */
    async attachDocument(user: DbUserRow, type: KycDocumentType, incoming: IncomingFile | undefined, uploadId?: string): Promise<{ document: DbKycDocumentRow; view: KycView }> {
      // Refused before reading a byte when the application cannot take documents anyway.
      const existing = await findKycApplicationOfUser(db, user.id);
      if (existing) requireAllowed(existing, 'edit');
      let stored;
      try {
        stored = await storeDocument(blobs, vault, user.id, await checkDocument(incoming));
      } catch (err) {
        if (err instanceof DocumentRefusal) {
          if (uploadId) await this.recordUploadFailure(user, type, uploadId, err.reason);
          throw badRequest(err.reason, err.code);
        }
        throw err;
      }
      let discard: string | null = null;
      try {
        const result = await db.transaction(async (tx) => {
          const application = await editableOf(tx, user);
          const previous = await currentKycDocumentOfType(tx, application.id, type);
          if (previous?.submitted_at) await supersedeKycDocument(tx, previous.id);
          else if (previous) {
            await deleteKycDocumentRow(tx, previous.id);
            discard = previous.storage_key;
          }
          const document = await insertKycDocument(tx, { ...stored, application_id: application.id, user_id: user.id, type, uploaded_by: user.id });
          await setKycUploadFailure(tx, application.id, type, null);
          const updated = await writeEdit(tx, user, application, {}, 'kyc.document_upload', {
            document: document.id,
            type,
            content_type: document.content_type,
            file_size: document.file_size,
            replaced: previous?.id ?? null,
          });
          return { document, view: await view(tx, updated) };
        });
        if (discard) await deleteDocumentBlob(blobs, discard).catch((err: unknown) => logger.warn({ err }, 'replaced KYC document blob not deleted'));
        return result;
      } catch (err) {
        await deleteDocumentBlob(blobs, stored.storage_key).catch(() => undefined);
        throw err;
      }
    },

    async recordUploadFailure(user: DbUserRow, type: KycDocumentType, uploadId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const application = await lockOrCreateKycApplication(tx, user.id);
        await setKycUploadFailure(tx, application.id, type, { upload_id: uploadId, error: reason, at: new Date().toISOString() });
      });
    },

    /** DELETE /kyc/document: only while the application is editable, and never a submitted copy. */
    async deleteDocument(user: DbUserRow, type: KycDocumentType, applicationId?: string | null): Promise<void> {
      let discard: string | null = null;
      await db.transaction(async (tx) => {
        const found = await findKycApplicationOfUser(tx, user.id);
        if (!found || (applicationId && applicationId !== found.id)) throw notFoundApplication();
        const application = (await lockKycApplication(tx, found.id))!;
        requireAllowed(application, 'deleteDocument');
        const document = await currentKycDocumentOfType(tx, application.id, type);
        if (!document) throw notFoundDocument();
        // A copy that was part of a submission is kept for the retention period (docs/kyc.md).
        if (document.submitted_at) await supersedeKycDocument(tx, document.id);
        else {
          await deleteKycDocumentRow(tx, document.id);
          discard = document.storage_key;
        }
        await writeEdit(tx, user, application, {}, 'kyc.document_delete', { document: document.id, type });
      });
      if (discard) await deleteDocumentBlob(blobs, discard).catch((err: unknown) => logger.warn({ err }, 'deleted KYC document blob not removed'));
    },

    /** GET /kyc/document/{userId}/{id}: the owner's current documents, or any for an admin (audited). */
    async openDocument(user: DbUserRow, ownerId: string, documentId: string): Promise<{ document: DbKycDocumentRow; bytes: Buffer }> {
      if (!canReadDocumentsOf(user, ownerId)) throw notFoundDocument();
      const document = await findKycDocument(db, documentId);
      const byOwner = user.id === ownerId;
      if (!document || document.user_id !== ownerId || (byOwner && document.superseded_at)) throw notFoundDocument();
      if (!byOwner) {
        await insertAudit(db, {
          actorId: user.id,
          action: 'kyc.document_read',
          targetType: 'kyc_document',
          targetId: document.id,
          after: { application: document.application_id, owner: ownerId, type: document.type },
        });
      }
      const bytes = await readDocument(blobs, vault, document);
      if (!bytes) throw notFoundDocument();
      return { document, bytes };
    },

    async submit(user: DbUserRow, { wallet_repeat }: KycSubmitInput): Promise<KycView> {
      return db.transaction(async (tx) => {
        const found = await findKycApplicationOfUser(tx, user.id);
        if (!found) throw badRequest(submissionProblem({ user_type: null })!, 'kyc_incomplete');
        const application = (await lockKycApplication(tx, found.id))!;
        requireAllowed(application, 'submit');
        const current = await view(tx, application);
        const urls = Object.fromEntries(
          KYC_DOCUMENT_TYPES.map((type) => {
            const doc = current.documents.find((d) => d.type === type);
            return [DOCUMENT_URL_FIELDS[type], doc ? kycDocumentUrl(doc) : null];
          }),
        );
        const problem = submissionProblem({ ...application, ...urls });
        if (problem) throw badRequest(problem, 'kyc_incomplete');
        if (!isSameWallet(application.wallet!, wallet_repeat)) throw badRequest('kyc.submitWalletMismatch');
        if (application.wallet && (await walletApprovedForOther(tx, application.wallet, user.id))) throw walletInUse();
        const updated = await updateKycApplication(tx, application.id, ['DRAFT', 'REJECTED'], {
          status: 'SUBMITTED',
          submitted_at: new Date(),
          rejection_reason: null,
        });
        if (!updated) throw conflict('kyc.notSubmittable', 'kyc_not_editable');
        await markKycDocumentsSubmitted(tx, application.id);
        await setKycStatus(tx, user.id, USER_KYC_STATUS_FOR.SUBMITTED, undefined);
        await insertAudit(tx, {
          actorId: user.id,
          action: 'kyc.submit',
          targetType: 'kyc_application',
          targetId: application.id,
          before: { status: application.status },
          after: { status: 'SUBMITTED', documents: current.documents.map((d) => d.id) },
        });
        return view(tx, updated);
      });
    },

    /**
     * An admin's decision on a SUBMITTED application (spec 001 §4); 409 for any other status, 403 on their
     * own. Approving is four-eyes (`role`: proposing it, or carrying out its approved request); rejecting is not.
     */
    async review(admin: DbUserRow, input: KycReviewInput, role: FourEyesRole): Promise<KycView | Proposed> {
      const result = await db.transaction(async (tx): Promise<KycView | Proposed> => {
        const application = await lockKycApplication(tx, input.applicationId);
        if (!application) throw notFoundApplication();
        if (reviewsOwnApplication(admin, application)) throw forbidden('kyc.ownApplication', 'own_case');
        requireAllowed(application, 'review');
        const status: KycApplicationStatus = input.status;
        const rejected = status === 'REJECTED';
        const investor = (await findUserById(tx, application.user_id))!;
        let seal = async () => {};
        if (!rejected) {
          // Refused at once rather than on approval: another investor's approved wallet (the index stands behind it).
          if (application.wallet && (await walletApprovedForOther(tx, application.wallet, application.user_id))) throw walletInUse();
          const name = investor.full_name ?? investor.name ?? investor.email;
          const gate = await fourEyes.gate(tx, admin, role, {
            kind: 'kyc.approve',
            subject: { type: 'kyc_application', id: application.id, label: name, path: `/dashboard/users-kyc/${application.id}`, domainId: investor.domain_id },
            payload: { ...input },
            version: [application.status, application.updated_at.toISOString()].join('|'),
            effect: { investor: name, ...(application.wallet ? { wallet: application.wallet } : {}) },
            reason: input.comments ?? null,
          });
          if (gate.pending) return { proposed: gate.pending };
          seal = gate.seal;
        }
        const updated = await updateKycApplication(tx, application.id, ['SUBMITTED'], {
          status,
          reviewed_at: new Date(),
          reviewed_by: admin.id,
          rejection_reason: rejected ? input.comments! : null,
        });
        if (!updated) throw conflict('kyc.notSubmitted', 'kyc_not_submitted');
        for (const request of rejected ? (input.documents ?? []) : []) {
          await requestKycDocumentReplacement(tx, application.id, request.type, request.reason, request.comment ?? null);
        }
        await setKycStatus(tx, application.user_id, USER_KYC_STATUS_FOR[status], rejected ? null : 'now');
        if (!rejected && updated.wallet) {
          await chain?.queue(tx, { kind: 'register_identity', args: { wallet: updated.wallet }, subject_type: 'user', subject_id: updated.user_id });
        }
        // The investor hears of it with a link to where they go next, queued with the decision itself.
        const kind = rejected ? 'kyc_rejected' : 'kyc_approved';
        await tellInvestor(tx, kind, investor, { path: LINK_PATHS[kind], values: { reason: input.comments ?? '' } });
        // The audit row is the decision's last write, as the audit chain's lock wants (docs/audit.md).
        await insertAudit(tx, {
          actorId: admin.id,
          action: rejected ? 'kyc.reject' : 'kyc.approve',
          targetType: 'kyc_application',
          targetId: application.id,
          before: { status: application.status },
          after: { status, reason: rejected ? input.comments : null, documents: input.documents ?? [] },
        });
        await seal();
        return view(tx, updated);
      }).catch(refuseTakenWallet);
      if (!('proposed' in result)) chain?.worker.kick();
      return result;
    },

    /** kyc_ready_for_review, kyc_application_status and kyc_application_id of one user. */
    async summaryOf(userId: string): Promise<KycSummary> {
      const [row] = await kycSummaries(db, [userId]);
      return toSummary(row);
    },

  };
}

function toSummary(row: { id: string; status: KycApplicationStatus } | undefined): KycSummary {
  if (!row) return { ready_for_review: false, application_status: null, application_id: null };
  return { ready_for_review: row.status === 'SUBMITTED', application_status: row.status, application_id: row.id };
}

export type KycService = ReturnType<typeof createKycService>;
