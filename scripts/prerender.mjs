// Prerenders the app's pages after `vite build`: bundles web/build/prerender.tsx for Node (esbuild;
// styles are already in the Vite build), renders each page it lists (the public pages, the login form,
// the members' screens that paint a heading or a project's preview, the members' skeleton), writes each
// into a copy of the built index.html under dist/web/_prerendered/ with its <title>, description and
// social tags moved into <head> and the styles of its first paint inline, and writes the list of which
// page answers which address (core/prerender-paths.ts ServedPage) for the BFF (bff/pages/prerendered-page.ts).
//
// Variants: every page is rendered in each interface language (es, en) and for each brand layout
// (domain id 1 and 2), so English and partner-brand visitors get finished HTML to hydrate, as Spanish
// ones do. Brands live in the database, not in the build: the brand's texts are written as placeholders
// (core/prerender-brand.ts) that the BFF fills, HTML-escaped, with the brand of the request when it
// serves the page, together with the brand as JSON on #root so the browser starts from the same brand.
// The BFF picks the language the way the browser will (core/language-choice.ts: the `language` cookie
// the app mirrors its stored choice into, then Accept-Language, then Spanish); when the browser's pick
// still differs, it renders afresh (web/shell/prerender-match.ts).
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

/** The manifest keys of the chunks named so (web/build/chunk-groups.ts names the app's start-up `start`). */
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
 * The code a hydrated page starts with (the app's start, its page's chunk, the texts the start awaits),
 * preloaded from the head (fetched and compiled, not run), so starting after the paint (web/main.tsx)
 * costs no round trip.
 */
function codePreloads(manifest, template, roots, lowPriority) {
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
 * The manifest keys whose styles a page's first paint needs, with the app's start's, inline: the public
 * site's chunk, the login page's module, or the members' frame (with a project's screen for its preview).
 */
function styleRoots(manifest, page, loginModule) {
  const start = chunksNamed(manifest, 'start');
  if (page.kind === 'site') return [...start, ...Object.keys(manifest).filter((key) => key.startsWith('features/public-site/'))];
  if (page.kind === 'login') return [...start, loginModule];
  return [...start, ...chunksNamed(manifest, 'members', ...(page.preview ? ['project-screen'] : []))];
}

/** The code a page's head names: the app's start and its page's (a members' page: the frame with its landing screen, and a project's screen). */
function codeRoots(manifest, page, loginModule) {
  if (page.kind === 'site') return chunksNamed(manifest, 'start', 'site');
  if (page.kind === 'login') return [...chunksNamed(manifest, 'start'), loginModule];
  return chunksNamed(manifest, 'first-answers', 'start', 'members', ...(page.url.includes('/projects/') ? ['project-screen'] : []));
}

function fillTemplate(template, { head, body, urlPath, language, platform, brandSlots, hydrate }) {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" style="${brandSlots.style}"`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${brandSlots.themeColor}"`);
  if (/<title>/.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (/name="description"/.test(head)) html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  html = html.replace('</head>', `${head}</head>`);
  // Without the path, the app renders afresh over the page instead of hydrating it (web/shell/prerender-match.ts).
  const hydration = hydrate ? `data-prerendered-path="${urlPath}" data-prerendered-language="${language}" data-prerendered-platform="${platform}" ` : '';
  const attributes = `${hydration}data-prerendered-brand="${brandSlots.json}"`;
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
      entryPoints: [path.join(root, 'web', 'build', 'prerender.tsx')],
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
    const { render, prerenderedPages, projectPreviewLabels, firstTextsChunks, LOGIN_PAGE_MODULE, SERVED_PAGES_FILE, prerenderVariantFile, PRERENDER_FOLDER, PRERENDER_LANGUAGES, PRERENDER_BRANDS, BRAND_JSON_SLOT, BRAND_STYLE_SLOTS, BRAND_THEME_COLOR_SLOT } =
      await import(pathToFileURL(bundle).href);
    const manifest = await readManifest(webDir);
    const shell = await fs.readFile(path.join(webDir, 'index.html'), 'utf8');
    const pages = prerenderedPages();
    const templates = pages.map((page) => inlineStyles(shell, stylesOf(webDir, manifest, styleRoots(manifest, page, LOGIN_PAGE_MODULE))));
    const outDir = path.join(webDir, PRERENDER_FOLDER);
    await fs.rm(outDir, { recursive: true, force: true });
    const brandSlots = { json: BRAND_JSON_SLOT, style: BRAND_STYLE_SLOTS, themeColor: BRAND_THEME_COLOR_SLOT };
    let written = 0;
    for (const brand of PRERENDER_BRANDS) {
      for (const language of PRERENDER_LANGUAGES) {
        for (const [i, page] of pages.entries()) {
          const hydrate = page.kind !== 'members';
          const { head, body } = splitHead(await render(page, language, brand));
          // The texts the app's start awaits before it renders: fetched with its code, not once it runs. A
          // members' page has nothing to press before the app runs: its code comes at low priority, below its paint.
          const roots = [...codeRoots(manifest, page, LOGIN_PAGE_MODULE), ...chunksNamed(manifest, ...firstTextsChunks(page.url, language))];
          const code = codePreloads(manifest, templates[i], roots, !hydrate);
          const urlPath = new URL(page.url, 'http://x').pathname;
          const html = fillTemplate(templates[i], { head: head + code, body, urlPath, language, platform: brand.platform, brandSlots, hydrate });
          const file = path.join(outDir, prerenderVariantFile(brand.domainId, language, page.file));
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, html);
          if (page.preview) await fs.writeFile(file.replace(/\.html$/, '.json'), JSON.stringify(await projectPreviewLabels(language)));
          written += 1;
        }
      }
    }
    const served = pages.map(({ path: address, file, needs, unless, preview }) => ({ path: address, file, needs, unless, preview }));
    await fs.writeFile(path.join(outDir, SERVED_PAGES_FILE), JSON.stringify(served, null, 1));
    return written;
  } finally {
    await fs.rm(bundleDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await prerender();
  process.stdout.write(`Prerendered ${written} pages\n`);
}
