// KYC (spec 001 §2–§5): the application's statuses and the rules that move it, the enumerations, the
// three forms' schemas (personal step, questionnaire, admin review) shared by the web forms and the BFF,
// the final submission's completeness check and the API shapes.
//
// State machine: DRAFT → SUBMITTED → APPROVED | REJECTED; an edit of a REJECTED application brings it
// back to DRAFT. The user's kyc_status follows: SUBMITTED → process, APPROVED → ok, REJECTED → no.
import * as v from 'valibot';
import type { WalletChange } from './wallet-change';
import { WALLET_PATTERN, hasValidChecksum } from './eip55';
import kycFieldLabels from './i18n/kyc-fields.json';
import { calendarDay } from './calendar-day';
import type { KycApplicationStatus } from './kyc-status';
import type { Message } from './messages';
import type { PendingApprovalRef } from './approvals';

export { KYC_APPLICATION_STATUSES, type KycApplicationStatus } from './kyc-status';

export const USER_TYPES = ['persona_fisica', 'persona_juridica'] as const;
export type UserType = (typeof USER_TYPES)[number];

// Enumerations (spec 001 §3): stored as these values, labelled per language by the web app.
export const INVESTMENT_EXPERIENCES = ['none', 'beginner', 'intermediate', 'experienced', 'advanced'] as const;
export const INVESTMENT_OBJECTIVES = ['capital_preservation', 'income_medium_risk', 'income_high_risk', 'aggressive_growth'] as const;
export const RISK_TOLERANCES = ['conservative', 'moderate', 'high'] as const;
export const ANNUAL_INCOMES = ['below_30k', '30k_50k', '50k_75k', '75k_100k', '100k_150k', 'above_150k'] as const;
export const FUND_SOURCES = ['ninguno', 'jubilacion', 'laboral', 'inmobiliaria', 'financieros'] as const;
export const CAPITAL_PERCENTAGES = ['menos_25', '25_50', '50_75', 'mas_75'] as const;
/** The spec leaves education levels open; these follow the Spanish education system. */
export const EDUCATION_LEVELS = ['sin_estudios', 'primaria', 'secundaria', 'bachillerato', 'formacion_profesional', 'grado', 'master', 'doctorado'] as const;

