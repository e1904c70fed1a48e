// Validation and API messages shared by the web app and the BFF, in both interface languages. Schemas
// in core/ use these keys as their messages; whoever shows the message (a form, or the BFF's
// `{ success: false, error }`) translates the key with `translateMessage`. The spec's texts are the
// entries in the language they are written in, word for word.
import type { Language } from './i18n-locales';
import { contactMessages } from './contact';
import { projectMessages } from './project-messages';

export const sharedMessages = {
  'validation.emailRequired': { es: 'El correo electrónico es obligatorio', en: 'Email is required' },
  'validation.emailInvalid': { es: 'Introduce un correo electrónico válido', en: 'Enter a valid email address' },
  'validation.passwordRequired': { es: 'La contraseña es obligatoria', en: 'Password is required' },
  'validation.passwordTooShort': {
    es: 'La contraseña debe tener al menos 10 caracteres',
    en: 'The password must be at least 10 characters long',
  },
  'validation.passwordTooLong': {
    es: 'La contraseña no puede tener más de 128 caracteres',
    en: 'The password cannot be longer than 128 characters',
  },
  'validation.passwordsDoNotMatch': { es: 'Las contraseñas no coinciden', en: 'Passwords do not match' },
  'validation.domainInvalid': { es: 'La plataforma no es válida', en: 'The platform is not valid' },
  'validation.tokenMissing': {
    es: 'Falta el código del enlace. Solicita un enlace nuevo.',
    en: 'The link code is missing. Ask for a new link.',
  },
  'account.linkInvalid': {
    es: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
    en: 'The link is not valid or has expired. Ask for a new one.',
  },
  ...projectMessages,
  ...contactMessages,
} satisfies Record<string, Record<Language, string>>;

export type SharedMessageKey = keyof typeof sharedMessages;

export function isSharedMessageKey(value: string): value is SharedMessageKey {
  return Object.prototype.hasOwnProperty.call(sharedMessages, value);
}

/** The text for a shared key in the given language; any other text is returned unchanged. */
export function translateMessage(keyOrText: string, language: Language): string {
  return isSharedMessageKey(keyOrText) ? sharedMessages[keyOrText][language] : keyOrText;
}
