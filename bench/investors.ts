// Investors and the holder register on Postgres with a platform-sized data set, on one fresh database
// with the demo data (`npx tsx bench/investors.ts` runs this section alone). Seeded in bulk with SQL
// (generate_series, insert ... select), never over HTTP:
//  - 10,000 verified investors (kyc_status ok, an approved KYC application with name, id number and
//    wallet), both brands, 1 % of them blocked;
//  - 20 projects (10 per brand) and 100,000 investments over them, 60 % completed and minted (one
//    token_mints row each, token_holdings summed from them), the rest spread over the other steps;
//  - token blockings on 2 % of the holdings (half of those freeze every token), investor blockings for
//    the blocked investors.
// Then, as the demo admin, the holder register export first (its memory figures start from a server
// no load run has grown) and the investors list after it:
//  1. the holder register export (GET /api/investors/register.csv as a browser asks for it, br/gzip):
//     wall time to the last byte (target ≤ 5 s for the whole register), bytes, rows, and the BFF
//     process's resident memory before and at its peak during each export — one brand, then the whole
//     register five times: a register held in memory would climb from one export to the next;
//     streamed, the peaks stay within one band;
//  2. GET /api/investors, the first page of verified investors (every brand, then brand 2 only) under
//     autocannon at 20 connections (br/gzip): req/s, p50, p99 (target p99 ≤ 150 ms).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { hash } from '@node-rs/argon2';
import { DEMO_ACCOUNTS } from '../bff/demo/credentials';
import { createDb, type Db } from '../db/knex';
import { holderRegisterPage } from '../db/queries/holder-register';
import { REGISTER_BATCH } from '../bff/services/holder-register';
import { signedInBrowser } from '../tests/integration/support/sign-in';
import { postgresDeployment } from './deployment';
import { loadFigures, loadRun, type LoadFigures } from './load';
import { explainQuery, type QueryPlan } from './query-plan';
import { formatInvestors, type Outcome } from './report';
import { startServer, type RunningServer } from './server-process';
import { isMain, part, postgresAdminUrl, runAlone } from './section';

export const SEED = { investors: 10_000, projects: 20, investments: 100_000, completedPercent: 60, blockedInvestorsPercent: 1, tokenBlockingsPercent: 2 } as const;
/** The target for the investors list's first page at 20 connections. */
const LIST_P99_TARGET_MS = 150;
/** The target for the whole register's export. */
const REGISTER_TARGET_MS = 5_000;
const MIB = 2 ** 20;

export interface Seeded {
  investors: number;
  projects: number;
  investments: number;
  completed: number;
  holdings: number;
  frozenHoldings: number;
  blockedInvestors: number;
  seedMs: number;
}

export interface RegisterRun {
  label: string;
  /** The whole register (both brands), which the target is about. */
  whole: boolean;
  url: string;
  status: number;
  /** Records after the header. */
  rows: number;
  /** The CSV itself, decompressed. */
  csvBytes: number;
  /** As transferred, in `encoding`. */
  wireBytes: number;
  encoding: string;
  firstByteMs: number;
  totalMs: number;
  /** The BFF process's resident set before the request, and its highest during it. */
  rssBeforeMiB: number;
  rssPeakMiB: number;
  /** Highest samples (every 10 ms) in the first and the second half of the download: a register held in memory would climb between them. */
  rssFirstHalfMiB: number;
  rssSecondHalfMiB: number;
  /** 1-minute load average after the run. */
  loadAverage: number;
}

export interface RegisterBench {
  runs: RegisterRun[];
  /** One keyset batch from the middle of the register, as the export reads it. */
  batchPlan: QueryPlan;
  batchSize: number;
  targetMs: number;
}

export interface InvestorListRun extends LoadFigures {
  label: string;
  url: string;
  rowsOnPage: number;
  /** 1-minute load average after the run. */
  loadAverage: number;
}

export interface InvestorList {
  runs: InvestorListRun[];
  p99TargetMs: number;
}

export interface InvestorsBench {
  seeded: Seeded;
  list: Outcome<InvestorList>;
  register: Outcome<RegisterBench>;
}

const loadAverage = () => Math.round(os.loadavg()[0]! * 100) / 100;
const mib = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

// ---- Seeding ----

