// Which interface language to start in (spec 000 §4, core/language-choice.ts): the stored choice, then
// the browser's language, then the page's lang attribute, then Spanish. The result is kept (and mirrored
// into a cookie the BFF reads) so the next visit, and its prerendered page, start the same.
import { LANGUAGE_COOKIE, pickLanguage } from '../../core/language-choice';
import type { Language } from '../../core/i18n-locales';
import { mirrorChoiceInCookie } from '../boot/choice-cookie';

export { pickLanguage, type LanguageSources } from '../../core/language-choice';

export const LANGUAGE_STORAGE_KEY = 'language';

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); detection then relies on the browser.
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must not stop the switch itself.
  }
  mirrorChoiceInCookie(LANGUAGE_COOKIE, language);
  document.documentElement.lang = language;
}

export function detectLanguage(): Language {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const language = pickLanguage({ stored: readStored(), browser, page: document.documentElement.lang });
  rememberLanguage(language);
  return language;
}
