import { describe, expect, it } from 'vitest';
import {
  INVESTMENT_STATUSES,
  amountProblem,
  creditorReference,
  epcPayload,
  fundingSummary,
  investmentCents,
  investRefusal,
  isCreditorReference,
  mayAdvance,
  mayReject,
  nearestValidAmounts,
  nextStatus,
  stepRefusal,
  type StepFacts,
  timestampsOfStep,
  isMinting,
  tokensFor,
  type InvestmentStatus,
} from './investments';
import { translate, type Message } from './messages';

const es = (message: Message | null) => (message ? translate(message, 'es') : null);
const en = (message: Message | null) => (message ? translate(message, 'en') : null);

/** The facts of a step: an active, verified investor, the payment due tomorrow. */
const now = new Date('2026-03-01T12:00:00Z');
const facts = (kyc_status = 'ok', more: Partial<StepFacts> = {}): StepFacts => ({
  investor: { status: 'ACTIVE', kyc_status },
  paymentDueAt: new Date(now.getTime() + 86_400_000),
  paymentDays: 5,
  now,
  ...more,
});
const refusalOf = (...args: Parameters<typeof stepRefusal>) => stepRefusal(...args)?.message ?? null;

describe('the step machine', () => {
  const owner = { isOwner: true, isAdmin: false };
  const admin = { isOwner: false, isAdmin: true };
  const ownerAdmin = { isOwner: true, isAdmin: true };
  const stranger = { isOwner: false, isAdmin: false };
  const expected: Record<InvestmentStatus, { next: InvestmentStatus | null; takenBy: 'owner' | 'admin' | null; rejectable: boolean }> = {
    start: { next: 'payment', takenBy: 'owner', rejectable: false },
    payment: { next: 'review', takenBy: 'owner', rejectable: true },
    review: { next: 'erir', takenBy: 'admin', rejectable: true },
    erir: { next: 'mint', takenBy: 'admin', rejectable: true },
    mint: { next: 'completed', takenBy: 'admin', rejectable: false },
    completed: { next: null, takenBy: null, rejectable: false },
    rejected: { next: null, takenBy: null, rejectable: false },
  };

  for (const status of INVESTMENT_STATUSES) {
    const rule = expected[status];
    it(`${status}: next ${String(rule.next)}, taken by ${String(rule.takenBy)}`, () => {
      expect(nextStatus(status)).toBe(rule.next);
      expect(mayAdvance(owner, status)).toBe(rule.takenBy === 'owner');
      expect(mayAdvance(admin, status)).toBe(rule.takenBy === 'admin');
      // An admin who invested takes their investor's steps, never an admin's step of it.
      expect(mayAdvance(ownerAdmin, status)).toBe(rule.takenBy === 'owner');
      expect(mayAdvance(stranger, status)).toBe(false);
      expect(mayReject(admin, status)).toBe(rule.rejectable);
      expect(mayReject(owner, status)).toBe(false);
      expect(mayReject(ownerAdmin, status)).toBe(false);
      expect(refusalOf(ownerAdmin, status, facts())).toBe(rule.takenBy === 'admin' ? 'investment.ownInvestment' : null);
    });
  }

  it('keeps the payment verification and the mint waiting for the investor’s approved KYC, and says why to admins only', () => {
    expect(INVESTMENT_STATUSES.filter((status) => refusalOf(admin, status, facts('process')) === 'investment.kycPending')).toEqual(['review', 'mint']);
    expect(INVESTMENT_STATUSES.filter((status) => stepRefusal(admin, status, facts()) !== null)).toEqual([]);
    expect(INVESTMENT_STATUSES.filter((status) => stepRefusal(owner, status, facts('process')) !== null)).toEqual([]);
    // One's own case comes first: it is not another admin's to wait for.
    expect(stepRefusal(ownerAdmin, 'review', facts('process'))).toEqual({ code: 'own_case', message: 'investment.ownInvestment' });
  });

  it('refuses the investor their own steps as investing is refused: a blocked account, then a rejected KYC', () => {
    const blocked = facts('no', { investor: { status: 'BLOCKED', kyc_status: 'no' } });
    expect(INVESTMENT_STATUSES.filter((status) => stepRefusal(owner, status, blocked)?.code === 'account_blocked')).toEqual(['start', 'payment']);
    expect(INVESTMENT_STATUSES.filter((status) => stepRefusal(owner, status, facts('no'))?.code === 'kyc_required')).toEqual(['start', 'payment']);
    // Someone else's step is not a refusal: the investor waits for the admin, the admin for the investor.
    expect(stepRefusal(admin, 'payment', blocked)).toBeNull();
    expect(stepRefusal(owner, 'review', blocked)).toBeNull();
    expect(stepRefusal(stranger, 'start', facts())).toBeNull();
  });

  it('closes the payment step to the investor at its deadline, to the minute', () => {
    const due = (at: Date) => facts('ok', { paymentDueAt: at });
    expect(stepRefusal(owner, 'payment', due(now))).toEqual({ code: 'payment_expired', message: { key: 'investment.paymentExpired', values: { days: '5' } } });
    expect(es(refusalOf(owner, 'payment', due(now)))).toBe('El plazo para confirmar la transferencia (5 días) ha terminado: la reserva caduca. Puedes iniciar una nueva inversión.');
    expect(stepRefusal(owner, 'payment', due(new Date(now.getTime() + 60_000)))).toBeNull();
    // The admin may still reject it; the start step has no deadline.
    expect(stepRefusal(admin, 'payment', due(now))).toBeNull();
    expect(stepRefusal(owner, 'start', due(now))).toBeNull();
  });

  it('stamps the step’s own date; the review also verifies the payment, the mint completes', () => {
    expect(timestampsOfStep('start')).toEqual(['start_at']);
    expect(timestampsOfStep('review')).toEqual(['review_at', 'payment_verified_at']);
    expect(timestampsOfStep('mint')).toEqual(['mint_at', 'completed_at']);
  });

  it('is minting only at the mint step with a mint sent to the chain', () => {
    const sent = new Date();
    expect(isMinting({ status: 'mint', mint_requested_at: sent })).toBe(true);
    expect(isMinting({ status: 'mint', mint_requested_at: null })).toBe(false);
    expect(isMinting({ status: 'completed', mint_requested_at: sent })).toBe(false);
  });
});

