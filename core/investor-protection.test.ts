import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AnnexIIFactsSchema,
  InvestorProfileUpdateSchema,
  KNOWLEDGE_TEST,
  KnowledgeTestSubmissionSchema,
  LossSimulationInputsSchema,
  TEST_VERSION,
  ThresholdConsentSchema,
  annexIICriteriaMet,
  canRevoke,
  classificationDueAt,
  consentMatchesAmount,
  effectiveClassification,
  isKnowledgeTestCurrent,
  isSophisticatedEligible,
  knowledgeTestDueAt,
  lossCapacityCents,
  lossSimulationCents,
  netWorthCents,
  reflectionEndsAt,
  riskWarningRequired,
  scoreKnowledgeTest,
  thresholdCents,
  thresholdWarningRequired,
  type AnnexIIFacts,
  type KnowledgeTestAnswers,
} from './investor-protection';

const HOUR = 3_600_000;

describe('classification (Annex II, natural persons)', () => {
  const none: AnnexIIFacts = { gross_income: 0, portfolio: 0, financial_sector_months: 0, executive_months: 0, significant_transactions_last_four_quarters: 0 };

  it('counts income of at least €60,000 or a portfolio above €100,000 as one criterion', () => {
    expect(annexIICriteriaMet({ ...none, gross_income: 60_000 })).toEqual(['income_or_portfolio']);
    expect(annexIICriteriaMet({ ...none, gross_income: 59_999.99 })).toEqual([]);
    expect(annexIICriteriaMet({ ...none, portfolio: 100_000 })).toEqual([]);
    expect(annexIICriteriaMet({ ...none, portfolio: 100_000.01 })).toEqual(['income_or_portfolio']);
    expect(annexIICriteriaMet({ ...none, gross_income: 80_000, portfolio: 500_000 })).toEqual(['income_or_portfolio']);
  });

  it('counts a year in the financial sector or 12 months as an executive, and 40 significant transactions in four quarters', () => {
    expect(annexIICriteriaMet({ ...none, financial_sector_months: 12 })).toEqual(['professional_experience']);
    expect(annexIICriteriaMet({ ...none, executive_months: 12 })).toEqual(['professional_experience']);
    expect(annexIICriteriaMet({ ...none, financial_sector_months: 11, executive_months: 11 })).toEqual([]);
    expect(annexIICriteriaMet({ ...none, significant_transactions_last_four_quarters: 40 })).toEqual(['transactions']);
    expect(annexIICriteriaMet({ ...none, significant_transactions_last_four_quarters: 39 })).toEqual([]);
  });

  it('needs at least two of the three criteria', () => {
    expect(isSophisticatedEligible({ ...none, gross_income: 60_000 })).toBe(false);
    expect(isSophisticatedEligible({ ...none, gross_income: 60_000, financial_sector_months: 12 })).toBe(true);
    expect(isSophisticatedEligible({ ...none, executive_months: 24, significant_transactions_last_four_quarters: 40 })).toBe(true);
    expect(isSophisticatedEligible({ gross_income: 60_000, portfolio: 200_000, financial_sector_months: 0, executive_months: 0, significant_transactions_last_four_quarters: 0 })).toBe(false);
  });

  it('takes euros with at most two decimals, never negative', () => {
    expect(v.safeParse(AnnexIIFactsSchema, { ...none, gross_income: 60_000.5 }).success).toBe(true);
    expect(v.safeParse(AnnexIIFactsSchema, { ...none, gross_income: -1 }).success).toBe(false);
    expect(v.safeParse(AnnexIIFactsSchema, { ...none, portfolio: 1.005 }).success).toBe(false);
    expect(v.safeParse(AnnexIIFactsSchema, { ...none, executive_months: 1.5 }).success).toBe(false);
  });

  it('lapses to non-sophisticated when the two-year review falls due, or without an approval', () => {
    const approvedAt = new Date('2027-05-10T10:00:00Z');
    expect(classificationDueAt(approvedAt).toISOString()).toBe('2029-05-10T10:00:00.000Z');
    expect(effectiveClassification({ classification: 'sophisticated', approvedAt }, new Date('2029-05-10T09:59:59Z'))).toBe('sophisticated');
    expect(effectiveClassification({ classification: 'sophisticated', approvedAt }, new Date('2029-05-10T10:00:00Z'))).toBe('non_sophisticated');
    expect(effectiveClassification({ classification: 'sophisticated', approvedAt: null }, approvedAt)).toBe('non_sophisticated');
    expect(effectiveClassification({ classification: 'non_sophisticated', approvedAt }, approvedAt)).toBe('non_sophisticated');
  });
});

