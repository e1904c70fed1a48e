// The holder register export over HTTP against a real database (docs/blocking.md): the file Excel in
// Spanish opens (BOM, ';', CRLF, Spanish headers), one row per holding with the figures the ledger and
// the investments give, identity from the approved KYC application only, formulas neutralised, brand
// scoping, refusals, the audit row, the rate limit, a 5,000-holding register read batch by batch as the
// reader takes it (never more than one batch ahead), and a failure after the first bytes cutting the
// download instead of ending it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser, type TestUserOptions } from './support/users';
import type { TestBrowser } from './support/browser';
import { stepCarriedOut } from './support/approvals';
import { ACCEPT, answer, invest, investor, publishedProject } from './support/investments';
import { CHECKSUM_WALLET } from './support/kyc';
import { REGISTER_HEADERS, registerCsv, registerDateTime, registerFileName } from '../../bff/presenters/holder-register';
import { createHolderRegisterService, REGISTER_BATCH } from '../../bff/services/holder-register';
import { REGISTER_EXPORT_LIMIT } from '../../bff/routes/register';
import { parseCsv } from '../fixtures/csv';

const PATH = '/api/investors/register.csv';
const BOM = [0xef, 0xbb, 0xbf];

let app: TestApp;
let admin: TestBrowser;
const projects = {} as Record<'a' | 'b' | 'hispax', { id: string; name: string }>;
const people = {} as Record<'ana' | 'bob' | 'eve' | 'mallory' | 'trent' | 'carla', { id: string; email: string }>;

/** A fresh signed-in caller: each test's exports count against its own rate limit. */
async function caller(options: TestUserOptions) {
  const user = await createTestUser(app.deps.db, options);
  return { user, browser: await signedInBrowser(app, user) };
}

/** One investment of `euros` taken through every step by the investor and the admin, as the screens do. */
async function completedInvestment(browser: TestBrowser, projectId: string, euros: number, until = 'completed') {
  let current = await answer(await invest(browser, { project_id: projectId, amount: euros }));
  expect(current.status, JSON.stringify(current)).toBe(201);
  while (current.data.status !== until) {
    const by = ['start', 'payment'].includes(current.data.status) ? browser : admin;
    current = await stepCarriedOut(app, by, current.data.id, current.data.status === 'start' ? ACCEPT : {});
    expect(current.status, JSON.stringify(current)).toBe(200);
  }
  return current.data;
}

const approvedKyc = (db: Knex, userId: string, fields: { name: string; id_number: string; wallet: string | null }) =>
  db('kyc_applications').insert({ user_id: userId, status: 'APPROVED', submitted_at: new Date(), reviewed_at: new Date(), user_type: 'persona_fisica', ...fields });

async function download(browser: TestBrowser, query = '', headers: Record<string, string> = {}) {
  const res = await browser.request(`${PATH}${query}`, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text, records: res.status === 200 ? parseCsv(text.replace(/^\uFEFF/, '')) : [] };
}

const pick = (record: string[] | undefined, ...columns: number[]) => columns.map((i) => record?.[i]);
const byKey = (records: string[][]) => new Map(records.slice(1).map((r) => [`${r[1]}|${r[4]}`, r]));

