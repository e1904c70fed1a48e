// Investor protection under Regulation (EU) 2020/1503 (issue 58; docs/investor-protection.md cites the
// article beside each rule): the investor's classification (Annex II), the entry knowledge test and the
// simulation of the ability to bear loss (art. 21, Delegated Regulation (EU) 2022/2114), the warning
// above the threshold (art. 21(7)) and the reflection period (art. 22). Pure rules and the API's shapes;
// amounts are whole cents wherever a rule runs, euros only at the API's edge (core/money.ts).
import * as v from 'valibot';
import { toCents } from './money';
import { wallClockLater } from './wall-clock';

/** Days and renewals are counted on the platform's calendar. */
export const PROTECTION_TIME_ZONE = 'Europe/Madrid';

// ---- The two-year reviews (art. 21(3) for the test; Annex II for the classification) ----

/** The test, the simulation and a sophisticated status are each due again two years after they were made. */
export const reviewDueAt = (madeAt: Date): Date => wallClockLater(madeAt, { years: 2 }, PROTECTION_TIME_ZONE);
export const isReviewCurrent = (madeAt: Date, now: Date): boolean => now.getTime() < reviewDueAt(madeAt).getTime();

/** Annex II: the provider reviews a sophisticated investor's status every two years. */
export const classificationDueAt = reviewDueAt;
/** Art. 21(3): the assessment is reviewed every two years after the initial one. */
export const knowledgeTestDueAt = reviewDueAt;
export const isKnowledgeTestCurrent = isReviewCurrent;

// ---- Classification (art. 2(1)(j), Annex II Part II: natural persons) ----

