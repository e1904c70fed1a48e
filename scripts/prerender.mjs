// Prerenders the public pages (and the login page's form) after `vite build`: bundles web/prerender.tsx for Node (esbuild; styles
// are already in the Vite build), renders each public path, and writes it into a copy of the built
// index.html under dist/web/_prerendered/ (core/prerender-paths.ts names the files), with the page's <title>, description and social tags moved
// into <head>. The BFF serves these files for their paths (bff/http/static-app.ts).
//
// Variants: every page is rendered in each interface language (es, en) and for each brand layout
// (domain id 1 and 2), so English and partner-brand visitors get finished HTML to hydrate, as Spanish
// ones do. Brands live in the database, not in the build: the brand's texts are written as placeholders
// (core/prerender-brand.ts) that the BFF fills, HTML-escaped, with the brand of the request when it
// serves the page, together with the brand as JSON on #root so the browser starts from the same brand.
// The BFF picks the language the way the browser will (core/language-choice.ts: the `language` cookie
// the app mirrors its stored choice into, then Accept-Language, then Spanish); when the browser's pick
// still differs, it renders afresh (web/app/prerender-match.ts).
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { distDir } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HEAD_TAG = /<(title)\b[^>]*>[\s\S]*?<\/title>|<(meta|link)\b[^>]*?\/?>/g;

