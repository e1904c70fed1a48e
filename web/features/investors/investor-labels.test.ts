import { describe, expect, it } from 'vitest';
import { tokenAmountProblem } from '../../../core/investors';
import type { Translate } from '../../i18n/i18n';
import investorsEs from '../../i18n/investors.es.json';
import investorsEn from '../../i18n/investors.en.json';
import { blockableTokens, euros, investorActions, investorStatusLabel, investorStatusTone, kycApproved, moment, typedTokenAmount } from './investor-labels';

const es: Translate = (key) => (investorsEs as Record<string, string>)[key] ?? key;
const en: Translate = (key) => (investorsEn as Record<string, string>)[key] ?? key;
// Intl puts a no-break space before '€'; compared here as a plain space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('investor status', () => {
  it('names both statuses in both languages and shows an unknown one raw, in grey', () => {
    expect(investorStatusLabel(es, 'ACTIVE')).toBe('Activo');
    expect(investorStatusLabel(es, 'BLOCKED')).toBe('Bloqueado');
    expect(investorStatusLabel(en, 'BLOCKED')).toBe('Blocked');
    expect(investorStatusLabel(es, 'SUSPENDED')).toBe('SUSPENDED');
    expect([investorStatusTone('ACTIVE'), investorStatusTone('BLOCKED'), investorStatusTone('SUSPENDED')]).toEqual(['success', 'danger', 'neutral']);
  });
});

describe('values', () => {
  it("shows the KYC approval as dd/mm/yyyy, or 'Verificado' without a date", () => {
    expect(kycApproved(es, '2025-03-07')).toBe('07/03/2025');
    expect(kycApproved(es, null)).toBe('Verificado');
    expect(kycApproved(en, null)).toBe('Verified');
  });

  it('shows euros with two decimals in es-ES', () => {
    expect(plain(euros(12_500.5))).toBe('12.500,50 €');
    expect(plain(euros(0))).toBe('0,00 €');
  });

  it('shows a mint with its date and time in es-ES', () => {
    expect(moment(new Date(2025, 2, 7, 9, 5).toISOString())).toBe('07/03/2025, 09:05');
  });
});

describe('the token amount to block', () => {
  const line = { total_tokens: 10, total_tokens_blocked: 4 };
  const problem = (text: string) => tokenAmountProblem(typedTokenAmount(text), line.total_tokens, line.total_tokens_blocked);

  it('may take the tokens not blocked yet', () => {
    expect(blockableTokens(line)).toBe(6);
    expect(blockableTokens({ total_tokens: 3, total_tokens_blocked: 3 })).toBe(0);
  });

  it('accepts whole numbers from 1 to the tokens not blocked yet, as the server does', () => {
    expect(problem('1')).toBeNull();
    expect(problem(' 6 ')).toBeNull();
  });

  it("refuses blank, zero, negative, fractional and too many tokens with 'Cantidad de tokens inválida'", () => {
    for (const text of ['', '   ', '0', '-1', '1.5', '7', '10', 'abc']) expect(problem(text), text).toBe('block.tokenAmountInvalid');
  });
});

describe('who the block actions show on', () => {
  it('shows each only when the list allows blocking and the server allows it on this investor', () => {
    expect(investorActions(true, { can: { block: true, block_tokens: true } })).toEqual({ account: true, tokens: true });
    // An admin's account: its tokens only.
    expect(investorActions(true, { can: { block: false, block_tokens: true } })).toEqual({ account: false, tokens: true });
    expect(investorActions(false, { can: { block: true, block_tokens: true } })).toEqual({ account: false, tokens: false });
  });
});
