import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../../../core/kyc';
import { PERSONAL } from '../../../tests/fixtures/kyc';
import {
  changedFields,
  draftBase,
  EMPTY_PERSONAL,
  PERSONAL_RULES,
  personalSnapshot,
  personalValues,
  QUESTIONNAIRE_RULES,
  questionnaireValues,
  readDraftRecord,
  stepChanges,
  stepStart,
  stepState,
  stepStatus,
  type PersonalFormValues,
} from './kyc-form-values';

function application(overrides: Partial<KycApplication> = {}): KycApplication {
  return {
    id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    user_id: 'u1',
    status: 'DRAFT',
    submitted_at: null,
    reviewed_at: null,
    rejection_reason: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...PERSONAL,
    company_registration_number: null,
    company_role: null,
    is_politically_exposed: null,
    investment_experience: null,
    investment_objective: null,
    risk_tolerance: null,
    annual_income: null,
    source_of_funds: null,
    capital_percentage: null,
    investment_capital_origin: null,
    understand_risks: null,
    terms_acceptance: null,
    treated_as_professional: null,
    invested_in_unlisted: null,
    knows_security_token: null,
    knows_total_loss: null,
    id_front_url: null,
    id_back_url: null,
    id_proof_url: null,
    documents: { front: null, back: null, proof: null },
    replacements: {},
    upload_failures: {},
    wallet_change: null,
    can: { edit: true, submit: true, review: false, refusal: null },
    pending_approval: null,
    ...overrides,
  };
}

const filled = (): PersonalFormValues => personalValues(application());

describe('an application as form values', () => {
  it('gives empty inputs strings and unchosen answers null', () => {
    const values = personalValues(application({ phone: null, birth_date: null, education_level: null, is_politically_exposed: null }));
    expect(values).toMatchObject({ phone: '', birth_date: '', education_level: null, is_politically_exposed: null, is_us_citizen: false });
    expect(personalValues(null)).toEqual(EMPTY_PERSONAL);
  });

  it('names a country stored in English by its Spanish name, and keeps one no list knows', () => {
    expect(personalValues(application({ country: 'Spain', nationality: 'portugal' }))).toMatchObject({ country: 'España', nationality: 'Portugal' });
    expect(personalValues(application({ country: 'Atlántida' })).country).toBe('Atlántida');
  });

  it('reads a box never ticked as unticked', () => {
    expect(questionnaireValues(application({ understand_risks: true, knows_total_loss: null }))).toMatchObject({
      understand_risks: true,
      knows_total_loss: false,
      investment_experience: null,
    });
  });
});

describe('which watched fields changed', () => {
  it('finds none when the form holds the application', () => {
    expect(stepChanges(PERSONAL_RULES, filled(), application())).toEqual([]);
    expect(stepChanges(QUESTIONNAIRE_RULES, questionnaireValues(application()), application())).toEqual([]);
  });

  it('names each field typed differently', () => {
    expect(stepChanges(PERSONAL_RULES, { ...filled(), city: 'Sevilla', phone: '' }, application())).toEqual(['phone', 'city']);
    expect(stepChanges(PERSONAL_RULES, { ...filled(), is_politically_exposed: false }, application())).toEqual(['is_politically_exposed']);
  });

  it('ignores spaces around a value and an emptied input the server never had', () => {
    expect(stepChanges(PERSONAL_RULES, { ...filled(), name: '  Lucía Martín Pérez ' }, application())).toEqual([]);
    expect(stepChanges(PERSONAL_RULES, { ...filled(), company_role: '' }, application())).toEqual([]);
  });

  it('ignores the other person type’s fields, which the server does not keep', () => {
    const company = application({ user_type: 'persona_juridica', nationality: null, profession: null, education_level: null, is_us_citizen: null, company_role: 'Administradora' });
    // The form still holds what was typed as a person: not a change for a company.
    expect(stepChanges(PERSONAL_RULES, { ...personalValues(company), profession: 'Ingeniera' }, company)).toEqual([]);
    expect(personalSnapshot({ ...filled(), company_role: 'CEO' }).company_role).toBeNull();
    expect(stepChanges(PERSONAL_RULES, { ...filled(), user_type: 'persona_juridica' }, application())).toEqual([
      'user_type',
      'nationality',
      'profession',
      'education_level',
      'is_us_citizen',
    ]);
  });

  it('counts every filled field when the server has nothing yet (the preselected person type is no entry)', () => {
    expect(stepChanges(PERSONAL_RULES, { ...EMPTY_PERSONAL, name: 'Ana' }, null)).toEqual(['name']);
    expect(stepChanges(PERSONAL_RULES, { ...EMPTY_PERSONAL, user_type: 'persona_juridica' }, null)).toEqual(['user_type']);
    expect(stepChanges(QUESTIONNAIRE_RULES, questionnaireValues(null), null)).toEqual([]);
  });

  it('reads an unticked box and a box never ticked as the same', () => {
    expect(stepChanges(QUESTIONNAIRE_RULES, { ...questionnaireValues(application()), knows_total_loss: false }, application())).toEqual([]);
    expect(stepChanges(QUESTIONNAIRE_RULES, { ...questionnaireValues(application()), knows_total_loss: true }, application())).toEqual(['knows_total_loss']);
  });

  it('compares snapshots field by field', () => {
    expect(changedFields({ a: 'x', b: null }, { a: 'x', b: true })).toEqual(['b']);
  });
});

