// A project's images and documents over HTTP, with real files: the checks of spec 001 §5 (a file, its
// size, its type read from its bytes), WebP variants, the one-main-image rule, who may fetch a file,
// long caching, files frozen outside draft and active, and deleting a draft taking its files along.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { approvedBySecondAdmin } from './support/approvals';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestUser } from './support/users';
import { signedInBrowser } from './support/sign-in';
import type { TestBrowser } from './support/browser';
import { COMPLETE_PROJECT, readJson, saveProject } from './support/projects';
import { compoundFileHeader, drawnPng, minimalDocx, noisePng, pdfDocument, uploadProjectFile, type TestFile } from './support/project-files';
import { DEMO_PROJECTS } from '../../bff/demo/projects';
import { renderProjectImage } from '../../bff/demo/images';
import { makeImageVariants } from '../../bff/services/image-variants';

let app: TestApp;
let admin: TestBrowser;
let investor: TestBrowser;
let hispaxInvestor: TestBrowser;
let png: Buffer;

const CARD_MAX_BYTES = 60 * 1024;

const upload = async (fields: Record<string, string>, file?: TestFile, browser = admin) => readJson(await uploadProjectFile(browser, fields, file));
const image = (projectId: string, body: Buffer, extra: Record<string, string> = {}) =>
  upload({ projectId, documentType: 'image', ...extra }, { name: 'fachada.png', body, type: 'image/png' });
const detail = async (browser: TestBrowser, id: string) => readJson(await browser.request(`/api/projects/${id}`));
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

async function newProject(status: 'draft' | 'active', name = 'Proyecto con archivos'): Promise<string> {
  const { body } = await saveProject(admin, { ...COMPLETE_PROJECT, name, status });
  return body.data.id;
}

/** formidable's temp files live in DATA_DIR/uploads and must be gone once an upload is answered. */
const leftoverUploads = async () => fs.readdir(path.join(app.dataDir, 'uploads'));

beforeAll(async () => {
  app = await startTestApp();
  const db = app.deps.db;
  admin = await signedInBrowser(app, await createTestUser(db, { isAdmin: true }));
  investor = await signedInBrowser(app, await createTestUser(db, { domainId: 1 }));
  hispaxInvestor = await signedInBrowser(app, await createTestUser(db, { domainId: 2 }));
  png = await drawnPng();
});
afterAll(async () => {
  await app?.close();
});