/** Styles (ours and packages') are in the Vite build already; the Node bundle skips them. */
const withoutStyles = {
  name: 'without-styles',
  setup(builder) {
    builder.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'without-styles' }));
    builder.onLoad({ filter: /.*/, namespace: 'without-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** Splits the rendered markup into the tags that belong in <head> and the body markup. */
function splitHead(markup) {
  const head = [];
  const body = markup.replace(HEAD_TAG, (tag) => {
    // Only the page's own head tags move: those React hoists (title, meta, canonical/alternate links).
    if (tag.startsWith('<link') && !/rel="(canonical|alternate|preload)"/.test(tag)) return tag;
    head.push(tag);
    return '';
  });
  return { head: head.join(''), body };
}

/** The manifest keys of the chunks named so (web/app/chunk-groups.ts names the app's start-up `start`). */
function chunksNamed(manifest, ...names) {
  return Object.keys(manifest).filter((key) => names.includes(manifest[key].name));
}

/** The files of `roots` (manifest keys) and of what they import, but those the template names already. */
function codeFiles(manifest, template, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of roots) visit(key);
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

/**
 * The app's code that web/main.tsx imports after the first paint, with what it imports: preloaded from
 * the start (fetched and compiled, not run) so starting after the paint costs no round trip.
 * `lowPriority` for a page with nothing to press before the app runs (the members' preview): it paints
 * from its HTML and inline styles alone, and at the default (high) priority the browser treats the code
 * as holding that paint back. A public page keeps it high: its menu and forms work once it hydrates.
 */
function startPreloads(manifest, template, roots = chunksNamed(manifest, 'start'), lowPriority = false) {
  return codeFiles(manifest, template, roots)
    .map((file) => `<link rel="modulepreload" crossorigin${lowPriority ? ' fetchpriority="low"' : ''} href="/${file}">`)
    .join('');
}

async function readManifest(webDir) {
  return JSON.parse(await fs.readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The styles of `roots` (manifest keys) and of what they import, in Vite's order (what a chunk imports
 * comes first, so a page's own rules win over shared ones), the entry's first.
 */
function stylesOf(webDir, manifest, roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) files.add(css);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of roots) visit(key);
  const css = [...files].map((file) => readFileSync(path.join(webDir, file), 'utf8')).join('\n');
  return { files: [...files], css };
}

/**
 * The styles a public page needs at first paint: the entry's, the app start's and every public-site chunk's
 * with what they import (a lazily loaded page would otherwise paint unstyled until its script ran).
 * Inlined, they cost no extra round trip before the first paint.
 */
const publicStyles = (webDir, manifest) =>
  stylesOf(webDir, manifest, [...chunksNamed(manifest, 'start'), ...Object.keys(manifest).filter((key) => key.startsWith('features/public-site/'))]);

/**
 * Puts the styles inline. Each inlined file keeps a disabled <link> (never fetched): Vite's loader
 * skips stylesheets the page already links, so starting the app does not fetch them again and restyle
 * the whole page.
 */
function inlineStyles(html, styles) {
  let result = html;
  for (const file of styles.files) {
    result = result.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`), '');
  }
  const placeholders = styles.files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return result.replace('</head>', `<style>${styles.css}</style>${placeholders}</head>`);
}

/**
 * The members' area's code and a members' screen's (web/prerender.tsx MEMBERS_SCREEN_PAGES: its named
 * chunks, or the module of its screen), as manifest keys.
 */
function screenCode(manifest, { chunks, screen }) {
  for (const name of chunks) if (chunksNamed(manifest, name).length === 0) throw new Error(`The build has no ${name} chunk for its members' page`);
  if (screen && !manifest[screen]) throw new Error(`The build has no chunk for the members' screen ${screen}`);
  return [...chunksNamed(manifest, 'members', ...chunks), ...(screen ? [screen] : [])];
}

/**
 * A members' screen as the app shows it while the user loads (web/prerender.tsx MEMBERS_SCREEN_PAGES):
 * the styles of the members' frame and of the screen inline, as the public pages' are (stylesheets
 * would otherwise hold the first paint back by a round trip on a phone), and, unless it `paintsFirst`,
 * the frame's and the screen's code preloaded, which the entry asks for at once on a members' page
 * (web/app/early-data.ts); a page that paints first gets its code asked for once it has painted.
 */
function membersPreviewTemplate(webDir, shell, manifest, code, { paintsFirst }) {
  const roots = [...chunksNamed(manifest, 'start'), ...code];
  const styled = inlineStyles(shell, stylesOf(webDir, manifest, roots));
  return paintsFirst ? styled : styled.replace('</head>', `${startPreloads(manifest, shell, roots, true)}</head>`);
}

/**
 * The login page's form (web/prerender.tsx renderLoginForm): the styles of its page inline, and no code
 * named in its head. The form is the whole first screen and paints from the HTML alone; its root is
 * marked so, and the entry asks for the app's code and the page's once it has painted
 * (web/app/early-data.ts), as on a project's page with its preview: code asked for before the largest
 * paint competes with it on a phone's connection, and Lighthouse's simulation counts all of it against
 * that paint (docs/decisions.md).
 */
function loginTemplate(webDir, shell, manifest, pageModule) {
  const roots = [...chunksNamed(manifest, 'start'), pageModule];
  return inlineStyles(shell, stylesOf(webDir, manifest, roots));
}

function fillTemplate(template, { head, body, urlPath, language, platform, brandSlots, hydrate = true, rootMark = '' }) {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" style="${brandSlots.style}"`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${brandSlots.themeColor}"`);
  if (/<title>/.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/name="description"/.test(head)) html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  html = html.replace('</head>', `${head}</head>`);
  // Without the path, the app renders afresh over the page instead of hydrating it (web/app/prerender-match.ts).
  const hydration = hydrate ? `data-prerendered-path="${urlPath}" data-prerendered-language="${language}" data-prerendered-platform="${platform}" ` : '';
  const attributes = `${hydration}${rootMark}data-prerendered-brand="${brandSlots.json}"`;
  return html.replace(/<div id="root"><\/div>/, `<div id="root" ${attributes}>${body}</div>`);
}

export async function prerender() {
  const webDir = path.join(distDir, 'web');
  // Inside node_modules so the bundle's bare imports (react, react-router…) resolve from the repository.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  await fs.mkdir(cacheDir, { recursive: true });
  const bundleDir = await fs.mkdtemp(path.join(cacheDir, 'prerender-'));
  const bundle = path.join(bundleDir, 'prerender.mjs');
  try {
    await build({
      entryPoints: [path.join(root, 'web', 'prerender.tsx')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      packages: 'external',
      plugins: [withoutStyles],
      define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
      logLevel: 'warning',
    });
    const { render, renderMembersPreview, projectPreviewLabels, PROJECT_PREVIEW_LABELS_FILE, renderLoginForm, LOGIN_PATH, LOGIN_PAGE_MODULE, PAINTS_FIRST_ATTRIBUTE, SCREEN_CODE_NAMED_ATTRIBUTE, firstTextsChunks, MEMBERS_SCREEN_PAGES, prerenderPaths, prerenderFileName, prerenderVariantFile, PRERENDER_FOLDER, PRERENDER_LANGUAGES, PRERENDER_BRANDS, BRAND_JSON_SLOT, BRAND_STYLE_SLOTS, BRAND_THEME_COLOR_SLOT } =
      await import(pathToFileURL(bundle).href);
    const manifest = await readManifest(webDir);
    const shell = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
    const template = inlineStyles(shell, publicStyles(webDir, manifest)).replace('</head>', `${startPreloads(manifest, shell, [...chunksNamed(manifest, 'start'), ...chunksNamed(manifest, 'site')])}</head>`);
    const signInTemplate = loginTemplate(webDir, shell, manifest, LOGIN_PAGE_MODULE);
    const screenCodes = Object.fromEntries(MEMBERS_SCREEN_PAGES.map((page) => [page.file, screenCode(manifest, page)]));
    const previewTemplates = Object.fromEntries(MEMBERS_SCREEN_PAGES.map((page) => [page.file, membersPreviewTemplate(webDir, shell, manifest, screenCodes[page.file], page)]));
    // The texts the app's start awaits before it renders: fetched with its code, not once it runs. A page
    // that paints first names them on its mark, for the entry to ask for with the code once it has painted.
    const textsRoots = (urlPath, language) => chunksNamed(manifest, ...firstTextsChunks(urlPath, language));
    const textsPreloads = (urlPath, language, lowPriority = false) => startPreloads(manifest, template, textsRoots(urlPath, language), lowPriority);
    const paintsFirstMark = (urlPath, language, code = []) =>
      `${PAINTS_FIRST_ATTRIBUTE}="${codeFiles(manifest, template, [...textsRoots(urlPath, language), ...code]).map((file) => `/${file}`).join(' ')}" `;
    const outDir = path.join(webDir, PRERENDER_FOLDER);
    await fs.rm(outDir, { recursive: true, force: true });
    const brandSlots = { json: BRAND_JSON_SLOT, style: BRAND_STYLE_SLOTS, themeColor: BRAND_THEME_COLOR_SLOT };
    let written = 0;
    for (const brand of PRERENDER_BRANDS) {
      for (const language of PRERENDER_LANGUAGES) {
        await fs.mkdir(path.join(outDir, prerenderVariantFile(brand.domainId, language, '')), { recursive: true });
        for (const urlPath of prerenderPaths) {
          const { head, body } = splitHead(await render(urlPath, language, brand));
          const html = fillTemplate(template, { head: head + textsPreloads(urlPath, language), body, urlPath, language, platform: brand.platform, brandSlots });
          await fs.writeFile(path.join(outDir, prerenderVariantFile(brand.domainId, language, prerenderFileName(urlPath))), html);
          written += 1;
        }
        const login = splitHead(await renderLoginForm(language, brand));
        const loginHtml = fillTemplate(signInTemplate, { ...login, urlPath: LOGIN_PATH, language, platform: brand.platform, brandSlots, rootMark: paintsFirstMark(LOGIN_PATH, language) });
        await fs.writeFile(path.join(outDir, prerenderVariantFile(brand.domainId, language, prerenderFileName(LOGIN_PATH))), loginHtml);
        written += 1;
        for (const page of MEMBERS_SCREEN_PAGES) {
          const { path: urlPath, file: name, paintsFirst, project, chunks, screen } = page;
          const { body } = splitHead(await renderMembersPreview(page, language, brand));
          const head = paintsFirst ? '' : textsPreloads(urlPath, language, true);
          // One that paints first names the members' area's code and its screen's on its mark too: the entry
          // fetches them once it has painted, and runs them after the app's own code (web/app/first-code.ts).
          // One whose head names its screen's code says so, for the entry to run it after the app's too.
          const namesScreen = chunks.length > 0 || screen !== undefined;
          const rootMark = paintsFirst ? paintsFirstMark(urlPath, language, screenCodes[name]) : namesScreen ? `${SCREEN_CODE_NAMED_ATTRIBUTE} ` : '';
          const preview = fillTemplate(previewTemplates[name], { head, body, urlPath, language, platform: brand.platform, brandSlots, hydrate: false, rootMark });
          const file = path.join(outDir, prerenderVariantFile(brand.domainId, language, name));
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, preview);
          if (project) await fs.writeFile(path.join(outDir, prerenderVariantFile(brand.domainId, language, PROJECT_PREVIEW_LABELS_FILE)), JSON.stringify(await projectPreviewLabels(language)));
          written += 1;
        }
      }
    }
    return written;
  } finally {
    await fs.rm(bundleDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await prerender();
  process.stdout.write(`Prerendered ${written} pages\n`);
}
