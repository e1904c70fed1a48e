import { describe, expect, it } from 'vitest';
import type { Brand } from './brand';
import { BRAND_JSON_SLOT, BRAND_STYLE_SLOTS, brandWithSlots, escapeHtml, fillBrandSlots } from './prerender-brand';

const brand: Brand = {
  domainId: 2,
  platform: 'hispaxtoken',
  name: 'Hispax',
  logoPath: '/brands/hispax.svg',
  colors: { primary: '#000000', primaryContrast: '#FFFFFF', accent: '#111111', dark: '#222222' },
  legal: { legalName: 'Hispax, S.A.', taxId: 'A-1', address: 'Calle 1', phone: '+34 1', contactEmail: 'hola@hispax.com' },
  social: { linkedin: 'https://www.linkedin.com/company/hispax', twitter: 'https://x.com/hispax' },
};

/** What a page prerendered with the placeholder brand looks like: texts, attributes and the JSON slot. */
function prerendered(withSlots: Brand): string {
  return (
    `<div data-prerendered-platform="${withSlots.platform}" data-prerendered-brand="${BRAND_JSON_SLOT}">` +
    `<img src="${withSlots.logoPath}" alt=""><p>${withSlots.name} · ${withSlots.legal.legalName}</p>` +
    `<a href="mailto:${withSlots.legal.contactEmail}">${withSlots.legal.phone}</a><a href="${withSlots.social.twitter}">x</a></div>`
  );
}

describe('brandWithSlots', () => {
  it('keeps the layout (domain id, colours) and puts a placeholder in every text', () => {
    const withSlots = brandWithSlots(brand, 1);
    expect(withSlots.domainId).toBe(1);
    expect(withSlots.colors).toEqual(brand.colors);
    expect(JSON.stringify(withSlots)).not.toMatch(/Hispax|hispax|hola@/);
  });
});

describe('fillBrandSlots', () => {
  it('writes the brand into text and attributes, and the whole brand as JSON', () => {
    const html = fillBrandSlots(prerendered(brandWithSlots(brand, 2)), brand);
    expect(html).toContain('<img src="/brands/hispax.svg" alt="">');
    expect(html).toContain('<p>Hispax · Hispax, S.A.</p>');
    expect(html).toContain('href="mailto:hola@hispax.com">+34 1</a>');
    expect(html).toContain('data-prerendered-platform="hispaxtoken"');
    expect(html).not.toContain('brand-slot-');
    const json = /data-prerendered-brand="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json.replaceAll('&quot;', '"'))).toEqual(brand);
  });

  it('escapes what it writes, so a brand text cannot open a tag or leave an attribute', () => {
    const hostile = { ...brand, name: '"><script>alert(1)</script>', legal: { ...brand.legal, legalName: "O'Brien & <Co>" } };
    const html = fillBrandSlots(prerendered(brandWithSlots(brand, 2)), hostile);
    expect(html).not.toContain('<script');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('O&#39;Brien &amp; &lt;Co&gt;');
    expect(html.match(/"/g)?.length).toBe(prerendered(brandWithSlots(brand, 2)).match(/"/g)?.length);
  });

  it('fills in one pass: a brand text that looks like a placeholder stays as it is', () => {
    const html = fillBrandSlots('<p>brand-slot-name-end</p>', { ...brand, name: 'brand-slot-phone-end' });
    expect(html).toBe('<p>brand-slot-phone-end</p>');
  });

  it('paints the brand colours, and only #rrggbb ones, into the style attribute', () => {
    expect(fillBrandSlots(`<html style="${BRAND_STYLE_SLOTS}">`, brand)).toBe(
      '<html style="--brand-primary:#000000;--brand-primary-contrast:#FFFFFF;--brand-accent:#111111;--brand-dark:#222222">',
    );
    const hostile = { ...brand, colors: { ...brand.colors, primary: 'red;background:url(//evil.example)' } };
    expect(fillBrandSlots(`<html style="${BRAND_STYLE_SLOTS}">`, hostile)).toContain('--brand-primary:initial;');
  });

  it('leaves unknown placeholders alone', () => {
    expect(fillBrandSlots('brand-slot-colors-end', brand)).toBe('brand-slot-colors-end');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
