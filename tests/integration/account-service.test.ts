// The account use cases called directly against a real database (in-memory PGlite, or a fresh Postgres
// database when DATABASE_URL is set) and a real SMTP server on loopback. The HTTP side of the same
// flows is in accounts.test.ts.
import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { HttpError } from '../../bff/errors';
import { createMailer, type Mailer } from '../../bff/mail/mailer';
import { createAccountService, type AccountService } from '../../bff/services/accounts';
import { createOrigins } from '../../bff/config/origins';
import { createTempDatabase, type TempDatabase } from './support/temp-database';
import { logLines } from './support/log-lines';
import { linkIn, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './support/smtp-catcher';

const VERIFY_PATH = '/api/auth/verify-email?token=';
const RESET_PATH = '/user-recover-password?token=';
const ORIGIN = 'http://127.0.0.1:4173';
const origins = createOrigins({ env: 'test', publicUrl: undefined, port: 4173, brandHosts: { 1: ['tokenia.test'], 2: ['tokenapp.hispax.test'] } });
const PASSWORD = 'una-clave-larga';

let db: Db;
let temp: TempDatabase | undefined;
let smtp: SmtpCatcher;
let mailer: Mailer;
let accounts: AccountService;

// Every NOT NULL column of brands, with plain values.
const brand = (domainId: number, platform: string, name: string, host: string) => ({
  domain_id: domainId,
  platform,
  name,
  logo_path: `/brands/${platform}.svg`,
  colors: JSON.stringify({ primary: '#0A55E0', primaryContrast: '#FFFFFF', accent: '#2DD4BF', dark: '#0B1B3F' }),
  legal_name: `${name}, S.L.`,
  tax_id: 'B-00000000',
  address: 'Calle Mayor 1, 28013 Madrid',
  phone: '+34 900 000 000',
  contact_email: `hola@${host}`,
  mail_from: `${name} <no-responder@${host}>`,
  bank_name: 'Banco',
  iban: 'ES0000000000000000000000',
  bic: 'BANKESMMXXX',
  hosts: JSON.stringify([host]),
});

beforeAll(async () => {
  temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
  db = createDb({ databaseUrl: temp?.url });
  await migrateLatest(db);
  await db('brands').insert([brand(1, 'tokenia', 'Tokenia', 'tokenia.test'), brand(2, 'hispaxtoken', 'Hispax', 'tokenapp.hispax.test')]);
  smtp = await startSmtpCatcher();
  mailer = createMailer({ db, smtpUrl: smtp.url, logger: pino({ level: 'silent' }) });
  accounts = createAccountService({ db, mailer, origins });
});

afterAll(async () => {
  await mailer?.idle();
  await db?.destroy();
  await temp?.drop();
  await smtp?.close();
});

/** One header of a raw message, unfolded, with RFC 2047 encoded words decoded. */
function header(mail: CaughtMail, name: string): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) throw new Error(`No ${name} header`);
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?[^?]+\?([BQbq])\?([^?]*)\?=(?:\s+(?==\?))?/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const tokenIn = (mail: CaughtMail, path: string) => new URL(linkIn(mail, path)).searchParams.get('token')!;

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

