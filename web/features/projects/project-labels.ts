// How project values read in the interface: type and status labels (spec 001 §3: other statuses are
// shown raw), badge tones from core's rule, money and percentages in es-ES.
import type { BadgeTone } from '../../components/badge';
import { formatEuros, formatPercent } from '../../../core/format';
import { statusBadgeTone } from '../../../core/projects';
import type { Translate } from '../../i18n/i18n';

const TYPE_KEYS = {
  real_estate: 'projects.type.real_estate',
  business: 'projects.type.business',
  infrastructure: 'projects.type.infrastructure',
  energy: 'projects.type.energy',
  other: 'projects.type.other',
} as const;

const STATUS_KEYS = {
  active: 'projects.status.active',
  draft: 'projects.status.draft',
  completed: 'projects.status.completed',
  cancelled: 'projects.status.cancelled',
  blocked: 'projects.status.blocked',
} as const;

export function projectTypeLabel(t: Translate, type: string | null | undefined): string {
  if (!type) return t('projects.type.none');
  return type in TYPE_KEYS ? t(TYPE_KEYS[type as keyof typeof TYPE_KEYS]) : type;
}

export function projectStatusLabel(t: Translate, status: string): string {
  return status in STATUS_KEYS ? t(STATUS_KEYS[status as keyof typeof STATUS_KEYS]) : status;
}

const TONES: Record<ReturnType<typeof statusBadgeTone>, BadgeTone> = { green: 'success', grey: 'neutral', yellow: 'warning' };

export function projectStatusTone(status: string, view: 'admin' | 'investor'): BadgeTone {
  return TONES[statusBadgeTone(status, view)];
}

/** Euros from the API (a number with at most two decimals) in es-ES, no decimals (spec 000 §9). */
export const euros = (value: number | null | undefined, decimals: 0 | 2 = 0) => (value == null ? '—' : formatEuros(Math.round(value * 100), { decimals }));

/** A percentage from the API (5.25) as "5,25 %" (two decimals, spec 001 §9). */
export const percent = (value: number | null | undefined) => (value == null ? '—' : formatPercent(Math.round(value * 100)));
