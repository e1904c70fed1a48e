// How audit entries read (docs/audit.md): actions and target types by their names (every action the
// server writes — core/audit.ts's AUDIT_ACTIONS — has one; anything else in the log is shown as written), the actor or 'Sistema', instants in Madrid time to the
// second, what an entry changed as field: before → after, and where its target opens.
import { AUDIT_TIME_ZONE, type AuditAction, type AuditEntry, type AuditTargetType } from '../../../core/audit';
import { INTL_LOCALE, type Language } from '../../../core/i18n-locales';
import type { ChainBreak } from '../../../core/audit-chain';
import type { MessageKey } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/i18n';

export const ACTION_KEYS = {
  'project.create': 'audit.action.project.create',
  'project.create_publish': 'audit.action.project.create_publish',
  'project.publish': 'audit.action.project.publish',
  'project.update': 'audit.action.project.update',
  'project.delete': 'audit.action.project.delete',
  'project.block': 'audit.action.project.block',
  'project.unblock': 'audit.action.project.unblock',
  'project.file_add': 'audit.action.project.file_add',
  'project.file_delete': 'audit.action.project.file_delete',
  'project.file_main': 'audit.action.project.file_main',
  'kyc.personal_save': 'audit.action.kyc.personal_save',
  'kyc.questionnaire_save': 'audit.action.kyc.questionnaire_save',
  'kyc.document_upload': 'audit.action.kyc.document_upload',
  'kyc.document_delete': 'audit.action.kyc.document_delete',
  'kyc.document_read': 'audit.action.kyc.document_read',
  'kyc.application_read': 'audit.action.kyc.application_read',
  'kyc.review_queue_read': 'audit.action.kyc.review_queue_read',
  'kyc.submit': 'audit.action.kyc.submit',
  'kyc.approve': 'audit.action.kyc.approve',
  'kyc.reject': 'audit.action.kyc.reject',
  'kyc.wallet_change_request': 'audit.action.kyc.wallet_change_request',
  'kyc.wallet_change_approve': 'audit.action.kyc.wallet_change_approve',
  'kyc.wallet_change_reject': 'audit.action.kyc.wallet_change_reject',
  'investment.create': 'audit.action.investment.create',
  'investment.start': 'audit.action.investment.start',
  'investment.payment': 'audit.action.investment.payment',
  'investment.review': 'audit.action.investment.review',
  'investment.erir': 'audit.action.investment.erir',
  'investment.mint': 'audit.action.investment.mint',
  'investment.minted': 'audit.action.investment.minted',
  'investment.mint_failed': 'audit.action.investment.mint_failed',
  'investment.reject': 'audit.action.investment.reject',
  'investment.expire': 'audit.action.investment.expire',
  'investor.block': 'audit.action.investor.block',
  'investor.unblock': 'audit.action.investor.unblock',
  'investor.list_read': 'audit.action.investor.list_read',
  // Investor protection (issue 58): the investor's own profile
  'investor.knowledge_test': 'audit.action.investor.knowledge_test',
  'investor.loss_simulation': 'audit.action.investor.loss_simulation',
  'investor.risk_warning_acknowledge': 'audit.action.investor.risk_warning_acknowledge',
  'investor.sophisticated_apply': 'audit.action.investor.sophisticated_apply',
  'investor.sophisticated_give_up': 'audit.action.investor.sophisticated_give_up',
  'tokens.block': 'audit.action.tokens.block',
  'tokens.unblock': 'audit.action.tokens.unblock',
  'register.export': 'audit.action.register.export',
  'account.signup': 'audit.action.account.signup',
  'account.signup_external': 'audit.action.account.signup_external',
  'account.signup_attempt': 'audit.action.account.signup_attempt',
  'account.verify_email': 'audit.action.account.verify_email',
  'account.password_reset_requested': 'audit.action.account.password_reset_requested',
  'account.password_reset': 'audit.action.account.password_reset',
  'user.make_admin': 'audit.action.user.make_admin',
  'chain.retry': 'audit.action.chain.retry',
  'demo.seed': 'audit.action.demo.seed',
  'chain.reconciliation_mismatch': 'audit.action.chain.reconciliation_mismatch',
  // Four eyes (issue 57)
  'approval.propose': 'audit.action.approval.propose',
  'approval.approve': 'audit.action.approval.approve',
  'approval.reject': 'audit.action.approval.reject',
  'approval.expire': 'audit.action.approval.expire',
  'approval.void': 'audit.action.approval.void',
  // Second factors (issue 57)
  'second_factor.enrol': 'audit.action.second_factor.enrol',
  'second_factor.remove': 'audit.action.second_factor.remove',
  'second_factor.sign_in': 'audit.action.second_factor.sign_in',
  'second_factor.step_up': 'audit.action.second_factor.step_up',
  'second_factor.failure': 'audit.action.second_factor.failure',
  'second_factor.recovery_codes': 'audit.action.second_factor.recovery_codes',
} as const satisfies Record<AuditAction, MessageKey>;

