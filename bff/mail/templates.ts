// The one renderer of every e-mail the platform sends: the words come from the message registry
// (core/mail-messages.ts, es and en), the brand gives its name, colours and legal name. A branded mail is
// a short text, one button, the same link in plain text, and small print; the contact form's mail to the
// brand's team is its rows and the visitor's message, in the same frame.
import type { Language } from '../../core/i18n-locales';
import { MAILS, mailMessages, type MailKind, type MailMessageKey } from '../../core/mail-messages';
import { fillIn } from '../../core/messages';
import type { DbBrandRow } from '../../db/tables';

export type { MailKind };

/** What a mail's `{name}` parts are filled with (the brand's name is always there). */
export type MailValues = Readonly<Record<string, string>>;

const wordsOf = (language: Language, values: MailValues) => (key: MailMessageKey) => fillIn(mailMessages[key][language], values, language);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page every mail is drawn on: the brand's colour band with a title, then the mail's own rows. */
const page = (language: Language, brand: DbBrandRow, title: string, rows: string) => `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${escapeHtml(brand.colors.dark)};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(title)}</td></tr>
${rows}</table></td></tr></table></body></html>`;

export interface MailContent {
  /** Where the button leads. */
  link: string;
  values?: MailValues;
  /** Label/value rows (transfer details), shown as a table. */
  facts?: [string, string][];
}

/** One branded e-mail of `kind` in the reader's language: the brand's name and colours, the text, one button, the link in plain text. */
export function renderMail(kind: MailKind, language: Language, brand: DbBrandRow, { link, values = {}, facts = [] }: MailContent) {
  const parts = MAILS[kind];
  const word = wordsOf(language, { brand: brand.name, ...values });
  const [intro, button, notes] = [parts.intro.map(word), word(parts.button), parts.notes.map(word)];
  const text = [...intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), ...(facts.length ? [''] : []), `${button}: ${link}`, '', ...notes, '', `— ${brand.legal_name}`].join('\n');
  const paragraph = (line: string) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(line)}</p>`;
  const note = (line: string) => `<p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 8px">${escapeHtml(line)}</p>`;
  const factRows = facts.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:15px;margin:0 0 24px;border-collapse:collapse">${facts
        .map(([label, value]) => `<tr><td style="color:#6b7280;padding-right:16px">${escapeHtml(label)}</td><td style="font-family:Consolas,Menlo,monospace;font-weight:bold">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const html = page(
    language,
    brand,
    brand.name,
    `<tr><td style="padding:28px">
${intro.map(paragraph).join('\n')}
${factRows}
<p style="margin:8px 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:${escapeHtml(brand.colors.primary)};color:${escapeHtml(brand.colors.primaryContrast)};text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(button)}</a></p>
${notes.map(note).join('\n')}
<p style="font-size:12px;color:#6b7280;word-break:break-all;margin:16px 0 0">${escapeHtml(link)}</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(brand.legal_name)} · ${escapeHtml(brand.address)}</td></tr>
`,
  );
  return { subject: word(parts.subject), text, html };
}

export interface ContactMailInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  marketingAccepted: boolean;
  language: Language;
}

/**
 * A visitor's message for the brand's team (in Spanish, the team's language), with reply-to set to the
 * visitor by the caller so answering is one click.
 */
export function renderContactMail(brand: DbBrandRow, input: ContactMailInput) {
  const word = wordsOf('es', { brand: brand.name, name: input.name });
  const subject = word('mail.contact.subject');
  const rows: [string, string][] = [
    [word('mail.contact.name'), input.name],
    [word('mail.contact.email'), input.email],
    [word('mail.contact.phone'), input.phone || '—'],
    [word('mail.contact.language'), word(input.language === 'es' ? 'mail.contact.spanish' : 'mail.contact.english')],
    [word('mail.contact.marketing'), word(input.marketingAccepted ? 'mail.contact.yes' : 'mail.contact.no')],
  ];
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', input.message].join('\n');
  const html = page(
    'es',
    brand,
    subject,
    `<tr><td style="padding:28px"><table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px">
${rows.map(([label, value]) => `<tr><td style="color:#6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="font-size:15px;line-height:1.6;white-space:pre-wrap;margin:20px 0 0">${escapeHtml(input.message)}</p>
</td></tr>`,
  );
  return { subject, text, html };
}
