import { describe, expect, it } from 'vitest';
import type { Investment } from '../../../core/investments';
import type { Translate } from '../../i18n/i18n';
import investmentsEs from '../../i18n/investments.es.json';
import investmentsEn from '../../i18n/investments.en.json';
import { day, fundedPercent, fundingEuros as fundingEurosNbsp, investmentEuros as investmentEurosNbsp, investorName, statusLabel, statusTone, stepperState } from './investment-labels';

// Intl puts a no-break space before '€'; compared here as a plain space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const investmentEuros = (euros: number) => plain(investmentEurosNbsp(euros));
const fundingEuros = (euros: number) => plain(fundingEurosNbsp(euros));

const es: Translate = (key) => (investmentsEs as Record<string, string>)[key] ?? key;
const en: Translate = (key) => (investmentsEn as Record<string, string>)[key] ?? key;

const base: Investment = {
  id: 'i',
  project_id: 'p',
  project_name: 'Residencial Sol',
  status: 'start',
  amount: 1000,
  tokens: 10,
  payment_method: 'bank',
  payment_reference: 'RF18INV1',
  created_at: '2026-03-01T09:00:00Z',
  start_at: null,
  payment_at: null,
  payment_due_at: null,
  payment_verified_at: null,
  review_at: null,
  erir_at: null,
  mint_at: null,
  completed_at: null,
  rejected_at: null,
  rejection_reason: null,
  user_id: 'u',
  user_name: null,
  user_email: 'ana@example.com',
  domain_id: 1,
  kyc_pending: false,
  whitepaper: null,
  transfer: null,
  minting: false,
  mint_error: null,
  mint_transaction: null,
  pending_approval: null,
  can: { advance: true, reject: false, refusal: null },
};

describe('statusLabel and statusTone', () => {
  it('names the seven statuses in both languages and shows others raw', () => {
    const statuses = ['start', 'payment', 'review', 'erir', 'mint', 'completed', 'rejected'];
    expect(statuses.map((s) => statusLabel(es, s))).toEqual(['Inicio', 'Pago', 'Revisión', 'ERIR', 'Minteo', 'Completado', 'Rechazado']);
    expect(statuses.map((s) => statusLabel(en, s))).toEqual(['Start', 'Payment', 'Review', 'ERIR', 'Minting', 'Completed', 'Rejected']);
    expect(statusLabel(es, 'refunded')).toBe('refunded');
  });

  it('colours completed green, rejected red and anything unknown grey', () => {
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('rejected')).toBe('danger');
    expect(statusTone('refunded')).toBe('neutral');
  });
});

describe('money, shares and dates', () => {
  it('shows investment amounts in es-ES euros with two decimals', () => {
    expect(investmentEuros(1000)).toBe('1000,00 €');
    expect(investmentEuros(12500.5)).toBe('12.500,50 €');
    expect(investmentEuros(0.1 + 0.2)).toBe('0,30 €');
  });

  it('shows funding figures without cents unless they have some', () => {
    expect(fundingEuros(250000)).toBe('250.000 €');
    expect(fundingEuros(1234.5)).toBe('1234,50 €');
  });

  it('shows the funded share with one decimal, capped at 100', () => {
    expect(fundedPercent(42.46)).toBe('42,5 %');
    expect(fundedPercent(0)).toBe('0,0 %');
    expect(fundedPercent(130)).toBe('100,0 %');
  });

  it('shows dates as dd/mm/yyyy and a dash for none', () => {
    expect(day('2026-03-07T12:00:00Z')).toBe('07/03/2026');
    expect(day(null)).toBe('—');
  });

  it("names the investor, or 'Sin nombre'", () => {
    expect(investorName(es, { user_name: 'Ana Ruiz' })).toBe('Ana Ruiz');
    expect(investorName(es, { user_name: '  ' })).toBe('Sin nombre');
    expect(investorName(en, { user_name: null })).toBe('No name');
  });
});

describe('stepperState', () => {
  const states = (investment: Investment) => stepperState(investment).map((step) => step.state);

  it('highlights the first step of a new investment and dims the rest', () => {
    expect(states(base)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('shows the steps before the current one as done, with their dates', () => {
    const atReview = { ...base, status: 'review' as const, start_at: '2026-03-01T10:00:00Z', payment_at: '2026-03-02T10:00:00Z' };
    expect(stepperState(atReview)).toEqual([
      { step: 'start', state: 'done', date: '2026-03-01T10:00:00Z' },
      { step: 'payment', state: 'done', date: '2026-03-02T10:00:00Z' },
      { step: 'review', state: 'current', date: null },
      { step: 'erir', state: 'upcoming', date: null },
      { step: 'mint', state: 'upcoming', date: null },
      { step: 'completed', state: 'upcoming', date: null },
    ]);
  });

  it('shows all six done when completed, the last with the completion date', () => {
    const completed = {
      ...base,
      status: 'completed' as const,
      start_at: '2026-03-01T10:00:00Z',
      payment_at: '2026-03-02T10:00:00Z',
      review_at: '2026-03-03T10:00:00Z',
      erir_at: '2026-03-04T10:00:00Z',
      mint_at: '2026-03-05T10:00:00Z',
      completed_at: '2026-03-05T10:00:00Z',
    };
    expect(states(completed)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(stepperState(completed).at(-1)!.date).toBe('2026-03-05T10:00:00Z');
  });

  it('marks where a rejected investment was stopped', () => {
    const rejected = { ...base, status: 'rejected' as const, start_at: '2026-03-01T10:00:00Z', payment_at: '2026-03-02T10:00:00Z', rejected_at: '2026-03-03T10:00:00Z' };
    expect(states(rejected)).toEqual(['done', 'done', 'rejected', 'upcoming', 'upcoming', 'upcoming']);
  });
});
