// /robots.txt and /sitemap.xml over HTTP: crawlers kept out of the members' area, the API, the
// identity provider and the account forms (not the login page); every public page of the brand that
// was asked for, with absolute addresses on the host that asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { COMPANY_PAGES, PUBLIC_PAGES } from '../../core/public-routes';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('keeps crawlers out of the members area and points them to the sitemap', async () => {
    const res = await app.fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const prefix of ['/dashboard', '/api/', '/oidc/', '/user-signup', '/user-reset-password', '/user-recover-password']) expect(text).toContain(`Disallow: ${prefix}`);
    // The partner brand's visitors land on the login page: it is their home page.
    expect(text).not.toMatch(/^Disallow: \/user-(login)?$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it('trusts no forwarded host when not behind a configured proxy', async () => {
    const text = await (await app.fetch('/robots.txt', { headers: { 'x-forwarded-host': 'ignored.example' } })).text();
    expect(text).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page of the default brand once, with absolute addresses', async () => {
    const res = await app.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const expected = [...Object.values(PUBLIC_PAGES), COMPANY_PAGES[1]].map((path) => `${app.url}${path}`);
    expect(locs(xml).sort()).toEqual(expected.sort());
  });

  it('lists the Hispax company page for Hispax, and no alias or members page', async () => {
    const xml = await (await app.fetch('/sitemap.xml?platform=hispaxtoken')).text();
    const urls = locs(xml);
    expect(urls).toContain(`${app.url}/hispax`);
    expect(urls).not.toContain(`${app.url}/tokenia`);
    expect(urls.some((url) => /politica-privacidad|terminos-condiciones|dashboard|user-/.test(url!))).toBe(false);
  });
});
