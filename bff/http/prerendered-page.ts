// Answers a public page the build prerendered (scripts/prerender.mjs) in the variant this visit will
// render: the language by the same rule as the browser (core/language-choice.ts: the app's remembered
// choice, mirrored in a cookie, then Accept-Language, then Spanish) and the brand by the usual rule
// (?platform=, the remembered platform's cookie, the host). The brand's texts and the absolute addresses
// are written in from configuration, escaped, never from what the client sent.
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import { LANGUAGE_COOKIE, pickLanguage } from '../../core/language-choice';
import { fillBrandSlots, PLATFORM_COOKIE } from '../../core/prerender-brand';
import { PRERENDER_FOLDER, PRERENDER_ORIGIN, prerenderFallbackFiles, prerenderFileName, prerenderFits, prerenderVariantFile } from '../../core/prerender-paths';
import type { BrandRegistry } from '../services/brands';
import { presentBrand } from '../presenters/brand';

/** The variant files the build wrote, relative to the prerender folder (none when it wrote none). */
function listVariants(folder: string): Set<string> {
  try {
    return new Set(fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw err;
  }
}

/**
 * Sends the prerendered page for ctx.path, if the build made one that fits the address (for a members'
 * screen it did not paint on its own, or whose copy does not fit, the members' skeleton); false
 * otherwise. The build's files are listed once at start-up and each is read once, when first asked for:
 * an address with no page (a made-up path) costs no disk access, and what is kept is bounded by the build.
 */
export function prerenderedPage(root: string, brands: Pick<BrandRegistry, 'forRequest'>): (ctx: Context) => Promise<boolean> {
  const folder = path.join(root, PRERENDER_FOLDER);
  const variants = listVariants(folder);
  const pages = new Map<string, Promise<string>>();
  const read = (variant: string): Promise<string> => {
    let page = pages.get(variant);
    if (!page) {
      page = fs.promises.readFile(path.join(folder, variant), 'utf8');
      // A failed read is not kept: the next request tries again.
      page.catch(() => pages.delete(variant));
      pages.set(variant, page);
    }
    return page;
  };
  return async (ctx) => {
    const name = prerenderFileName(ctx.path);
    if (!name) return false;
    // A page whose own copy does not fit this address (the login page with a notice, every investment)
    // gets the fallback instead, if it has one (a members' screen: the skeleton without a heading).
    const own = prerenderFits(ctx.path, new URLSearchParams(ctx.querystring)) ? name : null;
    const brand = presentBrand(brands.forRequest(ctx, ctx.cookies.get(PLATFORM_COOKIE)));
    const language = pickLanguage({ stored: ctx.cookies.get(LANGUAGE_COOKIE), browser: ctx.acceptsLanguages(), page: null });
    const variant = [own, ...prerenderFallbackFiles(ctx.path)]
      .filter((file) => file !== null)
      .map((file) => prerenderVariantFile(brand.domainId, language, file))
      .find((file) => variants.has(file));
    if (!variant) return false;
    const html = await read(variant);
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    ctx.type = 'html';
    // A configured origin (resolve-origin.ts), never the request's Host: nothing a client sends is written into the page.
    ctx.body = fillBrandSlots(html.replaceAll(PRERENDER_ORIGIN, ctx.state.origin), brand);
    return true;
  };
}