describe('the two-year renewals', () => {
  it('falls due at the same Madrid time two years later', () => {
    const takenAt = new Date('2027-03-15T08:30:00Z');
    expect(knowledgeTestDueAt(takenAt).toISOString()).toBe('2029-03-15T08:30:00.000Z');
    expect(isKnowledgeTestCurrent(takenAt, new Date('2029-03-15T08:29:59.999Z'))).toBe(true);
    expect(isKnowledgeTestCurrent(takenAt, new Date('2029-03-15T08:30:00Z'))).toBe(false);
  });

  it('renews a test taken on 29 February on 28 February two years later', () => {
    // 12:00 in Madrid (CET) on a leap day
    const takenAt = new Date('2028-02-29T11:00:00Z');
    expect(knowledgeTestDueAt(takenAt).toISOString()).toBe('2030-02-28T11:00:00.000Z');
    expect(isKnowledgeTestCurrent(takenAt, new Date('2030-02-28T10:59:59Z'))).toBe(true);
    expect(isKnowledgeTestCurrent(takenAt, new Date('2030-03-01T00:00:00Z'))).toBe(false);
  });

  it('counts the Madrid calendar day, not the UTC one', () => {
    // 00:30 on 29 February in Madrid is still 28 February in UTC
    const takenAt = new Date('2028-02-28T23:30:00Z');
    expect(knowledgeTestDueAt(takenAt).toISOString()).toBe('2030-02-27T23:30:00.000Z');
  });

  it('keeps the wall-clock time across a different daylight-saving offset', () => {
    // 10:00 CEST in July 2027; two years later is also summer time
    expect(knowledgeTestDueAt(new Date('2027-07-01T08:00:00Z')).toISOString()).toBe('2029-07-01T08:00:00.000Z');
  });
});

const rightAnswers: KnowledgeTestAnswers = {
  totalLoss: 'loseAll',
  illiquidity: 'mayNotSell',
  depositGuarantee: 'notCovered',
  dilution: 'diluted',
  transferRestrictions: 'restricted',
  pastInvestments: 'listed',
  investmentFrequency: 'few',
  professionalExperience: 'none',
  objective: 'longTerm',
};

describe('the entry knowledge test', () => {
  it('asks about total loss, illiquidity, the deposit guarantee, dilution, transfer restrictions, past investments and experience', () => {
    expect(KNOWLEDGE_TEST.filter((item) => item.kind === 'knowledge').map((item) => item.id)).toEqual(['totalLoss', 'illiquidity', 'depositGuarantee', 'dilution', 'transferRestrictions']);
    expect(KNOWLEDGE_TEST.filter((item) => item.kind === 'experience').map((item) => item.id)).toEqual(['pastInvestments', 'investmentFrequency', 'professionalExperience', 'objective']);
  });

  it('gives every knowledge question a right answer among its options', () => {
    for (const item of KNOWLEDGE_TEST) {
      const correct: readonly string[] = item.correct;
      if (item.kind === 'knowledge') expect(correct.length).toBeGreaterThan(0);
      else expect(correct).toEqual([]);
      expect(correct.every((option) => (item.options as readonly string[]).includes(option))).toBe(true);
    }
  });


  it('finds the services appropriate with every right answer and some past investments', () => {
    expect(scoreKnowledgeTest(rightAnswers)).toEqual({ appropriate: true, wrong: [], noExperience: false });
    expect(scoreKnowledgeTest({ ...rightAnswers, pastInvestments: 'none', professionalExperience: 'finance' }).appropriate).toBe(true);
  });

  it('finds them not appropriate after any wrong knowledge answer', () => {
    const result = scoreKnowledgeTest({ ...rightAnswers, depositGuarantee: 'upTo100k', transferRestrictions: 'anyone' });
    expect(result).toEqual({ appropriate: false, wrong: ['depositGuarantee', 'transferRestrictions'], noExperience: false });
  });

  it('finds them not appropriate without past investments or professional experience', () => {
    expect(scoreKnowledgeTest({ ...rightAnswers, pastInvestments: 'none', professionalExperience: 'none' })).toEqual({ appropriate: false, wrong: [], noExperience: true });
  });

  it('treats a missing answer as not given (art. 21(4): information not provided)', () => {
    const { totalLoss: _omitted, ...partial } = rightAnswers;
    expect(scoreKnowledgeTest(partial)).toMatchObject({ appropriate: false, wrong: ['totalLoss'] });
  });

  it('accepts a submission only on the current version with every question answered by one of its options', () => {
    expect(v.safeParse(KnowledgeTestSubmissionSchema, { version: TEST_VERSION, answers: rightAnswers }).success).toBe(true);
    expect(v.safeParse(KnowledgeTestSubmissionSchema, { version: TEST_VERSION + 1, answers: rightAnswers }).issues?.[0]?.message).toBe('investorProtection.knowledgeTestOutdated');
    expect(v.safeParse(KnowledgeTestSubmissionSchema, { version: TEST_VERSION, answers: { ...rightAnswers, totalLoss: 'maybe' } }).issues?.[0]?.message).toBe('investorProtection.answerMissing');
    const { objective: _omitted, ...partial } = rightAnswers;
    expect(v.safeParse(KnowledgeTestSubmissionSchema, { version: TEST_VERSION, answers: partial }).success).toBe(false);
  });

  it('asks for the risk warning after a failed test only: no test asks for the test first', () => {
    expect([riskWarningRequired(false), riskWarningRequired(true), riskWarningRequired(null)]).toEqual([true, false, false]);
  });
});

