// Investments on Postgres, the two targets of the investments issue, on one fresh database with the demo
// data (`npx tsx bench/investments.ts` runs this section alone):
//  1. Never over-funded under load: a project published through the admin API and 30 investors with
//     approved KYC (inserted, then signed in through the real OIDC flow) send 300 concurrent
//     POST /api/investment asking together for 3× what the project has left. What was accepted must add
//     up to the project's total funding exactly, in the answers and in the database; every refusal must
//     carry one of the spec's two funding texts; no answer may be a 5xx.
//  2. The admin list with 100,000 investments: rows inserted in bulk (both brands, every status, three
//     years of history), then autocannon on the admin's first page, all statuses and one status, with
//     the query's plan (EXPLAIN ANALYZE) recorded beside the figures.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { DEMO_ACCOUNTS } from '../bff/demo/credentials';
import { creditorReference, INVESTMENT_STEPS, timestampsOfStep, type InvestmentStatus, type InvestmentStep } from '../core/investments';
import { createDb, type Db } from '../db/knex';
import { listInvestments, type InvestmentListFilter } from '../db/queries/investments';
import { COMPLETE_PROJECT } from '../tests/fixtures/projects';
import { signedInBrowser } from '../tests/integration/support/sign-in';
import { postgresDeployment } from './deployment';
import { loadFigures, loadRun, type LoadFigures } from './load';
import { explainQuery, type QueryPlan } from './query-plan';
import { formatInvestments, type Outcome } from './report';
import { startServer, type RunningServer } from './server-process';
import { errorText, isMain, part, postgresAdminUrl, runAlone } from './section';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The burst: 300 requests from 30 investors (10 each, so the cap of 10 unpaid investments never
 * refuses one), half of €2,000 and half of €4,000: €900,000, 3× the project. Two amounts, so both of
 * the spec's refusals can occur ('Solo quedan €2000…' when a €4,000 meets the last €2,000).
 */
export const BURST: Burst = { investors: 30, requests: 300, amountsEuros: [2_000, 4_000], totalFundingEuros: 300_000, tokenValueEuros: 100, minEuros: 100, maxEuros: 10_000 };

export interface Burst {
  investors: number;
  requests: number;
  /** Request i asks for amountsEuros[i % length]. */
  amountsEuros: readonly number[];
  totalFundingEuros: number;
  tokenValueEuros: number;
  minEuros: number;
  maxEuros: number;
}
/** The spec's two refusals about what is left, in Spanish (the investors' locale). */
const FUNDING_REFUSAL = /^(Solo quedan €\d[\d.,]* disponibles para invertir|Proyecto completamente financiado)$/;

const LIST_INVESTMENTS = 100_000;
const LIST_BATCH = 5_000;
/** Investors the bulk rows belong to, per brand (besides the demo accounts and the burst's investors). */
const LIST_INVESTORS_PER_BRAND = 100;
const LIST_HISTORY_MS = 3 * 365 * DAY_MS;
/** The target for the admin list's first page on Postgres at 20 connections. */
const LIST_P99_TARGET_MS = 100;
const LIST_FILTER_STATUS = 'review' satisfies InvestmentStatus;
const PAGE_SIZE = 25;
/**
 * Shares of a live platform's investments: most finished, a tenth rejected, the rest spread over the
 * steps (each open step still holds a few percent, so a status filter has thousands of rows).
 */
const STATUS_SHARES: [InvestmentStatus, number][] = [
  ['completed', 55],
  ['rejected', 10],
  ['start', 7],
  ['payment', 8],
  ['review', 8],
  ['erir', 6],
  ['mint', 6],
];

export interface OverFunding {
  investors: number;
  requests: number;
  totalFundingEuros: number;
  askedEuros: number;
  accepted: number;
  acceptedEuros: number;
  /** Non-rejected investments of the project in the database after the burst. */
  databaseRows: number;
  databaseEuros: number;
  refused: number;
  /** Refusals whose `error` is 'Solo quedan €X disponibles para invertir' or 'Proyecto completamente financiado'. */
  refusedWithFundingText: number;
  /** Every answer other than 201 by status and text, with how many times it came. */
  answers: { status: number; error: string; count: number }[];
  serverErrors: number;
  /** Requests that got no HTTP answer at all. */
  networkErrors: number;
  wallMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Another investor's GET /api/investment sent one after another while the burst runs: what everyone else waits meanwhile. */
  bystander: { requests: number; p50Ms: number; maxMs: number; non2xx: number };
  /** 1-minute load average when the burst ended (the machine is shared; figures taken on a busy one skew). */
  loadAverage: number;
  /** Accepted ≤ total in the answers and in the database, equal to it (the amounts divide it), no 5xx, every refusal with a funding text. */
  met: boolean;
}