describe('a draft read back from the device', () => {
  it('takes known fields of the right kind and leaves the rest empty', () => {
    const record = readDraftRecord({ form: { name: 'Ana', phone: 600, is_us_citizen: true, country: null, extra: 'x' }, base: { name: 'A' } }, EMPTY_PERSONAL);
    expect(record.form).toEqual({ ...EMPTY_PERSONAL, name: 'Ana', is_us_citizen: true });
    expect(record.form).not.toHaveProperty('extra');
    expect(record.base).toEqual({ name: 'A' });
  });

  it('survives a record of another shape', () => {
    expect(readDraftRecord({ name: 'Ana' }, EMPTY_PERSONAL)).toEqual({ form: EMPTY_PERSONAL, base: null });
  });
});

describe('what a step starts with', () => {
  const typed = { ...filled(), city: 'Sevilla' };
  const draft = (pending: boolean, savedAt: string, base: Record<string, unknown> | null = null) => ({
    pending,
    savedAt,
    values: { form: typed, base },
  });
  const BEFORE = '2026-11-20T09:30:00.000Z';
  const AFTER = '2026-11-20T10:30:00.000Z';

  it('takes the server’s values when there is no draft', () => {
    expect(stepStart(PERSONAL_RULES, application(), undefined)).toMatchObject({ values: filled(), pending: false, dropDraft: false });
  });

  it('shows the draft offline, pending or not', () => {
    expect(stepStart(PERSONAL_RULES, undefined, draft(true, BEFORE))).toMatchObject({ values: typed, pending: true, dropDraft: false });
    expect(stepStart(PERSONAL_RULES, undefined, draft(false, BEFORE))).toMatchObject({ values: typed, pending: false });
    expect(stepStart(PERSONAL_RULES, undefined, undefined)).toMatchObject({ values: EMPTY_PERSONAL, base: null });
  });

  it('drops any draft once the application is under review or approved', () => {
    const closed = application({ status: 'SUBMITTED', can: { edit: false, submit: false, review: false, refusal: null } });
    expect(stepStart(PERSONAL_RULES, closed, draft(true, AFTER))).toMatchObject({ values: filled(), dropDraft: true });
  });

  it('shows a pending draft when the server has nothing of the step', () => {
    expect(stepStart(PERSONAL_RULES, null, draft(true, BEFORE))).toMatchObject({ values: typed, pending: true });
    expect(stepStart(PERSONAL_RULES, application({ name: null }), draft(true, BEFORE))).toMatchObject({ values: typed, pending: true });
  });

  it('shows a pending draft newer than the server’s data', () => {
    expect(stepStart(PERSONAL_RULES, application(), draft(true, AFTER))).toMatchObject({ values: typed, pending: true, dropDraft: false });
  });

  it('shows a pending draft whose step the server has not changed since, even after other changes (a document upload)', () => {
    const base = personalSnapshot(filled());
    expect(stepStart(PERSONAL_RULES, application(), draft(true, BEFORE, base))).toMatchObject({ values: typed, pending: true });
  });

  it('lets the server win over an older pending draft of a step changed since', () => {
    const base = personalSnapshot({ ...filled(), phone: '+34 600 000 000' });
    expect(stepStart(PERSONAL_RULES, application(), draft(true, BEFORE, base))).toMatchObject({ values: filled(), dropDraft: true });
  });

  it('takes the server’s values over a draft it already accepted', () => {
    expect(stepStart(PERSONAL_RULES, application(), draft(false, AFTER))).toMatchObject({ values: filled(), pending: false, dropDraft: false });
  });
});

describe('what a draft written now is based on', () => {
  it('is the server’s step as last known, or the start’s offline', () => {
    expect(draftBase(PERSONAL_RULES, application(), { base: null })).toEqual(personalSnapshot(filled()));
    expect(draftBase(PERSONAL_RULES, undefined, { base: { name: 'Ana' } })).toEqual({ name: 'Ana' });
    expect(draftBase(PERSONAL_RULES, null, { base: { name: 'Ana' } })).toEqual(personalSnapshot(EMPTY_PERSONAL));
  });
});

describe('the step’s state line', () => {
  const network = { sending: false, waitingForNetwork: false };

  it('says what the step is doing', () => {
    expect(stepState({ ...network, sending: true, changed: true, hasServerData: true })).toBe('sending');
    expect(stepState({ ...network, changed: true, hasServerData: true })).toBe('unsent');
    expect(stepState({ sending: false, waitingForNetwork: true, changed: true, hasServerData: false })).toBe('waiting');
    expect(stepState({ ...network, changed: false, hasServerData: true })).toBe('saved');
    expect(stepState({ ...network, changed: false, hasServerData: false })).toBe('empty');
  });

  it('is saved once the server has what the form holds', () => {
    const start = { values: filled(), pending: false };
    expect(stepStatus(PERSONAL_RULES, filled(), application(), start, network)).toBe('saved');
    expect(stepStatus(PERSONAL_RULES, { ...filled(), city: 'Sevilla' }, application(), start, network)).toBe('unsent');
  });

  it('offline, waits for the network with a pending draft, and reads an accepted copy as saved', () => {
    const offline = { sending: false, waitingForNetwork: true };
    const typed = { ...EMPTY_PERSONAL, name: 'Ana' };
    expect(stepStatus(PERSONAL_RULES, typed, undefined, { values: typed, pending: true }, offline)).toBe('waiting');
    expect(stepStatus(PERSONAL_RULES, typed, undefined, { values: typed, pending: false }, offline)).toBe('saved');
    expect(stepStatus(PERSONAL_RULES, { ...typed, city: 'Vigo' }, undefined, { values: typed, pending: false }, offline)).toBe('waiting');
    expect(stepStatus(PERSONAL_RULES, EMPTY_PERSONAL, undefined, { values: EMPTY_PERSONAL, pending: false }, offline)).toBe('empty');
  });
});
