// The entry: paint first, then start. A prerendered page is complete HTML, so the app's code
// (web/start.tsx) is asked for once the browser has shown it (before, it competes with the paint on a
// phone's connection), and with it a members' screen's first answers (shell/route-table.ts). What the
// visitor does before the app runs is not lost (boot/); a `?platform=` is remembered before any request.
import './shell/global.css';
import { catchEarlyLanguageChoice } from './boot/early-language-choice';
import { catchEarlyTaps } from './boot/early-taps';
import { rememberPlatformFromUrl } from './boot/platform';
import { warmIntl } from './boot/warm-intl';

rememberPlatformFromUrl();
catchEarlyLanguageChoice();
catchEarlyTaps();

// A frame callback runs before that frame is painted: the work waits for a task of its own after it.
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./shell/route-table').then(({ askForFirstScreen }) => askForFirstScreen(window.location.pathname, window.location.search));
    void import('./start');
    warmIntl();
  }, 0),
);
