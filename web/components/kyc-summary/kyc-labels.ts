// How the KYC screens name stored values: the enumerations of spec 001 §3 (plus the education levels and
// the user types) in the reader's language, an unknown value as it came, an empty one as 'No
// especificado'; and an application's status with its badge tone (other values raw, in grey: §4).
import {
  ANNUAL_INCOMES,
  CAPITAL_PERCENTAGES,
  EDUCATION_LEVELS,
  FUND_SOURCES,
  INVESTMENT_EXPERIENCES,
  INVESTMENT_OBJECTIVES,
  RISK_TOLERANCES,
  USER_TYPES,
  type KycApplicationStatus,
  type KycDocumentType,
  type KycReplacement,
  type ReplacementReason,
} from '../../../core/kyc';
import type { BadgeTone } from '../badge';
import type { MessageKey } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/i18n';

/** Each enumerated field: its values in the spec's order, and the catalog prefix naming them. */
const ENUMERATIONS = {
  user_type: { values: USER_TYPES, prefix: 'kycSummary.userType.' },
  investment_experience: { values: INVESTMENT_EXPERIENCES, prefix: 'kycSummary.investment_experience.' },
  investment_objective: { values: INVESTMENT_OBJECTIVES, prefix: 'kycSummary.investment_objective.' },
  risk_tolerance: { values: RISK_TOLERANCES, prefix: 'kycSummary.risk_tolerance.' },
  annual_income: { values: ANNUAL_INCOMES, prefix: 'kycSummary.annual_income.' },
  source_of_funds: { values: FUND_SOURCES, prefix: 'kycSummary.funds.' },
  investment_capital_origin: { values: FUND_SOURCES, prefix: 'kycSummary.funds.' },
  capital_percentage: { values: CAPITAL_PERCENTAGES, prefix: 'kycSummary.capital_percentage.' },
  education_level: { values: EDUCATION_LEVELS, prefix: 'kycSummary.education_level.' },
} as const;

export type EnumeratedField = keyof typeof ENUMERATIONS;

const isKnown = (field: EnumeratedField, value: string) => (ENUMERATIONS[field].values as readonly string[]).includes(value);

// Every key built here exists: the catalog parity test and `enumOptions`' test walk all of them.
const keyOf = (field: EnumeratedField, value: string) => `${ENUMERATIONS[field].prefix}${value}` as MessageKey;

export function enumOptions(t: Translate, field: EnumeratedField): { value: string; label: string }[] {
  return ENUMERATIONS[field].values.map((value) => ({ value, label: t(keyOf(field, value)) }));
}

/** A stored value as the reader reads it: its name, itself when unknown, 'No especificado' when empty. */
export function enumLabel(t: Translate, field: EnumeratedField, value: string | null | undefined): string {
  if (!value?.trim()) return t('kycSummary.empty');
  return isKnown(field, value) ? t(keyOf(field, value)) : value;
}

const STATUS_TONES = { DRAFT: 'neutral', SUBMITTED: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const satisfies Record<
  KycApplicationStatus,
  BadgeTone
>;

export type StatusKeys = Record<KycApplicationStatus, MessageKey>;

const INVESTOR_STATUS_KEYS: StatusKeys = {
  DRAFT: 'kycSummary.status.DRAFT',
  SUBMITTED: 'kycSummary.status.SUBMITTED',
  APPROVED: 'kycSummary.status.APPROVED',
  REJECTED: 'kycSummary.status.REJECTED',
};

const isStatus = (status: string): status is KycApplicationStatus => Object.prototype.hasOwnProperty.call(STATUS_TONES, status);

/** The status badge; the admin's screens name the statuses their own way (`keys`). */
export function applicationStatusBadge(t: Translate, status: string, keys: StatusKeys = INVESTOR_STATUS_KEYS): { label: string; tone: BadgeTone } {
  return isStatus(status) ? { label: t(keys[status]), tone: STATUS_TONES[status] } : { label: status, tone: 'neutral' };
}

/** The three identity documents by their full names (the summary, the investor's documents tab). */
export const DOCUMENT_NAME_KEYS = {
  front: 'kycSummary.document.front',
  back: 'kycSummary.document.back',
  proof: 'kycSummary.document.proof',
} as const satisfies Record<KycDocumentType, MessageKey>;

export const REASON_KEYS = {
  blurry: 'kycSummary.reason.blurry',
  missing_page: 'kycSummary.reason.missing_page',
  expired: 'kycSummary.reason.expired',
  mismatch: 'kycSummary.reason.mismatch',
  other: 'kycSummary.reason.other',
} as const satisfies Record<ReplacementReason, MessageKey>;

/** Why an admin asked for a new copy: the coded reason, then the admin's words when there are any. */
export const replacementText = (t: Translate, request: KycReplacement): string =>
  request.comment ? `${t(REASON_KEYS[request.reason])} — ${request.comment}` : t(REASON_KEYS[request.reason]);