describe('the simulation of the ability to bear loss', () => {
  const simulate = (net_annual_income: number, liquid_assets: number, annual_financial_commitments: number) =>
    netWorthCents(lossSimulationCents(v.parse(LossSimulationInputsSchema, { net_annual_income, liquid_assets, annual_financial_commitments })));

  it('computes net worth as income plus liquid assets minus commitments, in cents', () => {
    expect(simulate(30_000, 20_000, 12_000.5)).toBe(3_799_950);
    expect(lossCapacityCents(3_799_950)).toBe(379_995);
  });

  it('rounds 10 % down to the cent', () => {
    expect(lossCapacityCents(1_999)).toBe(199);
  });

  it('is zero, never negative, when commitments exceed income and assets', () => {
    const netWorth = simulate(10_000, 5_000, 20_000);
    expect(netWorth).toBe(-500_000);
    expect(lossCapacityCents(netWorth)).toBe(0);
    expect(lossCapacityCents(0)).toBe(0);
  });

  it('refuses negative amounts or fractions of a cent', () => {
    expect(v.safeParse(LossSimulationInputsSchema, { net_annual_income: -1, liquid_assets: 0, annual_financial_commitments: 0 }).success).toBe(false);
    expect(v.safeParse(LossSimulationInputsSchema, { net_annual_income: 0, liquid_assets: 0.001, annual_financial_commitments: 0 }).success).toBe(false);
  });
});

describe('the warning above the threshold (art. 21(7))', () => {
  it('needs no warning at exactly €1,000 and one at €1,000.01 when 5 % of net worth is lower', () => {
    const netWorth = 1_000_000; // €10,000: 5 % is €500
    expect(thresholdCents(netWorth)).toBe(100_000);
    expect(thresholdWarningRequired(100_000, netWorth)).toBe(false);
    expect(thresholdWarningRequired(100_001, netWorth)).toBe(true);
  });

  it('needs no warning at exactly 5 % of net worth and one a cent above when that is higher than €1,000', () => {
    const netWorth = 4_000_000; // €40,000: 5 % is €2,000
    expect(thresholdCents(netWorth)).toBe(200_000);
    expect(thresholdWarningRequired(200_000, netWorth)).toBe(false);
    expect(thresholdWarningRequired(200_001, netWorth)).toBe(true);
  });

  it('compares 5 % exactly when it is not a whole number of cents', () => {
    const netWorth = 4_000_010; // 5 % is 200,000.5 cents
    expect(thresholdCents(netWorth)).toBe(200_000);
    expect(thresholdWarningRequired(200_000, netWorth)).toBe(false);
    expect(thresholdWarningRequired(200_001, netWorth)).toBe(true);
  });

  it('keeps the €1,000 floor with no or negative net worth', () => {
    expect(thresholdCents(-500_000)).toBe(100_000);
    expect(thresholdWarningRequired(100_000, -500_000)).toBe(false);
    expect(thresholdWarningRequired(100_001, -500_000)).toBe(true);
  });

  it('takes consent and proof of understanding only when every statement is confirmed, for the same amount', () => {
    const consent = { consent: true, understands: { total_loss: true, illiquidity: true, no_guarantee: true }, confirmed_amount: 2_500 };
    const parsed = v.parse(ThresholdConsentSchema, consent);
    expect(consentMatchesAmount(parsed, 250_000)).toBe(true);
    expect(consentMatchesAmount(parsed, 250_001)).toBe(false);
    expect(v.safeParse(ThresholdConsentSchema, { ...consent, consent: false }).issues?.[0]?.message).toBe('investorProtection.thresholdConsentRequired');
    expect(v.safeParse(ThresholdConsentSchema, { ...consent, understands: { total_loss: true, illiquidity: true } }).success).toBe(false);
  });
});