describe('amounts', () => {
  const limits = { minCents: 100_000, maxCents: 1_000_000, remainingCents: 2_000_000, tokenValueCents: 10_000 };

  it('follows the spec’s order and words: minimum, maximum, remaining, nothing left', () => {
    expect(es(amountProblem(50_000, limits))).toBe('La inversión mínima es €1000');
    expect(es(amountProblem(1_100_000, limits))).toBe('La inversión máxima es €10.000');
    expect(en(amountProblem(1_100_000, limits))).toBe('The maximum investment is €10,000');
    expect(es(amountProblem(600_000, { ...limits, remainingCents: 550_000 }))).toBe('Solo quedan €5500 disponibles para invertir');
    expect(es(amountProblem(100_000, { ...limits, remainingCents: 0 }))).toBe('Proyecto completamente financiado');
    expect(amountProblem(500_000, limits)).toBeNull();
  });

  it('defaults the minimum to €1 and has no maximum when the project sets none', () => {
    const open = { minCents: null, maxCents: null, remainingCents: 1_000_000, tokenValueCents: 100 };
    expect(es(amountProblem(50, open))).toBe('La inversión mínima es €1');
    expect(amountProblem(1_000_000, open)).toBeNull();
  });

  it('asks for whole tokens and names the nearest valid amounts within the limits', () => {
    expect(es(amountProblem(105_000, limits))).toBe('El importe debe comprar tokens enteros de €100: prueba con €1000 o €1100');
    expect(en(amountProblem(105_000, limits))).toBe('The amount must buy whole tokens of €100: try €1,000 or €1,100');
    // At the ceiling only the amount below remains.
    expect(nearestValidAmounts(995_000, limits)).toEqual([990_000, 1_000_000]);
    expect(nearestValidAmounts(1_000_000 - 5_000, { ...limits, maxCents: 995_000 })).toEqual([990_000]);
    expect(es(amountProblem(150, { minCents: 100, maxCents: 199, remainingCents: 1000, tokenValueCents: 200 }))).toBe(
      'El importe debe comprar tokens enteros de €2 y ningún importe entre los límites lo permite',
    );
    expect(es(amountProblem(12_345, { ...limits, minCents: 100, tokenValueCents: 2_550 }))).toBe('El importe debe comprar tokens enteros de €25,50: prueba con €102 o €127,50');
  });

  it('counts tokens only for whole multiples of the token value', () => {
    expect(tokensFor(150_000, 10_000)).toBe(15);
    expect(tokensFor(150_050, 10_000)).toBeNull();
    expect(tokensFor(0, 10_000)).toBeNull();
    expect(tokensFor(10_000, 0)).toBeNull();
  });

  it('invests euros of whole cents above zero, typed or sent', () => {
    expect(investmentCents(1234.56)).toBe(123_456);
    expect(investmentCents(' 1500 ')).toBe(150_000);
    expect(investmentCents(10.005)).toBeNull();
    expect(investmentCents(-5)).toBeNull();
    expect(investmentCents(0)).toBeNull();
    expect(investmentCents('abc')).toBeNull();
  });
});

