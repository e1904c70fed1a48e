// The investor-protection profiles (docs/investor-protection.md): read, locked for a change, and each part
// of GET/PUT /api/investor-profile saved with the transaction's time.
import type { Knex } from 'knex';
import type { DbAnnexIIFacts, DbInvestorProfileRow } from '../tables';

const profiles = (db: Knex) => db<DbInvestorProfileRow>('investor_profiles');

export function findInvestorProfile(db: Knex, userId: string): Promise<DbInvestorProfileRow | undefined> {
  return profiles(db).where({ user_id: userId }).first();
}

/** The user's row, created with the defaults if they had none, locked until the transaction ends. */
export async function lockInvestorProfile(tx: Knex.Transaction, userId: string): Promise<DbInvestorProfileRow> {
  await tx('investor_profiles').insert({ user_id: userId }).onConflict('user_id').ignore();
  return (await profiles(tx).where({ user_id: userId }).forUpdate().first())!;
}

async function update(tx: Knex.Transaction, userId: string, patch: Record<string, unknown>): Promise<DbInvestorProfileRow> {
  const [row] = await tx('investor_profiles')
    .where({ user_id: userId })
    .update({ ...patch, updated_at: tx.fn.now() })
    .returning('*');
  return row as DbInvestorProfileRow;
}

/** A new test replaces the last; its warning, if any, has not been acknowledged yet. */
export const saveKnowledgeTest = (tx: Knex.Transaction, userId: string, test: { answers: Record<string, string>; version: number; appropriate: boolean }) =>
  update(tx, userId, {
    knowledge_test_answers: JSON.stringify(test.answers),
    knowledge_test_version: test.version,
    knowledge_test_appropriate: test.appropriate,
    knowledge_test_taken_at: tx.fn.now(),
    risk_warning_acknowledged_at: null,
  });

export const saveLossSimulation = (
  tx: Knex.Transaction,
  userId: string,
  simulation: { netAnnualIncomeCents: number; liquidAssetsCents: number; annualFinancialCommitmentsCents: number; netWorthCents: number },
) =>
  update(tx, userId, {
    net_annual_income_cents: simulation.netAnnualIncomeCents,
    liquid_assets_cents: simulation.liquidAssetsCents,
    annual_financial_commitments_cents: simulation.annualFinancialCommitmentsCents,
    net_worth_cents: simulation.netWorthCents,
    simulated_at: tx.fn.now(),
  });

export const acknowledgeRiskWarning = (tx: Knex.Transaction, userId: string) => update(tx, userId, { risk_warning_acknowledged_at: tx.fn.now() });

/** The application waits for an admin; a newer one replaces it. */
export const saveSophisticatedRequest = (tx: Knex.Transaction, userId: string, facts: DbAnnexIIFacts) =>
  update(tx, userId, { sophisticated_request: JSON.stringify(facts), sophisticated_requested_at: tx.fn.now() });

/** Annex II Part II: the investor gives the status up at once; an application waiting goes with it. */
export const giveUpSophisticated = (tx: Knex.Transaction, userId: string) =>
  update(tx, userId, { classification: 'non_sophisticated', sophisticated_approved_at: null, sophisticated_request: null, sophisticated_requested_at: null });
