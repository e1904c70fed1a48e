// The language dropdown (spec 000 §9): flag and full name, or only the upper-case code on the smallest
// screens (below 480px, where the navbar has no room for both). A real <select> sits on top of the drawn face, so keyboards, screen readers and the phone's
// own picker all work; choosing applies at once.
import { useEffect, useId } from 'react';
import { LANGUAGES, matchLanguage } from '../../core/i18n-locales';
import { useLanguage, useT } from '../i18n/i18n';
import { takeEarlyLanguageChoice } from '../boot/early-language-choice';
import { Flag } from './flag';
import './language-switcher.css';

const FLAG_EMOJI = { es: '🇪🇸', en: '🇬🇧' } as const;

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const [language, setLanguage] = useLanguage();
  const id = useId();
  useEffect(() => {
    const early = matchLanguage(takeEarlyLanguageChoice() ?? '');
    if (early && early !== language) void setLanguage(early);
    // Once, when the switcher comes alive: later choices go through its own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={`language-switcher ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <span className="row language-switcher__face" aria-hidden="true">
        <Flag language={language} />
        <span className="language-switcher__name">{t(`language.${language}`)}</span>
        <span className="language-switcher__code">{language.toUpperCase()}</span>
        <svg className="language-switcher__chevron" viewBox="0 0 12 12" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <select
        id={id}
        className="language-switcher__select"
        data-language-switcher=""
        value={language}
        onChange={(event) => {
          const next = matchLanguage(event.target.value);
          if (next) void setLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {`${FLAG_EMOJI[code]} ${t(`language.${code}`)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