export const TARGET_KEYS = {
  project: 'audit.target.project',
  investment: 'audit.target.investment',
  kyc_application: 'audit.target.kyc_application',
  kyc_document: 'audit.target.kyc_document',
  user: 'audit.target.user',
  blocking: 'audit.target.blocking',
  chain_command: 'audit.target.chain_command',
  approval: 'audit.target.approval',
  system: 'audit.target.system',
} as const satisfies Record<AuditTargetType, MessageKey>;

export const BREAK_KEYS = {
  missing_hash: 'audit.chain.reason.missing_hash',
  prev_hash_mismatch: 'audit.chain.reason.prev_hash_mismatch',
  hash_mismatch: 'audit.chain.reason.hash_mismatch',
} as const satisfies Record<ChainBreak, MessageKey>;

const known = <K extends string>(keys: Record<K, MessageKey>, value: string): value is K => Object.prototype.hasOwnProperty.call(keys, value);

export const actionLabel = (t: Translate, action: string): string => (known(ACTION_KEYS, action) ? t(ACTION_KEYS[action]) : action);
export const targetLabel = (t: Translate, type: string): string => (known(TARGET_KEYS, type) ? t(TARGET_KEYS[type]) : type);

/** The action filter's groups, in this order; an area not named here goes under 'Otras'. */
const GROUPS = ['audit.group.project', 'audit.group.kyc', 'audit.group.investment', 'audit.group.investors', 'audit.group.account', 'audit.group.approval', 'audit.group.other'] as const satisfies readonly MessageKey[];
type Group = (typeof GROUPS)[number];

/** An action's area (the part before the dot) → its group: blocking an investor or tokens and the register are the investors screen's. */
const AREA_GROUPS = {
  project: 'audit.group.project',
  kyc: 'audit.group.kyc',
  investment: 'audit.group.investment',
  investor: 'audit.group.investors',
  tokens: 'audit.group.investors',
  register: 'audit.group.investors',
  account: 'audit.group.account',
  second_factor: 'audit.group.account',
  approval: 'audit.group.approval',
} as const satisfies Record<string, Group>;

/** The action filter's choices, by group: each group's actions in the order above. */
export function actionGroups(): { group: MessageKey; actions: string[] }[] {
  const byGroup = new Map<Group, string[]>();
  for (const action of Object.keys(ACTION_KEYS)) {
    const area = action.split('.')[0]!;
    const group: Group = known(AREA_GROUPS, area) ? AREA_GROUPS[area] : 'audit.group.other';
    byGroup.set(group, [...(byGroup.get(group) ?? []), action]);
  }
  return GROUPS.filter((group) => byGroup.has(group)).map((group) => ({ group, actions: byGroup.get(group)! }));
}

/** The actor's name (else e-mail), or 'Sistema' for what the system did on its own. */
export const actorName = (t: Translate, actor: AuditEntry['actor']): string => (actor ? actor.name?.trim() || actor.email : t('audit.system'));

const formats = new Map<string, Intl.DateTimeFormat>();

function madridFormat(language: Language, part: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${language}|${part}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      part === 'day' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'short' };
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { ...options, timeZone: AUDIT_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** The day (dd/mm/yyyy) and the time to the second with the zone's abbreviation, in Madrid: the days the date filters name. */
export function auditInstantParts(iso: string, language: Language): [day: string, time: string] {
  const at = new Date(iso);
  return [madridFormat(language, 'day').format(at), madridFormat(language, 'time').format(at)];
}

export const auditInstant = (iso: string, language: Language): string => auditInstantParts(iso, language).join(', ');

export interface Change {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** An entry's before or after as fields: nothing recorded is no field, a lone value is `value`. */
function fieldsOf(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/** A recorded value as text: '—' for none, text as it is, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Every field recorded before or after, in the order recorded (before's first), each as before → after. */
export function changesOf(before: unknown, after: unknown): Change[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields.map((field) => {
    const was = shownValue(old[field]);
    const is = shownValue(now[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}

/** Where the target opens in the admin's screens, when it has a page. */
export function targetPath(entry: Pick<AuditEntry, 'target_type' | 'target_id'>): string | null {
  const id = encodeURIComponent(entry.target_id);
  if (entry.target_type === 'project') return `/dashboard/projects/${id}`;
  if (entry.target_type === 'investment') return `/dashboard/investments/${id}?admin=true`;
  if (entry.target_type === 'kyc_application') return `/dashboard/users-kyc/${id}`;
  return null;
}
