// GET and PUT /api/investor-profile over HTTP against a real database (issue 58, docs/investor-protection.md):
// the defaults of a new investor; the knowledge test scored and kept with its version, a failed one asking
// for the risk warning's acknowledgement; the loss simulation in cents with its figures; a sophisticated
// application refused when it meets too few criteria, else kept pending; giving the status up; one audit
// row per change; a body far over the limit refused; and each user seeing only their own profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_TEST, TEST_VERSION, type InvestorProfile, type KnowledgeTestAnswers } from '../../core/investor-protection';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Each knowledge question's right answer, and some experience on every experience question. */
const PASSING = Object.fromEntries(KNOWLEDGE_TEST.map((question) => [question.id, question.correct[0] ?? question.options[1]])) as KnowledgeTestAnswers;
const FAILING: KnowledgeTestAnswers = { ...PASSING, totalLoss: 'guaranteed' };

/** Meets income (€60,000) and transactions (40), not professional experience. */
const ELIGIBLE = { gross_income: 60000, portfolio: 0, financial_sector_months: 0, executive_months: 11, significant_transactions_last_four_quarters: 40 };

interface Answer {
  status: number;
  data: InvestorProfile;
  error?: string;
  code?: string;
}

async function investor(domainId: 1 | 2 = 1) {
  const user = await createTestUser(app.deps.db, { domainId });
  return { user, browser: await signedInBrowser(app, user) };
}

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

const read = async (browser: TestBrowser) => answer(await browser.request('/api/investor-profile'));
const put = async (browser: TestBrowser, body: unknown) =>
  answer(await browser.request('/api/investor-profile', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));
const auditOf = (userId: string) => app.deps.db('audit_log').where({ target_type: 'user', target_id: userId }).whereLike('action', 'investor.%').orderBy('id').select('action', 'actor_id', 'before', 'after');

describe('GET /api/investor-profile', () => {
  it('answers the defaults to an investor who has done nothing yet, never cached, and writes no row', async () => {
    const { user, browser } = await investor();
    const res = await browser.request('/api/investor-profile');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer(res)).toEqual({
      status: 200,
      success: true,
      data: {
        classification: { status: 'non_sophisticated', pending_request: null, approved_at: null, review_due_at: null },
        knowledge_test: null,
        loss_simulation: null,
        risk_warning: { required: false, acknowledged_at: null },
      },
    });
    expect(await app.deps.db('investor_profiles').where({ user_id: user.id })).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestBrowser(app.url).request('/api/investor-profile')).status).toBe(401);
  });
});

describe('the knowledge test and the risk warning', () => {
  it('keeps a passed test with its version; no warning is due, and acknowledging one is refused', async () => {
    const { user, browser } = await investor();
    const saved = await put(browser, { knowledge_test: { version: TEST_VERSION, answers: PASSING } });
    expect(saved.status, saved.error).toBe(200);
    const test = saved.data.knowledge_test!;
    expect(test).toMatchObject({ version: TEST_VERSION, answers: PASSING, appropriate: true, current: true });
    // Due two calendar years later at the same Madrid time.
    expect(new Date(test.due_at).getUTCFullYear() - new Date(test.taken_at).getUTCFullYear()).toBe(2);
    expect(saved.data.risk_warning).toEqual({ required: false, acknowledged_at: null });
    expect((await read(browser)).data).toEqual(saved.data);

    const refused = await put(browser, { risk_warning_acknowledged: true });
    expect(refused).toMatchObject({ status: 409, success: false, code: 'risk_warning_not_due', error: 'No tienes ninguna advertencia de riesgo pendiente de confirmar' });
    expect((await app.deps.db('investor_profiles').where({ user_id: user.id }).first()).risk_warning_acknowledged_at).toBeNull();
  });

  it('asks a failed test for the warning, records its acknowledgement once, and a new test asks again', async () => {
    const { user, browser } = await investor();
    const failed = await put(browser, { knowledge_test: { version: TEST_VERSION, answers: FAILING } });
    expect(failed.data.knowledge_test).toMatchObject({ appropriate: false });
    expect(failed.data.risk_warning).toEqual({ required: true, acknowledged_at: null });

    // The warning of a test sent with the acknowledgement has not been shown yet.
    expect(await put(browser, { knowledge_test: { version: TEST_VERSION, answers: FAILING }, risk_warning_acknowledged: true })).toMatchObject({ status: 409, code: 'risk_warning_not_due' });

    const acknowledged = await put(browser, { risk_warning_acknowledged: true });
    expect(acknowledged.status, acknowledged.error).toBe(200);
    expect(acknowledged.data.risk_warning.required).toBe(true);
    expect(Date.parse(acknowledged.data.risk_warning.acknowledged_at!)).toBeGreaterThanOrEqual(Date.parse(failed.data.knowledge_test!.taken_at));
    expect(await put(browser, { risk_warning_acknowledged: true })).toMatchObject({ status: 409, code: 'risk_warning_not_due' });

    // No experience at all fails too (art. 21(2)), and the earlier acknowledgement is gone.
    const again = await put(browser, { knowledge_test: { version: TEST_VERSION, answers: { ...PASSING, pastInvestments: 'none', professionalExperience: 'none' } } });
    expect(again.data.risk_warning).toEqual({ required: true, acknowledged_at: null });
    // A passed test ends the warning.
    expect((await put(browser, { knowledge_test: { version: TEST_VERSION, answers: PASSING } })).data.risk_warning).toEqual({ required: false, acknowledged_at: null });

    expect((await auditOf(user.id)).map((row) => row.action)).toEqual([
      'investor.knowledge_test',
      'investor.risk_warning_acknowledge',
      'investor.knowledge_test',
      'investor.knowledge_test',
    ]);
    const [first] = await auditOf(user.id);
    expect(first).toMatchObject({ actor_id: user.id, before: null, after: { version: TEST_VERSION, appropriate: false, wrong: ['totalLoss'], no_experience: false } });
  });

  it('refuses an older version of the test, a missing answer and an option the question has not, with 400', async () => {
    const { user, browser } = await investor();
    expect(await put(browser, { knowledge_test: { version: TEST_VERSION + 1, answers: PASSING } })).toMatchObject({
      status: 400,
      success: false,
      code: 'validation_failed',
      error: 'La prueba ha cambiado: vuelve a hacerla',
    });
    const { objective: _, ...missing } = PASSING;
    expect(await put(browser, { knowledge_test: { version: TEST_VERSION, answers: missing } })).toMatchObject({ status: 400, error: 'Responde a todas las preguntas' });
    expect(await put(browser, { knowledge_test: { version: TEST_VERSION, answers: { ...PASSING, dilution: 'maybe' } } })).toMatchObject({ status: 400, error: 'Responde a todas las preguntas' });
    expect(await put(browser, { risk_warning_acknowledged: false })).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await app.deps.db('investor_profiles').where({ user_id: user.id })).toEqual([]);
  });
});

