// Countries and nationalities (spec 001 §2 "Personal tab"): the ISO 3166-1 alpha-2 codes, named by
// Intl.DisplayNames in the interface language, so no list of 240 names is typed by hand. The stored
// value is the country's name (spec 001 §2); we store the Spanish name, the platform's language of
// record, whatever language the investor reads, and find the code again from a name in either language.
import type { Language } from './i18n-locales';
import { INTL_LOCALE, LANGUAGES } from './i18n-locales';

export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** The language the stored names are in. */
export const STORED_NAME_LANGUAGE: Language = 'es';

export interface Country {
  readonly code: string;
  readonly name: string;
}

/** `make` for a language, made once: the names and lookups below are each built from ICU's data. */
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
}

const namesIn = perLanguage((language) => new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region', fallback: 'code' }));

export function countryName(code: string, language: Language): string {
  return namesIn(language).of(code) ?? code;
}

// Intl.DisplayNames names a region by a lookup in ICU's data each time: the whole list, named, is kept
// per language for the selects and the reverse lookup alike.
const namedList = perLanguage((language): readonly Country[] => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })));

/** Every country, named and sorted in the interface language. */
export function countryOptions(language: Language): Country[] {
  const collator = new Intl.Collator(INTL_LOCALE[language]);
  return [...namedList(language)].sort((a, b) => collator.compare(a.name, b.name));
}

/** What is stored for a chosen country. */
export const storedCountryName = (code: string): string => countryName(code, STORED_NAME_LANGUAGE);

const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('es');

/** A language's folded names to their codes; the first of the list wins a name two countries share. */
const codesByName = perLanguage((language) => {
  const codes = new Map<string, string>();
  for (const { code, name } of namedList(language)) {
    const folded = fold(name);
    if (!codes.has(folded)) codes.set(folded, code);
  }
  return codes;
});

/**
 * The code of a stored name (Spanish or English, accents and case aside); undefined for a name no list
 * has. Each language's names are folded once, and the English ones only for a name the Spanish lack:
 * a summary looks up each of its countries on every render, and the names stored are Spanish.
 */
export function countryCodeOf(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  const wanted = fold(name);
  for (const language of LANGUAGES) {
    const code = codesByName(language).get(wanted);
    if (code) return code;
  }
  return undefined;
}

/** A stored name as the reader sees it: in their language when it is a known country, else as stored. */
export function displayCountry(name: string | null | undefined, language: Language): string | null {
  if (!name) return null;
  const code = countryCodeOf(name);
  return code ? countryName(code, language) : name;
}
