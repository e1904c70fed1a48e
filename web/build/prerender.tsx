// The build's prerender (scripts/prerender.mjs): every page the BFF sends as finished HTML, per language
// and brand layout (brand texts as placeholders the BFF fills), with its first paint's styles inline and
// its code named, and pages.json, which page answers which address. Public pages and the login form are
// the app's routes, drawn by React Router's static handler; a members' screen is the app's skeleton with
// the route table's heading or the project preview the BFF fills.
import fs from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom/server.js';
import { createStore } from 'jotai';
import { createIntl } from '@formatjs/intl';
import type { Brand } from '../../core/brand';
import { BRAND_JSON_SLOT, BRAND_STYLE_SLOTS, BRAND_THEME_COLOR_SLOT, brandWithSlots } from '../../core/prerender-brand';
import { INTL_LOCALE, LANGUAGES, type Language } from '../../core/i18n-locales';
import { LOGIN_NOTICES, LOGIN_PATH } from '../../core/login-notice';
import { PRERENDER_FOLDER, PRERENDER_ORIGIN, prerenderVariantFile, SERVED_PAGES_FILE, type ServedPage } from '../../core/prerender-paths';
import { brandAtom, DEFAULT_BRAND } from '../shell/brand';
import { AppProviders } from '../shell/providers';
import { appRoutes, firstGroups } from '../shell/router';
import { addressPattern, MEMBERS_AREA, MEMBERS_GROUPS, SCREENS, screenPath, type Screen } from '../shell/route-table';
import { DashboardSkeleton } from '../shell/members/dashboard-skeleton';
import { publicPages } from '../features/public-site/public-routes';
import { ProjectPreview, previewLabels } from '../features/projects/project-preview';
import { i18nAtom, loadI18n } from '../i18n/i18n';
import { textsChunksFor } from '../i18n/catalog-groups';

/** `site` and `login` are hydrated; `members` is not (the app renders afresh over it). Every kind names its code at low priority (headFor). */
export type PageKind = 'site' | 'login' | 'members';

export interface PrerenderedPage extends ServedPage {
  /** The address it is drawn at. */
  url: string;
  kind: PageKind;
  /** The route table's entry it paints, whose code and styles it names. */
  screen?: Screen;
}

const pathPattern = (url: string): string => (url === '/' ? '^/$' : addressPattern(url).source);

const fileFor = (path: string): string => `${path.replace(/^\/+|\/+$/g, '') || 'index'}.html`;

/** Every page the build writes, and the addresses it answers, in the order the BFF tries them. */
export function prerenderedPages(): PrerenderedPage[] {
  const site = ['/', ...publicPages.map((page) => page.path)].map((url): PrerenderedPage => ({ url, kind: 'site', path: pathPattern(url), file: fileFor(url) }));
  const members = SCREENS.flatMap((screen): PrerenderedPage[] => {
    const url = screenPath(screen.path);
    if (screen.paint === 'project-preview') return [{ url: url.replace(':id', 'project'), kind: 'members', screen, path: pathPattern(url), file: 'dashboard/_project-preview.html', preview: true }];
    if (!screen.paint) return [];
    return [{ url, kind: 'members', screen, path: pathPattern(url), file: fileFor(url), unless: Object.entries(screen.paint.unless ?? {}) }];
  });
  return [
    ...site,
    // The login form as it shows once the sign-in has started (an interaction id) with nothing to tell.
    { url: `${LOGIN_PATH}?uid=prerendered`, kind: 'login', path: pathPattern(LOGIN_PATH), file: fileFor(LOGIN_PATH), needs: ['uid'], unless: LOGIN_NOTICES.map((notice) => ['notice', notice]) },
    ...members,
    // Every other members' address: the skeleton without a heading (no address maps to its name).
    { url: `${MEMBERS_AREA}/screen`, kind: 'members', path: `^${MEMBERS_AREA}(/[a-zA-Z0-9-]+)*/?$`, file: 'dashboard/_screen.html' },
  ];
}

