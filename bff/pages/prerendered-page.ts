// Answers the page the build prerendered (web/build/prerender.tsx) for the address, the first of pages.json
// that fits its path and query, in the variant this visit will render: the language by the browser's rule
// (core/language-choice.ts), the brand by the usual one (?platform=, its cookie, the host). The brand's
// texts and the absolute addresses come from configuration, escaped, never from what the client sent.
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { Brand } from '../../core/brand';
import { LANGUAGE_COOKIE, pickLanguage } from '../../core/language-choice';
import { fillBrandSlots, PLATFORM_COOKIE } from '../../core/prerender-brand';
import { PRERENDER_FOLDER, PRERENDER_ORIGIN, prerenderVariantFile, SERVED_PAGES_FILE, servedPageFits, type ServedPage } from '../../core/prerender-paths';
import type { BrandRegistry } from '../services/brands';
import { presentBrand } from '../presenters/brand';
import { fillPreview, previewBadges, type PreviewLabels } from '../../core/project-preview';
import type { PreviewReader } from './project-preview';

/** Every file the build wrote into the prerender folder, by its path there (none when it wrote none). */
function readBuild(folder: string): Map<string, string> {
  const files = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|json)$/.test(file)) : [];
  return new Map(files.map((file) => [file.split(path.sep).join('/'), fs.readFileSync(path.join(folder, file), 'utf8')]));
}

/** Sends the prerendered page that fits the address (a project's filled in when the visitor may see it); false when none does. The pages (a few MB) are read once, at start-up. */
export function prerenderedPage(root: string, brands: Pick<BrandRegistry, 'forRequest'>, preview?: PreviewReader): (ctx: Context) => Promise<boolean> {
  const built = readBuild(path.join(root, PRERENDER_FOLDER));
  const pages = (JSON.parse(built.get(SERVED_PAGES_FILE) ?? '[]') as ServedPage[]).map((page) => ({ ...page, pattern: new RegExp(page.path) }));
  return async (ctx) => {
    const query = new URLSearchParams(ctx.querystring);
    const fitting = pages.filter((page) => page.pattern.test(ctx.path) && servedPageFits(page, query));
    if (fitting.length === 0) return false;
    const brand = presentBrand(brands.forRequest(ctx, ctx.cookies.get(PLATFORM_COOKIE)));
    const language = pickLanguage({ stored: ctx.cookies.get(LANGUAGE_COOKIE), browser: ctx.acceptsLanguages(), page: null });
    for (const page of fitting) {
      const variant = prerenderVariantFile(brand.domainId, language, page.file);
      const html = built.get(variant);
      if (html === undefined) continue;
      const filled = page.preview ? await projectPage(ctx, page, html, built.get(variant.replace(/\.html$/, '.json')), brand) : withBrand(ctx, html, brand);
      if (filled === null) continue;
      // A project's page is the visitor's own view of it: no shared cache may keep it.
      send(ctx, filled, page.preview ? 'private, no-cache' : 'no-cache');
      return true;
    }
    return false;
  };

  /** A project's page with the project in it, or null (no labels built, or nothing the visitor may see). */
  async function projectPage(ctx: Context, page: ServedPage & { pattern: RegExp }, html: string, labelsJson: string | undefined, brand: Brand): Promise<string | null> {
    const segment = page.pattern.exec(ctx.path)?.[1];
    if (!preview || segment === undefined || labelsJson === undefined) return null;
    const subject = await preview(ctx, segment);
    if (!subject) return null;
    const labels = JSON.parse(labelsJson) as PreviewLabels;
    // The project last: nothing in its texts is taken for a brand's placeholder.
    return fillPreview(withBrand(ctx, html, brand), {
      ...subject,
      description: subject.description ?? labels.noDescription,
      badges: previewBadges(labels, subject.kyc, subject.status, subject.type),
    });
  }
}

// A configured origin (resolve-origin.ts), never the request's Host: nothing a client sends is written into the page.
const withBrand = (ctx: Context, html: string, brand: Brand): string => fillBrandSlots(html.replaceAll(PRERENDER_ORIGIN, ctx.state.origin), brand);

function send(ctx: Context, html: string, cacheControl: string): void {
  ctx.set('Cache-Control', cacheControl);
  ctx.vary(['Accept-Language', 'Cookie']);
  ctx.type = 'html';
  ctx.body = html;
}
