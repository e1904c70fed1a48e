// Validation and API messages shared by the web app and the BFF, in both interface languages. Schemas
// in core/ use these keys as their messages; whoever shows the message (a form, or the BFF's
// `{ success: false, error }`) translates the key with `translateMessage`. The spec's texts are the
// entries in the language they are written in, word for word.
import type { Language } from './i18n-locales';

export const sharedMessages = {
  'validation.emailRequired': { es: 'El correo electrónico es obligatorio', en: 'Email is required' },
  'validation.emailInvalid': { es: 'Introduce un correo electrónico válido', en: 'Enter a valid email address' },
  'validation.passwordRequired': { es: 'La contraseña es obligatoria', en: 'Password is required' },
} satisfies Record<string, Record<Language, string>>;

export type SharedMessageKey = keyof typeof sharedMessages;

export function isSharedMessageKey(value: string): value is SharedMessageKey {
  return Object.prototype.hasOwnProperty.call(sharedMessages, value);
}

/** The text for a shared key in the given language; any other text is returned unchanged. */
export function translateMessage(keyOrText: string, language: Language): string {
  return isSharedMessageKey(keyOrText) ? sharedMessages[keyOrText][language] : keyOrText;
}
