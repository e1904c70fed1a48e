// The investor's KYC form steps as data (spec 001 §2 "KYC verification"): the tabs, an application as
// form values, which watched fields differ from the server's (so "Siguiente" saves only on a change),
// the request bodies, the local draft's record, which start wins (the server's data or a pending draft)
// and what each step's state line says.
import type * as v from 'valibot';
import { countryCodeOf, storedCountryName } from '../../../core/countries';
import type { KycApplication, KycPersonalInput, KycPersonalSchema, KycQuestionnaireInput, KycQuestionnaireSchema } from '../../../core/kyc';
import type { KycDraftStep } from '../../offline/kyc-drafts';

export const KYC_TABS = ['personal', 'documents', 'questionnaire', 'review'] as const;
export type KycTab = (typeof KYC_TABS)[number];

/**
 * What the page knows of the server's application: the application, null when the investor has none
 * yet, undefined when it could not be asked (offline).
 */
export type KnownApplication = KycApplication | null | undefined;

type Scalar = string | boolean | null;
type Snapshot = Record<string, Scalar>;

// ---- Personal step ---------------------------------------------------------------------------------

/** Every input present; text inputs hold strings, selects and yes/no questions null until chosen. */
export type PersonalFormValues = Required<Omit<v.InferInput<typeof KycPersonalSchema>, 'application_id'>>;

export const PERSONAL_FIELDS = [
  'user_type',
  'name',
  'id_number',
  'birth_date',
  'phone',
  'wallet',
  'address',
  'postal_code',
  'city',
  'country',
  'nationality',
  'profession',
  'education_level',
  'company_registration_number',
  'company_role',
  'is_us_citizen',
  'is_politically_exposed',
] as const satisfies readonly (keyof PersonalFormValues)[];

/** Shown, kept and sent for natural persons only (spec 001 §2); the server clears them for companies. */
const NATURAL_ONLY = ['nationality', 'profession', 'education_level', 'is_us_citizen', 'is_politically_exposed'] as const;
/** Shown, kept and sent for companies only. */
const COMPANY_ONLY = ['company_registration_number', 'company_role'] as const;

export const EMPTY_PERSONAL: PersonalFormValues = {
  user_type: 'persona_fisica',
  name: '',
  id_number: '',
  birth_date: '',
  phone: '',
  wallet: '',
  address: '',
  postal_code: '',
  city: '',
  country: null,
  nationality: null,
  profession: '',
  education_level: null,
  company_registration_number: '',
  company_role: '',
  is_us_citizen: null,
  is_politically_exposed: null,
};

/** A stored country in the form's terms: its Spanish name when the list knows it, else as stored. */
export function countryValue(stored: string | null | undefined): string | null {
  if (!stored?.trim()) return null;
  const code = countryCodeOf(stored);
  return code ? storedCountryName(code) : stored;
}

export function personalValues(application: KycApplication | null | undefined): PersonalFormValues {
  if (!application) return { ...EMPTY_PERSONAL };
  const text = (value: string | null) => value ?? '';
  return {
    user_type: application.user_type ?? 'persona_fisica',
    name: text(application.name),
    id_number: text(application.id_number),
    birth_date: text(application.birth_date),
    phone: text(application.phone),
    wallet: text(application.wallet),
    address: text(application.address),
    postal_code: text(application.postal_code),
    city: text(application.city),
    country: countryValue(application.country),
    nationality: countryValue(application.nationality),
    profession: text(application.profession),
    education_level: application.education_level,
    company_registration_number: text(application.company_registration_number),
    company_role: text(application.company_role),
    is_us_citizen: application.is_us_citizen,
    is_politically_exposed: application.is_politically_exposed,
  };
}

const scalar = (value: unknown): Scalar => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return typeof value === 'boolean' ? value : null;
};

/** The personal step as the server would keep it: trimmed, empty as null, the other person type's fields cleared. */
export function personalSnapshot(values: Partial<Record<keyof PersonalFormValues, unknown>>): Snapshot {
  const snapshot: Snapshot = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, scalar(values[field])]));
  const cleared = snapshot.user_type === 'persona_juridica' ? NATURAL_ONLY : COMPANY_ONLY;
  for (const field of cleared) snapshot[field] = null;
  return snapshot;
}

/** The request body of PUT /kyc/personal (the server itself clears the other person type's fields). */
export function personalBody(input: KycPersonalInput, applicationId: string | null | undefined): KycPersonalInput {
  return { ...input, application_id: applicationId ?? null };
}

/** Whether the server has kept this step at least once. */
export const hasPersonalData = (application: KycApplication | null | undefined): boolean => !!application?.name;

// ---- Questionnaire ---------------------------------------------------------------------------------

