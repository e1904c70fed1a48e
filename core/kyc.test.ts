import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  KycPersonalSchema,
  KycQuestionnaireSchema,
  KycReviewSchema,
  isReadOnly,
  kycStatusAllows,
  missingForSubmission,
  statusAfterEdit,
  submissionProblem,
  USER_KYC_STATUS_FOR,
} from './kyc';
import { translate } from './messages';

const PERSONAL = {
  user_type: 'persona_fisica',
  name: 'Lucía Martín',
  id_number: '12345678Z',
  phone: '612 345 678',
  wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  profession: 'Ingeniera',
  education_level: 'grado',
};
const QUESTIONNAIRE = {
  investment_experience: 'none',
  investment_objective: 'capital_preservation',
  risk_tolerance: 'conservative',
  annual_income: 'below_30k',
  source_of_funds: 'ninguno',
  capital_percentage: 'menos_25',
  investment_capital_origin: 'jubilacion',
  understand_risks: true,
  terms_acceptance: true,
};

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : translate({ text: result.issues[0].message }, 'es');
};

describe('the personal step', () => {
  it('answers each rule with the spec’s words', () => {
    expect(firstMessage(KycPersonalSchema, PERSONAL)).toBeNull();
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, name: 'L' })).toBe('El nombre debe tener al menos 2 caracteres.');
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, id_number: '1234' })).toBe('El número de DNI/NIE/CIF debe ser válido (mínimo 5 caracteres).');
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, phone: '61234' })).toBe('El número de teléfono debe tener al menos 9 dígitos.');
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, phone: '' })).toBeNull();
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, wallet: '' })).toBe('La dirección de wallet es obligatoria.');
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, wallet: '0xabc' })).toBe('Debe ser una dirección válida de Polygon (formato: 0x...)');
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, education_level: null })).toBe(
      'La profesión y el nivel de estudios son obligatorios para personas físicas.',
    );
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, user_type: 'persona_juridica', profession: '', education_level: null })).toBeNull();
  });

  it('reads a form’s empty select as no answer, so the rule that needs it speaks, also beside other mistakes', () => {
    const result = v.safeParse(KycPersonalSchema, { ...PERSONAL, name: 'L', profession: '', education_level: '' });
    expect(result.issues?.map((issue) => translate({ text: issue.message }, 'es'))).toEqual([
      'El nombre debe tener al menos 2 caracteres.',
      'La profesión y el nivel de estudios son obligatorios para personas físicas.',
    ]);
    expect(v.parse(KycPersonalSchema, { ...PERSONAL, user_type: 'persona_juridica', education_level: '' }).education_level).toBeNull();
    expect(firstMessage(KycPersonalSchema, { ...PERSONAL, education_level: 'phd' })).toBe('Selecciona una opción válida');
  });
});

describe('the questionnaire', () => {
  it('needs every answer and both confirmations', () => {
    expect(firstMessage(KycQuestionnaireSchema, QUESTIONNAIRE)).toBeNull();
    expect(firstMessage(KycQuestionnaireSchema, { ...QUESTIONNAIRE, investment_experience: '' })).toBe('Por favor, selecciona tu experiencia de inversión');
    expect(firstMessage(KycQuestionnaireSchema, { ...QUESTIONNAIRE, understand_risks: false })).toBe('Debes confirmar que entiendes los riesgos');
    expect(firstMessage(KycQuestionnaireSchema, { ...QUESTIONNAIRE, terms_acceptance: false })).toBe('Debes aceptar los términos y condiciones');
  });
});

describe('the final submission', () => {
  it('lists what is missing, companies’ fields included', () => {
    expect(missingForSubmission({ ...PERSONAL, ...QUESTIONNAIRE, id_front_url: 'a', id_back_url: 'b', id_proof_url: 'c' })).toEqual([]);
    const problem = submissionProblem({ user_type: 'persona_juridica', name: 'Acme' });
    expect(translate(problem!, 'es')).toBe(
      'Faltan campos obligatorios: DNI/NIE/CIF, Wallet, Documento (anverso), Documento (reverso), Justificante de domicilio, Experiencia de inversión, Objetivo de inversión, Tolerancia al riesgo, Ingresos anuales, Origen de los fondos, Comprensión de los riesgos, Aceptación de los términos y condiciones, Número de registro mercantil, Cargo en la empresa',
    );
  });
});

describe('the review', () => {
  it('needs a comment to reject, and asks for new copies only when rejecting', () => {
    const id = '6f1c1f7e-9f7e-4a53-9f0b-0d1f5b7c9a11';
    expect(firstMessage(KycReviewSchema, { applicationId: id, status: 'APPROVED' })).toBeNull();
    expect(firstMessage(KycReviewSchema, { applicationId: id, status: 'REJECTED', comments: ' ' })).toBe('Por favor, proporciona un motivo para el rechazo');
    expect(firstMessage(KycReviewSchema, { applicationId: id, status: 'APPROVED', documents: [{ type: 'front', reason: 'blurry' }] })).toBe(
      'Solo se puede pedir una nueva copia de un documento al rechazar la solicitud',
    );
    expect(firstMessage(KycReviewSchema, { applicationId: id, status: 'REJECTED', comments: 'x', documents: [{ type: 'front', reason: 'other' }] })).toBe(
      'Explica qué hay que corregir en el documento',
    );
  });
});

describe('the state machine', () => {
  it('lets the investor edit only DRAFT and REJECTED, and admins decide only SUBMITTED', () => {
    expect(['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'].filter((s) => kycStatusAllows(s as never, 'edit'))).toEqual(['DRAFT', 'REJECTED']);
    expect(['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'].filter((s) => kycStatusAllows(s as never, 'review'))).toEqual(['SUBMITTED']);
    expect(isReadOnly('SUBMITTED')).toBe(true);
    expect(isReadOnly('APPROVED')).toBe(true);
    expect(statusAfterEdit('REJECTED')).toBe('DRAFT');
    expect(statusAfterEdit('DRAFT')).toBe('DRAFT');
    expect(USER_KYC_STATUS_FOR).toEqual({ DRAFT: 'no', SUBMITTED: 'process', APPROVED: 'ok', REJECTED: 'no' });
  });
});