describe('the simulation of the ability to bear loss', () => {
  it('stores the inputs in cents with the net worth, and answers the ability to bear loss and the threshold', async () => {
    const { user, browser } = await investor();
    const saved = await put(browser, { loss_simulation: { net_annual_income: 30000.55, liquid_assets: 12000.1, annual_financial_commitments: 9000 } });
    expect(saved.status, saved.error).toBe(200);
    expect(saved.data.loss_simulation).toMatchObject({
      inputs: { net_annual_income: 30000.55, liquid_assets: 12000.1, annual_financial_commitments: 9000 },
      net_worth: 33000.65,
      // 10 % and 5 % rounded down to the cent; 5 % is above €1,000 here.
      loss_capacity: 3300.06,
      threshold: 1650.03,
    });
    expect(await app.deps.db('investor_profiles').where({ user_id: user.id }).first()).toMatchObject({
      net_annual_income_cents: 3_000_055,
      liquid_assets_cents: 1_200_010,
      annual_financial_commitments_cents: 900_000,
      net_worth_cents: 3_300_065,
    });
    expect((await auditOf(user.id)).map((row) => [row.action, row.after])).toEqual([['investor.loss_simulation', { net_worth_cents: 3_300_065 }]]);
  });

  it('keeps a negative net worth when commitments are larger than assets: no ability to bear loss, and €1,000', async () => {
    const { browser } = await investor();
    const saved = await put(browser, { loss_simulation: { net_annual_income: 10000, liquid_assets: 500, annual_financial_commitments: 14000 } });
    expect(saved.data.loss_simulation).toMatchObject({ net_worth: -3500, loss_capacity: 0, threshold: 1000 });
  });

  it('refuses a negative amount and more than two decimals, with 400', async () => {
    const { browser } = await investor();
    for (const inputs of [
      { net_annual_income: -1, liquid_assets: 0, annual_financial_commitments: 0 },
      { net_annual_income: 1.001, liquid_assets: 0, annual_financial_commitments: 0 },
    ]) {
      expect(await put(browser, { loss_simulation: inputs })).toMatchObject({ status: 400, error: 'Introduce un importe en euros, con dos decimales como mucho' });
    }
  });
});