export type QuestionnaireFormValues = {
  [K in keyof Omit<v.InferInput<typeof KycQuestionnaireSchema>, 'application_id'>]-?: K extends
    | 'understand_risks'
    | 'terms_acceptance'
    | 'treated_as_professional'
    | 'invested_in_unlisted'
    | 'knows_security_token'
    | 'knows_total_loss'
    ? boolean
    : string | null;
};

export const QUESTIONNAIRE_SELECTS = [
  'investment_experience',
  'investment_objective',
  'risk_tolerance',
  'annual_income',
  'source_of_funds',
  'capital_percentage',
  'investment_capital_origin',
] as const;

export const QUESTIONNAIRE_CHECKS = [
  'understand_risks',
  'terms_acceptance',
  'treated_as_professional',
  'invested_in_unlisted',
  'knows_security_token',
  'knows_total_loss',
] as const;

const QUESTIONNAIRE_FIELDS = [...QUESTIONNAIRE_SELECTS, ...QUESTIONNAIRE_CHECKS] as const;

export function questionnaireValues(application: KycApplication | null | undefined): QuestionnaireFormValues {
  const values = {} as Record<string, string | boolean | null>;
  for (const field of QUESTIONNAIRE_SELECTS) values[field] = application?.[field] ?? null;
  // A box never ticked and one unticked say the same: not stated.
  for (const field of QUESTIONNAIRE_CHECKS) values[field] = application?.[field] === true;
  return values as QuestionnaireFormValues;
}

export const EMPTY_QUESTIONNAIRE: QuestionnaireFormValues = questionnaireValues(null);

export function questionnaireSnapshot(values: Partial<Record<keyof QuestionnaireFormValues, unknown>>): Snapshot {
  return Object.fromEntries(
    QUESTIONNAIRE_FIELDS.map((field) => [field, (QUESTIONNAIRE_CHECKS as readonly string[]).includes(field) ? values[field] === true : scalar(values[field])]),
  );
}

export function questionnaireBody(input: KycQuestionnaireInput, applicationId: string | null | undefined): KycQuestionnaireInput {
  return { ...input, application_id: applicationId ?? null };
}

export const hasQuestionnaireData = (application: KycApplication | null | undefined): boolean => !!application?.investment_experience;

// ---- Changes ---------------------------------------------------------------------------------------

/** The fields whose values differ, in the snapshots' order. */
export function changedFields(current: Snapshot, saved: Snapshot): string[] {
  return Object.keys(current).filter((field) => current[field] !== saved[field]);
}

/** What each step needs to be compared, started and recorded. */
export interface StepRules<V> {
  /** The empty form: also the kinds of value each field takes. */
  empty: V;
  serverValues: (application: KycApplication | null | undefined) => V;
  snapshot: (values: Partial<Record<keyof V, unknown>>) => Snapshot;
  hasServerData: (application: KycApplication | null | undefined) => boolean;
}

export const PERSONAL_RULES: StepRules<PersonalFormValues> = { empty: EMPTY_PERSONAL, serverValues: personalValues, snapshot: personalSnapshot, hasServerData: hasPersonalData };
export const QUESTIONNAIRE_RULES: StepRules<QuestionnaireFormValues> = {
  empty: EMPTY_QUESTIONNAIRE,
  serverValues: questionnaireValues,
  snapshot: questionnaireSnapshot,
  hasServerData: hasQuestionnaireData,
};

/** The watched fields "Siguiente" would save: all that were filled when the server has nothing yet. */
export function stepChanges<V>(rules: StepRules<V>, values: V, application: KycApplication | null | undefined): string[] {
  return changedFields(rules.snapshot(values as Partial<Record<keyof V, unknown>>), rules.snapshot(rules.serverValues(application) as Partial<Record<keyof V, unknown>>));
}

// ---- The local draft -------------------------------------------------------------------------------

/**
 * What a step's draft holds: the form's values, and the server's values the form started from
 * (`base`, null when unknown), so a later load can tell whether the server's step changed since.
 */
export interface DraftRecord<V> {
  form: V;
  base: Snapshot | null;
}

/** Whether a value read back from the device is of the kind the field takes. */
function fits(value: unknown, empty: unknown): boolean {
  if (typeof empty === 'boolean') return typeof value === 'boolean';
  if (typeof empty === 'string') return typeof value === 'string';
  return value === null || typeof value === 'string' || typeof value === 'boolean';
}

/** A record read back from the device, taking only known fields of the expected kinds (the rest empty). */
export function readDraftRecord<V extends object>(raw: Record<string, unknown>, empty: V): DraftRecord<V> {
  const stored = raw.form && typeof raw.form === 'object' ? (raw.form as Record<string, unknown>) : {};
  const form = Object.fromEntries(Object.entries(empty).map(([field, blank]) => [field, fits(stored[field], blank) ? stored[field] : blank]));
  const base = raw.base && typeof raw.base === 'object' ? (raw.base as Snapshot) : null;
  return { form: form as V, base };
}

