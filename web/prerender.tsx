// Server-side entry used only at build time (scripts/prerender.mjs): renders one public path of the
// app to HTML in Spanish with the default brand, waiting for its lazy page to load. The browser then
// hydrates it (web/main.tsx), so a phone paints the page before any script has run.
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server.js';
import { createStore } from 'jotai';
import { App } from './app/app';
import { DEFAULT_BRAND } from './app/brand';
import { AppProviders } from './app/providers';
import { i18nAtom, loadI18n } from './i18n/i18n';
import { DEFAULT_LANGUAGE } from '../core/i18n-locales';
import { publicPages } from './features/public-site/public-routes';

export { PRERENDER_FOLDER, prerenderFileName } from '../core/prerender-paths';

export const PRERENDER_LANGUAGE = DEFAULT_LANGUAGE;
export const PRERENDER_PLATFORM = DEFAULT_BRAND.platform;

/** Every path worth prerendering: the home page and the public pages. */
export const prerenderPaths = ['/', ...publicPages.map((page) => page.path)];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page as complete HTML. It must carry none of React's inline streaming scripts: the
 * Content-Security-Policy blocks inline scripts, so such a page would never finish showing.
 */
export async function render(path: string): Promise<string> {
  const html = await renderToHtml(path);
  if (html.includes('<script')) throw new Error(`Prerendering ${path} produced inline scripts`);
  return html;
}

async function renderToHtml(path: string): Promise<string> {
  const store = createStore();
  store.set(i18nAtom, await loadI18n(PRERENDER_LANGUAGE));
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </AppProviders>,
    // Never split a large boundary into "fallback now, content later by script": the page is complete.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}
