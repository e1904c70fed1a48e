import { describe, expect, it } from 'vitest';
import es from '../../i18n/kyc-summary.es.json';
import en from '../../i18n/kyc-summary.en.json';
import { applicationStatusBadge, enumLabel, enumOptions, type EnumeratedField } from './kyc-labels';

const translator = (catalog: Record<string, string>) => (key: string) => catalog[key] ?? `MISSING ${key}`;
const t = translator(es);

const FIELDS: EnumeratedField[] = [
  'user_type',
  'investment_experience',
  'investment_objective',
  'risk_tolerance',
  'annual_income',
  'source_of_funds',
  'investment_capital_origin',
  'capital_percentage',
  'education_level',
];

describe('KYC labels', () => {
  it('names every value of every enumeration in both languages', () => {
    for (const catalog of [es, en]) {
      const labels = FIELDS.flatMap((field) => enumOptions(translator(catalog), field).map((option) => option.label));
      expect(labels.filter((label) => label.startsWith('MISSING'))).toEqual([]);
    }
  });

  it('keeps the spec order of the values', () => {
    expect(enumOptions(t, 'investment_experience').map((option) => option.value)).toEqual(['none', 'beginner', 'intermediate', 'experienced', 'advanced']);
    expect(enumOptions(t, 'capital_percentage').map((option) => option.value)).toEqual(['menos_25', '25_50', '50_75', 'mas_75']);
  });

  it('shows a known value by name, an unknown one raw and an empty one as No especificado', () => {
    expect(enumLabel(t, 'risk_tolerance', 'moderate')).toBe('Moderada');
    expect(enumLabel(t, 'source_of_funds', 'laboral')).toBe('Rentas del trabajo');
    expect(enumLabel(t, 'risk_tolerance', 'yolo')).toBe('yolo');
    expect(enumLabel(t, 'risk_tolerance', null)).toBe('No especificado');
    expect(enumLabel(t, 'risk_tolerance', '  ')).toBe('No especificado');
  });

  it('gives each status its tone and shows other values raw, in grey', () => {
    expect(applicationStatusBadge(t, 'APPROVED')).toEqual({ label: 'Aprobada', tone: 'success' });
    expect(applicationStatusBadge(t, 'REJECTED').tone).toBe('danger');
    expect(applicationStatusBadge(t, 'SUBMITTED').tone).toBe('warning');
    expect(applicationStatusBadge(t, 'ARCHIVED')).toEqual({ label: 'ARCHIVED', tone: 'neutral' });
  });
});
