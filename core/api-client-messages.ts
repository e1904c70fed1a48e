// What the web app's API client itself says of an answer it cannot use (spec 001 §8 "Expected JSON
// response"), in the request's language. Its own small module: the client is part of the app's entry.
import { DEFAULT_LANGUAGE, matchLanguage } from './i18n-locales';
import apiClientMessages from './i18n/api-client.json';

export const apiClientMessage = (key: keyof typeof apiClientMessages, languageTag: string | null | undefined): string =>
  apiClientMessages[key][matchLanguage(languageTag) ?? DEFAULT_LANGUAGE];