export interface ListRun extends LoadFigures {
  label: string;
  url: string;
  rowsOnPage: number;
  plan: QueryPlan;
  /** 1-minute load average after the run. */
  loadAverage: number;
}

export interface AdminList {
  investments: number;
  byStatus: Partial<Record<InvestmentStatus, number>>;
  pageSize: number;
  runs: ListRun[];
  p99TargetMs: number;
}

export interface InvestmentsBench {
  overFunding: Outcome<OverFunding>;
  adminList: Outcome<AdminList>;
}

const eurosOf = (cents: number | string | null | undefined) => Number(cents ?? 0) / 100;

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const loadAverage = () => Math.round(os.loadavg()[0]! * 100) / 100;

interface NewUser {
  email: string;
  domainId: 1 | 2;
}

/** Investors with approved KYC, ACTIVE and verified, all with one argon2 hash of `password` (hashing is the slow part). */
async function insertInvestors(db: Db, users: NewUser[], password: string): Promise<{ id: string; email: string; domain_id: number }[]> {
  const passwordHash = await hash(password);
  const now = new Date();
  return db('users')
    .insert(
      users.map((user, i) => ({
        email: user.email,
        password_hash: passwordHash,
        email_verified_at: now,
        full_name: `Inversora de Prueba ${i + 1}`,
        domain_id: user.domainId,
        status: 'ACTIVE',
        kyc_status: 'ok',
        kyc_approved_at: now,
      })),
    )
    .returning(['id', 'email', 'domain_id']);
}

// ---- 1. Never over-funded under load ----

interface BurstAnswer {
  status: number;
  /** The refusal's `error`, '' when created. */
  error: string;
  /** The created investment's amount as answered, 0 when refused. */
  amountEuros: number;
  ms: number;
}

async function publishProject(server: RunningServer, burst: Burst): Promise<string> {
  const admin = await signedInBrowser(server, DEMO_ACCOUNTS.admin);
  const res = await admin.postJson('/api/projects', {
    ...COMPLETE_PROJECT,
    name: `Proyecto bench ${randomUUID().slice(0, 6)}`,
    total_funding: burst.totalFundingEuros,
    token_value: burst.tokenValueEuros,
    min_investment: burst.minEuros,
    max_investment: burst.maxEuros,
    status: 'active',
  });
  const body = (await res.json()) as { data?: { id: string } };
  if (res.status !== 201 || !body.data) throw new Error(`POST /api/projects answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.id;
}

interface Investor {
  email: string;
  cookie: string;
}

/** The burst's investors, inserted and signed in, each session checked with a plain read. */
async function signedInInvestors(server: RunningServer, db: Db, count: number): Promise<Investor[]> {
  const password = `Bench-Investor-${randomBytes(6).toString('hex')}`;
  const users = Array.from({ length: count }, (_, i): NewUser => ({ email: `bench-investor-${i + 1}-${randomBytes(3).toString('hex')}@example.com`, domainId: 1 }));
  await insertInvestors(db, users, password);
  // One at a time: the login throttle takes its points before the password check, so a crowd of
  // sign-ins from one address could be refused before the successful ones give them back.
  const investors: Investor[] = [];
  for (const user of users) {
    const cookie = (await signedInBrowser(server, { email: user.email, password })).cookieHeader('/api/investment');
    // The session works, and the server's paths are warm before the burst.
    const res = await fetch(`${server.url}/api/investment`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/investment as ${user.email} answered ${res.status}`);
    investors.push({ email: user.email, cookie });
  }
  return investors;
}

async function send(url: string, init: RequestInit): Promise<BurstAnswer> {
  const sent = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const ms = performance.now() - sent;
    let body: { data?: { amount?: unknown }; error?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { error: text.slice(0, 120) };
    }
    return { status: res.status, error: res.status === 201 ? '' : String(body.error ?? ''), amountEuros: res.status === 201 ? Number(body.data?.amount) : 0, ms };
  } catch (err) {
    return { status: 0, error: errorText(err), amountEuros: 0, ms: performance.now() - sent };
  }
}