describe('upload checks', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await newProject('draft');
  });

  it('asks for a file, and for a document type', async () => {
    expect(await upload({ projectId, documentType: 'image' })).toMatchObject({ status: 400, body: { success: false, error: 'Selecciona una imagen para subir' } });
    expect((await upload({ projectId, documentType: 'whitepaper' })).body.error).toBe('Selecciona un documento para subir');
    expect((await upload({ projectId, documentType: 'image' }, { name: 'vacia.png', body: Buffer.alloc(0) })).body.error).toBe('Selecciona una imagen para subir');
    const pdf = { name: 'whitepaper.pdf', body: await pdfDocument() };
    expect(await upload({ projectId }, pdf)).toMatchObject({ status: 400, body: { error: 'Selecciona un tipo de documento' } });
    expect((await upload({ projectId, documentType: 'brochure' }, pdf)).body.error).toBe('Selecciona un tipo de documento');
  });

  it('reads the type from the content, not from the name', async () => {
    const renamedText = { name: 'foto.png', body: Buffer.from('Esto es texto plano, no una imagen.\n'.repeat(20)), type: 'image/png' };
    expect(await upload({ projectId, documentType: 'image' }, renamedText)).toMatchObject({
      status: 400,
      body: { success: false, error: 'Tipo de archivo no permitido. Formatos soportados: JPG, PNG, GIF, WebP' },
    });
    const svg = { name: 'logo.png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
    expect((await upload({ projectId, documentType: 'image' }, svg)).body.error).toBe('Tipo de archivo no permitido. Formatos soportados: JPG, PNG, GIF, WebP');
    const pdfAsImage = { name: 'plano.jpg', body: await pdfDocument() };
    expect((await upload({ projectId, documentType: 'image' }, pdfAsImage)).status).toBe(400);
    const pngAsDocument = { name: 'contrato.pdf', body: png };
    expect((await upload({ projectId, documentType: 'contract' }, pngAsDocument)).body.error).toBe(
      'Tipo de archivo no permitido. Formatos soportados: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX',
    );
    const macroDocx = { name: 'contrato.docx', body: minimalDocx('application/vnd.ms-word.document.macroEnabled.main+xml') };
    expect((await upload({ projectId, documentType: 'contract' }, macroDocx)).status).toBe(400);
    const installer = { name: 'setup.msi', body: compoundFileHeader() };
    expect((await upload({ projectId, documentType: 'other' }, installer)).status).toBe(400);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('refuses an image over 2 MB with the spec’s message, and a huge upload with a 413', async () => {
    const big = await noisePng();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(await upload({ projectId, documentType: 'image' }, { name: 'grande.png', body: big })).toMatchObject({
      status: 400,
      body: { success: false, error: 'El archivo es demasiado grande. Tamaño máximo: 2MB' },
    });
    const english = await readJson(await uploadProjectFile(admin, { projectId, documentType: 'image' }, { name: 'grande.png', body: big }, { 'x-language': 'en' }));
    expect(english.body.error).toBe('The file is too large. Maximum size: 2MB');

    const overLimit = Buffer.concat([await pdfDocument(), Buffer.alloc(22 * 1024 * 1024)]);
    expect(await upload({ projectId, documentType: 'financial' }, { name: 'cuentas.pdf', body: overLimit })).toMatchObject({
      status: 413,
      body: { success: false, error: 'El archivo es demasiado grande. Tamaño máximo: 2MB para imágenes y 20MB para documentos' },
    });
    expect(await leftoverUploads()).toEqual([]);
  });

  it('gives a document a little over 20 MB the spec’s message', async () => {
    const justOver = Buffer.concat([await pdfDocument(), Buffer.alloc(20 * 1024 * 1024)]);
    expect(await upload({ projectId, documentType: 'financial' }, { name: 'cuentas.pdf', body: justOver })).toMatchObject({
      status: 400,
      body: { error: 'El archivo es demasiado grande. Tamaño máximo: 20MB' },
    });
  });

  it('refuses uploads to a project that does not exist, and bodies that are not multipart', async () => {
    expect((await upload({ projectId: randomUUID(), documentType: 'image' }, { name: 'a.png', body: png })).status).toBe(404);
    expect((await upload({ projectId: 'no-es-un-id', documentType: 'image' }, { name: 'a.png', body: png })).status).toBe(400);
    expect((await admin.postJson('/api/projects/files', { projectId, documentType: 'image' })).status).toBe(415);
  });
});

describe('images', () => {
  it('stores a real PNG with its WebP variants and serves the card size small', async () => {
    const projectId = await newProject('draft');
    const { status, body } = await image(projectId, png, { description: 'Fachada principal' });
    expect(status).toBe(201);
    const id = body.data.id;
    expect(body.data).toMatchObject({
      filename: 'fachada.png',
      file_size: png.length,
      description: 'Fachada principal',
      is_main: true,
      width: 1600,
      height: 1000,
      url: `/api/projects/files/${id}`,
      variants: [480, 960, 1600].map((width) => ({ width, url: `/api/projects/files/${id}?w=${width}` })),
    });

    const card = await admin.request(`/api/projects/files/${id}?w=480`);
    expect(card.headers.get('content-type')).toBe('image/webp');
    const cardBytes = await bytesOf(card);
    expect(cardBytes.length).toBeLessThanOrEqual(CARD_MAX_BYTES);
    expect(Number(card.headers.get('content-length'))).toBe(cardBytes.length);
    const meta = await sharp(cardBytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'webp', width: 480, height: 300, exif: undefined });

    const original = await admin.request(`/api/projects/files/${id}`);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect((await bytesOf(original)).equals(png)).toBe(true);
    expect((await admin.request(`/api/projects/files/${id}?w=300`)).status).toBe(400);

    const project = (await detail(admin, projectId)).body.data;
    expect(project.image_url).toBe(`/api/projects/files/${id}?w=960`);
    const summary = (await readJson(await admin.request('/api/projects?admin=true&status=draft&limit=100'))).body.data.find((p: { id: string }) => p.id === projectId);
    expect(summary.image).toEqual({
      url: `/api/projects/files/${id}?w=480`,
      srcset: [480, 960, 1600].map((w) => `/api/projects/files/${id}?w=${w} ${w}w`).join(', '),
      width: 1600,
      height: 1000,
      alt: 'Fachada principal',
    });
    expect(await leftoverUploads()).toEqual([]);
  });

  it('serves a WebP original as wide as a variant in place of that variant', async () => {
    const projectId = await newProject('draft');
    const webp = await sharp(png).resize(960).webp().toBuffer();
    const { body } = await image(projectId, webp);
    expect(body.data.variants.map((v: { width: number }) => v.width)).toEqual([480]);
    expect((await detail(admin, projectId)).body.data.image_url).toBe(`/api/projects/files/${body.data.id}`);
  });

  it('never upscales: a small image gets only the narrower variants', async () => {
    const projectId = await newProject('draft');
    const small = await drawnPng(700, 440);
    const { body } = await image(projectId, small);
    expect(body.data.variants.map((v: { width: number }) => v.width)).toEqual([480]);
    const big = await admin.request(`/api/projects/files/${body.data.id}?w=1600`);
    expect(big.headers.get('content-type')).toBe('image/png');
    const summary = (await readJson(await admin.request('/api/projects?admin=true&status=draft&limit=100'))).body.data.find((p: { id: string }) => p.id === projectId);
    expect(summary.image.srcset).toBe(`/api/projects/files/${body.data.id}?w=480 480w, /api/projects/files/${body.data.id} 700w`);
  });

  it('accepts JPEG, GIF and WebP, applying the EXIF orientation to the variants', async () => {
    const projectId = await newProject('draft');
    // A portrait photo stored sideways, as phones do: 800x600 pixels with orientation 6 (rotate 90°).
    const sideways = await sharp(png).resize(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const jpeg = await image(projectId, sideways);
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data).toMatchObject({ width: 600, height: 800 });
    const variant = await sharp(await bytesOf(await admin.request(`/api/projects/files/${jpeg.body.data.id}?w=480`))).metadata();
    expect({ width: variant.width, height: variant.height, orientation: variant.orientation }).toEqual({ width: 480, height: 640, orientation: undefined });

    expect((await image(projectId, await sharp(png).resize(320).gif().toBuffer())).status).toBe(201);
    expect((await image(projectId, await sharp(png).webp().toBuffer())).body.data.variants).toHaveLength(2);
  });

  it('refuses a damaged image that only starts like one', async () => {
    const projectId = await newProject('draft');
    const truncated = png.subarray(0, 2000);
    expect(await image(projectId, truncated)).toMatchObject({
      status: 400,
      body: { error: 'No se pudo leer la imagen. Comprueba que el archivo no esté dañado.' },
    });
  });

  it('keeps exactly one main image: the first, then the one marked main, then the oldest left', async () => {
    const projectId = await newProject('draft');
    const first = (await image(projectId, png)).body.data;
    const second = (await image(projectId, png, { isMain: 'false' })).body.data;
    expect([first.is_main, second.is_main]).toEqual([true, false]);
    const third = (await image(projectId, png, { isMain: 'true' })).body.data;
    expect(third.is_main).toBe(true);

    const mains = async () => (await detail(admin, projectId)).body.data.images.filter((i: { is_main: boolean }) => i.is_main).map((i: { id: string }) => i.id);
    expect(await mains()).toEqual([third.id]);
    const order = (await detail(admin, projectId)).body.data.images.map((i: { id: string }) => i.id);
    expect(order).toEqual([third.id, first.id, second.id]);

    expect((await readJson(await admin.request(`/api/projects/files/${third.id}`, { method: 'DELETE' }))).body).toEqual({ success: true });
    expect(await mains()).toEqual([first.id]);
    await admin.request(`/api/projects/files/${first.id}`, { method: 'DELETE' });
    expect(await mains()).toEqual([second.id]);
    await admin.request(`/api/projects/files/${second.id}`, { method: 'DELETE' });
    expect((await detail(admin, projectId)).body.data).toMatchObject({ images: [], image_url: null });
    expect(await app.deps.blobs.list('public', `projects/${projectId}/`)).toEqual([]);
  });

  it('makes an existing image the main one, and only an image', async () => {
    const projectId = await newProject('draft');
    const first = (await image(projectId, png)).body.data;
    const second = (await image(projectId, png)).body.data;
    const document = (await upload({ projectId, documentType: 'legal' }, { name: 'contrato.pdf', body: await pdfDocument() })).body.data;
    const makeMain = async (id: string, body: unknown = { isMain: true }, browser = admin) =>
      readJson(await browser.request(`/api/projects/files/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

    expect(await makeMain(second.id)).toMatchObject({ status: 200, body: { success: true, data: { id: second.id, is_main: true } } });
    const images = (await detail(admin, projectId)).body.data.images;
    expect(images.map((i: { id: string; is_main: boolean }) => [i.id, i.is_main])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await makeMain(second.id)).status).toBe(200);
    expect(await makeMain(document.id)).toMatchObject({ status: 400, body: { success: false, error: 'Solo una imagen puede ser la imagen principal' } });
    expect((await makeMain(first.id, { isMain: false })).status).toBe(400);
    expect((await makeMain(first.id, {}, investor)).status).toBe(403);
    expect((await makeMain(randomUUID())).status).toBe(404);
    const audit = await app.deps.db('audit_log').where({ target_id: projectId, action: 'project.file_main' });
    expect(audit).toHaveLength(1);
  });

  it('keeps one main image when several first images arrive at once', async () => {
    const projectId = await newProject('draft');
    const answers = await Promise.all([1, 2, 3].map(() => image(projectId, png)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.filter((a) => a.body.data.is_main)).toHaveLength(1);
  });

  it('keeps the card variant of every demo project’s main image within 60 KB', async () => {
    for (const project of DEMO_PROJECTS) {
      const { variants } = await makeImageVariants(await renderProjectImage(project, 0));
      expect(variants.map((v) => v.width)).toEqual([480, 960]);
      expect(variants[0]!.body.length, project.key).toBeLessThanOrEqual(CARD_MAX_BYTES);
    }
  });
});

describe('documents', () => {
  it('stores a PDF, a .docx and a legacy .xls, and serves them inline with their names', async () => {
    const projectId = await newProject('draft');
    const pdf = await pdfDocument();
    const whitepaper = await upload({ projectId, documentType: 'whitepaper', description: 'Whitepaper' }, { name: 'Whitepaper Encinas.pdf', body: pdf });
    expect(whitepaper).toMatchObject({
      status: 201,
      body: { success: true, data: { filename: 'Whitepaper Encinas.pdf', file_size: pdf.length, document_type: 'whitepaper', description: 'Whitepaper' } },
    });
    expect(whitepaper.body.data).not.toHaveProperty('is_main');

    const docx = minimalDocx();
    const contract = await upload({ projectId, documentType: 'contract' }, { name: 'contrato.docx', body: docx });
    expect(contract.status).toBe(201);
    const sheet = await upload({ projectId, documentType: 'financial' }, { name: 'cuentas.xls', body: compoundFileHeader() });
    expect(sheet.status).toBe(201);

    const documents = (await detail(admin, projectId)).body.data.documents;
    expect(documents.map((d: { id: string }) => d.id)).toEqual([whitepaper.body.data.id, contract.body.data.id, sheet.body.data.id]);

    const served = await admin.request(`/api/projects/files/${whitepaper.body.data.id}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''Whitepaper%20Encinas.pdf");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bytesOf(served)).equals(pdf)).toBe(true);
    expect((await admin.request(`/api/projects/files/${contract.body.data.id}`)).headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await admin.request(`/api/projects/files/${sheet.body.data.id}`)).headers.get('content-type')).toBe('application/vnd.ms-excel');

    const keys = (await app.deps.blobs.list('public', `projects/${projectId}/`)).map((b) => b.key).sort();
    expect(keys).toEqual(
      [
        `projects/${projectId}/documents/${whitepaper.body.data.id}.pdf`,
        `projects/${projectId}/documents/${contract.body.data.id}.docx`,
        `projects/${projectId}/documents/${sheet.body.data.id}.xls`,
      ].sort(),
    );
  });

  it('keeps only the name of a path the browser sent', async () => {
    const projectId = await newProject('draft');
    const { body } = await upload({ projectId, documentType: 'legal' }, { name: '..\\..\\Escritura\u0007.pdf', body: await pdfDocument() });
    expect(body.data.filename).toBe('Escritura.pdf');
  });
});

describe('who may fetch and change files', () => {
  let projectId: string;
  let imageId: string;
  let documentId: string;

  beforeAll(async () => {
    projectId = await newProject('draft', 'Archivos visibles al publicar');
    imageId = (await image(projectId, png)).body.data.id;
    documentId = (await upload({ projectId, documentType: 'whitepaper' }, { name: 'wp.pdf', body: await pdfDocument() })).body.data.id;
  });

  it('hides a draft’s files from investors', async () => {
    expect((await investor.request(`/api/projects/files/${imageId}`)).status).toBe(404);
    expect((await readJson(await investor.request(`/api/projects/files/${documentId}`))).body).toEqual({
      success: false,
      error: 'Archivo no encontrado',
      code: 'file_not_found',
    });
  });

  it('shows a published project’s files to its brand with long private caching, and to nobody else', async () => {
    await saveProject(admin, { ...COMPLETE_PROJECT, name: 'Archivos visibles al publicar', projectId, status: 'active' });
    const list = (await readJson(await investor.request('/api/projects?limit=100'))).body.data;
    expect(list.find((p: { id: string }) => p.id === projectId)?.image.url).toBe(`/api/projects/files/${imageId}?w=480`);
    const project = (await detail(investor, projectId)).body.data;
    expect(project.images.map((i: { id: string }) => i.id)).toEqual([imageId]);
    expect(project.documents.map((d: { id: string }) => d.id)).toEqual([documentId]);

    const card = await investor.request(`/api/projects/files/${imageId}?w=480`);
    expect(card.status).toBe(200);
    expect(card.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = card.headers.get('etag')!;
    expect(etag).toBe(`"${imageId}-w480"`);
    await card.arrayBuffer();
    expect((await investor.request(`/api/projects/files/${imageId}?w=480`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await investor.request(`/api/projects/files/${imageId}`, { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect((await investor.request(`/api/projects/files/${documentId}`)).status).toBe(200);

    expect((await hispaxInvestor.request(`/api/projects/files/${imageId}?w=480`)).status).toBe(404);
    expect((await hispaxInvestor.request(`/api/projects/files/${documentId}`)).status).toBe(404);
    expect((await hispaxInvestor.request(`/api/projects/${projectId}`)).status).toBe(404);
  });

  it('freezes files while the project is blocked, and hides them', async () => {
    await admin.postJson('/api/block', { type: 'project', action: 'block', projectId, reason: 'Revisión documental' });
    expect((await investor.request(`/api/projects/files/${documentId}`)).status).toBe(404);
    const frozen = 'Las imágenes y documentos solo se pueden cambiar mientras el proyecto está en borrador o activo';
    expect(await image(projectId, png)).toMatchObject({ status: 409, body: { success: false, error: frozen } });
    expect(await readJson(await admin.request(`/api/projects/files/${documentId}`, { method: 'DELETE' }))).toMatchObject({ status: 409, body: { error: frozen } });
    await approvedBySecondAdmin(app, await admin.postJson('/api/block', { type: 'project', action: 'unblock', projectId, reason: 'Revisado' }));
    expect((await investor.request(`/api/projects/files/${documentId}`)).status).toBe(200);
  });

  it('records who added and removed which file', async () => {
    const extra = (await image(projectId, png)).body.data.id;
    expect((await admin.request(`/api/projects/files/${extra}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.request(`/api/projects/files/${extra}`, { method: 'DELETE' })).status).toBe(404);
    const rows = await app.deps.db('audit_log').where({ target_id: projectId }).whereIn('action', ['project.file_add', 'project.file_delete']).orderBy('id');
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['project.file_add', 'project.file_add', 'project.file_add', 'project.file_delete']);
    expect(rows.at(-1).before).toMatchObject({ file: extra, kind: 'image' });
  });
});

describe('deleting a draft', () => {
  it('removes its files from storage too', async () => {
    const projectId = await newProject('draft', 'Borrador con archivos');
    await image(projectId, png);
    await upload({ projectId, documentType: 'technical' }, { name: 'memoria.pdf', body: await pdfDocument() });
    expect((await app.deps.blobs.list('public', `projects/${projectId}/`)).length).toBe(5);
    expect((await admin.request(`/api/admin/projects/${projectId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await app.deps.blobs.list('public', `projects/${projectId}/`)).toEqual([]);
    expect(await app.deps.db('project_files').where({ project_id: projectId })).toEqual([]);
  });
});
