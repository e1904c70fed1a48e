// A project's page with the project in it (core/project-preview.ts): written for a signed-in visitor
// who may see the project, by the same rule as GET /api/projects/:id, every value escaped and the
// badges in the visit's language; anyone else, and any other address, gets the skeleton that carries
// nothing. The build's files are stood in for by a page holding every placeholder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderVariantFile } from '../../core/prerender-paths';
import { PREVIEW_ATTRIBUTE, PREVIEW_SLOTS, type PreviewLabels } from '../../core/project-preview';
import type { TestBrowser } from './support/browser';
import { COMPLETE_PROJECT, saveProject } from './support/projects';
import { writeServedPages } from './support/served-pages';
import { signedInBrowser } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestUser } from './support/users';

const badge = (text: string) => ({ text, tone: 'neutral' });
const labels = (language: string): PreviewLabels => ({
  kyc: { ok: badge(`kyc ok ${language}`), process: badge(`kyc process ${language}`), pending: badge(`kyc pending ${language}`) },
  account: badge('account active'),
  status: { active: { text: `status active ${language}`, tone: 'success' }, draft: badge('status draft') },
  type: { other: badge('type other'), none: badge('type none') },
  noDescription: `no description ${language}`,
});

const slots = PREVIEW_SLOTS;
const template =
  `<!doctype html><div id="root"><article ${PREVIEW_ATTRIBUTE}="${slots.id}" data-images="${slots.images}" data-terms="${slots.terms}">` +
  `<h1>${slots.name}</h1><span class="badge--${slots.tone0}">${slots.badge0}</span><span class="badge--${slots.tone1}">${slots.badge1}</span>` +
  `<span class="badge--${slots.tone2}">${slots.badge2}</span><span class="badge--${slots.tone3}">${slots.badge3}</span><p>${slots.description}</p></article></div>`;

async function writeBuild(dir: string): Promise<void> {
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeServedPages(dir);
  for (const domainId of [1, 2]) {
    for (const language of ['es', 'en']) {
      const file = (name: string) => path.join(dir, '_prerendered', prerenderVariantFile(domainId, language, name));
      await fs.mkdir(path.dirname(file('dashboard/_screen.html')), { recursive: true });
      await fs.writeFile(file('dashboard/_screen.html'), `<!doctype html><div id="root"><h1>skeleton ${domainId}/${language}</h1></div>`);
      await fs.writeFile(file('dashboard/_project-preview.html'), template);
      await fs.writeFile(file('dashboard/_project-preview.json'), JSON.stringify(labels(language)));
    }
  }
}

let app: TestApp;
let webRoot: string;
let admin: TestBrowser;
let investor: TestBrowser;
let hispaxInvestor: TestBrowser;
let blockedInvestor: TestBrowser;
let published: string;
let draft: string;
const NAME = `<script>alert("x")</script> & 'Solar'`;
const pageOf = (id: string) => `/dashboard/projects/${id}/view`;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-preview-'));
  await writeBuild(webRoot);
  app = await startTestApp({ webRoot });
  const db = app.deps.db;
  admin = await signedInBrowser(app, await createTestUser(db, { isAdmin: true }));
  investor = await signedInBrowser(app, await createTestUser(db, { domainId: 1, kycStatus: 'ok' }));
  hispaxInvestor = await signedInBrowser(app, await createTestUser(db, { domainId: 2 }));
  blockedInvestor = await signedInBrowser(app, await createTestUser(db, { domainId: 1, kycStatus: 'ok', status: 'BLOCKED' }));
  const saved = await saveProject(admin, { ...COMPLETE_PROJECT, name: NAME, description: 'Línea <b>uno</b> brand-slot-name-end\n\nLínea dos', project_type: 'other', status: 'active' });
  expect(saved.status).toBe(201);
  published = saved.body.data.id as string;
  draft = (await saveProject(admin, { name: 'Borrador oculto', status: 'draft' })).body.data.id as string;
});
afterAll(async () => {
  await app?.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe("a project's page", () => {
  it('carries the project for an investor who may see it, escaped, in their language, and only for them', async () => {
    const res = await investor.request(pageOf(published), { headers: { 'accept-language': 'en-GB' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const body = await res.text();
    expect(body).toContain(`${PREVIEW_ATTRIBUTE}="${published}"`);
    expect(body).toContain('<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Solar&#39;</h1>');
    expect(body).not.toContain('<script>');
    // Its text is written last, never read as one of the brand's placeholders.
    expect(body).toContain('<p>Línea &lt;b&gt;uno&lt;/b&gt; brand-slot-name-end\n\nLínea dos</p>');
    expect(body).toContain('<span class="badge--neutral">kyc ok en</span><span class="badge--neutral">account active</span>');
    expect(body).toContain('<span class="badge--success">status active en</span><span class="badge--neutral">type other</span>');
    expect(body).toContain('data-images="none" data-terms="yes"');
    expect(body).not.toMatch(/project-slot-/);
  });

  it('is the skeleton without a session, with a forged one, for another brand, for a blocked account and for a project not published', async () => {
    const skeleton = async (res: Response) => {
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(body).toContain('<h1>skeleton 1/es</h1>');
      expect(body).not.toContain('Solar');
      expect(body).not.toContain('Borrador');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    };
    await skeleton(await app.fetch(pageOf(published)));
    await skeleton(await app.fetch(pageOf(published), { headers: { cookie: 'tokenia_session=forged; tokenia_session.sig=forged' } }));
    const other = await hispaxInvestor.request(pageOf(published));
    expect(await other.text()).not.toContain('Solar');
    // The shell draws a blocked account's notice above the content: written text would move down under it.
    await skeleton(await blockedInvestor.request(pageOf(published)));
    await skeleton(await investor.request(pageOf(draft)));
    await skeleton(await investor.request(pageOf('not-a-project')));
    await skeleton(await investor.request(pageOf('7b0c5e0e-2f8a-4c55-9a57-1f6f0b8f7a10')));
  });

  it("carries a draft for an admin, who may see every project, with the description's placeholder", async () => {
    const body = await (await admin.request(pageOf(draft))).text();
    expect(body).toContain('<h1>Borrador oculto</h1>');
    expect(body).toContain('<p>no description es</p>');
    expect(body).toContain('<span class="badge--neutral">status draft</span><span class="badge--neutral">type none</span>');
    expect(body).toContain('data-terms="no"');
  });
});