export async function measureOverFunding(server: RunningServer, databaseUrl: string, burst: Burst = BURST): Promise<OverFunding> {
  const projectId = await publishProject(server, burst);
  const db = createDb({ databaseUrl, pool: { min: 0, max: 2 } });
  try {
    const bystanderCookie = (await signedInBrowser(server, DEMO_ACCOUNTS.investor)).cookieHeader('/api/investment');
    const investors = await signedInInvestors(server, db, burst.investors);
    // Every request is built before the first is sent, then all go at once.
    const requests = Array.from({ length: burst.requests }, (_, i) => {
      const amountEuros = burst.amountsEuros[i % burst.amountsEuros.length]!;
      const init: RequestInit = {
        method: 'POST',
        headers: {
          cookie: investors[i % investors.length]!.cookie,
          // Mutating requests are same-origin checked: the origin a browser's fetch would send.
          origin: server.url,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ project_id: projectId, amount: amountEuros, payment_method: 'bank' }),
      };
      return { amountEuros, init };
    });
    const url = `${server.url}/api/investment`;

    // Meanwhile another investor reads their list, one request after another.
    let bursting = true;
    const bystanderTimes: number[] = [];
    let bystanderNon2xx = 0;
    const bystander = (async () => {
      while (bursting) {
        const sent = performance.now();
        const res = await fetch(url, { headers: { cookie: bystanderCookie } }).catch(() => null);
        await res?.arrayBuffer();
        bystanderTimes.push(performance.now() - sent);
        if (res?.status !== 200) bystanderNon2xx += 1;
      }
    })();
    const started = performance.now();
    let answers: BurstAnswer[];
    let wallMs: number;
    try {
      answers = await Promise.all(requests.map((r) => send(url, r.init)));
      wallMs = performance.now() - started;
    } finally {
      bursting = false;
      await bystander;
    }
    bystanderTimes.sort((a, b) => a - b);

    const [row] = (await db('investments').where({ project_id: projectId }).whereNot({ status: 'rejected' }).select(db.raw('count(*)::int as n'), db.raw('coalesce(sum(amount_cents), 0)::bigint as cents'))) as {
      n: number;
      cents: number | string;
    }[];
    const accepted = answers.filter((a) => a.status === 201);
    const refusals = answers.filter((a) => a.status !== 201);
    const grouped = new Map<string, { status: number; error: string; count: number }>();
    for (const a of refusals) {
      const key = `${a.status} ${a.error}`;
      const entry = grouped.get(key) ?? { status: a.status, error: a.error, count: 0 };
      entry.count += 1;
      grouped.set(key, entry);
    }
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const acceptedEuros = accepted.reduce((sum, a) => sum + a.amountEuros, 0);
    const databaseEuros = eurosOf(row?.cents);
    const refusedWithFundingText = refusals.filter((a) => a.status === 409 && FUNDING_REFUSAL.test(a.error)).length;
    const serverErrors = answers.filter((a) => a.status >= 500).length;
    const networkErrors = answers.filter((a) => a.status === 0).length;
    const askedEuros = requests.reduce((sum, r) => sum + r.amountEuros, 0);
    return {
      investors: investors.length,
      requests: requests.length,
      totalFundingEuros: burst.totalFundingEuros,
      askedEuros,
      accepted: accepted.length,
      acceptedEuros,
      databaseRows: Number(row?.n ?? 0),
      databaseEuros,
      refused: refusals.length,
      refusedWithFundingText,
      answers: [...grouped.values()].sort((a, b) => b.count - a.count),
      serverErrors,
      networkErrors,
      wallMs: Math.round(wallMs),
      requestsPerSecond: Math.round((answers.length / wallMs) * 1000),
      p50Ms: round1(percentile(times, 50)),
      p99Ms: round1(percentile(times, 99)),
      maxMs: round1(times.at(-1) ?? 0),
      bystander: { requests: bystanderTimes.length, p50Ms: round1(percentile(bystanderTimes, 50)), maxMs: round1(bystanderTimes.at(-1) ?? 0), non2xx: bystanderNon2xx },
      loadAverage: loadAverage(),
      // What is left stays a multiple of €2,000, so a €2,000 request handled while anything is left is
      // accepted; those alone add up to the total, so the project must end exactly full.
      met:
        acceptedEuros === burst.totalFundingEuros &&
        databaseEuros === acceptedEuros &&
        Number(row?.n) === accepted.length &&
        serverErrors === 0 &&
        networkErrors === 0 &&
        refusedWithFundingText === refusals.length,
    };
  } finally {
    await db.destroy();
  }
}