async function lastMint(userId: string, projectId: string): Promise<Date> {
  const row = (await app.deps.db('token_mints').where({ user_id: userId, project_id: projectId }).max({ at: 'minted_at' }).first()) as { at: Date };
  return row.at;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
  const db = app.deps.db;
  for (const [key, overrides] of [
    ['a', {}],
    ['b', {}],
    ['hispax', { domain_id: 2 }],
  ] as const) {
    const { id } = await publishedProject(admin, overrides);
    projects[key] = { id, name: ((await db('projects').where({ id }).first('name')) as { name: string }).name };
  }

  const ana = await investor(app);
  await approvedKyc(db, ana.user.id, { name: 'Ana Núñez Ibáñez', id_number: '12345678Z', wallet: CHECKSUM_WALLET });
  await completedInvestment(ana.browser, projects.a.id, 1000);
  await completedInvestment(ana.browser, projects.a.id, 1500);
  // Not completed: no tokens yet, and not in the euros invested.
  await completedInvestment(ana.browser, projects.a.id, 2000, 'review');
  await completedInvestment(ana.browser, projects.b.id, 1000);

  // An application not (yet) approved identifies nobody: the account's name stands in.
  const bob = await investor(app);
  await db('kyc_applications').insert({ user_id: bob.user.id, status: 'SUBMITTED', submitted_at: new Date(), name: 'Nombre sin aprobar', id_number: '87654321X' });
  await completedInvestment(bob.browser, projects.a.id, 1000);
  // Every one of bob's tokens frozen, then bob blocked: he still holds them.
  for (const body of [
    { type: 'tokens', action: 'block', reason: 'Orden judicial', projectId: projects.a.id, userId: bob.user.id, amount: 10 },
    { type: 'investor', action: 'block', reason: 'Orden judicial', userId: bob.user.id },
  ]) {
    expect((await answer(await admin.postJson('/api/block', body))).status).toBe(200);
  }

  // Identities written to be run by a spreadsheet.
  const eve = await investor(app);
  await approvedKyc(db, eve.user.id, { name: '=HYPERLINK("http://evil.example";"clic")', id_number: '@SUM(1+1)', wallet: null });
  await completedInvestment(eve.browser, projects.a.id, 1000);
  const mallory = await investor(app, { email: `-mallory-${randomUUID().slice(0, 6)}@example.com` });
  await db('users').where({ id: mallory.user.id }).update({ full_name: '+34 600 000 000' });
  await completedInvestment(mallory.browser, projects.a.id, 1000);
  const trent = await investor(app);
  await approvedKyc(db, trent.user.id, { name: 'Trent', id_number: '\t=cmd', wallet: null });
  await completedInvestment(trent.browser, projects.a.id, 1000);

  const carla = await investor(app, { domainId: 2 });
  await completedInvestment(carla.browser, projects.hispax.id, 1000);

  for (const [key, person] of Object.entries({ ana, bob, eve, mallory, trent, carla })) people[key as keyof typeof people] = { id: person.user.id, email: person.user.email };
});
afterAll(() => app?.close());

