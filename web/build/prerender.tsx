// Server-side entry used only at build time (scripts/prerender.mjs): renders one public path of the
// app to HTML in one language and one brand layout (its texts as placeholders the BFF fills in, core/
// prerender-brand.ts), waiting for its lazy page to load. The browser then hydrates it (web/main.tsx),
// so a phone paints the page before any script has run.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server.js';
import { createStore } from 'jotai';
import type { Brand } from '../../core/brand';
import { brandWithSlots } from '../../core/prerender-brand';
import type { Language } from '../../core/i18n-locales';
import { App } from '../app/app';
import { brandAtom, DEFAULT_BRAND } from '../shell/brand';
import { AppProviders } from '../shell/providers';
import { firstCatalogGroups } from '../app/routes';
import { i18nAtom, loadI18n } from '../i18n/i18n';
import { textsChunksFor } from '../i18n/catalog-groups';
import { DashboardSkeleton, KNOWN_HEADINGS } from '../shell/members/dashboard-skeleton';
import { KYC_PATH, MEMBERS_LANDING_PATH, PROJECTS_LIST_PATH } from '../app/members-paths';
import { INVESTMENTS_PATH } from '../../core/investments-address';
import { publicPages } from '../features/public-site/public-routes';
import { LOGIN_PATH } from '../../core/login-notice';
import { MEMBERS_SKELETON_FILE, PROJECT_SKELETON_FILE, prerenderFileName } from '../../core/prerender-paths';
import { PROJECT_SCREEN_CHUNK } from '../app/project-screen-chunk';
import { PROJECT_PREVIEW_FILE, type PreviewLabels } from '../../core/project-preview';
import { INTL_LOCALE } from '../../core/i18n-locales';
import { createIntl } from '@formatjs/intl';
import { ProjectPreview, previewLabels } from '../features/projects/project-preview';

export { LOGIN_PATH } from '../../core/login-notice';
export { PAINTS_FIRST_ATTRIBUTE, PRERENDER_FOLDER, prerenderFileName, prerenderVariantFile, SCREEN_CODE_NAMED_ATTRIBUTE } from '../../core/prerender-paths';
export { PROJECT_PREVIEW_LABELS_FILE } from '../../core/project-preview';
export { BRAND_JSON_SLOT, BRAND_STYLE_SLOTS, BRAND_THEME_COLOR_SLOT } from '../../core/prerender-brand';
export { LANGUAGES as PRERENDER_LANGUAGES } from '../../core/i18n-locales';

/** The brand layouts (core/brand.ts's domain ids); each is rendered with placeholder texts. */
export const PRERENDER_BRANDS: Brand[] = ([1, 2] as const).map((domainId) => brandWithSlots(DEFAULT_BRAND, domainId));

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
export async function render(path: string, language: Language, brand: Brand, page?: ReactNode, search?: string): Promise<string> {
  const html = await renderToHtml(path, language, brand, page, search);
  if (html.includes('<script')) throw new Error(`Prerendering ${path} produced inline scripts`);
  return html;
}

/** The members' screens the build paints ahead of the app: those whose heading needs no data. */
const MEMBERS_PREVIEW_PATHS = Object.keys(KNOWN_HEADINGS);

/**
 * A members' address with no heading known ahead, which the skeleton sent for every other members'
 * screen (core/prerender-paths.ts MEMBERS_SKELETON_FILE) is drawn at.
 */
const MEMBERS_SKELETON_PATH = '/dashboard/screen';

export interface MembersScreenPage {
  path: string;
  file: string;
  /** The chunks of its screen whose styles the page carries inline (and names in its head, unless it `paintsFirst`). */
  chunks: string[];
  /**
   * Whether its first screen is all in its HTML: its head then names no code, and the entry asks for the
   * code and the page's first answers once the page has painted (core/prerender-paths.ts
   * PAINTS_FIRST_ATTRIBUTE); otherwise the head names the code to fetch while the page is read.
   */
  paintsFirst: boolean;
  /**
   * The module of its screen when no chunk is named for it (from web/, as the build's manifest names it):
   * its styles go inline as the chunks' do (the app's start then loads no stylesheet, each of which
   * restyled the whole page as it arrived), and a page that paints first names its files, the members'
   * area's and its chunks' on its mark, for the entry to fetch once it has painted and run after the
   * app's own code (web/app/first-code.ts).
   */
  screen?: string;
  /** A project's page with the project in it, which the BFF fills in (core/project-preview.ts). */
  project?: true;
}

