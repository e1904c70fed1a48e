// Maker-checker (issue 57): the actions that move money or tokens, or approve an identity, are proposed
// by one person and carried out only when another approves. The kinds, states, rules and API shapes the
// BFF and the web share.
import * as v from 'valibot';

export const APPROVAL_KINDS = ['investment.mint', 'kyc.approve', 'investor.unblock', 'tokens.release', 'project.unblock', 'wallet.recover'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** pending → approved (carried out) | rejected | expired (48 h) | void (its subject changed since). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'void'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_TTL_HOURS = 48;

/** Kinds an ERIR user of the subject's brand may also approve (as they may block and unblock, spec 001 §7); the rest are admins' only. */
export const ERIR_APPROVABLE_KINDS = ['investor.unblock', 'tokens.release', 'project.unblock'] as const satisfies readonly ApprovalKind[];

export const isErirApprovable = (kind: ApprovalKind): boolean => (ERIR_APPROVABLE_KINDS as readonly ApprovalKind[]).includes(kind);

export type ApprovalSubjectType = 'investment' | 'kyc_application' | 'investor' | 'token_blocking' | 'project' | 'wallet_change';

export interface ApprovalPerson {
  id: string;
  email: string;
  name: string | null;
}

/** On a subject's answer (an investment, an application, an investor, a blocking, a project, a wallet change): the request waiting for a second person, or null. */
export interface PendingApprovalRef {
  id: string;
  kind: ApprovalKind;
  maker: ApprovalPerson;
  expires_at: string;
}

/** One request, as the approvals screen and the maker's answer show it. */
export interface ApprovalRequest {
  id: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  subject: {
    type: ApprovalSubjectType;
    id: string;
    /** Who or what it is about, for people: the investor's name, the project's name. */
    label: string;
    /** Where an admin opens it in the app (/dashboard/...). */
    path: string;
  };
  /** What approving will do, as values the screen words in its language (only those that apply). */
  effect: {
    investor?: string;
    project?: string;
    tokens?: number;
    amount?: number;
    wallet?: string;
    previous_wallet?: string;
  };
  /** The maker's reason ("why"), when the action takes one. */
  reason: string | null;
  /** sha256 of the stored payload, hex: what the checker approves is exactly this. */
  payload_hash: string;
  maker: ApprovalPerson;
  checker: ApprovalPerson | null;
  decision_comment: string | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
  domain_id: number;
  /** Whether the caller may decide it now, else why not ('own_approval', 'approval_closed', 'forbidden'). */
  can: { decide: boolean; refusal: { code: string; message: string } | null };
}

/** A maker's action that waits for a second person answers 202 with this. */
export interface ApprovalPending {
  approval: ApprovalRequest;
}

/** Whether a maker's answer is the request waiting for a second person (202) rather than the action done. */
export const isApprovalPending = (answer: unknown): answer is ApprovalPending =>
  typeof answer === 'object' && answer !== null && 'approval' in answer && typeof answer.approval === 'object' && answer.approval !== null;

/** GET /api/approvals: a page of requests (pending oldest first, history newest first) and the next page's cursor (null: the last page). */
export interface ApprovalListResponse {
  success: true;
  data: ApprovalRequest[];
  nextCursor: string | null;
}

/** GET /api/approvals/count: the menu's badge. */
export interface ApprovalCount {
  pending: number;
}

export const APPROVAL_LIST_VIEWS = ['pending', 'history'] as const;
export type ApprovalListView = (typeof APPROVAL_LIST_VIEWS)[number];

export const ApproveSchema = v.object({
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'validation.commentTooLong'))),
});
export const RejectApprovalSchema = v.object({
  comment: v.pipe(v.string('validation.commentRequired'), v.trim(), v.nonEmpty('validation.commentRequired'), v.maxLength(1000, 'validation.commentTooLong')),
});
export type ApproveInput = v.InferOutput<typeof ApproveSchema>;
export type RejectApprovalInput = v.InferOutput<typeof RejectApprovalSchema>;

/** The request's deadline from its creation. */
export const approvalExpiry = (createdAt: Date): Date => new Date(createdAt.getTime() + APPROVAL_TTL_HOURS * 3600 * 1000);
