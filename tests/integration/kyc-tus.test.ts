// Resumable identity-document uploads over the tus protocol (docs/kyc.md): an upload cut half-way
// resumes from the offset the server confirmed and the stored object decrypts to the original's
// SHA-256; a finished upload that is not a JPG, PNG or PDF is refused and the refusal is recorded on
// the application; nobody but its owner may resume, read or even see an upload.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';
import { noisePng } from './support/project-files';
import { findKycDocument } from '../../db/queries/kyc';
import { readDocument } from '../../bff/services/kyc-documents';
import { KYC_DOCUMENT_MAX_BYTES, type KycApplication } from '../../core/kyc';
import { KYC_UPLOAD_LIMITS, TUS_EXPIRY_MS } from '../../bff/kyc/open-uploads';

const TUS = { 'tus-resumable': '1.0.0' };
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, value]) => `${k} ${Buffer.from(value).toString('base64')}`)
    .join(',');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function create(browser: TestBrowser, length: number, type = 'front'): Promise<string> {
  const res = await browser.request('/api/kyc/uploads', {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': meta({ document_type: type, filename: 'dni.png', filetype: 'image/png' }) },
  });
  expect(res.status).toBe(201);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/api\/kyc\/uploads\/[0-9a-f]{64}$/);
  return location;
}

const patch = (browser: TestBrowser, location: string, offset: number, body: Buffer) =>
  browser.request(location, { method: 'PATCH', headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(body) });

/** Sends `bytes` of a PATCH and then drops the connection, as a phone losing its signal would. */
function cutPatch(baseUrl: string, location: string, cookie: string, whole: Buffer, bytes: number): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(location, baseUrl);
    const req = http.request(url, {
      method: 'PATCH',
      headers: { ...TUS, cookie, origin: baseUrl, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(whole.length) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(whole.subarray(0, bytes), () => setTimeout(() => req.destroy(), 200));
  });
}

async function offsetOf(browser: TestBrowser, location: string): Promise<number> {
  const res = await browser.request(location, { method: 'HEAD', headers: TUS });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

describe('tus uploads of identity documents', () => {
  it('resume after a cut at 50 % and store an object that decrypts to the original', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    const file = await noisePng(1100); // ≈ 3.6 MB
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const location = await create(browser, file.length);
    await cutPatch(app.url, location, browser.cookieHeader(location), file, Math.floor(file.length / 2));
    // The server kept what arrived before the cut (it may still be writing the last bytes).
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      offset = await offsetOf(browser, location);
      if (offset === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(Math.floor(file.length / 2));
    const rest = await patch(browser, location, offset, file.subarray(offset));
    expect(rest.status).toBe(204);
    const [application] = ((await (await browser.request('/api/kyc/applications')).json()) as { data: KycApplication[] }).data;
    const front = application!.documents.front!;
    expect(front.file_size).toBe(file.length);
    const row = (await findKycDocument(app.deps.db, front.id))!;
    const plain = (await readDocument(app.deps.blobs, app.deps.vault, row))!;
    expect(createHash('sha256').update(plain).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
    // The staging copy is gone and the upload no longer answers.
    const staged = await fs.readdir(path.join(app.dataDir, 'kyc-uploads')).catch(() => []);
    expect(staged.filter((name) => name.startsWith(location.split('/').pop()!))).toEqual([]);
    expect((await browser.request(location, { method: 'HEAD', headers: TUS })).status).toBe(404);
  });

  it('refuses a finished upload that is not a document, and records why on the application', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 7)]);
    const location = await create(browser, exe.length, 'back');
    const res = await patch(browser, location, 0, exe);
    expect(res.status).toBe(400);
    const [application] = ((await (await browser.request('/api/kyc/applications')).json()) as { data: KycApplication[] }).data;
    expect(application!.documents.back).toBeNull();
    expect(application!.upload_failures.back).toMatchObject({ upload_id: location.split('/').pop(), error: 'Tipo de archivo no permitido. Formatos soportados: JPG, PNG, PDF' });
    const staged = await fs.readdir(path.join(app.dataDir, 'kyc-uploads')).catch(() => []);
    expect(staged.filter((name) => name.startsWith(location.split('/').pop()!))).toEqual([]);
  });

  it('refuses a bad document type, an oversized upload, strangers and anonymous callers', async () => {
    const owner = await signedInBrowser(app, await createTestUser(app.deps.db));
    const stranger = await signedInBrowser(app, await createTestUser(app.deps.db, { domainId: 2 }));
    const bad = await owner.request('/api/kyc/uploads', { method: 'POST', headers: { ...TUS, 'upload-length': '10', 'upload-metadata': meta({ document_type: 'selfie' }) } });
    expect(bad.status).toBe(400);
    const big = await owner.request('/api/kyc/uploads', { method: 'POST', headers: { ...TUS, 'upload-length': String(6 * 1024 * 1024), 'upload-metadata': meta({ document_type: 'front' }) } });
    expect(big.status).toBe(413);
    const location = await create(owner, 100);
    expect((await stranger.request(location, { method: 'HEAD', headers: TUS })).status).toBe(404);
    expect((await patch(stranger, location, 0, Buffer.alloc(100))).status).toBe(404);
    expect((await stranger.request(location, { method: 'DELETE', headers: TUS })).status).toBe(404);
    expect((await fetch(`${app.url}${location}`, { method: 'HEAD', headers: TUS })).status).toBe(401);
    expect((await fetch(`${app.url}/api/kyc/uploads`, { method: 'POST', headers: { ...TUS, 'upload-length': '10' } })).status).toBe(401);
    // Still there for its owner.
    expect(await offsetOf(owner, location)).toBe(0);
  });
});

