// The audit log as the API answers it (docs/audit.md): GET /api/audit's filters, one schema for the
// screen's filter form and the server's query, its entries, and GET /api/audit/verify's verdict.
import * as v from 'valibot';
import type { ChainBreak } from './audit-chain';
import { calendarDay } from './calendar-day';
import { isUuid } from './uuid';

/** Date filters name calendar days of the platform's time zone, and the screen shows times in it. */
export const AUDIT_TIME_ZONE = 'Europe/Madrid';
export const AUDIT_PAGE_SIZE = 50;

/**
 * Every action the server writes to the log, by area. `insertAudit` (db/queries/audit.ts) takes only
 * these, so a new action is added here first; the audit screen must then name it in both languages
 * (web/features/audit/audit-labels.ts is typed against this list). Never remove one: the rows keep it.
 */
export const AUDIT_ACTIONS = [
  'project.create',
  'project.create_publish',
  'project.publish',
  'project.update',
  'project.delete',
  'project.block',
  'project.unblock',
  'project.file_add',
  'project.file_delete',
  'project.file_main',
  'kyc.personal_save',
  'kyc.questionnaire_save',
  'kyc.document_upload',
  'kyc.document_delete',
  'kyc.document_read',
  'kyc.application_read',
  'kyc.review_queue_read',
  'kyc.submit',
  'kyc.approve',
  'kyc.reject',
  'kyc.wallet_change_request',
  'kyc.wallet_change_approve',
  'kyc.wallet_change_reject',
  'investment.create',
  'investment.start',
  'investment.payment',
  'investment.review',
  'investment.erir',
  'investment.mint',
  'investment.minted',
  'investment.mint_failed',
  'investment.reject',
  'investment.expire',
  'investor.block',
  'investor.unblock',
  'investor.list_read',
  // Investor protection (issue 58): the investor's own profile
  'investor.knowledge_test',
  'investor.loss_simulation',
  'investor.risk_warning_acknowledge',
  'investor.sophisticated_apply',
  'investor.sophisticated_give_up',
  'tokens.block',
  'tokens.unblock',
  'register.export',
  'account.signup',
  'account.signup_external',
  'account.signup_attempt',
  'account.verify_email',
  'account.password_reset_requested',
  'account.password_reset',
  'user.make_admin',
  'chain.retry',
  'demo.seed',
  'chain.reconciliation_mismatch',
  // Four eyes (issue 57)
  'approval.propose',
  'approval.approve',
  'approval.reject',
  'approval.expire',
  'approval.void',
  // Second factors (issue 57)
  'second_factor.enrol',
  'second_factor.remove',
  'second_factor.sign_in',
  'second_factor.step_up',
  'second_factor.failure',
  'second_factor.recovery_codes',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about: its `target_type` (`target_id` names which one). */
export const AUDIT_TARGET_TYPES = ['project', 'investment', 'kyc_application', 'kyc_document', 'user', 'blocking', 'chain_command', 'approval', 'system'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The `actor` filter's word for the entries the system wrote on its own (expiries, the demo seed). */
export const SYSTEM_ACTOR = 'system';

const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** `project.block`, `kyc.document_read`: dotted lower-case words. */
const ACTION = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;
const TARGET_TYPE = /^[a-z][a-z0-9_]*$/;

export type AuditActorFilter = { kind: 'system' } | { kind: 'id'; id: string } | { kind: 'email'; email: string };

/** What the `actor` filter names: the system, a user's id, or a user's e-mail address. */
export function actorFilterOf(value: string): AuditActorFilter | null {
  const actor = value.trim();
  if (actor.toLowerCase() === SYSTEM_ACTOR) return { kind: 'system' };
  if (isUuid(actor)) return { kind: 'id', id: actor.toLowerCase() };
  if (EMAIL.test(actor) && actor.length <= 254) return { kind: 'email', email: actor.toLowerCase() };
  return null;
}

const day = calendarDay('audit.dateInvalid');

/** The filters, each optional; a filter left empty is no filter. */
export const AuditFilterSchema = v.pipe(
  v.object({
    actor: v.optional(v.pipe(v.string('audit.actorInvalid'), v.maxLength(254, 'audit.actorInvalid'), v.check((value) => actorFilterOf(value) !== null, 'audit.actorInvalid'))),
    action: v.optional(v.pipe(v.string('audit.actionInvalid'), v.maxLength(100, 'audit.actionInvalid'), v.regex(ACTION, 'audit.actionInvalid'))),
    target_type: v.optional(v.pipe(v.string('audit.targetTypeInvalid'), v.maxLength(50, 'audit.targetTypeInvalid'), v.regex(TARGET_TYPE, 'audit.targetTypeInvalid'))),
    target_id: v.optional(v.pipe(v.string('audit.targetIdInvalid'), v.trim(), v.nonEmpty('audit.targetIdInvalid'), v.maxLength(200, 'audit.targetIdInvalid'))),
    from: v.optional(day),
    to: v.optional(day),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || from <= to, 'audit.dateRangeInvalid'),
    ['to'],
  ),
);
export type AuditFilter = v.InferOutput<typeof AuditFilterSchema>;
export const AUDIT_FILTER_FIELDS = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const satisfies readonly (keyof AuditFilter)[];

export interface AuditActor {
  id: string;
  email: string;
  name: string | null;
}

export interface AuditEntry {
  id: number;
  /** Null: the system acted on its own. */
  actor: AuditActor | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  /** ISO 8601 in UTC, to the microsecond. */
  created_at: string;
  /** Null for a row written behind the writer's back (the verifier names it). */
  hash: string | null;
}

export interface AuditListResponse {
  success: true;
  data: AuditEntry[];
  nextCursor: string | null;
}

export interface AuditVerification {
  ok: boolean;
  /** Rows verified (all of them when ok; those before the broken one otherwise). */
  rows: number;
  broken?: { id: number; reason: ChainBreak };
  /** When the chain was walked: answers may be up to a few seconds old. */
  checked_at: string;
}
