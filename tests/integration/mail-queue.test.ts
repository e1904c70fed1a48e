// The durable mail queue against a real database (in-memory PGlite, or a fresh Postgres database when
// DATABASE_URL is set) and real SMTP peers on loopback: a mail queued while the SMTP server is down
// arrives once it is back; a step that rolls back leaves no mail; a mail the server never takes is
// given up after its last retry; two workers on one queue deliver each mail once; the app's deps start
// the worker and stop it. Retries here wait one second (the production schedule is in backoff.ts).
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { createMailer, type MailMessage, type Mailer } from '../../bff/mail/mailer';
import type { RetryPolicy } from '../../bff/mail/backoff';
import { createTempDatabase, type TempDatabase } from './support/temp-database';
import { logLines } from './support/log-lines';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { startTestApp } from './support/test-app';

const FAST: RetryPolicy = { retries: 5, firstDelaySeconds: 1, maxDelaySeconds: 1 };
const POLL_MS = 100;
/** Nothing listens there: every attempt is refused at once. */
const DEAD_SMTP = 'smtp://127.0.0.1:9';
const silent = pino({ level: 'silent' });

let temp: TempDatabase | undefined;
let db: Db;
const mailers: Mailer[] = [];
const catchers: SmtpCatcher[] = [];
const extraDbs: Db[] = [];

function mailer(options: { smtpUrl: string | undefined; db?: Db; retry?: RetryPolicy; logger?: pino.Logger }): Mailer {
  const made = createMailer({ db: options.db ?? db, smtpUrl: options.smtpUrl, logger: options.logger ?? silent, retry: options.retry ?? FAST, pollIntervalMs: POLL_MS });
  mailers.push(made);
  return made;
}

async function catcher(port = 0, acceptDelayMs = 0): Promise<SmtpCatcher> {
  const started = await startSmtpCatcher(port, { acceptDelayMs });
  catchers.push(started);
  return started;
}

let serial = 0;
function message(to: string, overrides: Partial<MailMessage> = {}): MailMessage {
  serial += 1;
  const token = `tok${serial}-${'x'.repeat(40)}`;
  return {
    to,
    from: 'Tokenia <no-responder@tokenia.test>',
    subject: `Mensaje ${serial}`,
    text: `Abre https://tokenia.test/user-recover-password?token=${token}`,
    html: `<a href="https://tokenia.test/user-recover-password?token=${token}">Abrir</a>`,
    kind: 'reset_password',
    secrets: [token],
    ...overrides,
  };
}

const outboxRows = (to: string) => db('mail_outbox').where({ to_address: to }).orderBy('id');
/** Every mail job left in pg-boss's tables (waiting, active, ended or archived). */
async function jobsMentioning(text: string): Promise<number> {
  const live = await db.raw(`select count(*)::int as n from pgboss.job where name = 'mail' and data::text like ?`, [`%${text}%`]);
  const archived = await db.raw(`select count(*)::int as n from pgboss.archive where name = 'mail' and data::text like ?`, [`%${text}%`]);
  return Number(live.rows[0].n) + Number(archived.rows[0].n);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
  db = createDb({ databaseUrl: temp?.url });
  await migrateLatest(db);
});

afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await Promise.all(catchers.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await Promise.all(extraDbs.map((extra) => extra.destroy()));
  await db?.destroy();
  await temp?.drop();
});

