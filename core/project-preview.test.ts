import { describe, expect, it } from 'vitest';
import { fillPreview, PREVIEW_SLOTS, previewBadges, type PreviewLabels, type PreviewValues } from './project-preview';

const badge = (text: string, tone = 'neutral') => ({ text, tone });
const LABELS: PreviewLabels = {
  kyc: { ok: badge('KYC: Aprobado', 'success'), process: badge('KYC: En proceso', 'warning'), pending: badge('KYC: Pendiente') },
  account: badge('Cuenta: Activa', 'success'),
  status: { active: badge('Activo', 'success') },
  type: { energy: badge('Energía', 'info'), none: badge('Sin tipo', 'info') },
  noDescription: 'Sin descripción',
};

const values = (overrides: Partial<PreviewValues> = {}): PreviewValues => ({
  id: 'p1',
  name: 'Huerta',
  description: 'Texto',
  badges: previewBadges(LABELS, 'ok', 'active', 'energy'),
  images: 'many',
  terms: true,
  ...overrides,
});

describe('previewBadges', () => {
  it("picks the screen's four badges from the table", () => {
    expect(previewBadges(LABELS, 'process', 'active', null).map((b) => b.text)).toEqual(['KYC: En proceso', 'Cuenta: Activa', 'Activo', 'Sin tipo']);
  });

  it('shows a status or type the table lacks by its own name, in the neutral tone', () => {
    expect(previewBadges(LABELS, 'pending', 'completed', 'mining').slice(2)).toEqual([badge('completed'), badge('mining')]);
  });
});

describe('fillPreview', () => {
  const page = `<article data-id="${PREVIEW_SLOTS.id}" data-images="${PREVIEW_SLOTS.images}" data-terms="${PREVIEW_SLOTS.terms}"><h1>${PREVIEW_SLOTS.name}</h1><span class="badge--${PREVIEW_SLOTS.tone0}">${PREVIEW_SLOTS.badge0}</span><p>${PREVIEW_SLOTS.description}</p></article>`;

  it('puts every value in its place', () => {
    expect(fillPreview(page, values())).toBe('<article data-id="p1" data-images="many" data-terms="yes"><h1>Huerta</h1><span class="badge--success">KYC: Aprobado</span><p>Texto</p></article>');
  });

  it('escapes what could close an element or an attribute', () => {
    const filled = fillPreview(page, values({ id: '"><img src=x onerror=alert(1)>', name: '<script>alert(1)</script>', description: `a & b 'c'` }));
    expect(filled).toContain('data-id="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(filled).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(filled).toContain('<p>a &amp; b &#39;c&#39;</p>');
  });

  it('leaves a placeholder it does not know, and never fills a value with another slot', () => {
    expect(fillPreview('project-slot-other-end', values())).toBe('project-slot-other-end');
    expect(fillPreview(`<h1>${PREVIEW_SLOTS.name}</h1><p>${PREVIEW_SLOTS.description}</p>`, values({ name: PREVIEW_SLOTS.description }))).toBe(
      '<h1>project-slot-description-end</h1><p>Texto</p>',
    );
  });

  it('says no for the terms and one or none for the images', () => {
    expect(fillPreview(`${PREVIEW_SLOTS.terms} ${PREVIEW_SLOTS.images}`, values({ terms: false, images: 'none' }))).toBe('no none');
  });
});
