// Funding projects (spec 001 §3–§5, §9): the enumerations, the draft and publish rules, the save
// request, the badge tones and the API shapes. One module for the admin form (its resolver, when its
// "Publish" button shows and what pressing it checks) and for the BFF (request validation and the
// publish guard).
//
// On the wire money is in euros and returns in percent, as numbers with at most two decimals; the
// database keeps integer cents and basis points (DESIGN.md "Money") and the BFF converts exactly.
import * as v from 'valibot';
import type { Language } from './i18n-locales';
import type { InvestPermission } from './investments';
import type projectMessages from './i18n/projects.json';
import projectFieldLabels from './i18n/project-fields.json';
import { translate, type Message } from './messages';
import { calendarDay } from './calendar-day';
import { toCents } from './money';
import type { PendingApprovalRef } from './approvals';

export const PROJECT_TYPES = ['real_estate', 'business', 'infrastructure', 'energy', 'other'] as const;
export const MODALITIES = ['equity', 'debt', 'hybrid', 'crowdfunding'] as const;
export const PROJECT_STATUSES = ['draft', 'active', 'completed', 'cancelled', 'blocked'] as const;
export const DOCUMENT_TYPES = ['whitepaper', 'legal', 'contract', 'financial', 'technical', 'marketing', 'other'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Modality = (typeof MODALITIES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const NAME_MIN_LENGTH = 3;
export const DESCRIPTION_MIN_LENGTH = 10;
export const TERMS_MIN_LENGTH = 10;
/** Far above any real project, far below where cents stop being exact in a double. */
export const MAX_AMOUNT_EUROS = 1_000_000_000;
export const MAX_PERCENT = 1_000;
export const MAX_DURATION_MONTHS = 600;

/** Spec 001 §9: what a new project starts with. */
export const NEW_PROJECT_DEFAULTS = {
  project_type: 'real_estate',
  modality: 'equity',
  duration: 12,
  annual_return: 5,
  total_return: 15,
  token_value: 100,
  min_investment: 1000,
  max_investment: 10000,
} as const satisfies Partial<ProjectFields>;

/** Euros in whole cents, percent in whole basis points: both are hundredths (core/money.ts). */
const hasAtMostTwoDecimals = (value: number) => toCents(value) !== null;

/** A positive number up to `max` in hundredths: euros (cents) or percent (basis points). */
const hundredths = (message: keyof typeof projectMessages, max: number) =>
  v.pipe(v.number(message), v.finite(message), v.gtValue(0, message), v.maxValue(max, message), v.check(hasAtMostTwoDecimals, message));
const amount = hundredths('project.amountInvalid', MAX_AMOUNT_EUROS);
const percent = hundredths('project.percentInvalid', MAX_PERCENT);
const duration = v.pipe(
  v.number('project.durationInvalid'),
  v.integer('project.durationInvalid'),
  v.gtValue(0, 'project.durationInvalid'),
  v.maxValue(MAX_DURATION_MONTHS, 'project.durationInvalid'),
);
const isoDate = calendarDay('project.dateInvalid');
const website = v.union(
  [v.literal(''), v.pipe(v.string(), v.trim(), v.url('project.websiteInvalid'), v.regex(/^https?:\/\//i, 'project.websiteInvalid'))],
  'project.websiteInvalid',
);
/** Empty form inputs arrive as null (or are left out); both mean "not given". */
const optional = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Every editable field, each optional: what a draft may hold (spec 001 §5 "Project draft"). */
export const ProjectFieldsSchema = v.object({
  name: v.pipe(v.string('project.nameTooShort'), v.trim(), v.minLength(NAME_MIN_LENGTH, 'project.nameTooShort'), v.maxLength(200)),
  description: optional(text(20_000)),
  project_type: optional(v.picklist(PROJECT_TYPES, 'project.typeRequired')),
  website: optional(website),
  total_funding: optional(amount),
  duration: optional(duration),
  modality: optional(v.picklist(MODALITIES, 'project.modalityRequired')),
  annual_return: optional(percent),
  total_return: optional(percent),
  token_value: optional(amount),
  min_investment: optional(amount),
  max_investment: optional(amount),
  start_date: optional(isoDate),
  end_date: optional(isoDate),
  investment_terms: optional(text(20_000)),
});
export type ProjectFields = v.InferOutput<typeof ProjectFieldsSchema>;

/** POST /api/projects: create (no projectId) or update; status draft saves, status active publishes. */
export const ProjectSaveSchema = v.object({
  ...ProjectFieldsSchema.entries,
  name: v.pipe(
    v.string('project.draftNameRequired'),
    v.trim(),
    v.minLength(NAME_MIN_LENGTH, 'project.draftNameRequired'),
    v.maxLength(200),
  ),
  status: v.picklist(['draft', 'active'], 'project.statusInvalid'),
  projectId: v.optional(v.pipe(v.string(), v.uuid('project.notFound'))),
  /** Brand of a new project (admins may create for either); ignored on update. */
  domain_id: v.optional(v.picklist([1, 2], 'validation.domainInvalid')),
});
export type ProjectSaveInput = v.InferOutput<typeof ProjectSaveSchema>;

type PublishField = keyof typeof projectFieldLabels;

/** The fields publishing needs (spec 001 §5 "Project publish"), each with the rule it must pass. */
const PUBLISH_RULES: { field: PublishField; passes: (fields: Partial<ProjectFields>) => boolean }[] = [
  { field: 'name', passes: (f) => (f.name?.trim().length ?? 0) >= NAME_MIN_LENGTH },
  { field: 'description', passes: (f) => (f.description?.trim().length ?? 0) >= DESCRIPTION_MIN_LENGTH },
  { field: 'project_type', passes: (f) => f.project_type != null },
  { field: 'total_funding', passes: (f) => f.total_funding != null && f.total_funding > 0 },
  { field: 'duration', passes: (f) => f.duration != null && Number.isInteger(f.duration) && f.duration > 0 },
  { field: 'modality', passes: (f) => f.modality != null },
  { field: 'annual_return', passes: (f) => f.annual_return != null && f.annual_return > 0 },
  { field: 'total_return', passes: (f) => f.total_return != null && f.total_return > 0 },
  { field: 'token_value', passes: (f) => f.token_value != null && f.token_value > 0 },
  { field: 'min_investment', passes: (f) => f.min_investment != null && f.min_investment > 0 },
  { field: 'max_investment', passes: (f) => f.max_investment != null && f.max_investment > 0 },
  { field: 'start_date', passes: (f) => !!f.start_date },
  { field: 'end_date', passes: (f) => !!f.end_date },
  { field: 'investment_terms', passes: (f) => (f.investment_terms?.trim().length ?? 0) >= TERMS_MIN_LENGTH },
];

/** The fields that fail a publish rule of spec 001 §5, in form order: what a refused publish lists. */
export function missingForPublish(fields: Partial<ProjectFields>): PublishField[] {
  return PUBLISH_RULES.filter((rule) => !rule.passes(fields)).map((rule) => rule.field);
}

export type ConsistencyProblem = { field: 'min_investment' | 'max_investment' | 'end_date'; message: keyof typeof projectMessages };

/** Rules between fields that hold whenever both sides are given (drafts too). */
export function consistencyProblems(fields: Partial<ProjectFields>): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  const { min_investment: min, max_investment: max, total_funding: total, start_date: start, end_date: end } = fields;
  if (min != null && max != null && min > max) problems.push({ field: 'min_investment', message: 'project.minAboveMax' });
  if (max != null && total != null && max > total) problems.push({ field: 'max_investment', message: 'project.maxAboveFunding' });
  if (start && end && end <= start) problems.push({ field: 'end_date', message: 'project.endBeforeStart' });
  return problems;
}

/** Spec 001 §4: the ten fields a publishable project has, and which of them must be numbers. */
const PUBLISHABLE_TEXT_FIELDS = ['name', 'project_type', 'modality'] as const;
const PUBLISHABLE_NUMBER_FIELDS = [
  'total_funding',
  'duration',
  'annual_return',
  'total_return',
  'token_value',
  'min_investment',
  'max_investment',
] as const;

/**
 * Whether a project is publishable (spec 001 §4): the ten fields present, the numeric ones as numbers.
 * It decides whether the Publish button shows and the save answer's canBePublished. It is looser than
 * publishing on purpose: the §5 rules (missingForPublish) and the consistency rules are checked when
 * Publish is pressed, so the admin is told which fields are missing instead of never seeing the button.
 */
export function isPublishable(fields: Partial<ProjectFields>): boolean {
  const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return PUBLISHABLE_TEXT_FIELDS.every((field) => present(fields[field])) && PUBLISHABLE_NUMBER_FIELDS.every((field) => Number.isFinite(fields[field]));
}

/** "Por favor, completa los siguientes campos: Descripción, Fecha de inicio", in the reader's language. */
export function publishMissing(fields: PublishField[]): Message {
  return { key: 'project.publishMissing', list: fields.map((f) => projectFieldLabels[f]) };
}

export const publishMissingMessage = (fields: PublishField[], language: Language): string => translate(publishMissing(fields), language);

/**
 * The terms every investment was made on (its tokens were counted at this token value, under this
 * modality): fixed once the project has an investment that is not rejected (reserved or raised).
 */
export const TERMS_FIXED_ONCE_INVESTED = ['modality', 'token_value'] as const satisfies readonly PublishField[];
export type FixedTerm = (typeof TERMS_FIXED_ONCE_INVESTED)[number];

/** The fixed terms a save would change (a field left empty changes it too). */
export const changedFixedTerms = (saved: Partial<ProjectFields>, next: Partial<ProjectFields>): FixedTerm[] =>
  TERMS_FIXED_ONCE_INVESTED.filter((field) => (saved[field] ?? null) !== (next[field] ?? null));

/** "El proyecto ya tiene inversiones, así que no se puede cambiar: Valor del token", in the reader's language. */
export const termsFixed = (fields: FixedTerm[]): Message => ({ key: 'project.termsFixed', list: fields.map((f) => projectFieldLabels[f]) });

/** What may be done to a project, by whoever may act on it at all (bff/policies/projects.ts says who). */
export const PROJECT_ACTIONS = ['edit', 'saveDraft', 'delete', 'manageFiles', 'block', 'unblock'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** Which actions the caller may take on this project: sent with the project, so buttons show only what the server allows. */
export type ProjectPermissions = Record<ProjectAction, boolean>;

/**
 * The status half of every project permission (spec 001 §2, §4): drafts and active projects are edited
 * and take files; only a draft is saved as a draft or deleted (a published project cannot go back);
 * active ↔ blocked by blocking and unblocking; completed and cancelled projects are read-only.
 */
export function statusAllows(status: ProjectStatus, action: ProjectAction): boolean {
  switch (action) {
    case 'edit':
    case 'manageFiles':
      return status === 'draft' || status === 'active';
    case 'saveDraft':
    case 'delete':
      return status === 'draft';
    case 'block':
      return status === 'active';
    case 'unblock':
      return status === 'blocked';
  }
}

/** Every action's answer to one question: the permissions record the UI receives. */
export function permissionsWhere(allows: (action: ProjectAction) => boolean): ProjectPermissions {
  return {
    edit: allows('edit'),
    saveDraft: allows('saveDraft'),
    delete: allows('delete'),
    manageFiles: allows('manageFiles'),
    block: allows('block'),
    unblock: allows('unblock'),
  };
}

/** Files may be added or removed only while the project is draft or active (spec 001 §2). */
export const filesEditable = (status: ProjectStatus): boolean => statusAllows(status, 'manageFiles');

/** What investors may see: their brand's active and completed projects. */
export const INVESTOR_VISIBLE_STATUSES = ['active', 'completed'] as const satisfies readonly ProjectStatus[];

/** Share of the target raised, capped at 100, one decimal (spec 001 §3 "Funding summary"). */
export function fundingPercentage(currentCents: number, totalCents: number): number {
  if (totalCents <= 0) return 0;
  return Math.min(100, Math.round((currentCents / totalCents) * 1000) / 10);
}

// ---- Uploads (spec 001 §5 "Uploads") ----

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
/** Widths of the WebP variants made of every uploaded image: a catalog card, a detail slide, a zoom. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export type UploadKind = 'image' | 'document';

/** Per kind: the size limit and the messages of spec 001 §5 "Uploads" (the form checks first, the BFF decides). */
export const UPLOAD_RULES = {
  image: {
    maxBytes: IMAGE_MAX_BYTES,
    required: 'project.imageRequired',
    tooLarge: 'project.imageTooLarge',
    wrongType: 'project.imageTypeInvalid',
  },
  document: {
    maxBytes: DOCUMENT_MAX_BYTES,
    required: 'project.documentRequired',
    tooLarge: 'project.documentTooLarge',
    wrongType: 'project.documentFileTypeInvalid',
  },
} as const satisfies Record<UploadKind, { maxBytes: number; required: keyof typeof projectMessages; tooLarge: keyof typeof projectMessages; wrongType: keyof typeof projectMessages }>;

/** 'image' for an image, else the document's category (spec 001 §7 POST /projects/files). */
export const UPLOAD_DOCUMENT_TYPES = ['image', ...DOCUMENT_TYPES] as const;

/**
 * The text fields of POST /api/projects/files (multipart, so every value is a string). The file itself
 * is checked by the BFF by content; a missing documentType is reported once the file is known to be there.
 */
export const ProjectFileFieldsSchema = v.object({
  projectId: v.pipe(v.string('project.notFound'), v.uuid('project.notFound')),
  documentType: v.optional(v.union([v.literal(''), v.picklist(UPLOAD_DOCUMENT_TYPES)], 'project.documentTypeRequired')),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'project.fileDescriptionTooLong'))),
  isMain: v.optional(v.picklist(['true', 'false'], 'project.isMainInvalid')),
});
export type ProjectFileFields = v.InferOutput<typeof ProjectFileFieldsSchema>;

/** PATCH /api/projects/files/{id}: an image becomes the project's main image (the only change a file takes). */
export const ProjectFileUpdateSchema = v.object({ isMain: v.literal(true, 'project.isMainInvalid') });

/** Which rules an upload follows: 'image' is an image, anything else (or nothing yet) a document. */
export const uploadKind = (documentType: string | undefined): UploadKind => (documentType === 'image' ? 'image' : 'document');

// ---- API shapes (answers of /api/projects…) ----

export interface ProjectImageVariant {
  width: ImageVariantWidth;
  url: string;
}

export interface ProjectImage {
  id: string;
  filename: string;
  file_size: number;
  description: string | null;
  is_main: boolean;
  /** The original as uploaded: GET /api/projects/files/{id}. */
  url: string;
  width: number | null;
  height: number | null;
  /** WebP variants, narrowest first: GET /api/projects/files/{id}?w=480 … */
  variants: ProjectImageVariant[];
}

export interface ProjectDocument {
  id: string;
  filename: string;
  file_size: number;
  description: string | null;
  document_type: DocumentType | null;
  url: string;
}

/** GET /api/projects/{id} → data. Admins get every status; investors only what they may see. */
export interface Project extends Omit<ProjectFields, 'name'> {
  id: string;
  name: string;
  domain_id: 1 | 2;
  status: ProjectStatus;
  created_at: string;
  updated_at: string;
  /** The main image's 960-wide variant, or null. */
  image_url: string | null;
  images: ProjectImage[];
  documents: ProjectDocument[];
  canBePublished: boolean;
  /** Euros reserved or raised by investments that are not rejected (spec 001 §3 "Funding summary"). */
  current_funding: number;
  remaining_funding: number;
  funding_percentage: number;
  /** It has investments that are not rejected: TERMS_FIXED_ONCE_INVESTED can no longer change. */
  terms_fixed: boolean;
  /** What the caller may do with it: an admin's actions, and investing (with why not). */
  can: ProjectPermissions & InvestPermission;
  /** A four-eyes request about it waiting for a second person (issue 57; admins' and ERIR users' reads only). */
  pending_approval: PendingApprovalRef | null;
  /** Its token on the chain, from the deploy that publishing it started (null until that is confirmed). */
  token: ProjectToken | null;
}

export interface ProjectToken {
  address: string;
  chain_id: number;
  /** Its ERC-20 symbol (core/token-symbol.ts at publishing), for "Añadir a mi wallet". */
  symbol: string;
}

/** One card of the catalog or one row of the admin list: GET /api/projects → data[]. */
export interface ProjectSummary {
  id: string;
  name: string;
  domain_id: 1 | 2;
  status: ProjectStatus;
  project_type: ProjectType | null;
  modality: Modality | null;
  total_funding: number | null;
  annual_return: number | null;
  min_investment: number | null;
  duration: number | null;
  created_at: string;
  image: { url: string; srcset: string; width: number | null; height: number | null; alt: string } | null;
  current_funding: number;
  funding_percentage: number;
  /** The admin list's rows only (the catalog's pages are shared by every reader of a brand). */
  can?: ProjectPermissions;
  /** The admin list's rows only: a four-eyes request about it (its unblock) waiting for a second person (issue 57). */
  pending_approval?: PendingApprovalRef | null;
}

/** GET /api/projects?cursor=&limit=&domain=&admin=true */
export interface ProjectListResponse {
  success: true;
  data: ProjectSummary[];
  /** Pass as ?cursor= to get the next page; null on the last page. */
  nextCursor: string | null;
}

/** POST /api/projects → */
export interface ProjectSaveResponse {
  success: true;
  data: Project;
  canBePublished: boolean;
  status: ProjectStatus;
}

/** POST /api/block with type project (spec 001 §3 "Blocking request"): active ↔ blocked with a reason; the whole union is core/investors.ts. */
export const ProjectBlockRequestSchema = v.object({
  type: v.literal('project', 'project.blockTypeInvalid'),
  action: v.picklist(['block', 'unblock'], 'project.blockActionInvalid'),
  reason: v.pipe(v.string('project.reasonRequired'), v.trim(), v.nonEmpty('project.reasonRequired'), v.maxLength(1000)),
  projectId: v.pipe(v.string('project.notFound'), v.uuid('project.notFound')),
});
export type ProjectBlockRequest = v.InferOutput<typeof ProjectBlockRequestSchema>;

/** POST /api/block → data: the project's new status and what the caller may now do to it. */
export interface BlockResult {
  id: string;
  status: ProjectStatus;
  can: ProjectPermissions;
}
