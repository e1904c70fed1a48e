// How the approvals screen words a request: its kind and state (every one in core/approvals.ts has a
// text), a state's badge tone, what approving will do in a sentence ("Mintear 120 tokens de Proyecto X a
// Ana Pérez"), who someone is, and the time left before it expires.
import type { ApprovalKind, ApprovalPerson, ApprovalRequest, ApprovalStatus } from '../../../core/approvals';
import { formatDateTime, formatEuroAmount } from '../../../core/format';
import { INTL_LOCALE, type Language } from '../../../core/i18n-locales';
import type { BadgeTone } from '../../components/badge';
import type { MessageKey } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/i18n';

export const KIND_KEYS = {
  'investment.mint': 'approvals.kind.investment.mint',
  'kyc.approve': 'approvals.kind.kyc.approve',
  'investor.unblock': 'approvals.kind.investor.unblock',
  'tokens.release': 'approvals.kind.tokens.release',
  'project.unblock': 'approvals.kind.project.unblock',
  'wallet.recover': 'approvals.kind.wallet.recover',
} as const satisfies Record<ApprovalKind, MessageKey>;

const EFFECT_KEYS = {
  'investment.mint': 'approvals.effect.investment.mint',
  'kyc.approve': 'approvals.effect.kyc.approve',
  'investor.unblock': 'approvals.effect.investor.unblock',
  'tokens.release': 'approvals.effect.tokens.release',
  'project.unblock': 'approvals.effect.project.unblock',
  'wallet.recover': 'approvals.effect.wallet.recover',
} as const satisfies Record<ApprovalKind, MessageKey>;

export const STATUS_KEYS = {
  pending: 'approvals.status.pending',
  approved: 'approvals.status.approved',
  rejected: 'approvals.status.rejected',
  expired: 'approvals.status.expired',
  void: 'approvals.status.void',
} as const satisfies Record<ApprovalStatus, MessageKey>;

export const STATUS_TONES: Record<ApprovalStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral', void: 'neutral' };

/** 0x1234…abcd: an address is told apart by its ends; the whole one is the subject's to show. */
export const shortWallet = (address: string): string => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/** What approving will do, in one sentence; a value the server left out falls back to the subject's name. */
export function effectText(t: Translate, { kind, effect, subject }: Pick<ApprovalRequest, 'kind' | 'effect' | 'subject'>): string {
  return t(EFFECT_KEYS[kind], {
    investor: effect.investor ?? subject.label,
    project: effect.project ?? subject.label,
    tokens: effect.tokens ?? 0,
    from: effect.previous_wallet ? shortWallet(effect.previous_wallet) : '—',
    to: effect.wallet ? shortWallet(effect.wallet) : '—',
  });
}

export const effectAmount = (t: Translate, approval: Pick<ApprovalRequest, 'effect'>): string | null =>
  approval.effect.amount === undefined ? null : t('approvals.effect.amount', { amount: formatEuroAmount(approval.effect.amount) });

export const personName = (person: ApprovalPerson): string => person.name?.trim() || person.email;

export const approvalInstant = (iso: string, language: Language): string => formatDateTime(iso, INTL_LOCALE[language]);

/** Whole hours and minutes left until `expiresAt` (rounded up to the minute), or null once it is past. */
export function timeLeft(expiresAt: string, now: number): { hours: number; minutes: number } | null {
  const ms = new Date(expiresAt).getTime() - now;
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export function countdownText(t: Translate, expiresAt: string, now: number): string {
  const left = timeLeft(expiresAt, now);
  if (!left) return t('approvals.countdown.over');
  const time = left.hours > 0 ? t('approvals.countdown.hours', left) : t('approvals.countdown.minutes', { minutes: left.minutes });
  return t('approvals.countdown', { time });
}
