// Small flag drawings for the language switcher: emoji flags do not render on Windows. Their colours
// are tokens (language-switcher.css paints the parts).
import type { Language } from '../../core/i18n-locales';

export function Flag({ language }: { language: Language }) {
  return language === 'es' ? (
    <svg className="flag" viewBox="0 0 3 2" aria-hidden="true" focusable="false">
      <rect width="3" height="2" className="flag__es-red" />
      <rect y="0.5" width="3" height="1" className="flag__es-gold" />
    </svg>
  ) : (
    <svg className="flag" viewBox="0 0 60 40" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="60" height="40" className="flag__uk-blue" />
      <path d="M0 0 60 40M60 0 0 40" className="flag__uk-white" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" className="flag__uk-red" strokeWidth="2.5" />
      <path d="M30 0v40M0 20h60" className="flag__uk-white" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" className="flag__uk-red" strokeWidth="7" />
    </svg>
  );
}