/** The screens' modules of the members' pages that paint their heading first (web/app/first-screens.ts loads them). */
const PREVIEW_SCREENS: Readonly<Record<string, string>> = {
  [KYC_PATH]: 'features/kyc/kyc-page.tsx',
  [INVESTMENTS_PATH]: 'features/investments/investments-page.tsx',
};

/** Any project's page: the build renders one for all, with no project's id in it. */
const A_PROJECT_PAGE = '/dashboard/projects/project/view';

/**
 * The members' pages the build writes: the address each is drawn at, its file, and the code (chunk
 * names) of its screen the page names in its head beyond the members' area's own, to be fetched as the
 * page is read instead of once the entry has run and asked for it (web/app/first-screens.ts). A
 * project's skeleton names its screen, and so does the admin's projects' (the members' skeleton without a
 * heading, which depends on the role): they paint nothing of their own until that code has run, and
 * with their files on the way the entry can run the code after the app's, in a task of its own
 * (SCREEN_CODE_NAMED_ATTRIBUTE). The catalog names the members' area's code: its largest paint is its first card's image, which the app
 * draws. A page whose first screen is all in its HTML (the KYC's and the investments' headings, a
 * project's page with the project in it) names no code at all, and the entry asks for its code and
 * first answers once it has painted: that text is the largest paint, and Lighthouse counts every request
 * started before it against it (the investments' LCP: ~1.4-2.7 s with its code named, where its first
 * paint was ~1 s).
 */
export const MEMBERS_SCREEN_PAGES: MembersScreenPage[] = [
  ...MEMBERS_PREVIEW_PATHS.map((path) => ({ path, file: prerenderFileName(path)!, chunks: [], paintsFirst: path !== MEMBERS_LANDING_PATH, screen: PREVIEW_SCREENS[path] })),
  { path: MEMBERS_SKELETON_PATH, file: MEMBERS_SKELETON_FILE, chunks: [], paintsFirst: false },
  { path: A_PROJECT_PAGE, file: PROJECT_SKELETON_FILE, chunks: [PROJECT_SCREEN_CHUNK], paintsFirst: false },
  { path: PROJECTS_LIST_PATH, file: prerenderFileName(PROJECTS_LIST_PATH)!, chunks: [], paintsFirst: false, screen: 'features/projects/admin-projects-page.tsx' },
  { path: A_PROJECT_PAGE, file: PROJECT_PREVIEW_FILE, chunks: [PROJECT_SCREEN_CHUNK], paintsFirst: true, project: true },
];

/** The text chunks the app's start loads before rendering `path` in `language` (web/start.tsx). */
export const firstTextsChunks = (path: string, language: Language): string[] => textsChunksFor(language, firstCatalogGroups(path));

/** A members' screen (MEMBERS_SCREEN_PAGES) as the app shows it while the user loads: never hydrated. */
export async function renderMembersPreview({ path, project }: MembersScreenPage, language: Language, brand: Brand): Promise<string> {
  // IonPage's element and classes (web/features/dashboard/dashboard-page.tsx), without Ionic's code.
  const page = (
    <div className="ion-page dash-page">
      <DashboardSkeleton expanded content={project ? <ProjectPreview /> : undefined} />
    </div>
  );
  return render(path, language, brand, page);
}

/** The badges' table the BFF fills a project's page in with (core/project-preview.ts), in `language`. */
export async function projectPreviewLabels(language: Language): Promise<PreviewLabels> {
  const { messages } = await loadI18n(language, firstCatalogGroups(A_PROJECT_PAGE));
  const intl = createIntl({ locale: INTL_LOCALE[language], messages });
  return previewLabels((key, values) => intl.formatMessage({ id: key }, values));
}

/**
 * The login page as its form, the way it shows once the sign-in has started (an interaction id in the
 * address; core/prerender-paths.ts's prerenderFits sends it for that visit only). Its module, for the
 * build to inline its styles.
 */
export const LOGIN_PAGE_MODULE = 'features/auth/login-page.tsx';
export const renderLoginForm = (language: Language, brand: Brand): Promise<string> => render(LOGIN_PATH, language, brand, <App />, '?uid=prerendered');

async function renderToHtml(path: string, language: Language, brand: Brand, page: ReactNode = <App />, search = ''): Promise<string> {
  const store = createStore();
  store.set(i18nAtom, await loadI18n(language, firstCatalogGroups(path)));
  store.set(brandAtom, brand);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store}>
      <StaticRouter location={path + search}>{page}</StaticRouter>
    </AppProviders>,
    // Never split a large boundary into "fallback now, content later by script": the page is complete.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}