export const CLASSIFICATIONS = ['non_sophisticated', 'sophisticated'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Annex II, criteria for natural persons, in its order. */
export const ANNEX_II_CRITERIA = ['income_or_portfolio', 'professional_experience', 'transactions'] as const;
export type AnnexIICriterion = (typeof ANNEX_II_CRITERIA)[number];

/** Annex II: "a personal gross income of at least EUR 60 000 per fiscal year". */
export const GROSS_INCOME_MIN_CENTS = 6_000_000;
/** Annex II: "a financial instrument portfolio … that exceeds EUR 100 000". */
export const PORTFOLIO_ABOVE_CENTS = 10_000_000;
/** Annex II: at least one year in the financial sector, or 12 months as an executive of a sophisticated legal person. */
export const PROFESSIONAL_MIN_MONTHS = 12;
/** Annex II: "an average frequency of 10 per quarter, over the previous four quarters". */
export const TRANSACTIONS_MIN_FOUR_QUARTERS = 40;
/** Annex II: a natural person must meet "at least two" of the criteria. */
export const ANNEX_II_CRITERIA_REQUIRED = 2;

const EurosSchema = v.pipe(
  v.number('investorProtection.amountInvalid'),
  v.check((euros) => (toCents(euros) ?? -1) >= 0, 'investorProtection.amountInvalid'),
);
const CountSchema = v.pipe(v.number('investorProtection.countInvalid'), v.integer('investorProtection.countInvalid'), v.minValue(0, 'investorProtection.countInvalid'));

/** What an investor applying to be treated as sophisticated states (euros at the API's edge). */
export const AnnexIIFactsSchema = v.object({
  gross_income: EurosSchema,
  portfolio: EurosSchema,
  financial_sector_months: CountSchema,
  executive_months: CountSchema,
  significant_transactions_last_four_quarters: CountSchema,
});
export type AnnexIIFacts = v.InferOutput<typeof AnnexIIFactsSchema>;

/** Euros the schemas above have already checked as whole cents. */
const cents = (euros: number): number => toCents(euros) ?? 0;

/** The Annex II criteria the stated facts meet, in the Annex's order. */
export function annexIICriteriaMet(facts: AnnexIIFacts): AnnexIICriterion[] {
  const met: Record<AnnexIICriterion, boolean> = {
    income_or_portfolio: cents(facts.gross_income) >= GROSS_INCOME_MIN_CENTS || cents(facts.portfolio) > PORTFOLIO_ABOVE_CENTS,
    professional_experience: facts.financial_sector_months >= PROFESSIONAL_MIN_MONTHS || facts.executive_months >= PROFESSIONAL_MIN_MONTHS,
    transactions: facts.significant_transactions_last_four_quarters >= TRANSACTIONS_MIN_FOUR_QUARTERS,
  };
  return ANNEX_II_CRITERIA.filter((criterion) => met[criterion]);
}

export const isSophisticatedEligible = (facts: AnnexIIFacts): boolean => annexIICriteriaMet(facts).length >= ANNEX_II_CRITERIA_REQUIRED;

/** A sophisticated status holds until its review falls due; an expired one counts as non-sophisticated. */
export function effectiveClassification(status: { classification: Classification; approvedAt: Date | null }, now: Date): Classification {
  if (status.classification !== 'sophisticated' || status.approvedAt === null) return 'non_sophisticated';
  return isReviewCurrent(status.approvedAt, now) ? 'sophisticated' : 'non_sophisticated';
}

// ---- The entry knowledge test (art. 21(1)–(4); Delegated Regulation 2022/2114 arts. 1–4) ----

/** Raised whenever a question, an option or the scoring changes: answers are kept with the version they answered. */
export const TEST_VERSION = 1;

interface Question<Q extends string, O extends string> {
  id: Q;
  /** 'knowledge' questions have right answers; 'experience' ones describe the investor (art. 21(2)). */
  kind: 'knowledge' | 'experience';
  options: readonly O[];
  /** The answers that show the risk is understood (knowledge questions only). */
  correct: readonly O[];
}

const question = <Q extends string, O extends string>(id: Q, kind: Question<Q, O>['kind'], options: readonly O[], correct: readonly O[] = []): Question<Q, O> => ({
  id,
  kind,
  options,
  correct,
});

/** The questions in the order the test asks them; their words are the screens' (web/i18n/investor-protection.*.json: `investorProtection.test.<id>.question` and `.<option>`). */
export const KNOWLEDGE_TEST = [
  question('totalLoss', 'knowledge', ['loseAll', 'losePart', 'guaranteed'], ['loseAll']),
  question('illiquidity', 'knowledge', ['mayNotSell', 'anyTime', 'afterAMonth'], ['mayNotSell']),
  question('depositGuarantee', 'knowledge', ['notCovered', 'upTo100k', 'partly'], ['notCovered']),
  question('dilution', 'knowledge', ['diluted', 'unchanged', 'grows'], ['diluted']),
  question('transferRestrictions', 'knowledge', ['restricted', 'anyone', 'exchange'], ['restricted']),
  question('pastInvestments', 'experience', ['none', 'listed', 'unlisted']),
  question('investmentFrequency', 'experience', ['none', 'few', 'many']),
  question('professionalExperience', 'experience', ['none', 'finance', 'crowdfunding']),
  question('objective', 'experience', ['longTerm', 'income', 'shortTerm']),
] as const;

export type KnowledgeTestQuestion = (typeof KNOWLEDGE_TEST)[number];
export type QuestionId = KnowledgeTestQuestion['id'];


const answerSchemaEntries = Object.fromEntries(
  KNOWLEDGE_TEST.map((item) => [item.id, v.picklist(item.options, 'investorProtection.answerMissing')]),
) as { [Q in KnowledgeTestQuestion as Q['id']]: v.PicklistSchema<Q['options'], 'investorProtection.answerMissing'> };

/** One answer per question, each one of its options. */
export const KnowledgeTestAnswersSchema = v.object(answerSchemaEntries, 'investorProtection.answerMissing');
export type KnowledgeTestAnswers = v.InferOutput<typeof KnowledgeTestAnswersSchema>;

export const KnowledgeTestSubmissionSchema = v.object({
  version: v.literal(TEST_VERSION, 'investorProtection.knowledgeTestOutdated'),
  answers: KnowledgeTestAnswersSchema,
});
export type KnowledgeTestSubmission = v.InferOutput<typeof KnowledgeTestSubmissionSchema>;

export interface KnowledgeTestResult {
  /** False: the services may not be appropriate, and the art. 21(4) risk warning must be acknowledged. */
  appropriate: boolean;
  /** Knowledge questions answered wrongly (or not at all), in the test's order. */
  wrong: QuestionId[];
  /** No past investments and no professional experience (art. 21(2)(a), (b)). */
  noExperience: boolean;
}

/**
 * The test's verdict (docs/investor-protection.md "Which answers fail"): appropriate when every knowledge
 * question has a right answer and the investor has some past investments or professional experience.
 */
export function scoreKnowledgeTest(answers: Partial<Record<QuestionId, string>>): KnowledgeTestResult {
  const wrong = KNOWLEDGE_TEST.filter((item) => item.kind === 'knowledge')
    .filter((item) => !(item.correct as readonly string[]).includes(answers[item.id] ?? ''))
    .map((item) => item.id);
  const noExperience = (answers.pastInvestments ?? 'none') === 'none' && (answers.professionalExperience ?? 'none') === 'none';
  return { appropriate: wrong.length === 0 && !noExperience, wrong, noExperience };
}

/**
 * Art. 21(4): the risk warning is due when the last test found the services may not be appropriate
 * (null: no test yet, which asks for the test first, knowledge_test_required).
 */
export const riskWarningRequired = (lastTestAppropriate: boolean | null): boolean => lastTestAppropriate === false;

// ---- The simulation of the ability to bear loss (art. 21(5); 2022/2114 arts. 5–11) ----

/** The inputs of 2022/2114 art. 7's formula, euros at the API's edge (arts. 8, 9, 10 define each). */
export const LossSimulationInputsSchema = v.object({
  net_annual_income: EurosSchema,
  liquid_assets: EurosSchema,
  annual_financial_commitments: EurosSchema,
});
export type LossSimulationInputs = v.InferOutput<typeof LossSimulationInputsSchema>;

export interface LossSimulationCents {
  netAnnualIncomeCents: number;
  liquidAssetsCents: number;
  annualFinancialCommitmentsCents: number;
}

export const lossSimulationCents = (inputs: LossSimulationInputs): LossSimulationCents => ({
  netAnnualIncomeCents: cents(inputs.net_annual_income),
  liquidAssetsCents: cents(inputs.liquid_assets),
  annualFinancialCommitmentsCents: cents(inputs.annual_financial_commitments),
});

/** 2022/2114 art. 7: net annual income plus total liquid assets minus annual financial commitments; it may be negative. */
export const netWorthCents = (inputs: LossSimulationCents): number =>
  inputs.netAnnualIncomeCents + inputs.liquidAssetsCents - inputs.annualFinancialCommitmentsCents;

/** Art. 21(5): the ability to bear loss is 10 % of net worth, rounded down to the cent, and never below zero. */
export const lossCapacityCents = (netWorth: number): number => Math.max(0, Math.floor(netWorth / 10));

// ---- The warning above the threshold (art. 21(7)) ----

/** Art. 21(7): "EUR 1 000". */
export const THRESHOLD_FLOOR_CENTS = 100_000;

/** The higher of €1,000 and 5 % of net worth, rounded down to the cent (what the warning shows). */
export const thresholdCents = (netWorth: number): number => Math.max(THRESHOLD_FLOOR_CENTS, Math.floor(netWorth / 20));

/**
 * Art. 21(7): the warning, consent and proof of understanding are required when the amount EXCEEDS the
 * higher of €1,000 and 5 % of net worth; an amount exactly equal to it needs none. 5 % is compared in
 * whole numbers (20 × amount against net worth) so no rounding moves the boundary.
 */
export const thresholdWarningRequired = (amountCents: number, netWorth: number): boolean =>
  amountCents > THRESHOLD_FLOOR_CENTS && amountCents * 20 > netWorth;

/** What the invest screen sends with an investment above the threshold, and the server requires. */
export const ThresholdConsentSchema = v.object({
  consent: v.literal(true, 'investorProtection.thresholdConsentRequired'),
  understands: v.object(
    {
      total_loss: v.literal(true, 'investorProtection.thresholdConsentRequired'),
      illiquidity: v.literal(true, 'investorProtection.thresholdConsentRequired'),
      no_guarantee: v.literal(true, 'investorProtection.thresholdConsentRequired'),
    },
    'investorProtection.thresholdConsentRequired',
  ),
  /** The amount typed again, in euros: the server compares it with the investment's. */
  confirmed_amount: EurosSchema,
});
export type ThresholdConsent = v.InferOutput<typeof ThresholdConsentSchema>;

/** The proof of understanding holds only for the amount actually invested. */
export const consentMatchesAmount = (consent: ThresholdConsent, amountCents: number): boolean => cents(consent.confirmed_amount) === amountCents;

// ---- The reflection period (art. 22) ----

/** Art. 22(2): it "shall expire after four calendar days". */
export const REFLECTION_DAYS = 4;

/**
 * Art. 22(2): the period starts when the investor accepts the offer (the investment's start step) and
 * ends at the same Madrid wall-clock time four calendar days later: 95 hours across the March change,
 * 97 across the October one (docs/investor-protection.md "Four calendar days").
 */
export const reflectionEndsAt = (acceptedAt: Date): Date => wallClockLater(acceptedAt, { days: REFLECTION_DAYS }, PROTECTION_TIME_ZONE);

/** Art. 22(1): the investor may revoke "at any time during" the period; at its end it is over. */
export const canRevoke = (acceptedAt: Date, now: Date): boolean =>
  now.getTime() >= acceptedAt.getTime() && now.getTime() < reflectionEndsAt(acceptedAt).getTime();

// ---- GET / PUT /api/investor-profile ----

/** PUT's classification: apply to be treated as sophisticated (an admin decides), or give the status up. */
export const ClassificationRequestSchema = v.variant('action', [
  v.object({ action: v.literal('apply'), facts: AnnexIIFactsSchema }),
  v.object({ action: v.literal('give_up') }),
]);
export type ClassificationRequest = v.InferOutput<typeof ClassificationRequestSchema>;

/** PUT /api/investor-profile: any of its parts, each saved with the time it was sent. */
export const InvestorProfileUpdateSchema = v.object({
  classification: v.optional(ClassificationRequestSchema),
  knowledge_test: v.optional(KnowledgeTestSubmissionSchema),
  loss_simulation: v.optional(LossSimulationInputsSchema),
  /** Art. 21(4) and 2022/2114 art. 4(4): the investor has received and understood the risk warning. */
  risk_warning_acknowledged: v.optional(v.literal(true, 'investorProtection.riskWarningRequired')),
});
export type InvestorProfileUpdate = v.InferOutput<typeof InvestorProfileUpdateSchema>;

const Timestamp = v.pipe(v.string(), v.isoTimestamp());

/** GET /api/investor-profile (and PUT's answer); amounts in euros, times ISO. */
export const InvestorProfileSchema = v.object({
  classification: v.object({
    status: v.picklist(CLASSIFICATIONS),
    /** An application waiting for an admin, or null. */
    pending_request: v.nullable(v.object({ facts: AnnexIIFactsSchema, criteria_met: v.array(v.picklist(ANNEX_II_CRITERIA)), requested_at: Timestamp })),
    approved_at: v.nullable(Timestamp),
    review_due_at: v.nullable(Timestamp),
  }),
  knowledge_test: v.nullable(
    v.object({
      version: v.number(),
      answers: KnowledgeTestAnswersSchema,
      appropriate: v.boolean(),
      taken_at: Timestamp,
      due_at: Timestamp,
      /** Taken within two years and on the current TEST_VERSION. */
      current: v.boolean(),
    }),
  ),
  loss_simulation: v.nullable(
    v.object({
      inputs: LossSimulationInputsSchema,
      net_worth: v.number(),
      loss_capacity: v.number(),
      threshold: v.number(),
      simulated_at: Timestamp,
      due_at: Timestamp,
    }),
  ),
  risk_warning: v.object({
    /** The last test showed the services may not be appropriate. */
    required: v.boolean(),
    acknowledged_at: v.nullable(Timestamp),
  }),
});
export type InvestorProfile = v.InferOutput<typeof InvestorProfileSchema>;
