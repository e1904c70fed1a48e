// The account e-mails, branded and in the user's language: a short text, one button, the same link in
// plain text, and when it expires (or what to do next).
import type { Language } from '../../core/i18n-locales';
import type { DbBrandRow } from '../../db/tables';

export type AccountMailKind = 'verify_email' | 'reset_password' | 'signup_attempt' | 'kyc_approved' | 'kyc_rejected';

const COPY: Record<AccountMailKind, Record<Language, { subject: string; intro: string; button: string; expiry: string; ignore: string }>> = {
  verify_email: {
    es: {
      subject: 'Confirma tu correo electrónico en {brand}',
      intro: 'Gracias por registrarte en {brand}. Confirma tu dirección de correo para activar tu cuenta.',
      button: 'Confirmar mi correo',
      expiry: 'El enlace caduca en 24 horas y solo puede usarse una vez.',
      ignore: 'Si no has creado esta cuenta, ignora este mensaje.',
    },
    en: {
      subject: 'Confirm your email at {brand}',
      intro: 'Thank you for signing up at {brand}. Confirm your email address to activate your account.',
      button: 'Confirm my email',
      expiry: 'The link expires in 24 hours and works only once.',
      ignore: 'If you did not create this account, ignore this message.',
    },
  },
  reset_password: {
    es: {
      subject: 'Restablece tu contraseña de {brand}',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en {brand}.',
      button: 'Elegir una contraseña nueva',
      expiry: 'El enlace caduca en 1 hora y solo puede usarse una vez.',
      ignore: 'Si no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.',
    },
    en: {
      subject: 'Reset your {brand} password',
      intro: 'We received a request to reset the password of your {brand} account.',
      button: 'Choose a new password',
      expiry: 'The link expires in 1 hour and works only once.',
      ignore: 'If you did not ask for it, ignore this message: your password will not change.',
    },
  },
  // Sign-up answers the same for a taken address (no enumeration); its owner learns of it here.
  signup_attempt: {
    es: {
      subject: 'Intento de registro con tu correo en {brand}',
      intro: 'Alguien ha intentado crear una cuenta en {brand} con tu dirección de correo, pero ya tienes una. Puedes iniciar sesión con ella.',
      button: 'Iniciar sesión',
      expiry: 'Si no recuerdas tu contraseña, elige «¿Olvidaste tu contraseña?» en la pantalla de acceso.',
      ignore: 'Si no has sido tú, no tienes que hacer nada: tu cuenta no ha cambiado.',
    },
    en: {
      subject: 'Sign-up attempt with your email at {brand}',
      intro: 'Someone tried to create a {brand} account with your email address, but you already have one. You can sign in with it.',
      button: 'Sign in',
      expiry: 'If you do not remember your password, choose “Forgot your password” on the sign-in screen.',
      ignore: 'If it was not you, there is nothing to do: your account has not changed.',
    },
  },
  kyc_approved: {
    es: {
      subject: 'Tu identidad ha sido verificada en {brand}',
      intro: 'Hemos revisado tu solicitud de verificación (KYC) y la hemos aprobado. Ya puedes invertir en los proyectos de {brand}.',
      button: 'Ver oportunidades',
      expiry: 'Los tokens de tus inversiones se enviarán a la wallet que indicaste en tu solicitud.',
      ignore: 'Si no has solicitado esta verificación, contacta con nosotros.',
    },
    en: {
      subject: 'Your identity has been verified at {brand}',
      intro: 'We have reviewed your verification (KYC) application and approved it. You can now invest in the projects of {brand}.',
      button: 'See opportunities',
      expiry: 'The tokens of your investments will be sent to the wallet you gave in your application.',
      ignore: 'If you did not apply for this verification, please contact us.',
    },
  },
  kyc_rejected: {
    es: {
      subject: 'Tu solicitud de verificación en {brand} necesita cambios',
      intro: 'Hemos revisado tu solicitud de verificación (KYC) y no ha podido aprobarse. Motivo: {reason}',
      button: 'Revisar mi solicitud',
      expiry: 'Corrige lo indicado y vuelve a enviarla desde «Verificar Cuenta».',
      ignore: 'Si tienes dudas, contacta con nosotros.',
    },
    en: {
      subject: 'Your verification application at {brand} needs changes',
      intro: 'We have reviewed your verification (KYC) application and could not approve it. Reason: {reason}',
      button: 'Review my application',
      expiry: 'Correct what is indicated and send it again from “Verify account”.',
      ignore: 'If you have any questions, please contact us.',
    },
  },
};