describe('the classification', () => {
  it('refuses an application meeting fewer than two criteria, naming those it misses', async () => {
    const { user, browser } = await investor();
    const refused = await put(browser, { classification: { action: 'apply', facts: { ...ELIGIBLE, significant_transactions_last_four_quarters: 39 } } });
    expect(refused).toMatchObject({ status: 400, success: false, code: 'sophisticated_not_eligible' });
    expect(refused.error).toBe(
      'Para ser inversor experimentado debes cumplir al menos dos criterios; no cumples: al menos un año de experiencia profesional en el sector financiero o 12 meses como directivo, una media de 10 operaciones significativas por trimestre en los últimos cuatro trimestres',
    );
    expect(await app.deps.db('investor_profiles').where({ user_id: user.id })).toEqual([]);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('keeps an eligible application pending with the criteria it meets; giving up clears it at once', async () => {
    const { user, browser } = await investor();
    const applied = await put(browser, { classification: { action: 'apply', facts: ELIGIBLE } });
    expect(applied.status, applied.error).toBe(200);
    expect(applied.data.classification).toMatchObject({
      status: 'non_sophisticated',
      pending_request: { facts: ELIGIBLE, criteria_met: ['income_or_portfolio', 'transactions'] },
      approved_at: null,
    });
    expect((await app.deps.db('investor_profiles').where({ user_id: user.id }).first()).sophisticated_request).toEqual({
      gross_income_cents: 6_000_000,
      portfolio_cents: 0,
      financial_sector_months: 0,
      executive_months: 11,
      significant_transactions_last_four_quarters: 40,
    });

    const gaveUp = await put(browser, { classification: { action: 'give_up' } });
    expect(gaveUp.data.classification).toEqual({ status: 'non_sophisticated', pending_request: null, approved_at: null, review_due_at: null });
    expect((await auditOf(user.id)).map((row) => [row.action, row.after])).toEqual([
      ['investor.sophisticated_apply', { criteria_met: ['income_or_portfolio', 'transactions'] }],
      ['investor.sophisticated_give_up', { classification: 'non_sophisticated' }],
    ]);
  });

  it('gives up an approved status at once', async () => {
    const { user, browser } = await investor();
    // An approval is an admin's (four eyes, not built yet): written here as it will be.
    await app.deps.db('investor_profiles').insert({ user_id: user.id, classification: 'sophisticated', sophisticated_approved_at: new Date() });
    const approved = (await read(browser)).data.classification;
    expect(approved.status).toBe('sophisticated');
    expect(new Date(approved.review_due_at!).getUTCFullYear() - new Date(approved.approved_at!).getUTCFullYear()).toBe(2);
    const gaveUp = await put(browser, { classification: { action: 'give_up' } });
    expect(gaveUp.data.classification).toMatchObject({ status: 'non_sophisticated', approved_at: null });
    expect((await auditOf(user.id)).map((row) => [row.action, row.before])).toEqual([['investor.sophisticated_give_up', { classification: 'sophisticated', pending_request: false }]]);
  });
});

describe('what the database holds it to', () => {
  it('refuses rows that break the rules it can hold', async () => {
    const { user } = await investor();
    const bad = [
      { classification: 'sophisticated' },
      { classification: 'professional', sophisticated_approved_at: new Date() },
      { knowledge_test_answers: JSON.stringify(PASSING), knowledge_test_version: 0, knowledge_test_appropriate: true, knowledge_test_taken_at: new Date() },
      { knowledge_test_answers: JSON.stringify(PASSING) },
      { net_annual_income_cents: -1, liquid_assets_cents: 0, annual_financial_commitments_cents: 0, net_worth_cents: -1, simulated_at: new Date() },
      { net_annual_income_cents: 100, liquid_assets_cents: 0, annual_financial_commitments_cents: 0, net_worth_cents: 99, simulated_at: new Date() },
      { knowledge_test_answers: JSON.stringify(PASSING), knowledge_test_version: 1, knowledge_test_appropriate: true, knowledge_test_taken_at: new Date(), risk_warning_acknowledged_at: new Date() },
    ];
    for (const row of bad) {
      await expect(app.deps.db('investor_profiles').insert({ user_id: user.id, ...row }), JSON.stringify(row)).rejects.toThrow(/check constraint/);
    }
  });
});

describe('the request', () => {
  it('refuses a 10 MB body with 413 and changes nothing', async () => {
    const { user, browser } = await investor();
    const res = await put(browser, JSON.stringify({ loss_simulation: { net_annual_income: 1, liquid_assets: 1, annual_financial_commitments: 1 }, padding: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res).toMatchObject({ status: 413, success: false, error: 'La petición es demasiado grande' });
    expect(await app.deps.db('investor_profiles').where({ user_id: user.id })).toEqual([]);
  });

  it('refuses a change from another site', async () => {
    const { browser } = await investor();
    const res = await browser.request('/api/investor-profile', { method: 'PUT', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' });
    expect(res.status).toBe(403);
  });
});

describe('whose profile', () => {
  it('shows each user their own only, on either brand; the session does not travel to another host', async () => {
    const one = await investor(1);
    const two = await investor(2);
    await put(one.browser, { knowledge_test: { version: TEST_VERSION, answers: FAILING } });
    await put(two.browser, { loss_simulation: { net_annual_income: 100, liquid_assets: 0, annual_financial_commitments: 0 } });
    const mine = (await read(one.browser)).data;
    const theirs = (await read(two.browser)).data;
    expect(mine).toMatchObject({ knowledge_test: { appropriate: false }, loss_simulation: null });
    expect(theirs).toMatchObject({ knowledge_test: null, loss_simulation: { net_worth: 100 } });
    // The same server under another host name: the cookie was set for the first one.
    const otherHost = new TestBrowser(app.url.replace('127.0.0.1', 'localhost'));
    expect((await otherHost.request('/api/investor-profile')).status).toBe(401);
  });
});