/** Every statement of the seed, in order; `:admin` stands for the demo admin's id (who minted and blocked). */
const SEED_SQL = [
  // Projects: 10 per brand, open or funded, a €100 token.
  `insert into projects (domain_id, name, description, project_type, modality, total_funding_cents, duration_months, annual_return_bp, total_return_bp,
     token_value_cents, min_investment_cents, max_investment_cents, start_date, end_date, investment_terms, status, created_by)
   select 1 + g % 2, 'Proyecto del registro ' || g, 'Proyecto generado para medir el registro de titulares.', 'real_estate', 'equity', 2000000000, 36, 625, 1875,
     10000, 10000, 500000000, '2027-01-01', '2030-12-31', 'Condiciones generadas para la medición.', case when g % 4 = 0 then 'completed' else 'active' end, :admin
   from generate_series(1, ${SEED.projects}) g`,
  // Investors: verified, approved over the last year, 1 % blocked.
  `insert into users (email, email_verified_at, full_name, domain_id, status, kyc_status, kyc_approved_at)
   select 'titular-' || g || '@bench.example.com', now(), 'Titular ' || g, 1 + g % 2,
     case when g % (100 / ${SEED.blockedInvestorsPercent}) = 0 then 'BLOCKED' else 'ACTIVE' end, 'ok', now() - make_interval(mins => g * 50)
   from generate_series(1, ${SEED.investors}) g`,
  // Their approved applications: name (accents, as real ones have), DNI-like number, a wallet.
  `insert into kyc_applications (user_id, status, submitted_at, reviewed_at, reviewed_by, user_type, name, id_number, wallet)
   select u.id, 'APPROVED', u.kyc_approved_at - interval '1 day', u.kyc_approved_at, :admin, 'persona_fisica',
     'Titular Núñez Ibáñez ' || u.n, lpad(u.n::text, 8, '0') || 'T', '0x' || substr(md5(u.id::text) || md5(u.email), 1, 40)
   from (select id, email, kyc_approved_at, row_number() over (order by email) n from users where email like 'titular-%@bench.example.com') u`,
  // Investments: each brand's to its own projects, pseudo-random but repeatable (hashtext of the number).
  `insert into investments (user_id, project_id, domain_id, status, amount_cents, tokens, payment_reference, whitepaper_filename, whitepaper_accepted_at,
     created_at, updated_at, start_at, payment_at, payment_verified_at, review_at, erir_at, mint_at, completed_at, rejected_at, rejected_by, rejection_reason)
   select u.ids[1 + abs(hashtext('u' || g)) % array_length(u.ids, 1)], p.ids[1 + abs(hashtext('p' || g)) % array_length(p.ids, 1)], b.domain_id, s.status,
     s.tokens * 10000, s.tokens, 'RF-REGISTRO-' || g, 'whitepaper.pdf', s.at,
     s.at, s.at, s.at, s.at, s.at, s.at, s.at,
     case when s.status in ('mint', 'completed') then s.at + interval '2 days' end,
     case when s.status = 'completed' then s.at + interval '2 days' end,
     case when s.status = 'rejected' then s.at + interval '1 day' end,
     case when s.status = 'rejected' then :admin end,
     case when s.status = 'rejected' then 'La transferencia no llegó en el plazo de 15 días.' end
   from generate_series(1, ${SEED.investments}) g
   cross join lateral (select 1 + g % 2 as domain_id) b
   join (select domain_id, array_agg(id order by id) ids from users where email like 'titular-%@bench.example.com' group by domain_id) u on u.domain_id = b.domain_id
   join (select domain_id, array_agg(id order by id) ids from projects where name like 'Proyecto del registro %' group by domain_id) p on p.domain_id = b.domain_id
   cross join lateral (select
     case when abs(hashtext('s' || g)) % 100 < ${SEED.completedPercent} then 'completed'
          else (array['start', 'payment', 'review', 'erir', 'mint', 'rejected'])[1 + abs(hashtext('t' || g)) % 6] end as status,
     1 + abs(hashtext('k' || g)) % 50 as tokens,
     now() - make_interval(mins => g * 5) as at) s`,
  `insert into token_mints (investment_id, user_id, project_id, tokens, reference, minted_by, minted_at)
   select id, user_id, project_id, tokens, 'mint_registro_' || id, :admin, mint_at from investments where status = 'completed' and payment_reference like 'RF-REGISTRO-%'`,
  `insert into token_holdings (user_id, project_id, tokens, updated_at)
   select user_id, project_id, sum(tokens), max(minted_at) from token_mints where reference like 'mint_registro_%' group by user_id, project_id`,
  // Token blockings on 2 % of the holdings; every other one freezes the whole holding.
  `insert into blockings (type, user_id, project_id, tokens, reason, blocked_by)
   select 'tokens', user_id, project_id, case when abs(hashtext('f' || user_id || project_id)) % 2 = 0 then tokens else greatest(1, tokens / 2) end, 'Orden de embargo', :admin
   from token_holdings where abs(hashtext('b' || user_id || project_id)) % 100 < ${SEED.tokenBlockingsPercent}`,
  `update token_holdings h set frozen_tokens = b.tokens from (
     select user_id, project_id, sum(tokens) tokens from blockings where type = 'tokens' and released_at is null group by user_id, project_id) b
   where b.user_id = h.user_id and b.project_id = h.project_id`,
  `insert into blockings (type, user_id, reason, blocked_by) select 'investor', id, 'Investigación de blanqueo', :admin from users where status = 'BLOCKED' and email like 'titular-%@bench.example.com'`,
  'analyze',
];