// ---- 2. The admin list with 100,000 investments ----

/** A small deterministic generator, so every run inserts the same spread. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Owner {
  id: string;
  domain_id: number;
}
interface Target {
  id: string;
  domain_id: number;
  token_value_cents: number;
}

const STATUS_DECK: InvestmentStatus[] = STATUS_SHARES.flatMap(([status, share]) => Array<InvestmentStatus>(share).fill(status));
const WHITEPAPER_SHA256 = 'a'.repeat(64);

function investmentRow(i: number, next: () => number, owners: Map<number, Owner[]>, targets: Map<number, Target[]>, adminId: string, now: number) {
  const domainId = i % 2 === 0 ? 1 : 2;
  const owner = owners.get(domainId)![Math.floor(next() * owners.get(domainId)!.length)]!;
  const project = targets.get(domainId)![Math.floor(next() * targets.get(domainId)!.length)]!;
  const status = STATUS_DECK[Math.floor(next() * STATUS_DECK.length)]!;
  const tokens = 1 + Math.floor(next() * 100);
  const amountCents = tokens * project.token_value_cents;
  // Newest first in the index order; the history reaches three years back.
  const createdAt = now - HOUR_MS - (i * LIST_HISTORY_MS) / LIST_INVESTMENTS - Math.floor(next() * HOUR_MS);
  const row: Record<string, unknown> = {
    user_id: owner.id,
    project_id: project.id,
    domain_id: owner.domain_id,
    status,
    amount_cents: amountCents,
    tokens,
    payment_method: 'bank',
    payment_reference: creditorReference(`TKB${i.toString(36).toUpperCase().padStart(8, '0')}`),
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(createdAt).toISOString(),
  };
  // Rejected ones stopped at review, after the investor announced the transfer (as in the demo seed).
  const reached: InvestmentStep = status === 'rejected' ? 'review' : status;
  const taken = INVESTMENT_STEPS.slice(0, INVESTMENT_STEPS.indexOf(reached)) as Exclude<InvestmentStep, 'completed'>[];
  taken.forEach((step, k) => {
    const at = new Date(createdAt + (k + 1) * 6 * HOUR_MS).toISOString();
    for (const column of timestampsOfStep(step)) row[column] = at;
    row.updated_at = at;
    if (step === 'start') Object.assign(row, { whitepaper_filename: 'whitepaper.pdf', whitepaper_sha256: WHITEPAPER_SHA256, whitepaper_accepted_at: at });
  });
  if (status === 'rejected') {
    const at = new Date(createdAt + 3 * DAY_MS).toISOString();
    Object.assign(row, { rejected_at: at, rejected_by: adminId, rejection_reason: 'La transferencia no llegó en el plazo de 15 días.', updated_at: at });
  }
  return row;
}

const INVESTMENT_COLUMNS = [
  'user_id',
  'project_id',
  'domain_id',
  'status',
  'amount_cents',
  'tokens',
  'payment_method',
  'payment_reference',
  'whitepaper_filename',
  'whitepaper_sha256',
  'whitepaper_accepted_at',
  'created_at',
  'updated_at',
  'start_at',
  'payment_at',
  'payment_verified_at',
  'review_at',
  'erir_at',
  'mint_at',
  'completed_at',
  'rejected_at',
  'rejected_by',
  'rejection_reason',
];

/** 100,000 investments in batches of 5,000, one transaction and one statement each (a JSON array as its only parameter). */
async function insertInvestments(db: Db): Promise<void> {
  const users = await insertInvestors(
    db,
    Array.from({ length: 2 * LIST_INVESTORS_PER_BRAND }, (_, i): NewUser => ({ email: `bench-list-${i + 1}-${randomBytes(3).toString('hex')}@example.com`, domainId: i % 2 === 0 ? 1 : 2 })),
    `Bench-List-${randomBytes(6).toString('hex')}`,
  );
  const projects: Target[] = await db('projects').whereNotNull('token_value_cents').whereIn('status', ['active', 'completed']).select('id', 'domain_id', 'token_value_cents');
  const admin = (await db('users').where({ email: DEMO_ACCOUNTS.admin.email }).first('id')) as { id: string } | undefined;
  if (!admin) throw new Error('the demo admin is missing');
  const byDomain = <T extends { domain_id: number }>(rows: T[]) => new Map([1, 2].map((d) => [d, rows.filter((r) => r.domain_id === d)]));
  const owners = byDomain(users);
  const targets = byDomain(projects);
  for (const d of [1, 2]) if (!targets.get(d)!.length) throw new Error(`no active or completed project of brand ${d} with a token value`);

  const next = random(42);
  const now = Date.now();
  const columns = INVESTMENT_COLUMNS.join(', ');
  for (let start = 0; start < LIST_INVESTMENTS; start += LIST_BATCH) {
    const rows = Array.from({ length: Math.min(LIST_BATCH, LIST_INVESTMENTS - start) }, (_, k) => investmentRow(start + k, next, owners, targets, admin.id, now));
    await db.transaction((tx) => tx.raw(`insert into investments (${columns}) select ${columns} from json_populate_recordset(null::investments, ?::json)`, [JSON.stringify(rows)]));
  }
  await db.raw('analyze investments, users, projects');
}

