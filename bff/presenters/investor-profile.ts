// The investor-protection profile as GET/PUT /api/investor-profile answer it: euros and ISO times, the
// figures each rule derives from what was stored (core/investor-protection.ts), judged at `now`.
import {
  TEST_VERSION,
  annexIICriteriaMet,
  classificationDueAt,
  effectiveClassification,
  isKnowledgeTestCurrent,
  knowledgeTestDueAt,
  lossCapacityCents,
  reviewDueAt,
  riskWarningRequired,
  thresholdCents,
  type AnnexIIFacts,
  type InvestorProfile,
  type KnowledgeTestAnswers,
} from '../../core/investor-protection';
import { toEuros } from '../../core/money';
import type { DbAnnexIIFacts, DbInvestorProfileRow } from '../../db/tables';

const factsOf = (facts: DbAnnexIIFacts): AnnexIIFacts => ({
  gross_income: toEuros(facts.gross_income_cents),
  portfolio: toEuros(facts.portfolio_cents),
  financial_sector_months: facts.financial_sector_months,
  executive_months: facts.executive_months,
  significant_transactions_last_four_quarters: facts.significant_transactions_last_four_quarters,
});

function classificationOf(row: DbInvestorProfileRow | undefined, now: Date): InvestorProfile['classification'] {
  const approvedAt = row?.sophisticated_approved_at ?? null;
  const request = row?.sophisticated_request && row.sophisticated_requested_at ? { facts: factsOf(row.sophisticated_request), requestedAt: row.sophisticated_requested_at } : null;
  return {
    status: effectiveClassification({ classification: row?.classification ?? 'non_sophisticated', approvedAt }, now),
    pending_request: request && { facts: request.facts, criteria_met: annexIICriteriaMet(request.facts), requested_at: request.requestedAt.toISOString() },
    approved_at: approvedAt?.toISOString() ?? null,
    review_due_at: approvedAt ? classificationDueAt(approvedAt).toISOString() : null,
  };
}

function knowledgeTestOf(row: DbInvestorProfileRow | undefined, now: Date): InvestorProfile['knowledge_test'] {
  if (!row?.knowledge_test_answers || row.knowledge_test_version === null || row.knowledge_test_appropriate === null || !row.knowledge_test_taken_at) return null;
  const takenAt = row.knowledge_test_taken_at;
  return {
    version: row.knowledge_test_version,
    // Stored only after KnowledgeTestAnswersSchema accepted them.
    answers: row.knowledge_test_answers as KnowledgeTestAnswers,
    appropriate: row.knowledge_test_appropriate,
    taken_at: takenAt.toISOString(),
    due_at: knowledgeTestDueAt(takenAt).toISOString(),
    current: row.knowledge_test_version === TEST_VERSION && isKnowledgeTestCurrent(takenAt, now),
  };
}

function lossSimulationOf(row: DbInvestorProfileRow | undefined): InvestorProfile['loss_simulation'] {
  if (!row?.simulated_at || row.net_worth_cents === null) return null;
  const netWorth = row.net_worth_cents;
  return {
    inputs: {
      net_annual_income: toEuros(row.net_annual_income_cents ?? 0),
      liquid_assets: toEuros(row.liquid_assets_cents ?? 0),
      annual_financial_commitments: toEuros(row.annual_financial_commitments_cents ?? 0),
    },
    net_worth: toEuros(netWorth),
    loss_capacity: toEuros(lossCapacityCents(netWorth)),
    threshold: toEuros(thresholdCents(netWorth)),
    simulated_at: row.simulated_at.toISOString(),
    due_at: reviewDueAt(row.simulated_at).toISOString(),
  };
}

/** `row` undefined: a user who has done none of it, answered with the defaults. */
export function presentInvestorProfile(row: DbInvestorProfileRow | undefined, now: Date): InvestorProfile {
  return {
    classification: classificationOf(row, now),
    knowledge_test: knowledgeTestOf(row, now),
    loss_simulation: lossSimulationOf(row),
    risk_warning: { required: riskWarningRequired(row?.knowledge_test_appropriate ?? null), acknowledged_at: row?.risk_warning_acknowledged_at?.toISOString() ?? null },
  };
}
