// The interface languages (spec 000 §4, §9): Spanish first and the fallback, English second. Shared so
// the web app and the BFF agree on the codes and on how a browser language tag maps onto them.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** The Intl locale each interface language formats money and dates with. */
export const INTL_LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** Maps a BCP 47 tag ("es-MX", "en", "EN-us") onto a supported language, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}