async function verifiedUser(email: string, language: 'es' | 'en' = 'es'): Promise<string> {
  const { userId } = await accounts.signUp({ email, password: PASSWORD, domainId: 1, language, origin: ORIGIN });
  await accounts.verifyEmail(tokenIn(mailsTo(email).at(-1)!, VERIFY_PATH));
  return userId;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('sign-up and verification', () => {
  it('mails a branded Spanish link that verifies the account, after which the password signs in', async () => {
    const { userId } = await accounts.signUp({ email: 'ana@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: ORIGIN });
    const user = await db('users').where({ id: userId }).first();
    expect(user).toMatchObject({ email: 'ana@example.com', status: 'ACTIVE', kyc_status: 'no', locale: 'es', domain_id: 1, email_verified_at: null });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const [mail] = mailsTo('ana@example.com');
    expect(header(mail!, 'Subject')).toBe('Confirma tu correo electrónico en Tokenia');
    expect(header(mail!, 'From')).toContain('no-responder@tokenia.test');
    expect(mail!.text).toContain('Gracias por registrarte en Tokenia');
    expect(mail!.text).toContain('24 horas');
    expect(linkIn(mail!, VERIFY_PATH).startsWith(`${ORIGIN}${VERIFY_PATH}`)).toBe(true);

    expect(await accounts.verifyCredentials({ email: 'ana@example.com', password: PASSWORD })).toEqual({ ok: false, reason: 'unverified' });
    expect(await accounts.verifyEmail(tokenIn(mail!, VERIFY_PATH))).toBe(userId);
    const check = await accounts.verifyCredentials({ email: 'ana@example.com', password: PASSWORD });
    expect(check.ok && check.user.id).toBe(userId);
    expect(await db('audit_log').where({ target_id: userId }).pluck('action')).toEqual(
      expect.arrayContaining(['account.signup', 'account.verify_email']),
    );
  });

  it('writes in English and under the user’s brand when asked', async () => {
    await accounts.signUp({ email: 'ben@example.com', password: PASSWORD, domainId: 2, language: 'en', origin: ORIGIN });
    const [mail] = mailsTo('ben@example.com');
    expect(header(mail!, 'Subject')).toBe('Confirm your email at Hispax');
    expect(header(mail!, 'From')).toContain('no-responder@tokenapp.hispax.test');
    expect(mail!.text).toContain('24 hours');
  });

  it('answers a taken address like a new one: its unverified owner gets a fresh link, a verified one is told', async () => {
    const first = await accounts.signUp({ email: 'twice@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: ORIGIN });
    const again = await accounts.signUp({ email: 'twice@example.com', password: 'otra-clave-larga', domainId: 2, language: 'es', origin: ORIGIN });
    expect(again.userId).toBe(first.userId);
    expect(await db('users').where({ email: 'twice@example.com' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const links = mailsTo('twice@example.com').map((m) => tokenIn(m, VERIFY_PATH));
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);

    await verifiedUser('owner@example.com');
    await accounts.signUp({ email: 'owner@example.com', password: 'otra-clave-larga', domainId: 1, language: 'es', origin: ORIGIN });
    const notice = mailsTo('owner@example.com').at(-1)!;
    expect(header(notice, 'Subject')).toBe('Intento de registro con tu correo en Tokenia');
    expect(linkIn(notice, '/user-login')).toBe(`${ORIGIN}/user-login`);
    // The owner's password is untouched.
    expect((await accounts.verifyCredentials({ email: 'owner@example.com', password: PASSWORD })).ok).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail alike: "invalid"', async () => {
    await verifiedUser('carla@example.com');
    expect(await accounts.verifyCredentials({ email: 'carla@example.com', password: 'not-the-password' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await accounts.verifyCredentials({ email: 'nadie@example.com', password: PASSWORD })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts a verification link once, even when clicked twice at the same time', async () => {
    await accounts.signUp({ email: 'dani@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: ORIGIN });
    const token = tokenIn(mailsTo('dani@example.com')[0]!, VERIFY_PATH);
    const results = await Promise.allSettled([accounts.verifyEmail(token), accounts.verifyEmail(token)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await rejection(accounts.verifyEmail(token))).toMatchObject({ status: 400, message: 'account.linkInvalid' });
  });

  it('stores only the hash of a token', async () => {
    const { userId } = await accounts.signUp({ email: 'eva@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: ORIGIN });
    const token = tokenIn(mailsTo('eva@example.com')[0]!, VERIFY_PATH);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hashes = await db('email_tokens').where({ user_id: userId }).pluck('token_hash');
    expect(hashes).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('resends a fresh link to an unverified account only, and the fresh link replaces the old one', async () => {
    await accounts.signUp({ email: 'fede@example.com', password: PASSWORD, domainId: 1, language: 'en', origin: ORIGIN });
    const first = tokenIn(mailsTo('fede@example.com')[0]!, VERIFY_PATH);
    await accounts.resendVerification({ email: 'fede@example.com', origin: ORIGIN });
    await mailer.idle();
    const resent = mailsTo('fede@example.com');
    expect(resent).toHaveLength(2);
    expect(header(resent[1]!, 'Subject')).toBe('Confirm your email at Tokenia'); // the language chosen at sign-up
    await rejection(accounts.verifyEmail(first));
    await accounts.verifyEmail(tokenIn(resent[1]!, VERIFY_PATH));

    await accounts.resendVerification({ email: 'fede@example.com', origin: ORIGIN });
    await accounts.resendVerification({ email: 'nobody-here@example.com', origin: ORIGIN });
    await mailer.idle();
    expect(mailsTo('fede@example.com')).toHaveLength(2);
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it("does not put another brand's host in front of a mailed link (forged hosts never reach the service: http-origins.test.ts)", async () => {
    await accounts.signUp({ email: 'gil@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: 'https://tokenapp.hispax.test' });
    expect(linkIn(mailsTo('gil@example.com')[0]!, VERIFY_PATH).startsWith(`https://tokenia.test${VERIFY_PATH}`)).toBe(true);
  });
});

describe('password reset', () => {
  it('answers an unknown e-mail the same way and as slowly, and sends nothing', async () => {
    await verifiedUser('hugo@example.com');
    const outboxBefore = await db('mail_outbox').count({ n: '*' });
    const unknown = await timed(() => accounts.requestPasswordReset({ email: 'ghost@example.com', origin: ORIGIN, language: 'es' }));
    const known = await timed(() => accounts.requestPasswordReset({ email: 'hugo@example.com', origin: ORIGIN, language: 'es' }));
    await mailer.idle();
    expect(mailsTo('ghost@example.com')).toHaveLength(0);
    expect(mailsTo('hugo@example.com')).toHaveLength(2);
    expect(await db('mail_outbox').count({ n: '*' })).toEqual([{ n: Number(outboxBefore[0]!.n) + 1 }]);
    // Both wait for the same floor; the known account's work (token, outbox row) fits inside it.
    expect(unknown).toBeGreaterThanOrEqual(245);
    expect(known).toBeGreaterThanOrEqual(245);
    expect(Math.abs(known - unknown)).toBeLessThan(150);
  });

  it('resets with a single-use link, retires the old password and signs the user out everywhere', async () => {
    const userId = await verifiedUser('irene@example.com');
    await db('sessions').insert({ id_hash: 'a'.repeat(64), user_id: userId, expires_at: new Date(Date.now() + 3600_000) });
    await db('oidc_models').insert({ model: 'Session', id: `s-${userId}`, payload: JSON.stringify({ accountId: userId }) });
    const other = await verifiedUser('other@example.com');
    await db('sessions').insert({ id_hash: 'b'.repeat(64), user_id: other, expires_at: new Date(Date.now() + 3600_000) });

    await accounts.requestPasswordReset({ email: 'irene@example.com', origin: ORIGIN, language: 'en' });
    await mailer.idle();
    const mail = mailsTo('irene@example.com').at(-1)!;
    expect(header(mail, 'Subject')).toBe('Reset your Tokenia password');
    expect(mail.text).toContain('1 hour');
    const token = tokenIn(mail, RESET_PATH);
    expect(linkIn(mail, RESET_PATH).startsWith(`${ORIGIN}${RESET_PATH}`)).toBe(true);

    expect(await accounts.resetPassword({ token, password: 'clave-nueva-22' })).toBe(userId);
    expect(await rejection(accounts.resetPassword({ token, password: 'clave-nueva-33' }))).toMatchObject({ status: 400 });

    expect(await accounts.verifyCredentials({ email: 'irene@example.com', password: PASSWORD })).toEqual({ ok: false, reason: 'invalid' });
    expect((await accounts.verifyCredentials({ email: 'irene@example.com', password: 'clave-nueva-22' })).ok).toBe(true);
    expect(await db('sessions').where({ user_id: userId })).toHaveLength(0);
    expect(await db('oidc_models').where({ id: `s-${userId}` })).toHaveLength(0);
    expect(await db('sessions').where({ user_id: other })).toHaveLength(1);

    const audit = await db('audit_log').where({ target_id: userId }).select('action', 'before', 'after');
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['account.password_reset_requested', 'account.password_reset']));
    const stored = JSON.stringify(audit);
    for (const secret of [token, PASSWORD, 'clave-nueva-22', 'argon2']) expect(stored).not.toContain(secret);
  });

  it('marks the e-mail verified: the reset link proved access to the mailbox', async () => {
    await accounts.signUp({ email: 'juan@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: ORIGIN });
    await accounts.requestPasswordReset({ email: 'juan@example.com', origin: ORIGIN, language: 'es' });
    await mailer.idle();
    const mail = mailsTo('juan@example.com').at(-1)!;
    expect(header(mail, 'Subject')).toBe('Restablece tu contraseña de Tokenia');
    expect(mail.text).toContain('1 hora');
    await accounts.resetPassword({ token: tokenIn(mail, RESET_PATH), password: 'clave-nueva-44' });
    expect((await accounts.verifyCredentials({ email: 'juan@example.com', password: 'clave-nueva-44' })).ok).toBe(true);
  });

  it('refuses an expired link, a superseded link and a link of the other purpose', async () => {
    const userId = await verifiedUser('kike@example.com');
    const verifyToken = tokenIn(mailsTo('kike@example.com')[0]!, VERIFY_PATH);
    await accounts.requestPasswordReset({ email: 'kike@example.com', origin: ORIGIN, language: 'es' });
    await accounts.requestPasswordReset({ email: 'kike@example.com', origin: ORIGIN, language: 'es' });
    await mailer.idle();
    const [, first, second] = mailsTo('kike@example.com');

    await rejection(accounts.resetPassword({ token: tokenIn(first!, RESET_PATH), password: 'clave-nueva-55' }));
    await rejection(accounts.resetPassword({ token: verifyToken, password: 'clave-nueva-55' }));
    await rejection(accounts.resetPassword({ token: '', password: 'clave-nueva-55' }));

    await db('email_tokens')
      .where({ user_id: userId, purpose: 'reset_password' })
      .whereNull('used_at')
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    expect(await rejection(accounts.resetPassword({ token: tokenIn(second!, RESET_PATH), password: 'clave-nueva-55' }))).toMatchObject({
      status: 400,
      message: 'account.linkInvalid',
    });
    expect((await accounts.verifyCredentials({ email: 'kike@example.com', password: PASSWORD })).ok).toBe(true);
  });
});

describe('mail without SMTP', () => {
  it('keeps the message in the outbox and logs the recipient, the subject and the link', async () => {
    const { stream: sink, lines } = logLines();
    const offline = createAccountService({ db, origins, mailer: createMailer({ db, smtpUrl: undefined, logger: pino({ level: 'info' }, sink), logLinks: true }) });
    await offline.signUp({ email: 'luis@example.com', password: PASSWORD, domainId: 1, language: 'es', origin: ORIGIN });

    const row = await db('mail_outbox').where({ to_address: 'luis@example.com' }).first();
    expect(row).toMatchObject({ kind: 'verify_email', subject: 'Confirma tu correo electrónico en Tokenia', sent_at: null });
    expect(row.from_address).toBe('Tokenia <no-responder@tokenia.test>');
    expect(row.html_body).toContain(`${ORIGIN}${VERIFY_PATH}`);
    const logged = JSON.parse(lines.at(-1)!);
    expect(logged).toMatchObject({ to: 'luis@example.com', subject: row.subject });
    expect(logged.link.startsWith(`${ORIGIN}${VERIFY_PATH}`)).toBe(true);
    expect(mailsTo('luis@example.com')).toHaveLength(0);
  });

  it('marks what went through SMTP as sent', async () => {
    const rows = await db('mail_outbox').where({ to_address: 'ana@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0].sent_at).not.toBeNull();
  });

  it('keeps the record of a sent mail without its single-use link', async () => {
    await accounts.requestPasswordReset({ email: 'ana@example.com', origin: ORIGIN, language: 'es' });
    await mailer.idle();
    const sent = mailsTo('ana@example.com').at(-1)!;
    const token = tokenIn(sent, RESET_PATH);
    expect(token.length).toBeGreaterThan(20);
    const row = await db('mail_outbox').where({ to_address: 'ana@example.com', kind: 'reset_password' }).orderBy('id', 'desc').first();
    expect(row.text_body).not.toContain(token);
    expect(row.html_body).not.toContain(token);
    expect(row.text_body).toContain(`${ORIGIN}${RESET_PATH}[redacted]`);
  });
});