export async function seedInvestors(db: Db): Promise<Seeded> {
  const started = performance.now();
  const admin = (await db('users').where({ email: DEMO_ACCOUNTS.admin.email }).first('id')) as { id: string } | undefined;
  if (!admin) throw new Error('the demo admin is missing');
  // The id is a uuid read from the database, so it is written into the statements as a literal.
  for (const sql of SEED_SQL) await db.raw(sql.replaceAll(':admin', `'${admin.id}'::uuid`));
  const seedMs = Math.round(performance.now() - started);
  const count = async (sql: string) => Number(((await db.raw(`select count(*)::int as n from ${sql}`)) as { rows: { n: number }[] }).rows[0]!.n);
  return {
    investors: await count(`users where email like 'titular-%@bench.example.com'`),
    projects: await count(`projects where name like 'Proyecto del registro %'`),
    investments: await count(`investments where payment_reference like 'RF-REGISTRO-%'`),
    completed: await count(`investments where payment_reference like 'RF-REGISTRO-%' and status = 'completed'`),
    holdings: await count('token_holdings where tokens > 0'),
    frozenHoldings: await count('token_holdings where frozen_tokens > 0'),
    blockedInvestors: await count(`users where status = 'BLOCKED'`),
    seedMs,
  };
}

// ---- The investors list ----