const idOf = (location: string) => location.split('/').pop()!;

// tus takes the upload id from the last `/` of the whole URL, query included; the ownership check once
// read only the path. So another user's upload was reachable behind an id of the caller's own shape.
describe('an upload answers only at its own canonical address', () => {
  /** A victim's half-sent upload, and a user of the other brand with an upload of their own. */
  async function scene() {
    const victim = await signedInBrowser(app, await createTestUser(app.deps.db));
    const attacker = await signedInBrowser(app, await createTestUser(app.deps.db, { domainId: 2 }));
    const file = await noisePng(40);
    const target = await create(victim, file.length);
    expect((await patch(victim, target, 0, file.subarray(0, 100))).status).toBe(204);
    const own = await create(attacker, file.length);
    return { victim, attacker, file, target, own };
  }

  /** Addresses whose path starts with the attacker's own upload and whose last `/` segment is the victim's. */
  const spellings = (own: string, victimId: string) => [
    `${own}?x=/${victimId}`,
    `${own}?/${victimId}`,
    `${own}?x=/${victimId}/`,
    `${own}/${victimId}`,
    `${own}%2F${victimId}`,
    `${own}%2f${victimId}`,
    `${own}?x=%2F${victimId}`,
  ];

  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    it(`${method} through another spelling of the address is 404 and leaves the victim's upload alone`, async () => {
      const { victim, attacker, file, target, own } = await scene();
      for (const url of spellings(own, idOf(target))) {
        const res =
          method === 'PATCH'
            ? await patch(attacker, url, 100, file.subarray(100))
            : await attacker.request(url, { method, headers: TUS });
        expect({ url, status: res.status, offset: res.headers.get('upload-offset'), metadata: res.headers.get('upload-metadata') }).toEqual({
          url,
          status: 404,
          offset: null,
          metadata: null,
        });
        if (method !== 'HEAD') expect(await res.json()).toMatchObject({ success: false, code: 'kyc_upload_not_found' });
      }
      expect(await offsetOf(victim, target)).toBe(100);
      const [application] = ((await (await attacker.request('/api/kyc/applications')).json()) as { data: KycApplication[] }).data;
      expect(application?.documents.front ?? null).toBeNull();
    });
  }

  it("refuses the owner's own upload behind a query, a trailing slash or an encoded id, and any other method", async () => {
    const owner = await signedInBrowser(app, await createTestUser(app.deps.db));
    const location = await create(owner, 100);
    const id = idOf(location);
    const encoded = `/api/kyc/uploads/%${id.charCodeAt(0).toString(16)}${id.slice(1)}`;
    for (const url of [`${location}?x=1`, `${location}/`, encoded, `/api/kyc/uploads//${id}`]) {
      expect({ url, status: (await owner.request(url, { method: 'HEAD', headers: TUS })).status }).toEqual({ url, status: 404 });
    }
    expect((await owner.request(location, { method: 'GET', headers: TUS })).status).toBe(404);
    expect((await owner.request(location, { method: 'POST', headers: TUS })).status).toBe(404);
    const created = await owner.request('/api/kyc/uploads?x=1', {
      method: 'POST',
      headers: { ...TUS, 'upload-length': '10', 'upload-metadata': meta({ document_type: 'front' }) },
    });
    expect(created.status).toBe(404);
    expect(await offsetOf(owner, location)).toBe(0);
  });
});