/** What the BFF reads (pages.json): the pages' addresses and files. */
export const servedPages = (): ServedPage[] => prerenderedPages().map(({ path: address, file, needs, unless, preview }) => ({ path: address, file, needs, unless, preview }));

async function prerender(store: ReturnType<typeof createStore>, tree: ReactNode): Promise<string> {
  // Never split a large boundary into "fallback now, content later by script": the page is complete.
  const { prelude } = await prerenderToNodeStream(<AppProviders store={store}>{tree}</AppProviders>, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await text(prelude);
  // The Content-Security-Policy blocks inline scripts: such a page would never finish showing.
  if (html.includes('<script')) throw new Error('A prerendered page produced inline scripts');
  return html;
}

/** A page's markup in one language and one brand layout. */
async function render(page: PrerenderedPage, language: Language, brand: Brand): Promise<string> {
  const store = createStore();
  const routes = appRoutes(store);
  const url = new URL(page.url, PRERENDER_ORIGIN);
  store.set(brandAtom, brand);
  if (page.kind === 'members') {
    store.set(i18nAtom, await loadI18n(language, MEMBERS_GROUPS));
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
  store.set(i18nAtom, await loadI18n(language, firstGroups(routes, url.pathname)));
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`Prerendering ${page.url} answered ${context.status}`);
  // No hydration data: no route the build draws has a loader, and its script would be inline.
  return prerender(store, <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />);
}

/** Vite's build manifest: each chunk by its source module (or `_<name>-<hash>.js` for a named group). */
type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The module a screen's code is, as the manifest names it: Vite's SSR loader writes each `import()` with its module's path from web/. */
const screenModule = (screen: Screen | undefined): string[] => (screen ? [/import__\("\/([^"]+)"\)/.exec(String(screen.screen))?.[1] ?? ''] : []);

/** The manifest keys whose code a page names and whose styles it inlines: its area's chunks and, on a members' page, its screen's. */
function firstChunks(manifest: Manifest, page: PrerenderedPage): { code: string[]; styles: string[] } {
  const named = (...names: string[]) => names.flatMap((name) => Object.keys(manifest).filter((key) => manifest[key]!.name === name));
  if (page.kind === 'site') return { code: named('start', 'site'), styles: [...named('start'), ...Object.keys(manifest).filter((key) => key.startsWith('features/public-site/'))] };
  if (page.kind === 'login') return { code: [...named('start'), 'features/auth/login-page.tsx'], styles: [...named('start'), 'features/auth/login-page.tsx'] };
  const members = [...named('start', 'members'), ...screenModule(page.screen)];
  return { code: [...named('first-answers'), ...members], styles: members };
}

/** The chunks of `roots` (manifest keys) and what they import, each after its imports (a page's own rules win over shared ones). */
function closure(manifest: Manifest, roots: string[], seen = new Set<string>()): Manifest[string][] {
  return roots.flatMap((key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...closure(manifest, chunk.imports ?? [], seen), chunk];
  });
}

/** Splits the rendered markup into the tags React hoists for <head> (title, meta, canonical/alternate links) and the body markup. */
function splitHead(markup: string): { head: string; body: string } {
  const head: string[] = [];
  const body = markup.replace(/<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*?\/?>/g, (tag) => {
    if (tag.startsWith('<link') && !/rel="(canonical|alternate|preload)"/.test(tag)) return tag;
    head.push(tag);
    return '';
  });
  return { head: head.join(''), body };
}

/**
 * The page's first paint's styles inline and the code it starts with preloaded (fetched, not run), so
 * starting after the paint (web/main.tsx) costs no round trip. Preloaded at low priority on every page:
 * the paint needs none of it, and at high priority a phone's browser (and Lighthouse's model of it) waits
 * for it before painting — measured, the public pages' score 96–97 → 99 and the Hispax sign-in's first
 * paint 2.5 s → 1.2 s (after its two OIDC redirects), with the form still taking a press before it runs. Each inlined stylesheet keeps a disabled
 * <link>, never fetched, so Vite's loader, which skips stylesheets the page links, does not fetch it again.
 */
async function headFor(webDir: string, template: string, manifest: Manifest, page: PrerenderedPage, texts: string[]): Promise<string> {
  const { code, styles } = firstChunks(manifest, page);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const cssFiles = [...new Set(closure(manifest, [...entries, ...styles]).flatMap((chunk) => chunk.css ?? []))];
  const css = await Promise.all(cssFiles.map((file) => fs.readFile(path.join(webDir, file), 'utf8')));
  const textChunks = Object.keys(manifest).filter((key) => texts.includes(manifest[key]!.name ?? ''));
  const preloads = closure(manifest, [...code, ...textChunks])
    .map((chunk) => chunk.file)
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
  return `<style>${css.join('\n')}</style>${cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('')}${preloads.join('')}`;
}

/** The built index.html with the page in it; without the path on #root the app renders afresh over the page instead of hydrating it. */
function fillTemplate(template: string, page: PrerenderedPage, head: string, body: string, language: Language, platform: string): string {
  let html = template
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" style="${BRAND_STYLE_SLOTS}"`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${BRAND_THEME_COLOR_SLOT}"`);
  if (/<title>/.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/name="description"/.test(head)) html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  const urlPath = new URL(page.url, PRERENDER_ORIGIN).pathname;
  const hydration = page.kind === 'members' ? '' : `data-prerendered-path="${urlPath}" data-prerendered-language="${language}" data-prerendered-platform="${platform}" `;
  return html.replace('</head>', `${head}</head>`).replace(/<div id="root"><\/div>/, `<div id="root" ${hydration}data-prerendered-brand="${BRAND_JSON_SLOT}">${body}</div>`);
}

const DOMAIN_IDS = [1, 2] as const;

/** Writes every page in every variant, and pages.json, into the Vite build at `webDir`; answers how many pages. */
export async function writePrerenderedPages(webDir: string): Promise<number> {
  const manifest = JSON.parse(await fs.readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
  const outDir = path.join(webDir, PRERENDER_FOLDER);
  await fs.rm(outDir, { recursive: true, force: true });
  const pages = prerenderedPages();
  for (const domainId of DOMAIN_IDS) {
    const brand = brandWithSlots(DEFAULT_BRAND, domainId);
    for (const language of LANGUAGES) {
      for (const page of pages) {
        const { head, body } = splitHead(await render(page, language, brand));
        // The texts the app's start awaits before it renders: fetched with its code, not once it runs.
        const texts = textsChunksFor(language, firstGroups(appRoutes(createStore()), new URL(page.url, PRERENDER_ORIGIN).pathname));
        const html = fillTemplate(template, page, head + (await headFor(webDir, template, manifest, page, texts)), body, language, brand.platform);
        const file = path.join(outDir, prerenderVariantFile(domainId, language, page.file));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, html);
        if (page.preview) await fs.writeFile(file.replace(/\.html$/, '.json'), JSON.stringify(await projectPreviewLabels(language)));
      }
    }
  }
  await fs.writeFile(path.join(outDir, SERVED_PAGES_FILE), JSON.stringify(servedPages(), null, 1));
  return pages.length * DOMAIN_IDS.length * LANGUAGES.length;
}

/** The badges' table the BFF fills a project's page in with (core/project-preview.ts), in `language`. */
async function projectPreviewLabels(language: Language): Promise<unknown> {
  const { messages } = await loadI18n(language, MEMBERS_GROUPS);
  const intl = createIntl({ locale: INTL_LOCALE[language], messages });
  return previewLabels((key, values) => intl.formatMessage({ id: key }, values));
}
