import { describe, expect, it } from 'vitest';
import { REPLACEMENT_REASONS } from '../../../core/kyc';
import adminEs from '../../i18n/kyc-admin.es.json';
import summaryEs from '../../i18n/kyc-summary.es.json';
import { REASON_KEYS, applicationStatus, documentKind, documentLabel, isPdf } from './review-labels';

const es: Record<string, string> = { ...adminEs, ...summaryEs };
const t = (key: string) => es[key] ?? key;

describe('review labels', () => {
  it('words every replacement reason as the brief asks', () => {
    expect(REPLACEMENT_REASONS.map((reason) => t(REASON_KEYS[reason]))).toEqual([
      'Imagen borrosa o de mala calidad',
      'Falta una página o una cara',
      'Documento caducado',
      'El nombre o el número no coincide',
      'Otro motivo',
    ]);
  });

  it('gives each status its tone and shows unknown ones raw, in grey', () => {
    expect(applicationStatus(t, 'SUBMITTED')).toEqual({ label: 'Pendiente de revisión', tone: 'warning' });
    expect(applicationStatus(t, 'APPROVED').tone).toBe('success');
    expect(applicationStatus(t, 'REJECTED').tone).toBe('danger');
    expect(applicationStatus(t, 'ARCHIVED')).toEqual({ label: 'ARCHIVED', tone: 'neutral' });
  });

  it('names the documents with core field labels', () => {
    expect(documentLabel('front', 'es')).toBe('Documento (anverso)');
    expect(documentLabel('proof', 'en')).toBe('Proof of address');
  });

  it('names the file format and tells a PDF apart', () => {
    expect(documentKind('image/jpeg')).toBe('JPG');
    expect(documentKind('image/webp')).toBe('image/webp');
    expect(isPdf('application/pdf')).toBe(true);
    expect(isPdf('image/png')).toBe(false);
  });
});