/** The three identity documents (spec 001 §2 "Document upload tab"). */
export const KYC_DOCUMENT_TYPES = ['front', 'back', 'proof'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** Where a stored document is served (spec 001 §7 GET /kyc/document/{userId}/{path}). */
export const kycDocumentUrl = (document: { user_id: string; id: string }) => `/api/kyc/document/${document.user_id}/${document.id}`;

/** What the profile and the users list say about a user's application (spec 001 §3 "User profile fields"). */
export interface KycSummary {
  ready_for_review: boolean;
  application_status: KycApplicationStatus | null;
  application_id: string | null;
}

/** The application field each document's address is kept in (spec 001 §3). */
export const DOCUMENT_URL_FIELDS = { front: 'id_front_url', back: 'id_back_url', proof: 'id_proof_url' } as const satisfies Record<KycDocumentType, string>;

/** Spec 001 §2: JPG, PNG or PDF, at most 5 MB. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KYC_DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Why an admin asks for a new copy of one document (beyond the spec: the investor re-uploads only that one). */
export const REPLACEMENT_REASONS = ['blurry', 'missing_page', 'expired', 'mismatch', 'other'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

export const KYC_NAME_MIN = 2;
export const KYC_ID_NUMBER_MIN = 5;
export const KYC_PHONE_MIN_DIGITS = 9;
export const KYC_REASON_MAX = 2000;

// ---- Rules of the state machine --------------------------------------------------------------------

export type KycAction = 'edit' | 'submit' | 'review' | 'deleteDocument';

/** Which statuses allow an action; the server refuses the rest with 409. */
const ALLOWED: Record<KycAction, readonly KycApplicationStatus[]> = {
  edit: ['DRAFT', 'REJECTED'],
  submit: ['DRAFT', 'REJECTED'],
  review: ['SUBMITTED'],
  deleteDocument: ['DRAFT', 'REJECTED'],
};

export function kycStatusAllows(status: KycApplicationStatus, action: KycAction): boolean {
  return ALLOWED[action].includes(status);
}

/** The status after an investor's edit: a rejected application becomes a draft again. */
export const statusAfterEdit = (status: KycApplicationStatus): KycApplicationStatus => (status === 'REJECTED' ? 'DRAFT' : status);

/** The user's kyc_status that goes with each application status (spec 001 §4 "User KYC status"). */
export const USER_KYC_STATUS_FOR = { DRAFT: 'no', SUBMITTED: 'process', APPROVED: 'ok', REJECTED: 'no' } as const satisfies Record<
  KycApplicationStatus,
  'no' | 'process' | 'ok'
>;

/** Read-only for the investor (spec 001 §4 "Editing is read-only when SUBMITTED or APPROVED"). */
export const isReadOnly = (status: KycApplicationStatus): boolean => !kycStatusAllows(status, 'edit');

// ---- Schemas ----------------------------------------------------------------------------------------

const digitCount = (value: string) => value.replace(/\D/g, '').length;
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'kyc.textTooLong'));
/** Empty form inputs arrive as '' or null (or are left out); all three mean "not given". */
const optionalText = (max: number) => v.nullish(text(max));
/** An optional choice; a form's empty select ('') means none, so the rules that need it say so themselves. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  v.nullish(
    v.pipe(
      v.union([v.literal(''), v.picklist(values)], 'kyc.choiceInvalid'),
      v.transform((value) => (value === '' ? null : (value as T[number]))),
    ),
  );
const required = <T extends readonly [string, ...string[]]>(values: T, message: string) => v.picklist(values, message);

const isoDate = v.pipe(
  calendarDay('kyc.dateInvalid'),
  v.check((value) => value >= '1850-01-01', 'kyc.dateInvalid'),
);

export const WalletSchema = v.pipe(
  v.string('kyc.walletRequired'),
  v.trim(),
  v.nonEmpty('kyc.walletRequired'),
  v.regex(WALLET_PATTERN, 'kyc.walletInvalid'),
  v.check(hasValidChecksum, 'kyc.walletChecksum'),
);

const applicationId = v.nullish(v.pipe(v.string(), v.uuid('kyc.notFound')));

/** The personal step's fields (spec 001 §3 "KYC application", §5 "KYC personal"). */
export const KycPersonalFieldsSchema = v.object({
  user_type: v.picklist(USER_TYPES, 'kyc.userTypeRequired'),
  name: v.pipe(v.string('kyc.nameTooShort'), v.trim(), v.minLength(KYC_NAME_MIN, 'kyc.nameTooShort'), v.maxLength(200, 'kyc.textTooLong')),
  id_number: v.pipe(
    v.string('kyc.idNumberInvalid'),
    v.trim(),
    v.minLength(KYC_ID_NUMBER_MIN, 'kyc.idNumberInvalid'),
    v.maxLength(40, 'kyc.idNumberInvalid'),
  ),
  /** Birth date; for companies the date of incorporation. */
  birth_date: v.nullish(v.union([v.literal(''), isoDate], 'kyc.dateInvalid')),
  phone: v.nullish(
    v.pipe(
      v.string('kyc.phoneTooShort'),
      v.trim(),
      v.check((value) => value === '' || (/^\+?[0-9 ().-]+$/.test(value) && digitCount(value) >= KYC_PHONE_MIN_DIGITS && digitCount(value) <= 15), 'kyc.phoneTooShort'),
    ),
  ),
  wallet: WalletSchema,
  address: optionalText(300),
  postal_code: optionalText(20),
  city: optionalText(120),
  /** The country's name (spec 001 §2), chosen from core/countries.ts. */
  country: optionalText(120),
  nationality: optionalText(120),
  profession: optionalText(120),
  education_level: choice(EDUCATION_LEVELS),
  company_registration_number: optionalText(60),
  company_role: optionalText(120),
  is_us_citizen: v.nullish(v.boolean()),
  is_politically_exposed: v.nullish(v.boolean()),
});

const professionGiven = (input: { user_type: UserType; profession?: string | null; education_level?: string | null }) =>
  input.user_type !== 'persona_fisica' || (!!input.profession?.trim() && !!input.education_level);

