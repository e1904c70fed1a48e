// The entry: paint first, then start. A prerendered page is already complete HTML, so the app's code
// (React and the rest) is evaluated only after the browser has shown it; the build preloads that code
// meanwhile (modulepreload), so nothing waits on the network, unless the page paints its first screen
// from its HTML alone (the login form, a members' heading), whose code is asked for once it has painted.
// A language chosen or a menu opened on the painted page before then is not lost
// (i18n/early-language-choice.ts, app/early-taps.ts). A members' page's first answers are asked for
// with its code, while that downloads (app/early-data.ts). A
// `?platform=` in the address is remembered at once too (before those first requests, which name it): a
// visitor who leaves the page before the app has started still keeps the brand.
import './shell/global.css';
import { afterFirstPaint } from './boot/after-first-paint';
import { prefetchFirstAnswers } from './shell/first-answers';
import { askedForAppCode } from './app/first-code';
import { catchEarlyTaps } from './boot/early-taps';
import { rememberPlatformFromUrl } from './boot/platform';
import { catchEarlyLanguageChoice } from './boot/early-language-choice';
import { warmIntl } from './i18n/warm-intl';

rememberPlatformFromUrl();
catchEarlyLanguageChoice();
catchEarlyTaps();
prefetchFirstAnswers(window.location.pathname, window.location.search);

void afterFirstPaint().then(() => {
  askedForAppCode(import('./start'));
  warmIntl();
});
