// The investor's own protection profile (issue 58, docs/investor-protection.md): read with the defaults
// for a user who has done none of it, and each part of a PUT saved with the transaction's time and
// audited. Approving a sophisticated application (four eyes, by an admin) is not here yet: it waits stored.
import {
  ANNEX_II_CRITERIA,
  TEST_VERSION,
  annexIICriteriaMet,
  isSophisticatedEligible,
  lossSimulationCents,
  netWorthCents,
  riskWarningRequired,
  scoreKnowledgeTest,
  type AnnexIIFacts,
  type InvestorProfileUpdate,
} from '../../core/investor-protection';
import { toCents } from '../../core/money';
import { sharedMessages } from '../../core/messages';
import type { Db } from '../../db/knex';
import type { DbAnnexIIFacts, DbInvestorProfileRow, DbUserRow } from '../../db/tables';
import type { AuditEntry } from '../../db/queries/audit';
import { insertAudit } from '../../db/queries/audit';
import {
  acknowledgeRiskWarning,
  findInvestorProfile,
  giveUpSophisticated,
  lockInvestorProfile,
  saveKnowledgeTest,
  saveLossSimulation,
  saveSophisticatedRequest,
} from '../../db/queries/investor-profiles';
import { badRequest, conflict } from '../errors';

const criterionLabel = {
  income_or_portfolio: sharedMessages['investorProtection.criterion.income_or_portfolio'],
  professional_experience: sharedMessages['investorProtection.criterion.professional_experience'],
  transactions: sharedMessages['investorProtection.criterion.transactions'],
};

/** 400 naming the Annex II criteria the stated facts do not meet. */
function notEligible(facts: AnnexIIFacts) {
  const met = annexIICriteriaMet(facts);
  const missing = ANNEX_II_CRITERIA.filter((criterion) => !met.includes(criterion)).map((criterion) => criterionLabel[criterion]);
  return badRequest({ key: 'investorProtection.sophisticatedNotEligible', list: missing }, 'sophisticated_not_eligible');
}

const storedFacts = (facts: AnnexIIFacts): DbAnnexIIFacts => ({
  // The schema accepted only whole cents.
  gross_income_cents: toCents(facts.gross_income) ?? 0,
  portfolio_cents: toCents(facts.portfolio) ?? 0,
  financial_sector_months: facts.financial_sector_months,
  executive_months: facts.executive_months,
  significant_transactions_last_four_quarters: facts.significant_transactions_last_four_quarters,
});

export function createInvestorProfileService({ db }: { db: Db }) {
  return {
    /** Undefined: the user has done none of it yet (the defaults). */
    get(user: DbUserRow): Promise<DbInvestorProfileRow | undefined> {
      return findInvestorProfile(db, user.id);
    },

    /**
     * The parts in the body's order of consequence: classification, test, simulation, then the
     * acknowledgement, judged on the profile as it was before this request: the warning must have been
     * due (and so shown) already, and a new test in the same body brings a warning not yet shown.
     */
    async update(user: DbUserRow, body: InvestorProfileUpdate): Promise<DbInvestorProfileRow> {
      if (body.classification?.action === 'apply' && !isSophisticatedEligible(body.classification.facts)) throw notEligible(body.classification.facts);
      return db.transaction(async (tx) => {
        const before = await lockInvestorProfile(tx, user.id);
        const audits: Omit<AuditEntry, 'actorId' | 'targetType' | 'targetId'>[] = [];
        let row: DbInvestorProfileRow = before;
        if (body.risk_warning_acknowledged && (body.knowledge_test || !riskWarningRequired(before.knowledge_test_appropriate) || before.risk_warning_acknowledged_at)) {
          throw conflict('investorProtection.riskWarningNotDue', 'risk_warning_not_due');
        }
        if (body.classification?.action === 'apply') {
          const facts = body.classification.facts;
          row = await saveSophisticatedRequest(tx, user.id, storedFacts(facts));
          audits.push({ action: 'investor.sophisticated_apply', after: { criteria_met: annexIICriteriaMet(facts) } });
        } else if (body.classification?.action === 'give_up') {
          row = await giveUpSophisticated(tx, user.id);
          audits.push({
            action: 'investor.sophisticated_give_up',
            before: { classification: before.classification, pending_request: before.sophisticated_request !== null },
            after: { classification: row.classification },
          });
        }
        if (body.knowledge_test) {
          const { answers } = body.knowledge_test;
          const result = scoreKnowledgeTest(answers);
          row = await saveKnowledgeTest(tx, user.id, { answers, version: TEST_VERSION, appropriate: result.appropriate });
          audits.push({
            action: 'investor.knowledge_test',
            before: before.knowledge_test_taken_at ? { appropriate: before.knowledge_test_appropriate, version: before.knowledge_test_version } : null,
            after: { version: TEST_VERSION, appropriate: result.appropriate, wrong: result.wrong, no_experience: result.noExperience },
          });
        }
        if (body.loss_simulation) {
          const inputs = lossSimulationCents(body.loss_simulation);
          const netWorth = netWorthCents(inputs);
          row = await saveLossSimulation(tx, user.id, { ...inputs, netWorthCents: netWorth });
          audits.push({ action: 'investor.loss_simulation', before: before.simulated_at ? { net_worth_cents: before.net_worth_cents } : null, after: { net_worth_cents: netWorth } });
        }
        if (body.risk_warning_acknowledged) {
          row = await acknowledgeRiskWarning(tx, user.id);
          audits.push({ action: 'investor.risk_warning_acknowledge', after: { knowledge_test_taken_at: before.knowledge_test_taken_at?.toISOString() ?? null } });
        }
        // The audit rows last: the chain's lock is held from the first append to the commit.
        for (const audit of audits) await insertAudit(tx, { ...audit, actorId: user.id, targetType: 'user', targetId: user.id });
        return row;
      });
    },
  };
}
