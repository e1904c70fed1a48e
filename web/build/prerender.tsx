// Server-side entry used only at build time (scripts/prerender.mjs): the pages the build writes, made
// from the app's own routes (web/shell/router.tsx) and the members' route table. Public pages and the
// login form are rendered by React Router's static handler exactly as the browser's router will draw
// them, their texts as placeholders the BFF fills in (core/prerender-brand.ts), and the browser hydrates
// them (web/start.tsx). A members' screen is painted as the app shows it while the user loads: the
// skeleton, with its heading where the table gives one, or a project's preview the BFF fills.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom/server.js';
import { createStore } from 'jotai';
import { createIntl } from '@formatjs/intl';
import type { Brand } from '../../core/brand';
import { brandWithSlots } from '../../core/prerender-brand';
import { INTL_LOCALE, type Language } from '../../core/i18n-locales';
import { LOGIN_NOTICES, LOGIN_PATH } from '../../core/login-notice';
import { PRERENDER_ORIGIN, type ServedPage } from '../../core/prerender-paths';
import type { PreviewLabels } from '../../core/project-preview';
import { brandAtom, DEFAULT_BRAND } from '../shell/brand';
import { AppProviders } from '../shell/providers';
import { appRoutes, firstGroups } from '../shell/router';
import { addressPattern, MEMBERS_AREA, MEMBERS_GROUPS, SCREENS, screenPath } from '../shell/route-table';
import { DashboardSkeleton } from '../shell/members/dashboard-skeleton';
import { publicPages } from '../features/public-site/public-routes';
import { ProjectPreview, previewLabels } from '../features/projects/project-preview';
import { i18nAtom, loadI18n } from '../i18n/i18n';
import { textsChunksFor, type CatalogGroup } from '../i18n/catalog-groups';

export { PRERENDER_FOLDER, prerenderVariantFile, SERVED_PAGES_FILE } from '../../core/prerender-paths';
export { BRAND_JSON_SLOT, BRAND_STYLE_SLOTS, BRAND_THEME_COLOR_SLOT } from '../../core/prerender-brand';
export { LANGUAGES as PRERENDER_LANGUAGES } from '../../core/i18n-locales';

/** The brand layouts (core/brand.ts's domain ids); each is rendered with placeholder texts. */
export const PRERENDER_BRANDS: Brand[] = ([1, 2] as const).map((domainId) => brandWithSlots(DEFAULT_BRAND, domainId));

/**
 * How a page starts in the browser. `site` and `login` are hydrated: their head names their code (the
 * app's start, and the public site's chunk or the login page's module), so they work as soon as
 * possible. `members` is never hydrated: it paints from its HTML and inline styles alone, its head names
 * no code (Lighthouse counts every request started before the largest paint against it), and the entry
 * asks for the screen's code and first answers once it has painted (web/main.tsx).
 */
export type PageKind = 'site' | 'login' | 'members';

export interface PrerenderedPage extends ServedPage {
  /** The address it is drawn at. */
  url: string;
  kind: PageKind;
}

/** The RegExp source the BFF matches an address's path with. */
const pathPattern = (url: string): string => (url === '/' ? '^/$' : addressPattern(url).source);

const fileFor = (path: string): string => `${path.replace(/^\/+|\/+$/g, '') || 'index'}.html`;

/** The login page's module, whose styles its page carries and whose code its head names. */
export const LOGIN_PAGE_MODULE = 'features/auth/login-page.tsx';

/** Every page the build writes, and the addresses it answers, in the order the BFF tries them. */
export function prerenderedPages(): PrerenderedPage[] {
  const site = ['/', ...publicPages.map((page) => page.path)].map((url): PrerenderedPage => ({ url, kind: 'site', path: pathPattern(url), file: fileFor(url) }));
  const members = SCREENS.flatMap(({ path, paint }): PrerenderedPage[] => {
    const url = screenPath(path);
    if (paint === 'project-preview') return [{ url: url.replace(':id', 'project'), kind: 'members', path: pathPattern(url), file: 'dashboard/_project-preview.html', preview: true }];
    if (!paint) return [];
    return [{ url, kind: 'members', path: pathPattern(url), file: fileFor(url), unless: Object.entries(paint.unless ?? {}) }];
  });
  return [
    ...site,
    // The login page as its form, the way it shows once the sign-in has started (an interaction id in the
    // address) with nothing to tell: for that visit only.
    { url: `${LOGIN_PATH}?uid=prerendered`, kind: 'login', path: pathPattern(LOGIN_PATH), file: fileFor(LOGIN_PATH), needs: ['uid'], unless: LOGIN_NOTICES.map((notice) => ['notice', notice]) },
    ...members,
    // Every other members' address: the skeleton without a heading (no address maps to its name).
    { url: `${MEMBERS_AREA}/screen`, kind: 'members', path: `^${MEMBERS_AREA}(/[a-zA-Z0-9-]+)*/?$`, file: 'dashboard/_screen.html' },
  ];
}

/** The text chunks the app's start loads before rendering `url` in `language` (web/start.tsx). */
export function firstTextsChunks(url: string, language: Language): string[] {
  return textsChunksFor(language, firstGroups(appRoutes(createStore()), new URL(url, PRERENDER_ORIGIN).pathname));
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function prerender(store: ReturnType<typeof createStore>, tree: ReactNode): Promise<string> {
  // Never split a large boundary into "fallback now, content later by script": the page is complete.
  const { prelude } = await prerenderToNodeStream(<AppProviders store={store}>{tree}</AppProviders>, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await streamToString(prelude);
  // The Content-Security-Policy blocks inline scripts: such a page would never finish showing.
  if (html.includes('<script')) throw new Error('A prerendered page produced inline scripts');
  return html;
}

async function storeFor(pathname: string, language: Language, brand: Brand, groups?: readonly CatalogGroup[]) {
  const store = createStore();
  const routes = appRoutes(store);
  store.set(i18nAtom, await loadI18n(language, groups ?? firstGroups(routes, pathname)));
  store.set(brandAtom, brand);
  return { store, routes };
}

/** A page as complete HTML in one language and one brand layout. */
export async function render(page: PrerenderedPage, language: Language, brand: Brand): Promise<string> {
  const url = new URL(page.url, PRERENDER_ORIGIN);
  if (page.kind === 'members') {
    const { store } = await storeFor(url.pathname, language, brand, MEMBERS_GROUPS);
    // IonPage's element and classes (web/shell/members/dashboard-page.tsx), without Ionic's code.
    return prerender(
      store,
      <StaticRouter location={page.url}>
        <div className="ion-page dash-page">
          <DashboardSkeleton expanded content={page.preview ? <ProjectPreview /> : undefined} />
        </div>
      </StaticRouter>,
    );
  }
  const { store, routes } = await storeFor(url.pathname, language, brand);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`Prerendering ${page.url} answered ${context.status}`);
  // No hydration data: no route the build draws has a loader, and its script would be inline.
  return prerender(store, <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />);
}

/** The badges' table the BFF fills a project's page in with (core/project-preview.ts), in `language`. */
export async function projectPreviewLabels(language: Language): Promise<PreviewLabels> {
  const { messages } = await loadI18n(language, MEMBERS_GROUPS);
  const intl = createIntl({ locale: INTL_LOCALE[language], messages });
  return previewLabels((key, values) => intl.formatMessage({ id: key }, values));
}