/** The text with each `{name}` replaced by its value; unknown names stay as they are. */
export const fillIn = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (part, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : part));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface BrandedMailCopy {
  subject: string;
  /** Paragraphs above the button. */
  intro: string[];
  /** Label/value rows (transfer details), shown as a table. */
  facts?: [string, string][];
  button: string;
  link: string;
  /** Small print below the button. */
  notes: string[];
}

/** One branded e-mail: the brand's name and colours, the text, one button, the link in plain text. */
export function renderBrandedMail(language: Language, brand: DbBrandRow, copy: BrandedMailCopy) {
  const facts = copy.facts ?? [];
  const text = [...copy.intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), ...(facts.length ? [''] : []), `${copy.button}: ${copy.link}`, '', ...copy.notes, '', `— ${brand.legal_name}`].join('\n');
  const paragraph = (line: string) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(line)}</p>`;
  const note = (line: string) => `<p style="font-size:13px;line-height:1.5;color:#4b5563;margin:0 0 8px">${escapeHtml(line)}</p>`;
  const factRows = facts.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:15px;margin:0 0 24px;border-collapse:collapse">${facts
        .map(([label, value]) => `<tr><td style="color:#6b7280;padding-right:16px">${escapeHtml(label)}</td><td style="font-family:Consolas,Menlo,monospace;font-weight:bold">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${escapeHtml(brand.colors.dark)};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px">
${copy.intro.map(paragraph).join('\n')}
${factRows}
<p style="margin:8px 0 24px"><a href="${escapeHtml(copy.link)}" style="display:inline-block;background:${escapeHtml(brand.colors.primary)};color:${escapeHtml(brand.colors.primaryContrast)};text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(copy.button)}</a></p>
${copy.notes.map(note).join('\n')}
<p style="font-size:12px;color:#6b7280;word-break:break-all;margin:16px 0 0">${escapeHtml(copy.link)}</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(brand.legal_name)} · ${escapeHtml(brand.address)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: copy.subject, text, html };
}

export function renderAccountMail(kind: AccountMailKind, language: Language, brand: DbBrandRow, link: string, values: { reason?: string } = {}) {
  const copy = COPY[kind][language];
  const fill = (s: string) => s.replaceAll('{brand}', brand.name).replaceAll('{reason}', values.reason ?? '');
  return renderBrandedMail(language, brand, { subject: fill(copy.subject), intro: [fill(copy.intro)], button: copy.button, link, notes: [copy.expiry, copy.ignore] });
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
  const subject = `Nuevo mensaje de contacto en ${brand.name}: ${input.name}`;
  const rows: [string, string][] = [
    ['Nombre', input.name],
    ['Correo electrónico', input.email],
    ['Teléfono', input.phone || '—'],
    ['Idioma', input.language === 'es' ? 'Español' : 'Inglés'],
    ['Acepta comunicaciones comerciales', input.marketingAccepted ? 'Sí' : 'No'],
  ];
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', input.message].join('\n');
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${escapeHtml(brand.colors.dark)};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escapeHtml(subject)}</td></tr>
<tr><td style="padding:28px"><table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px">
${rows.map(([label, value]) => `<tr><td style="color:#6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="font-size:15px;line-height:1.6;white-space:pre-wrap;margin:20px 0 0">${escapeHtml(input.message)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
