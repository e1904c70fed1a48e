// The admin's decision as POST /api/kyc/review takes it (core's KycReviewSchema), and what that schema
// finds wrong with it, by field, before anything is sent: the rejection's comments, each requested copy's
// comment, a copy requested on an approval.
import * as v from 'valibot';
import { KYC_DOCUMENT_TYPES, KycReviewSchema, type KycDocumentType, type KycReviewInput, type ReplacementReason } from '../../../core/kyc';
import type { MessageKey } from '../../../core/messages';

export type ReviewDecision = KycReviewInput['status'];

export interface ReplacementDraft {
  reason: ReplacementReason;
  comment: string;
}

/** The copies the admin is asking for, by document. */
export type ReplacementDrafts = Partial<Record<KycDocumentType, ReplacementDraft>>;

export interface ReviewDraft {
  applicationId: string;
  comments: string;
  replacements: ReplacementDrafts;
}

export interface ReviewProblems {
  comments?: MessageKey;
  /** A problem of the decision as a whole (a copy asked for on an approval). */
  decision?: MessageKey;
  documents: Partial<Record<KycDocumentType, MessageKey>>;
}

const orNull = (text: string) => text.trim() || null;

export function reviewBody(draft: ReviewDraft, status: ReviewDecision): KycReviewInput {
  const documents = KYC_DOCUMENT_TYPES.flatMap((type) => {
    const request = draft.replacements[type];
    return request ? [{ type, reason: request.reason, comment: orNull(request.comment) }] : [];
  });
  // Spec 001 §7: comments travel only with a rejection.
  if (status === 'APPROVED') return { applicationId: draft.applicationId, status, ...(documents.length ? { documents } : {}) };
  return { applicationId: draft.applicationId, status, comments: orNull(draft.comments), ...(documents.length ? { documents } : {}) };
}

function issuesOf(body: KycReviewInput): v.BaseIssue<unknown>[] {
  const result = v.safeParse(KycReviewSchema, body);
  return result.success ? [] : result.issues;
}

/** The schema's problems with the body; null when it may be sent. */
export function reviewProblems(body: KycReviewInput): ReviewProblems | null {
  // Valibot skips the schema's whole-body checks once a nested field fails, so the comments are also
  // checked on the body without its documents: both problems show at once.
  const { documents, ...withoutDocuments } = body;
  const issues = [...issuesOf(body), ...(documents ? issuesOf(withoutDocuments) : [])];
  if (issues.length === 0) return null;
  const problems: ReviewProblems = { documents: {} };
  for (const issue of issues) {
    const message = issue.message as MessageKey;
    const [field, index] = issue.path?.map((item) => item.key) ?? [];
    if (field === 'comments') problems.comments = message;
    else if (field === 'documents' && typeof index === 'number') {
      const type = documents?.[index]?.type;
      if (type) problems.documents[type] = message;
    } else problems.decision = message;
  }
  return problems;
}