export async function measureInvestorList(server: RunningServer): Promise<InvestorList> {
  const admin = await signedInBrowser(server, DEMO_ACCOUNTS.admin);
  const headers = { cookie: admin.cookieHeader('/api/investors'), 'accept-encoding': 'br, gzip' };
  const runs: InvestorListRun[] = [];
  for (const [label, query] of [
    ['every brand', ''],
    ['domain=2', '?domain=2'],
  ] as const) {
    const url = `${server.url}/api/investors${query}`;
    const first = await fetch(url, { headers });
    const text = await first.text();
    if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}: ${text.slice(0, 200)}`);
    const rowsOnPage = (JSON.parse(text) as { data: unknown[] }).data.length;
    const figures = loadFigures(await loadRun(url, headers));
    runs.push({ label, url: url.slice(server.url.length), rowsOnPage, ...figures, loadAverage: loadAverage() });
  }
  return { runs, p99TargetMs: LIST_P99_TARGET_MS };
}

// ---- The register export ----

/** The process's resident set now and at its highest since the last reset, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Starts the peak (VmHWM) over from the current resident set; false when the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const counter = (count: (chunk: Buffer) => void) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count(chunk);
      done(null, chunk);
    },
  });

function decoderFor(encoding: string): Transform {
  if (encoding === 'br') return zlib.createBrotliDecompress();
  if (encoding === 'gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  return new PassThrough();
}

function get(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, { headers }, resolve).once('error', reject));
}

/** One export as a browser downloads it, with the server's memory sampled every 10 ms meanwhile. */
async function exportOnce(server: RunningServer, cookie: string, label: string, query: string): Promise<RegisterRun> {
  const whole = query === '';
  const url = `${server.url}/api/investors/register.csv${query}`;
  // Whatever garbage the previous run left is not this run's: the server's heap settles first.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = memoryOf(server.pid).rss;
  const peakResets = resetPeak(server.pid);
  const samples: { at: number; rss: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => samples.push({ at: performance.now() - started, rss: memoryOf(server.pid).rss }), 10);
  try {
    const res = await get(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    const encoding = res.headers['content-encoding'] ?? 'identity';
    let firstByteMs = 0;
    let wireBytes = 0;
    let csvBytes = 0;
    let lineEnds = 0;
    await pipeline(
      res as Readable,
      counter((chunk) => {
        if (wireBytes === 0) firstByteMs = performance.now() - started;
        wireBytes += chunk.length;
      }),
      decoderFor(encoding),
      counter((chunk) => {
        csvBytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lineEnds += 1;
      }),
      new PassThrough().resume(),
    );
    const totalMs = performance.now() - started;
    const highest = (list: { rss: number }[]) => Math.max(before, ...list.map((s) => s.rss));
    const peak = Math.max(highest(samples), peakResets ? memoryOf(server.pid).peak : 0);
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}`);
    return {
      label,
      whole,
      url: url.slice(server.url.length),
      status: res.statusCode,
      rows: lineEnds - 1,
      csvBytes,
      wireBytes,
      encoding,
      firstByteMs: Math.round(firstByteMs),
      totalMs: Math.round(totalMs),
      rssBeforeMiB: mib(before),
      rssPeakMiB: mib(peak),
      rssFirstHalfMiB: mib(highest(samples.filter((s) => s.at < totalMs / 2))),
      rssSecondHalfMiB: mib(highest(samples.filter((s) => s.at >= totalMs / 2))),
      loadAverage: loadAverage(),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A second admin with a known password: one user may start only three exports a minute (bff/routes/register.ts). */
async function secondAdmin(db: Db): Promise<{ email: string; password: string }> {
  const account = { email: `bench-admin-${randomBytes(3).toString('hex')}@example.com`, password: `Bench-Admin-${randomBytes(6).toString('hex')}` };
  await db('users').insert({ email: account.email, password_hash: await hash(account.password), email_verified_at: new Date(), full_name: 'Administradora del bench', is_admin: true, domain_id: 1 });
  return account;
}

/**
 * A warm-up export of one brand, then the whole register five times by two admins: with the register
 * streamed, the whole exports' peaks stay within one band instead of climbing from one to the next.
 */
export async function measureRegister(server: RunningServer, db: Db): Promise<RegisterBench> {
  const cookieOf = async (account: { email: string; password: string }) => (await signedInBrowser(server, account)).cookieHeader('/api/investors/register.csv');
  const [first, second] = [await cookieOf(DEMO_ACCOUNTS.admin), await cookieOf(await secondAdmin(db))];
  const runs: RegisterRun[] = [];
  for (const [label, cookie, query] of [
    ['brand 2 (warm-up)', first, '?domain=2'],
    ['both brands 1', first, ''],
    ['both brands 2', first, ''],
    ['both brands 3', second, ''],
    ['both brands 4', second, ''],
    ['both brands 5', second, ''],
  ] as const) {
    runs.push(await exportOnce(server, cookie, label, query));
  }
  const middle = (await db('token_holdings').where('tokens', '>', 0).orderBy(['project_id', 'user_id']).offset(Math.floor(runs.at(-1)!.rows / 2)).first('project_id', 'user_id')) as {
    project_id: string;
    user_id: string;
  };
  const batchPlan = await explainQuery(db, holderRegisterPage(db, {}, REGISTER_BATCH, { projectId: middle.project_id, userId: middle.user_id }));
  return { runs, batchPlan, batchSize: REGISTER_BATCH, targetMs: REGISTER_TARGET_MS };
}

// ---- The section ----

export async function measureInvestors(postgresAdminUrl: string): Promise<InvestorsBench> {
  const deployment = await postgresDeployment(postgresAdminUrl);
  try {
    const server = await startServer(deployment.env);
    const db = createDb({ databaseUrl: deployment.env.DATABASE_URL!, pool: { min: 0, max: 2 } });
    try {
      process.stdout.write(`    seeding ${SEED.investors.toLocaleString('en')} investors and ${SEED.investments.toLocaleString('en')} investments\n`);
      const seeded = await seedInvestors(db);
      const register = await part('holder register export', () => measureRegister(server, db));
      const list = await part('GET /api/investors first page at 20 connections', () => measureInvestorList(server));
      return { seeded, list, register };
    } finally {
      await db.destroy();
      await server.stop();
    }
  } finally {
    await deployment.dispose();
  }
}

/** Failed parts, for the run's count of failed sections. */
export const investorsFailures = (bench: InvestorsBench): number => [bench.list, bench.register].filter((o) => 'error' in o).length;

// `npx tsx bench/investors.ts`: this section alone.
if (isMain(import.meta.url)) await runAlone({ measure: () => measureInvestors(postgresAdminUrl), format: formatInvestors, failures: investorsFailures });
