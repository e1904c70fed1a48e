// The one registry of messages the web app and the BFF show, in both interface languages. Schemas in
// core/ use these keys as their messages and the BFF's services throw them; whoever shows a message
// (a form, or the BFF's `{ success: false, error }` for the request's language) translates it here.
// The spec's texts are the entries in the language they are written in, word for word.
import type { Language } from './i18n-locales';
import { contactMessages } from './contact';
import { httpMessages } from './http-messages';
import { projectMessages } from './project-messages';
import { kycMessages } from './kyc-messages';

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
  'validation.domainFilterInvalid': { es: 'El filtro de plataforma no es válido', en: 'The platform filter is not valid' },
  'validation.tokenMissing': {
    es: 'Falta el código del enlace. Solicita un enlace nuevo.',
    en: 'The link code is missing. Ask for a new link.',
  },
  'account.linkInvalid': {
    es: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
    en: 'The link is not valid or has expired. Ask for a new one.',
  },
  ...httpMessages,
  ...projectMessages,
  ...kycMessages,
  ...contactMessages,
} satisfies Record<string, Bilingual>;

export type Bilingual = Record<Language, string>;
export type MessageKey = keyof typeof sharedMessages;

/**
 * A message to word later, in the reader's language: a key; a key followed by a list of labels (the
 * fields a publish is missing); or a text a schema library wrote that has no key.
 */
export type Message = MessageKey | { key: MessageKey; list: readonly Bilingual[] } | { text: string };

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(sharedMessages, value);
}

/** The text for a key in the given language; any other text (a schema's own wording) is returned unchanged. */
export function translateMessage(keyOrText: string, language: Language): string {
  return isMessageKey(keyOrText) ? sharedMessages[keyOrText][language] : keyOrText;
}

export function translate(message: Message, language: Language): string {
  if (typeof message === 'string') return sharedMessages[message][language];
  if ('text' in message) return translateMessage(message.text, language);
  return sharedMessages[message.key][language] + message.list.map((label) => label[language]).join(', ');
}

/** A schema issue's message as a Message: its key when it is one. */
export const messageOf = (keyOrText: string): Message => (isMessageKey(keyOrText) ? keyOrText : { text: keyOrText });
