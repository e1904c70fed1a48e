// The entry: paint first, then start. A prerendered page is already complete HTML, so the app's code
// (React and the rest) is evaluated only after the browser has shown it; the build preloads that code
// meanwhile (modulepreload), so nothing waits on the network. A language chosen on the painted page
// before then is not lost (i18n/early-language-choice.ts).
import './app/global.css';
import { catchEarlyLanguageChoice } from './i18n/early-language-choice';

catchEarlyLanguageChoice();

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./start');
  }, 0);
});
