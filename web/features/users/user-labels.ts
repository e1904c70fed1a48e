// How a user row reads: role badge (spec 000 §6), brand of the whitelabel domain (spec 001 §2) and
// KYC state. Pure, so the table and the phone cards say the same thing.
import type { BadgeTone } from '../../components/badge';
import type { MessageKey } from '../../i18n/catalogs';
import type { UserListItem } from './api/users-api';

export { whitelabelName } from '../../components/domain-filter';

export interface Label {
  key: MessageKey;
  tone: BadgeTone;
}

export function roleLabel(user: Pick<UserListItem, 'is_admin' | 'is_erir'>): Label {
  if (user.is_admin) return { key: 'role.admin', tone: 'info' };
  if (user.is_erir) return { key: 'role.erir', tone: 'accent' };
  return { key: 'role.user', tone: 'neutral' };
}

export function kycLabel(status: string): Label {
  if (status === 'ok') return { key: 'kyc.status.ok', tone: 'success' };
  if (status === 'process') return { key: 'kyc.status.process', tone: 'warning' };
  return { key: 'kyc.status.pending', tone: 'neutral' };
}

/** The name column: the full name, else the short name, else nothing (the e-mail is beside it). */
export function personName(user: Pick<UserListItem, 'full_name' | 'name'>): string | undefined {
  return user.full_name?.trim() || user.name?.trim() || undefined;
}

/** Spec 001 §4: the review button shows only while the user's application is SUBMITTED. */
export function reviewableApplication(user: Pick<UserListItem, 'kyc_application_id' | 'kyc_application_status' | 'wallet_change_pending'>): string | null {
  return user.kyc_application_status === 'SUBMITTED' || user.wallet_change_pending ? user.kyc_application_id : null;
}

export const kycReviewPath = (applicationId: string) => `/dashboard/users-kyc/${encodeURIComponent(applicationId)}`;