describe('the reflection period (art. 22)', () => {
  it('ends four days later at the same Madrid time outside a clock change (96 hours)', () => {
    const acceptedAt = new Date('2027-05-03T14:15:00Z');
    expect(reflectionEndsAt(acceptedAt).getTime() - acceptedAt.getTime()).toBe(96 * HOUR);
  });

  it('lasts 95 hours across the last Sunday of March 2027', () => {
    const acceptedAt = new Date('2027-03-26T09:00:00Z'); // 10:00 CET, Friday
    const endsAt = reflectionEndsAt(acceptedAt);
    expect(endsAt.toISOString()).toBe('2027-03-30T08:00:00.000Z'); // 10:00 CEST, Tuesday
    expect(endsAt.getTime() - acceptedAt.getTime()).toBe(95 * HOUR);
    expect(canRevoke(acceptedAt, new Date('2027-03-30T07:59:59.999Z'))).toBe(true);
    expect(canRevoke(acceptedAt, endsAt)).toBe(false);
  });

  it('lasts 97 hours across the last Sunday of October 2027', () => {
    const acceptedAt = new Date('2027-10-29T08:00:00Z'); // 10:00 CEST, Friday
    const endsAt = reflectionEndsAt(acceptedAt);
    expect(endsAt.toISOString()).toBe('2027-11-02T09:00:00.000Z'); // 10:00 CET, Tuesday
    expect(endsAt.getTime() - acceptedAt.getTime()).toBe(97 * HOUR);
    expect(canRevoke(acceptedAt, new Date('2027-11-02T08:59:59.999Z'))).toBe(true);
    expect(canRevoke(acceptedAt, endsAt)).toBe(false);
  });

  it('ends at the later instant when the end time is skipped or repeated by the clocks', () => {
    // 02:30 CET on 24 March: 28 March has no 02:30, so the period ends at 03:30 CEST
    expect(reflectionEndsAt(new Date('2027-03-24T01:30:00Z')).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 02:30 CEST on 27 October: 31 October shows 02:30 twice, the period ends at the second (CET)
    expect(reflectionEndsAt(new Date('2027-10-27T00:30:00Z')).toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });

  it('does not open before the investor accepts', () => {
    const acceptedAt = new Date('2027-05-03T14:15:00Z');
    expect(canRevoke(acceptedAt, new Date('2027-05-03T14:14:59Z'))).toBe(false);
    expect(canRevoke(acceptedAt, acceptedAt)).toBe(true);
  });
});

describe('PUT /api/investor-profile', () => {
  it('takes any of its parts, and an application or a giving up as the classification', () => {
    expect(v.safeParse(InvestorProfileUpdateSchema, {}).success).toBe(true);
    expect(v.safeParse(InvestorProfileUpdateSchema, { classification: { action: 'give_up' } }).success).toBe(true);
    const facts = { gross_income: 70_000, portfolio: 0, financial_sector_months: 24, executive_months: 0, significant_transactions_last_four_quarters: 0 };
    expect(v.safeParse(InvestorProfileUpdateSchema, { classification: { action: 'apply', facts } }).success).toBe(true);
    expect(v.safeParse(InvestorProfileUpdateSchema, { classification: { action: 'promote' } }).success).toBe(false);
    expect(v.safeParse(InvestorProfileUpdateSchema, { risk_warning_acknowledged: false }).issues?.[0]?.message).toBe('investorProtection.riskWarningRequired');
  });
});