/** The first page's query as the service sends it (one more row than the page, for the next cursor). */
const explain = (db: Db, filter: Omit<InvestmentListFilter, 'limit'>): Promise<QueryPlan> => explainQuery(db, listInvestments(db, { ...filter, limit: PAGE_SIZE + 1 }));

export async function measureAdminList(server: RunningServer, databaseUrl: string): Promise<AdminList> {
  const db = createDb({ databaseUrl, pool: { min: 0, max: 2 } });
  try {
    await insertInvestments(db);
    const counts = (await db('investments').groupBy('status').select('status', db.raw('count(*)::int as n'))) as { status: InvestmentStatus; n: number }[];
    const admin = await signedInBrowser(server, DEMO_ACCOUNTS.admin);
    const headers = { cookie: admin.cookieHeader('/api/investment'), 'accept-encoding': 'br, gzip' };
    const runs: ListRun[] = [];
    for (const [label, query, filter] of [
      ['all statuses', '', {}],
      [`status=${LIST_FILTER_STATUS}`, `&status=${LIST_FILTER_STATUS}`, { status: LIST_FILTER_STATUS }],
    ] as const) {
      const url = `${server.url}/api/investment?admin=true${query}`;
      const first = await fetch(url, { headers });
      const text = await first.text();
      if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}: ${text.slice(0, 200)}`);
      const rowsOnPage = (JSON.parse(text) as { data: unknown[] }).data.length;
      const figures = loadFigures(await loadRun(url, headers));
      runs.push({ label, url: url.slice(server.url.length), rowsOnPage, ...figures, loadAverage: loadAverage(), plan: await explain(db, filter) });
    }
    return {
      investments: counts.reduce((sum, c) => sum + c.n, 0),
      byStatus: Object.fromEntries(counts.map((c) => [c.status, c.n])),
      pageSize: PAGE_SIZE,
      runs,
      p99TargetMs: LIST_P99_TARGET_MS,
    };
  } finally {
    await db.destroy();
  }
}

// ---- The section ----

/** Both parts on one fresh database and server: the burst first (on the demo data only), then the bulk rows. */
export async function measureInvestments(postgresAdminUrl: string): Promise<InvestmentsBench> {
  const deployment = await postgresDeployment(postgresAdminUrl);
  try {
    const server = await startServer(deployment.env);
    try {
      const databaseUrl = deployment.env.DATABASE_URL!;
      const overFunding = await part(`${BURST.requests} concurrent investments against ${BURST.investors} sessions`, () => measureOverFunding(server, databaseUrl));
      const adminList = await part(`admin list with ${LIST_INVESTMENTS.toLocaleString('en')} investments`, () => measureAdminList(server, databaseUrl));
      return { overFunding, adminList };
    } finally {
      await server.stop();
    }
  } finally {
    await deployment.dispose();
  }
}

/** Failed parts, for the run's count of failed sections. */
export const investmentsFailures = (bench: InvestmentsBench): number => [bench.overFunding, bench.adminList].filter((o) => 'error' in o).length;

// `npx tsx bench/investments.ts`: this section alone.
if (isMain(import.meta.url)) await runAlone({ measure: () => measureInvestments(postgresAdminUrl), format: formatInvestments, failures: investmentsFailures });
