import { describe, expect, it } from 'vitest';
import type { DbBrandRow } from '../../db/tables';
import { MAILS, type MailKind } from '../../core/mail-messages';
import { renderContactMail, renderMail } from './templates';

const brand = {
  name: 'Acme <Tokens> & Co',
  legal_name: 'Acme, S.L.',
  address: 'Calle Mayor 1, Madrid',
  colors: { primary: '#0A55E0', primaryContrast: '#FFFFFF', accent: '#2DD4BF', dark: '#0B1B3F' },
} as DbBrandRow;
const link = 'https://acme.test/user-recover-password?token=abc_-123&x=1';

describe('account mails', () => {
  it('writes the reset mail in Spanish with the brand, the link in both parts and a one-hour expiry', () => {
    const mail = renderMail('reset_password', 'es', brand, { link });
    expect(mail.subject).toBe('Restablece tu contraseña de Acme <Tokens> & Co');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('1 hora');
    expect(mail.html).toContain('href="https://acme.test/user-recover-password?token=abc_-123&amp;x=1"');
    expect(mail.html).toContain('background:#0A55E0');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('writes the verification mail in English with a 24-hour expiry', () => {
    const mail = renderMail('verify_email', 'en', brand, { link });
    expect(mail.subject).toBe('Confirm your email at Acme <Tokens> & Co');
    expect(mail.text).toContain('24 hours');
    expect(mail.html).toContain('Confirm my email');
  });

  it('escapes text in the HTML part', () => {
    const { html } = renderMail('verify_email', 'es', brand, { link });
    expect(html).toContain('Acme &lt;Tokens&gt; &amp; Co');
    expect(html).not.toContain('<Tokens>');
  });
});

describe('every mail', () => {
  const values = { reason: 'Documento ilegible', project: 'Solar Norte', amount: '1500,00 €', tokens: '15', reference: 'RF18TK', wallet: '0x2222222222222222222222222222222222222222', old: '0x1111111111111111111111111111111111111111', maker: 'Lucía Martín', action: 'emitir los tokens de una inversión', subject: 'Carmen López · Solar Norte', expires: '2026-12-09 10:00' };
  for (const kind of Object.keys(MAILS) as MailKind[]) {
    it(`${kind} is written in both languages, every {part} filled`, () => {
      const es = renderMail(kind, 'es', brand, { link, values });
      const en = renderMail(kind, 'en', brand, { link, values });
      for (const mail of [es, en]) {
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
        expect(mail.text).toContain(link);
      }
      expect(es.subject).not.toBe(en.subject);
    });
  }

  it("writes the team's contact mail in Spanish whatever the visitor's language", () => {
    const mail = renderContactMail(brand, { name: 'Ana', email: 'ana@x.es', phone: '', message: 'Hola', marketingAccepted: false, language: 'en' });
    expect(mail.subject).toBe('Nuevo mensaje de contacto en Acme <Tokens> & Co: Ana');
    expect(mail.text).toBe('Nombre: Ana\nCorreo electrónico: ana@x.es\nTeléfono: —\nIdioma: Inglés\nAcepta comunicaciones comerciales: No\n\nHola');
  });
});
