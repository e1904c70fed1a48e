import { describe, expect, it } from 'vitest';
import type { DbBrandRow } from '../../db/tables';
import { renderAccountMail } from './templates';

const brand = {
  name: 'Acme <Tokens> & Co',
  legal_name: 'Acme, S.L.',
  address: 'Calle Mayor 1, Madrid',
  colors: { primary: '#0A55E0', primaryContrast: '#FFFFFF', accent: '#2DD4BF', dark: '#0B1B3F' },
} as DbBrandRow;
const link = 'https://acme.test/user-recover-password?token=abc_-123&x=1';

describe('account mails', () => {
  it('writes the reset mail in Spanish with the brand, the link in both parts and a one-hour expiry', () => {
    const mail = renderAccountMail('reset_password', 'es', brand, link);
    expect(mail.subject).toBe('Restablece tu contraseña de Acme <Tokens> & Co');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('1 hora');
    expect(mail.html).toContain('href="https://acme.test/user-recover-password?token=abc_-123&amp;x=1"');
    expect(mail.html).toContain('background:#0A55E0');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('writes the verification mail in English with a 24-hour expiry', () => {
    const mail = renderAccountMail('verify_email', 'en', brand, link);
    expect(mail.subject).toBe('Confirm your email at Acme <Tokens> & Co');
    expect(mail.text).toContain('24 hours');
    expect(mail.html).toContain('Confirm my email');
  });

  it('escapes text in the HTML part', () => {
    const { html } = renderAccountMail('verify_email', 'es', brand, link);
    expect(html).toContain('Acme &lt;Tokens&gt; &amp; Co');
    expect(html).not.toContain('<Tokens>');
  });
});
