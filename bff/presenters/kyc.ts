// KYC applications as the API shows them (core/kyc.ts): dates as ISO instants or calendar days, each
// current document with its private address, the admin's replacement requests, refused uploads worded
// in the reader's language, and what the reader may do.
import {
  DOCUMENT_URL_FIELDS,
  KYC_DOCUMENT_TYPES,
  kycDocumentUrl,
  type KycApplication,
  type KycDocument,
  type KycPermissions,
  type KycReplacement,
  type KycUploadFailure,
} from '../../core/kyc';
import type { Language } from '../../core/i18n-locales';
import { translateMessage } from '../../core/messages';
import type { DbKycDocumentRow, DbWalletChangeRow } from '../../db/tables';
import type { WalletChange } from '../../core/wallet-change';
import type { KycApplicant } from '../../db/queries/kyc';
import type { KycView } from '../services/kyc';

export type { KycView };

export function presentKycDocument(document: DbKycDocumentRow): KycDocument {
  return {
    id: document.id,
    type: document.type,
    url: kycDocumentUrl(document),
    content_type: document.content_type,
    file_size: document.file_size,
    uploaded_at: document.created_at.toISOString(),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentWalletChange(change: DbWalletChangeRow): WalletChange {
  return {
    id: change.id,
    old_wallet: change.old_wallet,
    new_wallet: change.new_wallet,
    status: change.status,
    requested_at: change.requested_at.toISOString(),
    reviewed_at: iso(change.reviewed_at),
    rejection_reason: change.rejection_reason,
    // The KYC routes name the request waiting on it.
    pending_approval: null,
  };
}

export function presentKycApplication(
  { application: a, documents, walletChange }: KycView,
  can: KycPermissions,
  language: Language,
  applicant?: KycApplicant,
): KycApplication {
  const byType = Object.fromEntries(KYC_DOCUMENT_TYPES.map((type) => [type, documents.find((d) => d.type === type) ?? null])) as Record<
    (typeof KYC_DOCUMENT_TYPES)[number],
    DbKycDocumentRow | null
  >;
  const replacements: KycApplication['replacements'] = {};
  const failures: KycApplication['upload_failures'] = {};
  for (const type of KYC_DOCUMENT_TYPES) {
    const doc = byType[type];
    if (doc?.replacement_reason) replacements[type] = { reason: doc.replacement_reason, comment: doc.replacement_comment } satisfies KycReplacement;
    const failure = a.upload_failures[type];
    if (failure) failures[type] = { upload_id: failure.upload_id, error: translateMessage(failure.error, language), at: failure.at } satisfies KycUploadFailure;
  }
  const urls = Object.fromEntries(KYC_DOCUMENT_TYPES.map((type) => [DOCUMENT_URL_FIELDS[type], byType[type] ? kycDocumentUrl(byType[type]) : null])) as Record<
    (typeof DOCUMENT_URL_FIELDS)[keyof typeof DOCUMENT_URL_FIELDS],
    string | null
  >;
  return {
    id: a.id,
    user_id: a.user_id,
    status: a.status,
    submitted_at: iso(a.submitted_at),
    reviewed_at: iso(a.reviewed_at),
    rejection_reason: a.rejection_reason,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
    user_type: a.user_type,
    name: a.name,
    id_number: a.id_number,
    birth_date: a.birth_date,
    phone: a.phone,
    wallet: a.wallet,
    address: a.address,
    postal_code: a.postal_code,
    city: a.city,
    country: a.country,
    nationality: a.nationality,
    profession: a.profession,
    education_level: a.education_level as KycApplication['education_level'],
    company_registration_number: a.company_registration_number,
    company_role: a.company_role,
    is_us_citizen: a.is_us_citizen,
    is_politically_exposed: a.is_politically_exposed,
    investment_experience: a.investment_experience as KycApplication['investment_experience'],
    investment_objective: a.investment_objective as KycApplication['investment_objective'],
    risk_tolerance: a.risk_tolerance as KycApplication['risk_tolerance'],
    annual_income: a.annual_income as KycApplication['annual_income'],
    source_of_funds: a.source_of_funds as KycApplication['source_of_funds'],
    capital_percentage: a.capital_percentage as KycApplication['capital_percentage'],
    investment_capital_origin: a.investment_capital_origin as KycApplication['investment_capital_origin'],
    understand_risks: a.understand_risks as KycApplication['understand_risks'],
    terms_acceptance: a.terms_acceptance as KycApplication['terms_acceptance'],
    treated_as_professional: a.treated_as_professional,
    invested_in_unlisted: a.invested_in_unlisted,
    knows_security_token: a.knows_security_token,
    knows_total_loss: a.knows_total_loss,
    ...urls,
    documents: {
      front: byType.front && presentKycDocument(byType.front),
      back: byType.back && presentKycDocument(byType.back),
      proof: byType.proof && presentKycDocument(byType.proof),
    },
    replacements,
    upload_failures: failures,
    wallet_change: walletChange ? presentWalletChange(walletChange) : null,
    pending_approval: null,
    can,
    ...(applicant ? { applicant: { id: applicant.id, email: applicant.email, name: applicant.full_name ?? applicant.name, domain_id: applicant.domain_id } } : {}),
  };
}