describe('who may invest (spec 001 §6)', () => {
  const verified = { status: 'ACTIVE' as const, kyc_status: 'ok' };
  const open = { status: 'active' as const, tokenValueCents: 10_000, totalFundingCents: 1_000_000 };
  const codeOf = (...args: Parameters<typeof investRefusal>) => investRefusal(...args)?.code ?? null;

  it('lets an active investor whose KYC is approved or in review invest in an open project with room left', () => {
    expect(investRefusal(verified, open, 1)).toBeNull();
    expect(investRefusal({ ...verified, kyc_status: 'process' }, open, 1)).toBeNull();
  });

  it("refuses, in the spec's order and words, a blocked account, then a KYC not sent or rejected", () => {
    expect(investRefusal({ status: 'BLOCKED', kyc_status: 'no' }, { ...open, status: 'completed' }, 0)).toEqual({ code: 'account_blocked', message: 'investment.accountBlocked' });
    expect(es(investRefusal({ status: 'BLOCKED', kyc_status: 'ok' }, open, 1)!.message)).toBe(
      'Tu cuenta está bloqueada. No puedes realizar inversiones. Contacta con el administrador para más información.',
    );
    expect(es(investRefusal({ ...verified, kyc_status: 'no' }, open, 1)!.message)).toBe('Para invertir debes completar la verificación KYC.');
    expect(codeOf({ ...verified, kyc_status: 'rejected' }, open, 1)).toBe('kyc_required');
  });

  it('refuses a project that takes no money, then one with nothing left', () => {
    for (const status of ['draft', 'completed', 'cancelled', 'blocked'] as const) expect(codeOf(verified, { ...open, status }, 1)).toBe('project_closed');
    expect(codeOf(verified, { ...open, tokenValueCents: null }, 1)).toBe('project_closed');
    expect(codeOf(verified, { ...open, totalFundingCents: null }, 1)).toBe('project_closed');
    expect(investRefusal(verified, open, 0)).toEqual({ code: 'funding_exceeded', message: 'investment.fullyFunded' });
    expect(es(investRefusal(verified, { ...open, status: 'completed' }, 1)!.message)).toBe('Este proyecto no admite inversiones en este momento');
  });
});

describe('the funding summary', () => {
  it('counts what is committed, leaves the rest, and caps the share at 100 with one decimal', () => {
    expect(fundingSummary(45_000_000, 150_000)).toEqual({ total_funding: 450_000, current_funding: 1500, remaining_funding: 448_500, funding_percentage: 0.3 });
    expect(fundingSummary(100_000, 33_333)).toMatchObject({ funding_percentage: 33.3 });
    expect(fundingSummary(100_000, 120_000)).toMatchObject({ remaining_funding: 0, funding_percentage: 100 });
    expect(fundingSummary(0, 0)).toMatchObject({ funding_percentage: 0 });
  });
});

describe('the payment reference and the EPC QR payload', () => {
  it('makes ISO 11649 creditor references that check, and catches a typo', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    const reference = creditorReference('TKAB12CD34EF56');
    expect(isCreditorReference(reference)).toBe(true);
    expect(isCreditorReference(reference.replace('AB', 'BA'))).toBe(false);
    expect(() => creditorReference('with space')).toThrow(RangeError);
  });

  it('writes the European Payments Council’s SCT layout, version 002, UTF-8', () => {
    const payload = epcPayload({ bic: 'CAIXESBB XXX', beneficiary: 'Tokenia Capital S.L.', iban: 'ES91 2100 0418 4502 0005 1332', amountCents: 150_000, reference: 'RF18539007547034' });
    expect(payload.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'CAIXESBBXXX', 'Tokenia Capital S.L.', 'ES9121000418450200051332', 'EUR1500.00', '', '', 'RF18539007547034']);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(331);
    expect(epcPayload({ bic: 'X', beneficiary: 'B'.repeat(90), iban: 'ES00', amountCents: 5, reference: 'R' }).split('\n')[5]).toHaveLength(70);
    expect(epcPayload({ bic: 'X', beneficiary: 'B', iban: 'ES00', amountCents: 5, reference: 'R' }).split('\n')[7]).toBe('EUR0.05');
    expect(() => epcPayload({ bic: 'X', beneficiary: 'B', iban: 'ES00', amountCents: 0, reference: 'R' })).toThrow(RangeError);
  });
});
