// The demo accounts' questionnaire answers, in a module of their own so the tests can answer the same
// (tests/fixtures/kyc.ts) without loading the specimens' image and PDF libraries.

export const DEMO_QUESTIONNAIRE = {
  investment_experience: 'intermediate',
  investment_objective: 'income_medium_risk',
  risk_tolerance: 'moderate',
  annual_income: '50k_75k',
  source_of_funds: 'laboral',
  capital_percentage: 'menos_25',
  investment_capital_origin: 'laboral',
  understand_risks: true,
  terms_acceptance: true,
  knows_total_loss: true,
} as const;
