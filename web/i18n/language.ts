// Which interface language to start in (spec 000 §4): the stored choice, then the browser's language,
// then the page's lang attribute, then Spanish. The result is cached so the next visit starts the same.
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '../../core/i18n-locales';

export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageSources {
  stored: string | null;
  browser: readonly string[];
  page: string | null;
}

export function pickLanguage(sources: LanguageSources): Language {
  return (
    matchLanguage(sources.stored) ??
    sources.browser.map(matchLanguage).find((language) => language !== undefined) ??
    matchLanguage(sources.page) ??
    DEFAULT_LANGUAGE
  );
}

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
  document.documentElement.lang = language;
}

export function detectLanguage(): Language {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const language = pickLanguage({ stored: readStored(), browser, page: document.documentElement.lang });
  rememberLanguage(language);
  return language;
}
