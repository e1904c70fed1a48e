// Row types of the tables, as the drivers return them: bigint as number, timestamptz as Date and
// date as a 'YYYY-MM-DD' string (both normalised in db/knex.ts).
import type { ApprovalKind, ApprovalRequest, ApprovalSubjectType } from '../core/approvals';

export interface BrandColors {
  primary: string;
  primaryContrast: string;
  accent: string;
  dark: string;
}

export interface DbBrandRow {
  domain_id: number;
  platform: string;
  name: string;
  logo_path: string;
  colors: BrandColors;
  legal_name: string;
  tax_id: string;
  address: string;
  phone: string;
  contact_email: string;
  mail_from: string;
  bank_name: string;
  iban: string;
  bic: string;
  hosts: string[];
  social: { linkedin: string; twitter: string };
  created_at: Date;
  updated_at: Date;
}

export type UserStatus = 'ACTIVE' | 'BLOCKED';
export type KycStatus = 'no' | 'process' | 'ok';

export interface DbUserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  full_name: string | null;
  name: string | null;
  avatar_url: string | null;
  is_admin: boolean;
  is_erir: boolean;
  status: UserStatus;
  kyc_status: KycStatus;
  kyc_approved_at: Date | null;
  domain_id: number;
  locale: 'es' | 'en';
  created_at: Date;
  updated_at: Date;
}

export interface DbAuditRow {
  id: number;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
  created_at: Date;
  /** The hash chain (core/audit-chain.ts); null only for a row written without db/queries/audit.ts. */
  prev_hash: string | null;
  hash: string | null;
}

export type ProjectType = 'real_estate' | 'business' | 'infrastructure' | 'energy' | 'other';
export type ProjectModality = 'equity' | 'debt' | 'hybrid' | 'crowdfunding';
export type ProjectStatus = 'draft' | 'active' | 'completed' | 'cancelled' | 'blocked';
export type DocumentType = 'whitepaper' | 'legal' | 'contract' | 'financial' | 'technical' | 'marketing' | 'other';

