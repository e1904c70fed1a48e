// What the web app's API client itself says of an answer it cannot use (spec 001 §8 "Expected JSON
// response"), in both interface languages. Its own small module: the client is part of the app's entry.
// The spec gives the text in English only; the Spanish interface shows it as the spec writes it.
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from './i18n-locales';

export const apiClientMessages = {
  'api.notJson': { es: 'Expected JSON response', en: 'Expected JSON response' },
} satisfies Record<string, Record<Language, string>>;

export const apiClientMessage = (key: keyof typeof apiClientMessages, languageTag: string | null | undefined): string =>
  apiClientMessages[key][matchLanguage(languageTag) ?? DEFAULT_LANGUAGE];