/** PUT /api/kyc/personal, and the personal tab's resolver. */
export const KycPersonalSchema = v.pipe(
  v.object({ ...KycPersonalFieldsSchema.entries, application_id: applicationId }),
  v.forward(v.partialCheck([['user_type'], ['profession'], ['education_level']], professionGiven, 'kyc.professionRequired'), ['profession']),
);
export type KycPersonalInput = v.InferOutput<typeof KycPersonalSchema>;

/** The questionnaire's fields (spec 001 §3, §5 "KYC questionnaire"). */
export const KycQuestionnaireFieldsSchema = v.object({
  investment_experience: required(INVESTMENT_EXPERIENCES, 'kyc.experienceRequired'),
  investment_objective: required(INVESTMENT_OBJECTIVES, 'kyc.objectiveRequired'),
  risk_tolerance: required(RISK_TOLERANCES, 'kyc.riskRequired'),
  annual_income: required(ANNUAL_INCOMES, 'kyc.incomeRequired'),
  source_of_funds: required(FUND_SOURCES, 'kyc.sourceRequired'),
  capital_percentage: required(CAPITAL_PERCENTAGES, 'kyc.capitalPercentageRequired'),
  investment_capital_origin: required(FUND_SOURCES, 'kyc.capitalOriginRequired'),
  understand_risks: v.literal(true, 'kyc.risksRequired'),
  terms_acceptance: v.literal(true, 'kyc.termsRequired'),
  treated_as_professional: v.nullish(v.boolean()),
  invested_in_unlisted: v.nullish(v.boolean()),
  knows_security_token: v.nullish(v.boolean()),
  knows_total_loss: v.nullish(v.boolean()),
});

/** PUT /api/kyc/questionnaire, and the questionnaire tab's resolver. */
export const KycQuestionnaireSchema = v.object({ ...KycQuestionnaireFieldsSchema.entries, application_id: applicationId });
export type KycQuestionnaireInput = v.InferOutput<typeof KycQuestionnaireSchema>;

export const KycDocumentTypeSchema = v.picklist(KYC_DOCUMENT_TYPES, 'kyc.documentTypeInvalid');

/** An admin's request for a new copy of one document. */
export const ReplacementRequestSchema = v.pipe(
  v.object({
    type: KycDocumentTypeSchema,
    reason: v.picklist(REPLACEMENT_REASONS, 'kyc.replacementReasonInvalid'),
    comment: v.nullish(text(500)),
  }),
  v.forward(
    v.check((input) => input.reason !== 'other' || !!input.comment, 'kyc.replacementCommentRequired'),
    ['comment'],
  ),
);

const reason = v.pipe(v.string('kyc.rejectionReasonRequired'), v.trim(), v.nonEmpty('kyc.rejectionReasonRequired'), v.maxLength(KYC_REASON_MAX, 'kyc.textTooLong'));

/** POST /api/kyc/review (spec 001 §7): comments are required to reject (spec 001 §5). */
export const KycReviewSchema = v.pipe(
  v.object({
    applicationId: v.pipe(v.string('kyc.notFound'), v.uuid('kyc.notFound')),
    status: v.picklist(['APPROVED', 'REJECTED'], 'kyc.reviewStatusInvalid'),
    comments: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(KYC_REASON_MAX, 'kyc.textTooLong'))),
    documents: v.optional(v.pipe(v.array(ReplacementRequestSchema), v.maxLength(KYC_DOCUMENT_TYPES.length))),
  }),
  v.forward(
    v.check((input) => input.status !== 'REJECTED' || !!input.comments, 'kyc.rejectionReasonRequired'),
    ['comments'],
  ),
  v.forward(
    v.check((input) => input.status === 'REJECTED' || !input.documents?.length, 'kyc.replacementOnlyOnReject'),
    ['documents'],
  ),
);
export type KycReviewInput = v.InferOutput<typeof KycReviewSchema>;

/** POST /api/kyc/reject/{id} (spec 001 §7). */
export const KycRejectSchema = v.object({ reason });

/** POST /api/kyc/submit: the wallet typed once more, for the server to compare (a mistyped one loses the tokens). */
export const KycSubmitSchema = v.object({ wallet_repeat: v.optional(v.pipe(v.string('kyc.submitWalletMismatch'), v.trim(), v.maxLength(100, 'kyc.submitWalletMismatch')), '') });
export type KycSubmitInput = v.InferOutput<typeof KycSubmitSchema>;