// A free account once opened 40 uploads of 5 MB (deferred lengths too) whose bytes sat in clear in
// staging for hours: a user's open uploads are capped per type and in bytes, their creation per hour.
describe('limits on open uploads', () => {
  const creation = (browser: TestBrowser, type: string, length: number | 'deferred', headers: Record<string, string> = {}) =>
    browser.request('/api/kyc/uploads', {
      method: 'POST',
      headers: {
        ...TUS,
        ...headers,
        ...(length === 'deferred' ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
        'upload-metadata': meta({ document_type: type, filename: 'dni.png' }),
      },
    });
  const cancel = (browser: TestBrowser, location: string) => browser.request(location, { method: 'DELETE', headers: TUS });

  it(`keeps at most ${KYC_UPLOAD_LIMITS.openPerType} uploads of one document type open, even when they are asked for at once`, async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    const answers = await Promise.all(Array.from({ length: 5 }, () => creation(browser, 'front', 100)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await answers.find((r) => r.status === 409)!.json()).toEqual({
      success: false,
      code: 'kyc_uploads_open',
      error: 'Ya tienes 3 subidas sin terminar de este documento. Termina o cancela alguna, o espera 30 minutos a que caduquen.',
    });
    // Another type is counted apart; a cancelled upload no longer counts.
    expect((await creation(browser, 'back', 100)).status).toBe(201);
    expect((await cancel(browser, answers.find((r) => r.status === 201)!.headers.get('location')!)).status).toBe(204);
    expect((await creation(browser, 'front', 100)).status).toBe(201);
  });

  it('keeps the bytes declared by all of a user\'s open uploads under a quota, and refuses a deferred length', async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    const full = KYC_DOCUMENT_MAX_BYTES;
    expect(KYC_UPLOAD_LIMITS.openBytes).toBe(4 * full);
    const held: string[] = [];
    for (const type of ['front', 'front', 'back', 'proof']) held.push(await create(browser, full, type));
    const over = await creation(browser, 'back', 1, { 'x-language': 'en' });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      success: false,
      code: 'kyc_upload_quota',
      error: 'Your unfinished uploads already take the most space allowed (20 MB). Finish or cancel one, or wait 30 minutes for them to expire.',
    });
    const deferred = await creation(browser, 'back', 'deferred');
    expect(deferred.status).toBe(400);
    expect(await deferred.json()).toMatchObject({ success: false, code: 'validation_failed', error: 'La subida debe indicar su tamaño al crearse (Upload-Length)' });
    expect((await cancel(browser, held[0]!)).status).toBe(204);
    expect((await creation(browser, 'back', full)).status).toBe(201);
  });

  it(`lets a user start ${KYC_UPLOAD_LIMITS.createdPerHour} uploads an hour, cancelled ones included`, async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    for (let i = 0; i < KYC_UPLOAD_LIMITS.createdPerHour; i++) {
      const res = await creation(browser, 'proof', 100);
      expect(res.status).toBe(201);
      expect((await cancel(browser, res.headers.get('location')!)).status).toBe(204);
    }
    const refused = await creation(browser, 'proof', 100);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'too_many_uploads',
      error: 'Has empezado demasiadas subidas en la última hora. Espera un poco antes de volver a intentarlo.',
    });
    // Someone else's count is their own.
    expect((await creation(await signedInBrowser(app, await createTestUser(app.deps.db)), 'proof', 100)).status).toBe(201);
  });

  it('forgets an upload past its expiry at once, and the sweep removes its bytes', async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    const stale: string[] = [];
    for (let i = 0; i < KYC_UPLOAD_LIMITS.openPerType; i++) {
      const location = await create(browser, 200);
      expect((await patch(browser, location, 0, Buffer.alloc(100, 1))).status).toBe(204);
      stale.push(location);
    }
    const fresh = await create(browser, 200, 'back');
    // Created just past the expiry, as the clock would have it 30 minutes from now.
    await app.deps.db('kyc_open_uploads')
      .whereIn('id', stale.map(idOf))
      .update({ created_at: new Date(Date.now() - TUS_EXPIRY_MS - 1000) });
    expect((await browser.request(stale[0]!, { method: 'HEAD', headers: TUS })).status).toBe(404);
    expect((await patch(browser, stale[1]!, 100, Buffer.alloc(100, 1))).status).toBe(404);
    // Expired uploads count for nothing.
    expect((await creation(browser, 'front', 100)).status).toBe(201);
    expect(await app.deps.kycUploads.deleteExpired()).toBeGreaterThanOrEqual(stale.length);
    const staged = await fs.readdir(path.join(app.dataDir, 'kyc-uploads'));
    // Part of an identity document in clear: no other local user may list or read the staging folder.
    expect((await fs.stat(path.join(app.dataDir, 'kyc-uploads'))).mode & 0o077).toBe(0);
    expect(staged.filter((name) => stale.some((l) => name.startsWith(idOf(l))))).toEqual([]);
    expect(await app.deps.db('kyc_open_uploads').whereIn('id', stale.map(idOf)).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await offsetOf(browser, fresh)).toBe(0);
  });
});