describe('the mail queue', () => {
  it('delivers a mail queued while the SMTP server was down once it is back, and marks it sent', async () => {
    const probe = await catcher();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    catchers.splice(catchers.indexOf(probe), 1);

    const { stream, lines } = logLines();
    const worker = mailer({ smtpUrl: probe.url, logger: pino({ level: 'warn' }, stream) });
    await worker.start();
    const queued = message('caida@example.com');
    await db.transaction((tx) => worker.queue(tx, queued));
    // send() makes its first attempt before resolving, and a refused attempt does not reject.
    const sent = message('caida@example.com');
    await worker.send(sent);
    await worker.idle();

    const waiting = await outboxRows('caida@example.com');
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row).toMatchObject({ sent_at: null, failed_at: null, failed_attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      // The record keeps the link without its token; the waiting job holds the whole message.
      expect(row.text_body).toContain('token=[redacted]');
    }
    expect(await jobsMentioning(queued.secrets![0]!)).toBe(1);
    const retrying = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'mail delivery failed; retrying');
    expect(retrying).toHaveLength(2);
    expect(retrying[0]).toMatchObject({ attempt: 1, retryInSeconds: 1, kind: 'reset_password' });

    const back = await catcher(port);
    await until(
      async () => back.messages.length,
      (n) => n === 2,
    );
    const rows = await until(
      () => outboxRows('caida@example.com'),
      (all) => all.every((row) => row.sent_at !== null),
    );
    expect(rows.map((row) => row.failed_attempts)).toEqual([1, 1]);
    expect(back.messages.map((m) => m.text).join('\n')).toContain(`token=${queued.secrets![0]}`);
    expect(back.messages.map((m) => m.text).join('\n')).toContain(`token=${sent.secrets![0]}`);
    // Delivered: no copy of the message with its token is left in the queue's tables.
    expect(await jobsMentioning(queued.secrets![0]!)).toBe(0);
    expect(await jobsMentioning(sent.secrets![0]!)).toBe(0);
  });

  it('delivers a mail queued in a step right after the step commits, and none from a step that rolled back', async () => {
    const smtp = await catcher();
    const worker = mailer({ smtpUrl: smtp.url });
    const kept = message('paso@example.com', { subject: 'Paso confirmado' });
    const dropped = message('paso@example.com', { subject: 'Paso deshecho' });

    await db.transaction((tx) => worker.queue(tx, kept));
    const refused = db.transaction(async (tx) => {
      await worker.queue(tx, dropped);
      throw new Error('the step was refused');
    });
    await expect(refused).rejects.toThrow('the step was refused');
    await worker.idle();

    expect(smtp.messages.map((m) => m.text).some((text) => text.includes('Paso confirmado'))).toBe(true);
    expect(smtp.messages.map((m) => m.text).some((text) => text.includes('Paso deshecho'))).toBe(false);
    const rows = await outboxRows('paso@example.com');
    expect(rows.map((row) => row.subject)).toEqual(['Paso confirmado']);
    expect(rows[0].sent_at).not.toBeNull();
    expect(await jobsMentioning(dropped.secrets![0]!)).toBe(0);
  });

  it('keeps a mail in the outbox and closes its job when there is no SMTP server', async () => {
    const worker = mailer({ smtpUrl: undefined });
    const kept = message('sin-smtp@example.com');
    await db.transaction((tx) => worker.queue(tx, kept));
    await worker.idle();
    const [row] = await outboxRows('sin-smtp@example.com');
    // The row is the inbox: link and token in full, never marked sent.
    expect(row).toMatchObject({ sent_at: null, failed_attempts: 0 });
    expect(row.text_body).toContain(`token=${kept.secrets![0]}`);
    expect(await jobsMentioning(kept.secrets![0]!)).toBe(0);
  });

  it('gives a mail up after its last retry and keeps no copy of it in the queue', async () => {
    const { stream, lines } = logLines();
    const worker = mailer({ smtpUrl: DEAD_SMTP, retry: { retries: 1, firstDelaySeconds: 1, maxDelaySeconds: 1 }, logger: pino({ level: 'warn' }, stream) });
    await worker.start();
    const lost = message('perdido@example.com');
    await worker.enqueue(lost);

    const [row] = await until(
      () => outboxRows('perdido@example.com'),
      (rows) => rows[0]?.failed_at !== null && rows[0]?.failed_at !== undefined,
    );
    expect(row).toMatchObject({ sent_at: null, failed_attempts: 2 });
    expect(await jobsMentioning(lost.secrets![0]!)).toBe(0);
    const givenUp = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'mail delivery given up');
    expect(givenUp).toMatchObject({ level: 50, attempt: 2, to: 'perdido@example.com', outboxId: row.id });
  });

  it('delivers each mail once when two workers fetch from the same queue', async () => {
    // On a server each worker has a pool of its own, as two replicas would.
    const ownDb = () => {
      if (!temp) return db;
      const extra = createDb({ databaseUrl: temp.url });
      extraDbs.push(extra);
      return extra;
    };
    const producer = mailer({ smtpUrl: DEAD_SMTP, db: ownDb() });
    const count = 20;
    const subjects: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const mail = message(`par-${i}@example.com`);
      subjects.push(mail.subject);
      await producer.enqueue(mail);
    }
    // Every first attempt was refused: twenty retries fall due a second from now, for whoever fetches first.
    await producer.idle();

    // A busy SMTP server on each side, so neither worker can take everything before the other polls.
    const [smtpA, smtpB] = [await catcher(0, 100), await catcher(0, 100)];
    const workerA = mailer({ smtpUrl: smtpA.url, db: ownDb() });
    const workerB = mailer({ smtpUrl: smtpB.url, db: ownDb() });
    await Promise.all([workerA.start(), workerB.start()]);

    await until(
      () => db('mail_outbox').where('to_address', 'like', 'par-%').whereNull('sent_at').count({ n: '*' }),
      ([row]) => Number(row?.n) === 0,
    );
    await Promise.all([workerA.idle(), workerB.idle()]);

    const subjectOf = (text: string) => /Subject: (Mensaje \d+)/.exec(text)?.[1];
    const byA = smtpA.messages.map((m) => subjectOf(m.text));
    const byB = smtpB.messages.map((m) => subjectOf(m.text));
    expect([...byA, ...byB].sort()).toEqual([...subjects].sort());
    expect(byA.filter((subject) => byB.includes(subject))).toEqual([]);
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    const [left] = await db.raw(`select count(*)::int as n from pgboss.job where name = 'mail'`).then((r: { rows: { n: number }[] }) => r.rows);
    expect(Number(left?.n)).toBe(0);
  });
});

describe('the app', () => {
  it('starts the mail worker with its deps: a mail another process left waiting is delivered', async () => {
    const smtp = await catcher();
    const app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      // Another replica whose SMTP server refused the mail: its retry falls due a second later.
      const other = mailer({ smtpUrl: DEAD_SMTP, db: app.deps.db });
      await other.enqueue(message('dejado@example.com'));
      await other.idle();
      // The app's worker polls every two seconds.
      await smtp.waitFor('dejado@example.com', 10_000);
      const row = await until(
        () => app.deps.db('mail_outbox').where({ to_address: 'dejado@example.com' }).first(),
        (found) => found?.sent_at !== null && found?.sent_at !== undefined,
      );
      expect(row.failed_attempts).toBe(1);
    } finally {
      await app.close();
    }
  });
});
