// POST /api/contact over HTTP against a real database and a real SMTP peer: each rule of the form
// refused with a clear message, a valid message stored with its consents and e-mailed to the brand,
// bots dropped silently, floods limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';

let app: TestApp;
let smtp: SmtpCatcher;

/** What the contact route stored for a brand, newest first. */
const storedMessages = (domainId: number) => app.deps.db('contact_messages').where({ domain_id: domainId }).orderBy('created_at', 'desc');

const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  message: 'Tengo un local en Valencia y quiero tokenizarlo.',
  privacyAccepted: true,
};

/** Refused messages do not count towards the per-client limit; this file sends fewer valid ones than it allows. */
function send(body: unknown, headers: Record<string, string> = {}) {
  return new TestBrowser(app.url).postJson('/api/contact', body, headers);
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('POST /api/contact validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name', { name: undefined }, 'El nombre es obligatorio'],
    ['blank name', { name: '   ' }, 'El nombre es obligatorio'],
    ['email', { email: undefined }, 'El correo electrónico es obligatorio'],
    ['malformed email', { email: 'ana@' }, 'Introduce un correo electrónico válido'],
    ['message', { message: undefined }, 'El mensaje es obligatorio'],
    ['privacy', { privacyAccepted: undefined }, 'Debes aceptar la política de privacidad'],
    ['privacy refused', { privacyAccepted: false }, 'Debes aceptar la política de privacidad'],
    ['phone', { phone: 'llámame' }, 'Introduce un teléfono válido'],
  ];
  it.each(cases)('refuses a message without a valid %s with a clear 400', async (_field, change, error) => {
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error });
  });

  it('speaks English to an English page', async () => {
    const res = await send({ ...valid, name: '' }, { 'x-language': 'en' });
    expect((await res.json()).error).toBe('Your name is required');
  });
});

describe('POST /api/contact', () => {
  it('stores the message with its consents and brand, and mails the brand with reply-to the visitor', async () => {
    const res = await send({ ...valid, marketingAccepted: true }, { 'x-platform': 'hispaxtoken', 'x-language': 'en' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Message sent successfully. We will reply within 24 hours.' });

    const [stored] = await storedMessages(2);
    expect(stored).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '+34 600 123 456',
      privacy_accepted: true,
      marketing_accepted: true,
      language: 'en',
      domain_id: 2,
    });
    const outbox = await app.deps.db('mail_outbox').where({ kind: 'contact_message', to_address: 'contacto@hispax.com' });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ subject: expect.stringContaining('Ana Pérez') });
    const mail = await smtp.waitFor('contacto@hispax.com');
    expect(mail.text).toContain('Nombre: Ana Pérez');
    expect(mail.text).toMatch(/Reply-To: ana@example\.com/i);
    expect(mail.text).toContain('Tengo un local en Valencia');
    expect(mail.text).toContain('Acepta comunicaciones comerciales: Sí');
  });

  it('answers in Spanish by default and stores an optional phone as empty', async () => {
    const res = await send({ ...valid, phone: '' });
    expect(await res.json()).toEqual({ success: true, message: 'Mensaje enviado correctamente. Te responderemos en menos de 24 horas.' });
    const [stored] = await storedMessages(1);
    expect(stored).toMatchObject({ phone: null, marketing_accepted: false, language: 'es' });
  });

  it('tells a bot it worked but keeps and mails nothing', async () => {
    const before = (await storedMessages(1)).length;
    const res = await send({ ...valid, name: 'Bot', website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await storedMessages(1)).length).toBe(before);
    expect(await app.deps.db('mail_outbox').where({ kind: 'contact_message' }).where('subject', 'like', '%Bot%')).toEqual([]);
  });

  it('limits one client to a few messages in a row, with a clear 429', async () => {
    const fresh = await startTestApp();
    try {
      const browser = new TestBrowser(fresh.url);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await browser.postJson('/api/contact', valid)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await browser.postJson('/api/contact', valid);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).error).toBe('Has enviado varios mensajes seguidos. Espera unos minutos antes de volver a intentarlo.');
    } finally {
      await fresh.close();
    }
  });
});
