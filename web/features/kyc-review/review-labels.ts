// How the review page names things: an application's status and its badge tone (other values read raw,
// in grey: spec 001 §4), a replacement reason, a document by its type (core's field labels).
import { DOCUMENT_URL_FIELDS, type KycDocumentType } from '../../../core/kyc';
import kycFieldLabels from '../../../core/i18n/kyc-fields.json';
import type { Language } from '../../../core/i18n-locales';
import type { BadgeTone } from '../../components/badge';
import type { MessageKey } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/i18n';
import { applicationStatusBadge, type StatusKeys } from '../../components/kyc-summary/kyc-labels';

export { REASON_KEYS } from '../../components/kyc-summary/kyc-labels';

const ADMIN_STATUS_KEYS: StatusKeys = {
  DRAFT: 'kycAdmin.status.DRAFT',
  SUBMITTED: 'kycAdmin.status.SUBMITTED',
  APPROVED: 'kycAdmin.status.APPROVED',
  REJECTED: 'kycAdmin.status.REJECTED',
};

/** Short enough for three tabs side by side on a phone. */
export const TAB_KEYS = {
  front: 'kycAdmin.tab.front',
  back: 'kycAdmin.tab.back',
  proof: 'kycAdmin.tab.proof',
} as const satisfies Record<KycDocumentType, MessageKey>;

export const applicationStatus = (t: Translate, status: string): { label: string; tone: BadgeTone } =>
  applicationStatusBadge(t, status, ADMIN_STATUS_KEYS);

export function documentLabel(type: KycDocumentType, language: Language): string {
  return kycFieldLabels[DOCUMENT_URL_FIELDS[type]][language];
}

const KINDS: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' };

/** The file's format as the admin knows it (JPG, PNG, PDF), else its media type. */
export const documentKind = (contentType: string): string => KINDS[contentType] ?? contentType;

export const isPdf = (contentType: string): boolean => contentType === 'application/pdf';