export interface DraftSeen {
  pending: boolean;
  savedAt: string;
  record: DraftRecord<unknown>;
}

const sameSnapshot = (a: Snapshot, b: Snapshot) => changedFields(a, b).length === 0 && changedFields(b, a).length === 0;

/**
 * Whether a pending draft should stand over the server's step: there is nothing on the server to lose,
 * the server's step is still what the draft started from, or the draft was written after the server's
 * last change (spec: a pending local draft newer than the server's data is shown).
 */
export function draftWins<V>(rules: StepRules<V>, draft: DraftSeen, application: KycApplication | null): boolean {
  if (!application || !rules.hasServerData(application)) return true;
  const server = rules.snapshot(rules.serverValues(application) as Partial<Record<keyof V, unknown>>);
  if (draft.record.base && sameSnapshot(draft.record.base, server)) return true;
  return Date.parse(draft.savedAt) > Date.parse(application.updated_at);
}

export interface StepStart<V> {
  values: V;
  base: Snapshot | null;
  /** The values come from a draft the server has not accepted yet. */
  pending: boolean;
  /** The draft no longer counts (the application is closed, or the server's step is newer): forget it. */
  dropDraft: boolean;
}

type DraftRead = Omit<DraftSeen, 'record'> & { values: Record<string, unknown> };

/** What a step's form starts with. */
export function stepStart<V extends object>(rules: StepRules<V>, application: KnownApplication, draft: DraftRead | undefined): StepStart<V> {
  const server = rules.serverValues(application);
  const base = application === undefined ? null : rules.snapshot(server as Partial<Record<keyof V, unknown>>);
  const fromServer = (dropDraft: boolean): StepStart<V> => ({ values: server, base, pending: false, dropDraft });
  if (application && !application.can.edit) return fromServer(draft !== undefined);
  if (!draft) return fromServer(false);
  const record = readDraftRecord(draft.values, rules.empty);
  const fromDraft = (pending: boolean): StepStart<V> => ({ values: record.form, base: record.base ?? base, pending, dropDraft: false });
  // Offline the server cannot be asked: what was typed here is the best there is.
  if (application === undefined) return fromDraft(draft.pending);
  if (!draft.pending) return application ? fromServer(false) : fromDraft(false);
  return draftWins(rules, { ...draft, record }, application) ? fromDraft(true) : fromServer(true);
}

/** The server's step a draft written now is based on: the application as last known, else the start's. */
export function draftBase<V>(rules: StepRules<V>, application: KnownApplication, start: Pick<StepStart<V>, 'base'>): Snapshot | null {
  return application === undefined ? start.base : rules.snapshot(rules.serverValues(application) as Partial<Record<keyof V, unknown>>);
}

/**
 * Whether the form holds what the server does not have: compared with the application when it is known;
 * offline, a pending draft it started from or anything changed since.
 */
export function stepChanged<V>(rules: StepRules<V>, values: V, application: KnownApplication, start: Pick<StepStart<V>, 'values' | 'pending'>): boolean {
  if (application !== undefined) return stepChanges(rules, values, application).length > 0;
  const snapshot = (of: V) => rules.snapshot(of as Partial<Record<keyof V, unknown>>);
  return start.pending || changedFields(snapshot(values), snapshot(start.values)).length > 0;
}

// ---- The step's state line -------------------------------------------------------------------------

export type StepState = 'empty' | 'saved' | 'unsent' | 'waiting' | 'sending';

/** The form steps' states, null until known: one still unsent stops the submission. */
export type FormSteps = Record<KycDraftStep, StepState | null>;

export interface StepFacts {
  sending: boolean;
  /** The browser is offline, or the last attempt could not reach the server. */
  waitingForNetwork: boolean;
  /** The form differs from the server's step (or the server is unknown and something was typed). */
  changed: boolean;
  hasServerData: boolean;
}

export function stepState({ sending, waitingForNetwork, changed, hasServerData }: StepFacts): StepState {
  if (sending) return 'sending';
  if (changed) return waitingForNetwork ? 'waiting' : 'unsent';
  return hasServerData ? 'saved' : 'empty';
}

/** A step's state from its form: offline, a copy the server had accepted reads as saved until changed. */
export function stepStatus<V>(
  rules: StepRules<V>,
  values: V,
  application: KnownApplication,
  start: Pick<StepStart<V>, 'values' | 'pending'>,
  network: Pick<StepFacts, 'sending' | 'waitingForNetwork'>,
): StepState {
  const changed = stepChanged(rules, values, application, start);
  const filled = stepChanges(rules, values, null).length > 0;
  const hasServerData = application === undefined ? filled && !changed : rules.hasServerData(application);
  return stepState({ ...network, changed, hasServerData });
}