describe('the register an admin downloads', () => {
  it('is a UTF-8 CSV with a BOM, Spanish headers, ";" and CRLF, one row per holding with its tokens, blocked tokens, euros and last mint', async () => {
    const { res, bytes, text, records } = await download((await caller({ isAdmin: true })).browser);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${registerFileName(new Date())}"`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="registro-titulares-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(text.slice(1).split('\r\n')[0]).toBe(REGISTER_HEADERS.join(';'));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const { ana, bob, carla } = people;
    // ana holds in a and b, the five others one holding each: seven rows, grouped by project.
    expect(records).toHaveLength(1 + 7);
    const idOf = new Map(Object.values(people).map((p) => [p.email, p.id]));
    const keys = records.slice(1).map((r) => `${r[1]} ${idOf.get(r[4]!.replace(/^'/, ''))}`);
    expect(keys).toEqual([...keys].sort());
    const rows = byKey(records);
    expect(rows.get(`${projects.a.id}|${ana.email}`)).toEqual([
      projects.a.name,
      projects.a.id,
      'Ana Núñez Ibáñez',
      '12345678Z',
      ana.email,
      CHECKSUM_WALLET,
      '25',
      '0',
      '2500,00',
      registerDateTime(await lastMint(ana.id, projects.a.id)),
      'ACTIVE',
      // No chain in this app: nothing read from one.
      '',
    ]);
    expect(pick(rows.get(`${projects.b.id}|${ana.email}`), 6, 7, 8)).toEqual(['10', '0', '1000,00']);
    // Held though every token is blocked; named by the account, the application not being approved.
    expect(rows.get(`${projects.a.id}|${bob.email}`)).toEqual([projects.a.name, projects.a.id, 'Usuaria de Prueba', '', bob.email, '', '10', '10', '1000,00', registerDateTime(await lastMint(bob.id, projects.a.id)), 'BLOCKED', '']);
    expect(pick(rows.get(`${projects.hispax.id}|${carla.email}`), 0, 6, 10)).toEqual([projects.hispax.name, '10', 'ACTIVE']);
    for (const record of records.slice(1)) expect(record[9]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('neutralises cells a spreadsheet would run as formulas with a leading apostrophe', async () => {
    const { text, records } = await download((await caller({ isAdmin: true })).browser, `?projectId=${projects.a.id}`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"";""clic"")"`);
    const rows = byKey(records);
    expect(pick(rows.get(`${projects.a.id}|${people.eve.email}`), 2, 3)).toEqual([`'=HYPERLINK("http://evil.example";"clic")`, `'@SUM(1+1)`]);
    expect(pick(rows.get(`${projects.a.id}|'${people.mallory.email}`), 2)).toEqual([`'+34 600 000 000`]);
    expect(pick(rows.get(`${projects.a.id}|${people.trent.email}`), 3)).toEqual([`'\t=cmd`]);
    for (const record of records) for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe('who may export what', () => {
  it('gives an ERIR user their own brand only, whatever `domain` says (as the investors list); another brand’s project does not exist', async () => {
    const erir = (await caller({ isErir: true, domainId: 1 })).browser;
    const brandOne = new Set([projects.a.id, projects.b.id]);
    expect(new Set((await download(erir)).records.slice(1).map((r) => r[1]))).toEqual(brandOne);
    expect(new Set((await download(erir, '?domain=hispaxtoken')).records.slice(1).map((r) => r[1]))).toEqual(brandOne);
    expect(await answer(await erir.request(`${PATH}?projectId=${projects.hispax.id}`))).toMatchObject({ status: 404, success: false, code: 'project_not_found' });
    const hispax = await download((await caller({ isErir: true, domainId: 2 })).browser, '?domain=1');
    expect(hispax.records.slice(1).map((r) => r[4])).toEqual([people.carla.email]);
  });

  it('lets an admin filter by brand and by project', async () => {
    const { browser } = await caller({ isAdmin: true });
    expect((await download(browser, '?domain=2')).records.slice(1).map((r) => r[4])).toEqual([people.carla.email]);
    expect((await download(browser, `?projectId=${projects.b.id}`)).records.slice(1).map((r) => r[4])).toEqual([people.ana.email]);
    expect((await download(browser, `?domain=1&projectId=${projects.hispax.id}`)).records).toEqual([[...REGISTER_HEADERS]]);
  });

  it('refuses investors with 403, anonymous callers with 401 and bad filters with 400, as JSON', async () => {
    const { browser: investorBrowser } = await caller({ kycStatus: 'ok' });
    expect(await answer(await investorBrowser.request(PATH))).toMatchObject({ status: 403, success: false, code: 'forbidden' });
    expect(await answer(await app.fetch(PATH))).toMatchObject({ status: 401, success: false, code: 'no_session' });
    const { browser } = await caller({ isAdmin: true });
    expect(await answer(await browser.request(`${PATH}?domain=3`))).toMatchObject({ status: 400, code: 'validation_failed', error: 'El filtro de plataforma no es válido' });
    expect(await answer(await browser.request(`${PATH}?projectId=nope`))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await answer(await browser.request(`${PATH}?projectId=a&projectId=b`))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await answer(await browser.request(`${PATH}?projectId=${randomUUID()}`))).toMatchObject({ status: 404, code: 'project_not_found' });
  });
});

describe('the audit row and the rate limit', () => {
  it('records who exported which part of the register and how many holdings it had, and nothing for a refusal', async () => {
    const { user, browser } = await caller({ isErir: true, domainId: 1 });
    expect((await download(browser, `?projectId=${projects.a.id}`)).res.status).toBe(200);
    expect((await browser.request(`${PATH}?projectId=${projects.hispax.id}`)).status).toBe(404);
    const rows = await app.deps.db('audit_log').where({ actor_id: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'register.export', target_type: 'system', target_id: 'holder_register', after: { domainId: 1, projectId: projects.a.id, holdings: 5 } });
  });

  it(`allows ${REGISTER_EXPORT_LIMIT.points} exports a minute per user, then answers 429 with Retry-After`, async () => {
    const { browser } = await caller({ isAdmin: true });
    for (let i = 0; i < REGISTER_EXPORT_LIMIT.points; i++) expect((await download(browser, `?projectId=${projects.b.id}`)).res.status).toBe(200);
    const refused = await browser.request(`${PATH}?projectId=${projects.b.id}`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answer(refused)).toMatchObject({ status: 429, code: 'too_many_exports', error: expect.stringContaining('Espera un minuto') });
    // Someone else is not held back by it.
    expect((await download((await caller({ isAdmin: true })).browser, `?projectId=${projects.b.id}`)).res.status).toBe(200);
  });
});

describe('a register of 5,000 holdings', () => {
  const USERS = 100;
  const PROJECTS = 50;
  let bigProjects: string[];
  let bigUsers: string[];

  beforeAll(async () => {
    const db = app.deps.db;
    bigUsers = (
      await db('users')
        .insert(Array.from({ length: USERS }, (_, i) => ({ email: `holder-${i}-${randomUUID().slice(0, 6)}@example.com`, full_name: `Titular ${i}`, domain_id: 1, kyc_status: 'ok' })))
        .returning('id')
    ).map((r: { id: string }) => r.id);
    bigProjects = (
      await db('projects')
        .insert(Array.from({ length: PROJECTS }, (_, i) => ({ domain_id: 1, name: `Proyecto en bloque ${i}`, status: 'active', token_value_cents: 10_000 })))
        .returning('id')
    ).map((r: { id: string }) => r.id);
    await db.raw('insert into token_holdings (user_id, project_id, tokens) select u, p, 7 from unnest(?::uuid[]) u, unnest(?::uuid[]) p', [bigUsers, bigProjects]);
  });

  /** The sizes of the register's batch reads on the app's own database while `work` runs (which sees them grow). */
  async function batchReads(work: (sizes: readonly number[]) => Promise<void>): Promise<number[]> {
    const sizes: number[] = [];
    const onResponse = (response: unknown, query: { sql: string }) => {
      if (/from "token_holdings" as "th"/.test(query.sql) && /order by "th"."project_id"/.test(query.sql)) sizes.push((response as unknown[]).length);
    };
    app.deps.db.on('query-response', onResponse);
    try {
      await work(sizes);
    } finally {
      app.deps.db.off('query-response', onResponse);
    }
    return sizes;
  }

  it('is read batch by batch as the reader takes it, never more than one batch ahead', async () => {
    const { user } = await caller({ isAdmin: true });
    const expected = 5_000 + 6;
    const reads = await batchReads(async (sofar) => {
      const csv = registerCsv(await createHolderRegisterService({ db: app.deps.db }).open(user, { domainId: 1 }));
      let taken = 0;
      let lines = 0;
      for await (const chunk of csv as AsyncIterable<Buffer>) {
        if (taken === 0) expect([...chunk.subarray(0, 3)]).toEqual(BOM);
        taken += 1;
        // Whatever the timing, the reads done are the chunks taken plus at most the one waiting.
        expect(sofar.length).toBeLessThanOrEqual(taken + 1);
        lines += chunk.toString().split('\r\n').length - 1;
      }
      expect(lines).toBe(1 + expected);
    });
    expect(reads).toHaveLength(Math.ceil(expected / REGISTER_BATCH));
    expect(Math.max(...reads)).toBe(REGISTER_BATCH);
  });

  it('streams over HTTP: chunked, no Content-Length, every holding once, in batches of at most 1,000 rows', async () => {
    const { browser } = await caller({ isAdmin: true });
    let download_: Awaited<ReturnType<typeof download>> | undefined;
    const reads = await batchReads(async () => {
      download_ = await download(browser, '?domain=1', { 'accept-encoding': 'identity' });
    });
    const { res, records } = download_!;
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const total = ((await app.deps.db('token_holdings as th').join('projects as p', 'p.id', 'th.project_id').where('p.domain_id', 1).where('th.tokens', '>', 0).count({ n: '*' }).first()) as { n: number | string }).n;
    expect(records.length - 1).toBe(Number(total));
    expect(new Set(records.slice(1).map((r) => `${r[1]}|${r[4]}`)).size).toBe(Number(total));
    expect(reads.length).toBe(Math.ceil(Number(total) / REGISTER_BATCH));
    expect(Math.max(...reads)).toBeLessThanOrEqual(REGISTER_BATCH);
  });

  it('cuts the download when the export fails after its first bytes, compressed or not, and keeps serving', async () => {
    // A holding that sorts last, minted at a time no calendar shows (the column takes 'infinity', no code
    // writes it): presenting it throws, long after the headers and the first batches went out.
    const db = app.deps.db;
    const [last] = (await db('projects').insert({ id: 'ffffffff-ffff-4fff-bfff-ffffffffffff', domain_id: 1, name: 'Proyecto último', status: 'active' }).returning('id')) as { id: string }[];
    const holding = { user_id: bigUsers[0], project_id: last!.id, tokens: 1 };
    await db('token_holdings').insert(holding);
    const [investment] = (await db('investments').insert({ ...holding, domain_id: 1, status: 'completed', amount_cents: 100, payment_reference: 'RF-INFINITY' }).returning('id')) as { id: string }[];
    await db('token_mints').insert({ ...holding, investment_id: investment!.id, reference: 'mint-infinity', minted_at: db.raw("'infinity'::timestamptz") });
    const { browser } = await caller({ isAdmin: true });
    for (const encoding of ['identity', 'gzip']) {
      const res = await browser.request(`${PATH}?domain=1`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer(), encoding).rejects.toThrow();
    }
    expect((await app.fetch('/api/health')).status).toBe(200);
  });
});
