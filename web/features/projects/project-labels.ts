// How project values read in the interface (spec 001 §2, §3): type, status, document-category and brand
// labels (unknown statuses are shown raw), badge tones from core's rule, money and percentages in es-ES.
import type { BadgeTone } from '../../components/badge';
import { formatEuroAmount, formatPercent } from '../../../core/format';
import { statusBadgeTone } from '../../../core/project-badge';
import type { DocumentType } from '../../../core/projects';
import type { Translate } from '../../i18n/i18n';
import { failureMessage } from '../../api/failure-message';

const TYPE_KEYS = {
  real_estate: 'projects.type.real_estate',
  business: 'projects.type.business',
  infrastructure: 'projects.type.infrastructure',
  energy: 'projects.type.energy',
  other: 'projects.type.other',
} as const;

const MODALITY_KEYS = {
  equity: 'projects.modality.equity',
  debt: 'projects.modality.debt',
  hybrid: 'projects.modality.hybrid',
  crowdfunding: 'projects.modality.crowdfunding',
} as const;

const STATUS_KEYS = {
  active: 'projects.status.active',
  draft: 'projects.status.draft',
  completed: 'projects.status.completed',
  cancelled: 'projects.status.cancelled',
  blocked: 'projects.status.blocked',
} as const;

export const DOCUMENT_TYPE_KEYS = {
  whitepaper: 'projects.document.whitepaper',
  legal: 'projects.document.legal',
  contract: 'projects.document.contract',
  financial: 'projects.document.financial',
  technical: 'projects.document.technical',
  marketing: 'projects.document.marketing',
  other: 'projects.document.other',
} as const satisfies Record<DocumentType, string>;

const has = <T extends object>(keys: T, value: string): value is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(keys, value);

export function projectTypeLabel(t: Translate, type: string | null | undefined): string {
  if (!type) return t('projects.type.none');
  return has(TYPE_KEYS, type) ? t(TYPE_KEYS[type]) : type;
}

export function modalityLabel(t: Translate, modality: string): string {
  return has(MODALITY_KEYS, modality) ? t(MODALITY_KEYS[modality]) : modality;
}

export function projectStatusLabel(t: Translate, status: string): string {
  return has(STATUS_KEYS, status) ? t(STATUS_KEYS[status]) : status;
}

/** Spec 001 §3: an empty category reads "Sin categoría", an unknown one "Otro". */
export function documentTypeLabel(t: Translate, type: string | null | undefined): string {
  if (!type) return t('projects.document.none');
  return t(has(DOCUMENT_TYPE_KEYS, type) ? DOCUMENT_TYPE_KEYS[type] : 'projects.document.other');
}

const TONES: Record<ReturnType<typeof statusBadgeTone>, BadgeTone> = { green: 'success', grey: 'neutral', yellow: 'warning' };

export function projectStatusTone(status: string, view: 'admin' | 'investor'): BadgeTone {
  return TONES[statusBadgeTone(status, view)];
}

export { whitelabelName } from '../../components/domain-filter';

/** Euros from the API (a number with at most two decimals) in es-ES, no decimals (spec 000 §9). */
export const euros = (value: number | null | undefined, decimals: 0 | 2 = 0) => (value == null ? '—' : formatEuroAmount(value, { decimals }));

/** A percentage from the API (5.25) as "5,25 %" (two decimals, spec 001 §9). */
export const percent = (value: number | null | undefined) => (value == null ? '—' : formatPercent(Math.round(value * 100)));

/** The funded share with one decimal, "42,5" (spec 001 §3, §9). */
export const fundedShare = (value: number) => value.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** What a failed write says: the server's own words, else the action's failure; offline, that writes wait. */
export function writeFailure(t: Translate, error: unknown, failed: string): string {
  return failureMessage(error, { refused: failed, offline: t('offline.writesDisabled'), thrown: failed });
}

/** What a failed project load says: the investor detail, the admin form, the files after a change. */
export function projectLoadError(t: Translate, error: unknown): string {
  return t('projects.detail.error', { message: failureMessage(error, { refused: t('projects.detail.error.generic'), offline: t('catalog.error.offline') }) });
}
