// The entry: paint first, then start. A prerendered page is already complete HTML, so the app's code
// (React and the rest) is evaluated only after the browser has shown it; the build preloads that code
// meanwhile (modulepreload), so nothing waits on the network.
import './app/global.css';

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./start');
  }, 0);
});