export interface DbProjectRow {
  id: string;
  domain_id: number;
  name: string;
  description: string | null;
  project_type: ProjectType | null;
  website: string | null;
  total_funding_cents: number | null;
  duration_months: number | null;
  modality: ProjectModality | null;
  annual_return_bp: number | null;
  total_return_bp: number | null;
  token_value_cents: number | null;
  min_investment_cents: number | null;
  max_investment_cents: number | null;
  /** 'YYYY-MM-DD': a calendar day, never shifted by the server's time zone. */
  start_date: string | null;
  end_date: string | null;
  investment_terms: string | null;
  status: ProjectStatus;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface DbProjectFileRow {
  id: string;
  project_id: string;
  kind: 'image' | 'document';
  filename: string;
  storage_key: string;
  content_type: string;
  file_size: number;
  description: string | null;
  document_type: DocumentType | null;
  is_main: boolean;
  uploaded_by: string | null;
  created_at: Date;
  /** Images: pixel size after EXIF orientation (0004_project_media). */
  width: number | null;
  height: number | null;
  /** Images: widths of the stored WebP variants, ascending; empty for documents. */
  variant_widths: number[];
}

export interface DbContactMessageRow {
  id: string;
  domain_id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  privacy_accepted: boolean;
  marketing_accepted: boolean;
  language: 'es' | 'en';
  user_agent: string | null;
  created_at: Date;
}

export type DbKycStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';
export type DbKycDocumentType = 'front' | 'back' | 'proof';

export interface DbKycUploadFailure {
  upload_id: string;
  /** A message key (core/i18n/kyc.json), worded when presented. */
  error: string;
  at: string;
}

export interface DbKycApplicationRow {
  id: string;
  user_id: string;
  status: DbKycStatus;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  rejection_reason: string | null;
  user_type: 'persona_fisica' | 'persona_juridica' | null;
  name: string | null;
  id_number: string | null;
  /** 'YYYY-MM-DD'. */
  birth_date: string | null;
  phone: string | null;
  wallet: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  nationality: string | null;
  profession: string | null;
  education_level: string | null;
  company_registration_number: string | null;
  company_role: string | null;
  is_us_citizen: boolean | null;
  is_politically_exposed: boolean | null;
  investment_experience: string | null;
  investment_objective: string | null;
  risk_tolerance: string | null;
  annual_income: string | null;
  source_of_funds: string | null;
  capital_percentage: string | null;
  investment_capital_origin: string | null;
  understand_risks: boolean | null;
  terms_acceptance: boolean | null;
  treated_as_professional: boolean | null;
  invested_in_unlisted: boolean | null;
  knows_security_token: boolean | null;
  knows_total_loss: boolean | null;
  upload_failures: Partial<Record<DbKycDocumentType, DbKycUploadFailure>>;
  created_at: Date;
  updated_at: Date;
}

export interface DbKycDocumentRow {
  id: string;
  application_id: string;
  user_id: string;
  type: DbKycDocumentType;
  storage_key: string;
  content_type: string;
  file_size: number;
  sha256: string;
  wrapped_key: string;
  key_id: string;
  submitted_at: Date | null;
  superseded_at: Date | null;
  replacement_reason: 'blurry' | 'missing_page' | 'expired' | 'mismatch' | 'other' | null;
  replacement_comment: string | null;
  uploaded_by: string | null;
  created_at: Date;
}

/** A resumable upload not finished yet (migration 0014). */
export interface DbKycOpenUploadRow {
  id: string;
  user_id: string;
  document_type: DbKycDocumentType;
  /** The declared Upload-Length, in bytes. */
  length: number;
  created_at: Date;
}

export type DbInvestmentStatus = 'start' | 'payment' | 'review' | 'erir' | 'mint' | 'completed' | 'rejected';

export interface DbInvestmentRow {
  id: string;
  user_id: string;
  project_id: string;
  domain_id: number;
  status: DbInvestmentStatus;
  amount_cents: number;
  tokens: number;
  payment_method: 'bank';
  payment_reference: string;
  whitepaper_document_id: string | null;
  whitepaper_filename: string | null;
  whitepaper_sha256: string | null;
  whitepaper_accepted_at: Date | null;
  created_at: Date;
  start_at: Date | null;
  payment_at: Date | null;
  payment_verified_at: Date | null;
  review_at: Date | null;
  erir_at: Date | null;
  mint_at: Date | null;
  completed_at: Date | null;
  rejected_at: Date | null;
  rejected_by: string | null;
  rejection_reason: string | null;
  /** The admin's mint went to the chain at this time and is not confirmed yet (null again if it failed). */
  mint_requested_at: Date | null;
  mint_requested_by: string | null;
  /** Why the chain refused the last mint; cleared by the next. */
  mint_error: string | null;
  updated_at: Date;
}

export interface DbTokenMintRow {
  id: number;
  investment_id: string;
  user_id: string;
  project_id: string;
  tokens: number;
  reference: string;
  minted_by: string | null;
  minted_at: Date;
  /** The chain it was minted on (reference is then the transaction's hash); null for the database ledger. */
  chain_id: number | null;
}

/** A holder's balance in one project (the database ledger); frozen_tokens ≤ tokens (a CHECK). */
export interface DbTokenHoldingRow {
  user_id: string;
  project_id: string;
  tokens: number;
  /** The sum of the holding's open token blockings (ERC-3643 getFrozenTokens). */
  frozen_tokens: number;
  updated_at: Date;
}

export type DbBlockingType = 'project' | 'investor' | 'tokens';

/** One block of a project, an investor or part of a holding; its release is written onto the same row. */
export interface DbBlockingRow {
  id: string;
  type: DbBlockingType;
  user_id: string | null;
  project_id: string | null;
  tokens: number | null;
  reason: string;
  blocked_by: string | null;
  blocked_at: Date;
  released_by: string | null;
  released_at: Date | null;
  release_reason: string | null;
  ledger_reference: string | null;
  release_ledger_reference: string | null;
}

export type DbChainCommandKind =
  | 'deploy_registry'
  | 'deploy_token'
  | 'register_identity'
  | 'delete_identity'
  | 'mint'
  | 'burn'
  | 'set_address_frozen'
  | 'freeze_partial_tokens'
  | 'unfreeze_partial_tokens'
  | 'pause'
  | 'unpause'
  | 'forced_transfer';

export type DbChainCommandStatus = 'pending' | 'signed' | 'sent' | 'confirmed' | 'failed';

/** One command to the chain (bff/chain/command-worker.ts); its arguments are JSON, amounts whole tokens. */
export interface DbChainCommandRow {
  id: number;
  chain_id: number;
  signer: string;
  kind: DbChainCommandKind;
  contract: string | null;
  args: Record<string, string | number | boolean>;
  subject_type: string | null;
  subject_id: string | null;
  status: DbChainCommandStatus;
  nonce: number | null;
  raw_tx: string | null;
  tx_hash: string | null;
  tx_hashes: string[];
  block_number: number | null;
  block_hash: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  signed_at: Date | null;
  sent_at: Date | null;
  done_at: Date | null;
}

/** One comparison of the register with the chain (bff/chain/reconcile.ts); the counts are null until it finishes. */
export interface DbChainReconciliationRow {
  id: number;
  chain_id: number;
  started_at: Date;
  finished_at: Date | null;
  holdings: number | null;
  differences: number | null;
  details: unknown;
}

export type DbWalletChangeStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** An approved investor's request to receive their tokens on another wallet, and an admin's decision. */
export interface DbWalletChangeRow {
  id: string;
  application_id: string;
  user_id: string;
  old_wallet: string;
  new_wallet: string;
  status: DbWalletChangeStatus;
  requested_at: Date;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  rejection_reason: string | null;
}

export type DbApprovalStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'void';

/** A four-eyes request (issue 57): what one person proposed, and another's decision. */
export interface DbApprovalRow {
  id: string;
  domain_id: number;
  kind: ApprovalKind;
  subject_type: ApprovalSubjectType;
  subject_id: string;
  payload: Record<string, unknown>;
  payload_hash: string;
  subject_version: string;
  subject_label: string;
  /** Where an approver opens the subject in the app (/dashboard/...). */
  subject_path: string;
  effect: ApprovalRequest['effect'];
  reason: string | null;
  maker_id: string;
  checker_id: string | null;
  status: DbApprovalStatus;
  decision_comment: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

/** The vault's sealed form of an authenticator app's secret (bff/kyc/vault.ts), as JSON. */
export interface DbSealedSecret {
  object: string;
  wrappedKey: string;
  keyId: string;
  sha256: string;
}

/** An enrolled second factor: a passkey's credential, or an authenticator app's sealed secret. */
export interface DbSecondFactorRow {
  id: string;
  user_id: string;
  kind: 'passkey' | 'totp';
  label: string;
  created_at: Date;
  last_used_at: Date | null;
  credential_id: string | null;
  public_key: Uint8Array | null;
  counter: number | null;
  transports: string[] | null;
  totp_secret: DbSealedSecret | null;
  totp_last_step: number | null;
}

export type DbChallengePurpose = 'registration' | 'signin' | 'step_up' | 'totp_enrolment';

export interface DbSecondFactorChallengeRow {
  id: string;
  user_id: string;
  purpose: DbChallengePurpose;
  challenge: string;
  totp_secret: DbSealedSecret | null;
  expires_at: Date;
}

export interface DbPendingSignInRow {
  interaction_uid: string;
  user_id: string;
  attempts: number;
  expires_at: Date;
}

/** Annex II facts as an application stores them: amounts in cents. */
export interface DbAnnexIIFacts {
  gross_income_cents: number;
  portfolio_cents: number;
  financial_sector_months: number;
  executive_months: number;
  significant_transactions_last_four_quarters: number;
}

/** One user's investor-protection profile (docs/investor-protection.md); the parts saved together are null together. */
export interface DbInvestorProfileRow {
  user_id: string;
  classification: 'non_sophisticated' | 'sophisticated';
  sophisticated_approved_at: Date | null;
  sophisticated_request: DbAnnexIIFacts | null;
  sophisticated_requested_at: Date | null;
  knowledge_test_answers: Record<string, string> | null;
  knowledge_test_version: number | null;
  knowledge_test_appropriate: boolean | null;
  knowledge_test_taken_at: Date | null;
  net_annual_income_cents: number | null;
  liquid_assets_cents: number | null;
  annual_financial_commitments_cents: number | null;
  net_worth_cents: number | null;
  simulated_at: Date | null;
  risk_warning_acknowledged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
