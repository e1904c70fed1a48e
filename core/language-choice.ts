// Which interface language a visit starts in (spec 000 §4): the stored choice, then the browser's
// languages, then the page's lang attribute, then Spanish. The web app decides with it before its first
// render, and the BFF with the same rule picks which prerendered page to send (the stored choice is
// mirrored into LANGUAGE_COOKIE, the browser's languages arrive as Accept-Language), so both agree.
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from './i18n-locales';

export const LANGUAGE_COOKIE = 'language';

export interface LanguageSources {
  stored: string | null | undefined;
  browser: readonly string[];
  page: string | null | undefined;
}

export function pickLanguage(sources: LanguageSources): Language {
  return (
    matchLanguage(sources.stored) ??
    sources.browser.map(matchLanguage).find((language) => language !== undefined) ??
    matchLanguage(sources.page) ??
    DEFAULT_LANGUAGE
  );
}
