// The entry: paint first, then start. A prerendered page is already complete HTML (a public page, the
// login form, a members' heading or skeleton), so the app's code (React and the rest, web/start.tsx) is
// asked for once the browser has shown it: asked before, it competes with the page's own first paint on
// a phone's connection. On a members' page the screen's first answers and its code are asked for at the
// same moment, while the app's code downloads (shell/route-table.ts: a small chunk of its own the page
// names in its head). What the
// visitor does on the painted page before the app runs is not lost (boot/). A `?platform=` in the
// address is remembered at once (before those first requests, which name it).
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
