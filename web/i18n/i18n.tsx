// The interface language as app state: a jotai atom holding the language and its loaded catalog, a
// provider that turns it into a formatjs `intl` object, and the hooks components use.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { atom, useAtom, useAtomValue } from 'jotai';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from '../../core/i18n-locales';
import { loadMessages, type CatalogGroup, type MessageKey, type Messages } from './catalogs';
import { rememberLanguage } from './language';

export interface I18nState {
  language: Language;
  /** The catalog groups `messages` holds besides the shell's texts (web/i18n/catalogs.ts). */
  groups: readonly CatalogGroup[];
  messages: Messages;
}

/** The starting state; falls back to Spanish if the chosen catalog cannot be fetched. */
export async function loadI18n(language: Language, groups: readonly CatalogGroup[]): Promise<I18nState> {
  try {
    return { language, groups, messages: await loadMessages(language, groups) };
  } catch {
    return { language: DEFAULT_LANGUAGE, groups, messages: await loadMessages(DEFAULT_LANGUAGE, groups) };
  }
}

/** Set once before the first render (web/main.tsx) so the first paint is already in the right language. */
export const i18nAtom = atom<I18nState | null>(null);

const cache = createIntlCache();
const IntlContext = createContext<IntlShape | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const state = useAtomValue(i18nAtom);
  if (!state) throw new Error('I18nProvider needs i18nAtom to be set before rendering');
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: INTL_LOCALE[state.language],
          defaultLocale: INTL_LOCALE[DEFAULT_LANGUAGE],
          messages: state.messages,
        },
        cache,
      ),
    [state],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useT and useLanguage must be used inside I18nProvider');
  return intl;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `t('home.hero.title')`, or with ICU arguments `t('footer.rights', { year, legalName })`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** The current language and a setter that loads the catalog, then switches, remembers and relabels the page. */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const [state, setState] = useAtom(i18nAtom);
  const language = state?.language ?? DEFAULT_LANGUAGE;
  const groups = state?.groups;
  const choose = useCallback(
    async (next: Language) => {
      let loaded: I18nState;
      try {
        loaded = { language: next, groups: groups ?? [], messages: await loadMessages(next, groups ?? []) };
      } catch {
        // The catalog could not be fetched (offline before it was cached): stay in the current language.
        return;
      }
      setState(loaded);
      rememberLanguage(next);
    },
    [setState, groups],
  );
  return [language, choose];
}