// ---- API shapes -------------------------------------------------------------------------------------

type Nullable<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };
export type KycPersonalFields = Nullable<v.InferOutput<typeof KycPersonalFieldsSchema>>;
export type KycQuestionnaireFields = Nullable<v.InferOutput<typeof KycQuestionnaireFieldsSchema>>;

/** One stored identity document, as its owner and admins see it. */
export interface KycDocument {
  id: string;
  type: KycDocumentType;
  /** GET /api/kyc/document/{userId}/{documentId}: served only to its owner and admins. */
  url: string;
  content_type: string;
  file_size: number;
  uploaded_at: string;
}

/** An admin asked for a new copy of this document when rejecting; cleared by the new upload. */
export interface KycReplacement {
  reason: ReplacementReason;
  comment: string | null;
}

/** The last upload of a document type that the server refused after receiving it (tus or multipart). */
export interface KycUploadFailure {
  upload_id: string;
  error: string;
  at: string;
}

export interface KycPermissions {
  edit: boolean;
  submit: boolean;
  review: boolean;
  /** Why an admin may not decide this application although it waits for review: it is their own. */
  refusal: 'kyc.ownApplication' | null;
}

export interface KycApplication extends KycPersonalFields, KycQuestionnaireFields {
  id: string;
  user_id: string;
  status: KycApplicationStatus;
  submitted_at: string | null;
  reviewed_at: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
  id_front_url: string | null;
  id_back_url: string | null;
  id_proof_url: string | null;
  documents: Record<KycDocumentType, KycDocument | null>;
  replacements: Partial<Record<KycDocumentType, KycReplacement>>;
  upload_failures: Partial<Record<KycDocumentType, KycUploadFailure>>;
  /** The latest request for a new wallet (only an approved application has any). */
  wallet_change: WalletChange | null;
  /** A four-eyes request about it waiting for a second person (issue 57; admins' and ERIR users' reads only). */
  pending_approval: PendingApprovalRef | null;
  can: KycPermissions;
  /** Whose application it is; admins' reads only. */
  applicant?: { id: string; email: string; name: string | null; domain_id: number };
}

/** POST /api/kyc/document answers the document's address (spec 001 §7) and the application as it now is. */
export interface KycDocumentUploadResponse {
  url: string;
  document: KycDocument;
  application: KycApplication;
}

/** GET /api/admin/kyc/applications: a page of the review queue, oldest submission first, and the next page's cursor. */
export interface KycReviewQueueResponse {
  success: true;
  data: KycApplication[];
  nextCursor: string | null;
}

// ---- Final submission -------------------------------------------------------------------------------

type SubmissionField = keyof typeof kycFieldLabels;
const ALWAYS_REQUIRED: SubmissionField[] = [
  'name',
  'id_number',
  'wallet',
  'id_front_url',
  'id_back_url',
  'id_proof_url',
  'investment_experience',
  'investment_objective',
  'risk_tolerance',
  'annual_income',
  'source_of_funds',
  'understand_risks',
  'terms_acceptance',
];
const COMPANY_REQUIRED: SubmissionField[] = ['company_registration_number', 'company_role'];

/** What the check reads: the application's fields and its documents' addresses (anything absent is missing). */
type SubmissionView = { user_type: string | null } & Partial<Record<SubmissionField, unknown>>;

const present = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value === true || (value !== null && value !== undefined && value !== false));

/** The fields the final submission still misses (spec 001 §5 "KYC final submission"), in order. */
export function missingForSubmission(application: SubmissionView): SubmissionField[] {
  const fields = application.user_type === 'persona_juridica' ? [...ALWAYS_REQUIRED, ...COMPANY_REQUIRED] : ALWAYS_REQUIRED;
  return fields.filter((field) => !present(application[field]));
}

/** 'Faltan campos obligatorios: {list}', or null when nothing is missing. */
export function submissionProblem(application: SubmissionView): Message | null {
  const missing = missingForSubmission(application);
  return missing.length ? { key: 'kyc.missingFields', list: missing.map((field) => kycFieldLabels[field]) } : null;
}
