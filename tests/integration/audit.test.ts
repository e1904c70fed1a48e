// The tamper-evident audit log over HTTP against a real database (docs/audit.md): the hash chain stays
// whole through real actions and concurrent ones; the database refuses to change or remove a row; a row
// changed behind its back (trigger disabled, as only the table's owner can) is named by the verifier,
// GET /api/audit/verify and `npm run audit:verify`; GET /api/audit filters and pages, for admins only;
// every entry names the request it was written for.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditListResponse, AuditVerification } from '../../core/audit';
import { verifyAuditChain } from '../../core/audit-chain';
import { openDb, type Db } from '../../db/knex';
import { auditChainBatches, insertAudit, listAudit } from '../../db/queries/audit';
import { createPersistentDatabase, startTestApp, type PersistentDatabase, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { ACCEPT, answer, invest, investor, publishedProject, step } from './support/investments';
import { saveProject } from './support/projects';
import { runNpmScript } from './support/npm-script';
import { approvedBySecondAdmin } from './support/approvals';


let database: PersistentDatabase;
let app: TestApp | undefined;
let admin: TestBrowser;
let adminUser: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  // A database that outlives the app: `npm run audit:verify` opens it after the app has closed it
  // (PGlite's files take one process at a time).
  database = await createPersistentDatabase();
  app = await startTestApp({ database });
  adminUser = await createTestUser(app.deps.db, { isAdmin: true, email: 'auditora@example.com' });
  admin = await signedInBrowser(app, adminUser);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const db = (): Db => app!.deps.db;
const chainVerdict = (on: Db = db()) => verifyAuditChain(auditChainBatches(on, 7));
const rowCount = async (on: Db = db()) => Number(((await on('audit_log').count({ n: '*' }).first()) as { n: number | string }).n);

async function auditPage(browser: TestBrowser, query = '') {
  const res = await browser.request(`/api/audit${query}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as AuditListResponse & { error?: string; code?: string } };
}

async function verification(browser: TestBrowser = admin) {
  const res = await browser.request('/api/audit/verify');
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as { data: AuditVerification; error?: string } };
}

/** Changes history as only the table's owner can: the append-only trigger off, inside one transaction. */
async function behindTheWritersBack(on: Db, change: (tx: Db) => Promise<unknown>): Promise<void> {
  await on.transaction(async (tx) => {
    await tx.raw('alter table audit_log disable trigger audit_log_no_change');
    await change(tx);
    await tx.raw('alter table audit_log enable trigger audit_log_no_change');
  });
}

/** `npm run audit:verify` against the test's database, as an operator runs it. */
const runVerifyScript = () => runNpmScript('audit:verify', database);

describe('the hash chain', () => {
  it('verifies after a series of real actions over HTTP', async () => {
    const project = await publishedProject(admin);
    expect((await admin.postJson('/api/block', { type: 'project', action: 'block', projectId: project.id, reason: 'Revisión de la auditoría' })).status).toBe(200);
    // The unblock is proposed, then approved by a second admin: both write links of the chain.
    await approvedBySecondAdmin(app!, await admin.postJson('/api/block', { type: 'project', action: 'unblock', projectId: project.id, reason: 'Revisión de la auditoría' }));
    const { browser } = await investor(app!);
    const created = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
    expect(created.status).toBe(201);
    // start → payment → review (the investor's steps), then the admin rejects it.
    expect((await answer(await step(browser, created.data.id, ACCEPT))).status).toBe(200);
    expect((await answer(await step(browser, created.data.id))).status).toBe(200);
    const rejected = await answer(await admin.postJson(`/api/investment/${created.data.id}/reject`, { reason: 'Transferencia no recibida' }, { 'Idempotency-Key': randomUUID() }));
    expect(rejected.status).toBe(200);
    // Reads of personal data are links of the chain too.
    expect((await admin.request('/api/investors?limit=1')).status).toBe(200);
    expect((await admin.request('/api/admin/kyc/applications')).status).toBe(200);
    expect(await db()('audit_log').whereIn('action', ['investor.list_read', 'kyc.review_queue_read']).orderBy('id').pluck('action')).toEqual(['investor.list_read', 'kyc.review_queue_read']);

    const rows = await rowCount();
    expect(rows).toBeGreaterThanOrEqual(8);
    expect(await chainVerdict()).toEqual({ ok: true, rows });
    const answered = await verification();
    expect(answered).toMatchObject({ status: 200, cacheControl: 'private, no-store', body: { data: { ok: true, rows } } });
    expect(answered.body.data.broken).toBeUndefined();
    expect(Date.parse(answered.body.data.checked_at)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('stays whole under 20 concurrent audited requests, its instants growing along it', async () => {
    const project = await publishedProject(admin);
    const investors = await Promise.all(Array.from({ length: 10 }, () => investor(app!)));
    const before = await rowCount();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => saveProject(admin, { name: `Borrador concurrente ${i}`, status: 'draft' }).then((saved) => saved.status)),
      ...investors.map(({ browser }) => invest(browser, { project_id: project.id, amount: 1000 }).then((res) => res.status)),
    ]);
    expect(answers).toEqual(Array(20).fill(201));
    const rows = await rowCount();
    expect(rows).toBe(before + 20);
    expect(await chainVerdict()).toEqual({ ok: true, rows });
    const instants = (await db()('audit_log').orderBy('id').pluck('created_at')) as Date[];
    expect(instants.every((at, i) => i === 0 || at.getTime() >= instants[i - 1]!.getTime())).toBe(true);
    // Each entry names its own request, however the 20 interleaved.
    const requestIds = (await db()('audit_log').where('id', '>', before).pluck('request_id')) as (string | null)[];
    expect(new Set(requestIds).size).toBe(20);
    expect(requestIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  });

  it('records each of 20 concurrent reads of the investors list, by whom and for which request, on a whole chain', async () => {
    const before = await rowCount();
    const sent = Array.from({ length: 20 }, (_, i) => `lectura-${String(i).padStart(4, '0')}`);
    const statuses = await Promise.all(sent.map((requestId) => admin.withHeaders({ 'X-Request-Id': requestId }).request('/api/investors?limit=5').then((res) => res.status)));
    expect(statuses).toEqual(Array(20).fill(200));
    // Every read's row is there once its answer is: appends made together share a transaction, none is dropped.
    const reads = (await db()('audit_log').where('id', '>', before).orderBy('id').select('actor_id', 'action', 'request_id', 'after')) as {
      actor_id: string;
      action: string;
      request_id: string;
      after: { page: string; limit: number };
    }[];
    expect(reads).toHaveLength(20);
    expect(reads.every((row) => row.actor_id === adminUser.id && row.action === 'investor.list_read' && row.after.page === 'first' && row.after.limit === 5)).toBe(true);
    expect(reads.map((row) => row.request_id).sort()).toEqual(sent);
    const rows = await rowCount();
    expect(await chainVerdict()).toEqual({ ok: true, rows });
  });

  it('appends the other entries of a shared transaction when one of them cannot be written', async () => {
    const before = await rowCount();
    const entry = (actorId: string | null, targetId: string) => insertAudit(db(), { actorId, action: 'investor.list_read', targetType: 'system', targetId });
    const outcomes = await Promise.allSettled([entry(adminUser.id, 'compartida-1'), entry(randomUUID(), 'sin-actor'), entry(null, 'compartida-2'), entry(adminUser.id, 'compartida-3')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((await db()('audit_log').where('id', '>', before).orderBy('id').pluck('target_id')).sort()).toEqual(['compartida-1', 'compartida-2', 'compartida-3']);
    expect(await chainVerdict()).toEqual({ ok: true, rows: await rowCount() });
  });

  it('names the request each entry was written for, as the access log and X-Request-Id do', async () => {
    const newest = async () => (await db()('audit_log').orderBy('id', 'desc').first('target_id', 'request_id')) as { target_id: string; request_id: string | null };
    const named = await admin.withHeaders({ 'X-Request-Id': 'auditoria-0001' }).postJson('/api/projects', { name: 'Borrador con petición', status: 'draft' });
    expect(named.status).toBe(201);
    const namedProject = ((await named.json()) as { data: { id: string } }).data;
    expect(await newest()).toEqual({ target_id: namedProject.id, request_id: 'auditoria-0001' });

    // No id sent (or none usable): the one the server gave the request, which its answer carries.
    const unnamed = await admin.withHeaders({ 'X-Request-Id': 'no válido' }).postJson('/api/projects', { name: 'Borrador sin petición', status: 'draft' });
    expect(unnamed.status).toBe(201);
    const given = unnamed.headers.get('x-request-id');
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(await newest()).toEqual({ target_id: ((await unnamed.json()) as { data: { id: string } }).data.id, request_id: given });

    // Written outside any request (the demo seed, housekeeping): none.
    await insertAudit(db(), { actorId: null, action: 'investment.expire', targetType: 'investment', targetId: 'sin-peticion' });
    expect(await newest()).toEqual({ target_id: 'sin-peticion', request_id: null });
    expect((await chainVerdict()).ok).toBe(true);
  });

  it('appends only from READ COMMITTED transactions (an older snapshot would fork the chain)', async () => {
    const append = (tx: Db) => insertAudit(tx, { actorId: null, action: 'project.block', targetType: 'project', targetId: 'snapshot' });
    await expect(db().transaction(append, { isolationLevel: 'repeatable read' })).rejects.toThrow('insertAudit needs a READ COMMITTED transaction, not repeatable read');
    expect((await chainVerdict()).ok).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('never deadlocks an append with a transaction that holds its actor’s row (Postgres)', async () => {
    /** Resolves once `n` sessions of this database wait for a lock. */
    const waiting = (n: number) =>
      expect
        .poll(async () => {
          const { rows } = (await db().raw(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as { rows: { n: number }[] };
          return Number(rows[0]!.n);
        }, { timeout: 5_000, interval: 50 })
        .toBeGreaterThanOrEqual(n);
    const entry = (actorId: string, targetId: string) => ({ actorId, action: 'project.update' as const, targetType: 'project' as const, targetId });
    const investorRow = await createTestUser(db());
    const before = await rowCount();
    // One transaction holds the chain lock; another holds the investor's row, as an investment creation does.
    const holder = await db().transaction();
    const rowOwner = await db().transaction();
    try {
      await insertAudit(holder, entry(adminUser.id, 'holder'));
      await rowOwner('users').where({ id: investorRow.id }).forUpdate().first();
      // The investor's own audited action queues (on their row: never while holding the chain lock)…
      const investorAppend = db().transaction((tx) => insertAudit(tx, entry(investorRow.id, 'investor')));
      await waiting(1);
      // …then the row's holder queues for the chain lock.
      const ownerAppend = insertAudit(rowOwner, entry(adminUser.id, 'owner')).then(() => rowOwner.commit());
      await waiting(2);
      await holder.commit();
      await Promise.all([investorAppend, ownerAppend]);
    } finally {
      for (const tx of [holder, rowOwner]) if (!tx.isCompleted()) await tx.rollback();
    }
    expect(await rowCount()).toBe(before + 3);
    expect((await chainVerdict()).ok).toBe(true);
  });

  it('refuses to change, remove or empty a row, and to delete a user who acted', async () => {
    const [first] = (await db()('audit_log').orderBy('id').limit(1)) as { id: number }[];
    await expect(db()('audit_log').where({ id: first!.id }).update({ action: 'project.nothing' })).rejects.toThrow(/audit_log is append-only: UPDATE refused/);
    await expect(db()('audit_log').where({ id: first!.id }).del()).rejects.toThrow(/audit_log is append-only: DELETE refused/);
    await expect(db().raw('truncate audit_log')).rejects.toThrow(/audit_log is append-only: TRUNCATE refused/);
    await expect(db()('users').where({ id: adminUser.id }).del()).rejects.toThrow(/audit_log_actor_id_foreign/);
    expect((await chainVerdict()).ok).toBe(true);
  });

  it('names a row changed behind the writer’s back, in the verifier and GET /api/audit/verify, and a row written without it', async () => {
    const ids = (await db()('audit_log').orderBy('id').pluck('id')) as number[];
    const target = ids[Math.floor(ids.length / 2)]!;
    const original = (await db()('audit_log').where({ id: target }).first('after')) as { after: unknown };
    await behindTheWritersBack(db(), (tx) => tx('audit_log').where({ id: target }).update({ after: JSON.stringify({ status: 'forged' }) }));

    expect(await chainVerdict()).toEqual({ ok: false, rows: ids.indexOf(target), broken: { id: target, reason: 'hash_mismatch' } });
    // The answer may be kept a few seconds (bff/services/audit.ts): it names the row once it is walked again.
    await expect
      .poll(async () => (await verification()).body.data, { timeout: 15_000, interval: 1_000 })
      .toMatchObject({ ok: false, rows: ids.indexOf(target), broken: { id: target, reason: 'hash_mismatch' } });

    // Put back as it was, the chain verifies again: the hash covers exactly what is stored.
    await behindTheWritersBack(db(), (tx) => tx('audit_log').where({ id: target }).update({ after: JSON.stringify(original.after) }));
    expect((await chainVerdict()).ok).toBe(true);

    // A row inserted without the writer has no hash.
    await db()
      .transaction(async (tx) => {
        const [row] = (await tx('audit_log').insert({ actor_id: null, action: 'project.block', target_type: 'project', target_id: 'x' }).returning('id')) as { id: number }[];
        expect(await verifyAuditChain(auditChainBatches(tx))).toEqual({ ok: false, rows: ids.length, broken: { id: row!.id, reason: 'missing_hash' } });
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).toBe('rolled back'));
    expect((await chainVerdict()).ok).toBe(true);
  });
});

describe('GET /api/audit', () => {
  let all: AuditEntry[];

  beforeAll(async () => {
    // One entry of the system's own (investment expiries are the usual ones).
    await insertAudit(db(), { actorId: null, action: 'investment.expire', targetType: 'investment', targetId: 'sistema-1', before: { status: 'start' }, after: { status: 'rejected' } });
    const page = await auditPage(admin, '?limit=100');
    expect(page.status).toBe(200);
    all = page.body.data;
  });

  it('answers every entry newest first, with its actor, content and hash, never cached', async () => {
    const page = await auditPage(admin);
    expect(page).toMatchObject({ status: 200, cacheControl: 'private, no-store', body: { success: true } });
    const ids = all.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all).toHaveLength(await rowCount());
    expect(all[0]).toMatchObject({ actor: null, action: 'investment.expire', target_type: 'investment', target_id: 'sistema-1', before: { status: 'start' }, after: { status: 'rejected' } });
    const block = all.find((entry) => entry.action === 'project.block')!;
    expect(block).toMatchObject({ actor: { id: adminUser.id, email: 'auditora@example.com', name: 'Usuaria de Prueba' }, target_type: 'project', before: { status: 'active' }, after: { status: 'blocked', reason: 'Revisión de la auditoría' } });
    expect(block.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(block.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it('pages by id with a cursor, never skipping or repeating an entry', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await auditPage(admin, `?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(4);
      seen.push(...page.body.data.map((entry) => entry.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
  });

  it('filters by actor (e-mail, id or the system), action, target and day', async () => {
    const ids = async (query: string) => {
      const page = await auditPage(admin, query);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.data.map((entry) => entry.id);
    };
    const expected = (keep: (entry: AuditEntry) => boolean) => all.filter(keep).map((entry) => entry.id);
    const byAdmin = expected((entry) => entry.actor?.id === adminUser.id);
    expect(byAdmin.length).toBeGreaterThan(10);
    expect(await ids('?actor=AUDITORA@example.com&limit=100')).toEqual(byAdmin);
    expect(await ids(`?actor=${adminUser.id}&limit=100`)).toEqual(byAdmin);
    expect(await ids('?actor=system')).toEqual(expected((entry) => entry.actor === null));
    expect(await ids('?actor=nadie@example.com')).toEqual([]);
    expect(await ids('?action=project.block')).toEqual(expected((entry) => entry.action === 'project.block'));
    expect(await ids('?target_type=investment&limit=100')).toEqual(expected((entry) => entry.target_type === 'investment'));
    const investment = all.find((entry) => entry.action === 'investment.reject')!;
    expect(await ids(`?target_type=investment&target_id=${investment.target_id}`)).toEqual(expected((entry) => entry.target_id === investment.target_id));
    expect(await ids(`?action=project.create&actor=${adminUser.id}&limit=3`)).toEqual(expected((entry) => entry.action === 'project.create').slice(0, 3));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect(await ids(`?from=${today}&to=${today}&limit=100`)).toEqual(all.map((entry) => entry.id));
    expect(await ids('?from=2020-01-01&to=2020-12-31')).toEqual([]);
  });

  it('takes days as calendar days of Europe/Madrid, summer time included', async () => {
    // Rows of other instants, written and read inside a transaction that is then rolled back (the
    // chain never sees them).
    const found = await db()
      .transaction(async (tx) => {
        const at = ['2026-03-28T22:59:59.999999Z', '2026-03-28T23:00:00.000000Z', '2026-03-29T21:59:59.999999Z', '2026-03-29T22:00:00.000000Z'];
        await tx('audit_log').insert(at.map((created_at, i) => ({ action: 'test.day', target_type: 'system', target_id: `day-${i}`, created_at })));
        const day = await listAudit(tx, { action: 'test.day', from: '2026-03-29', to: '2026-03-29', limit: 10 });
        throw Object.assign(new Error('rolled back'), { day: day.map((row) => row.target_id) });
      })
      .catch((err: Error & { day?: string[] }) => err.day);
    // 29 March 2026 in Madrid: from 23:00 UTC the day before (CET) to 22:00 UTC (CEST after the change).
    expect(found).toEqual(['day-2', 'day-1']);
  });

  it('refuses malformed filters and cursors with 400 and the reason', async () => {
    const refusals: [string, string][] = [
      ['?actor=alguien', 'Indica el correo electrónico o el identificador de un usuario, o «system»'],
      ['?action=Project%20Block', 'La acción no es válida'],
      ['?target_type=proyecto.x', 'El tipo de objeto no es válido'],
      ['?target_id=', 'El identificador del objeto no es válido'],
      ['?from=2026-02-30', 'La fecha no es válida'],
      ['?from=2026-03-02&to=2026-03-01', 'La fecha final no puede ser anterior a la inicial'],
      ['?limit=0', 'La página pedida del registro no es válida'],
      [`?cursor=${Buffer.from('12345678901234567890').toString('base64url')}`, 'La página pedida del registro no es válida'],
      ['?action=a&action=b', 'La acción no es válida'],
    ];
    for (const [query, error] of refusals) {
      const page = await auditPage(admin, query);
      expect({ query, status: page.status, error: page.body.error }).toEqual({ query, status: 400, error });
    }
  });

  it('is for admins only: anonymous 401, investors and ERIR users 403', async () => {
    const anonymous = new TestBrowser(app!.url);
    const erir = await signedInBrowser(app!, await createTestUser(db(), { isErir: true }));
    const { browser: investorBrowser } = await investor(app!);
    for (const [browser, status] of [
      [anonymous, 401],
      [erir, 403],
      [investorBrowser, 403],
    ] as const) {
      expect((await auditPage(browser)).status).toBe(status);
      expect((await verification(browser)).status).toBe(status);
    }
  });
});

describe('npm run audit:verify', () => {
  it('says the chain is whole, then exits 1 naming the row after one removed behind its back', async () => {
    const rows = await rowCount();
    // PGlite's files take one process at a time: the app lets go of them first.
    await app!.close();
    app = undefined;
    const whole = await runVerifyScript();
    expect(whole, whole.stderr).toMatchObject({ code: 0, stdout: `The audit chain is whole: ${rows} rows verified.\n` });

    const direct = openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    let next: number;
    try {
      const ids = (await direct('audit_log').orderBy('id').pluck('id')) as number[];
      const removed = ids[3]!;
      next = ids[4]!;
      await behindTheWritersBack(direct, (tx) => tx('audit_log').where({ id: removed }).del());
      expect(await chainVerdict(direct)).toEqual({ ok: false, rows: 3, broken: { id: next, reason: 'prev_hash_mismatch' } });
    } finally {
      await direct.destroy();
    }
    const broken = await runVerifyScript();
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`The audit chain is broken at row ${next} (prev_hash_mismatch)`);
  });
});
