// Projects over HTTP against a real database: the admin flow from draft to publish with every rule the
// server enforces, who sees what (brand, status), blocking by ERIR, keyset pages, ETags, deleting a
// draft, a project's files, and every write refused to non-admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestUser } from './support/users';
import { signedInBrowser } from './support/sign-in';
import { TestBrowser } from './support/browser';

let app: TestApp;
let admin: TestBrowser;
let erir: TestBrowser;
let investor: TestBrowser;
let hispaxInvestor: TestBrowser;

const complete = {
  name: 'Residencial Las Encinas',
  description: 'Doce viviendas de alquiler asequible en Getafe, con contrato de gestión a diez años.',
  project_type: 'real_estate',
  website: 'https://encinas.example.com',
  total_funding: 450000,
  duration: 36,
  modality: 'equity',
  annual_return: 6.25,
  total_return: 18.75,
  token_value: 100,
  min_investment: 500,
  max_investment: 25000,
  start_date: '2027-01-15',
  end_date: '2029-12-31',
  investment_terms: 'Reparto trimestral de las rentas netas; salida por venta del inmueble al final del plazo.',
};

const send = (browser: TestBrowser, body: unknown) => browser.postJson('/api/projects', body);
const json = async (res: Response) => ({ status: res.status, body: await res.json() });

beforeAll(async () => {
  app = await startTestApp();
  const db = app.deps.db;
  admin = await signedInBrowser(app, await createTestUser(db, { isAdmin: true }));
  erir = await signedInBrowser(app, await createTestUser(db, { isErir: true }));
  investor = await signedInBrowser(app, await createTestUser(db, { domainId: 1 }));
  hispaxInvestor = await signedInBrowser(app, await createTestUser(db, { domainId: 2 }));
});
afterAll(async () => {
  await app?.close();
});

describe('saving and publishing', () => {
  it('refuses a draft whose name is shorter than 3 characters', async () => {
    const { status, body } = await json(await send(admin, { name: 'Ab', status: 'draft' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: 'El nombre del proyecto es obligatorio para guardar como borrador' });
  });

  it('refuses to publish an incomplete project and lists what is missing', async () => {
    const { status, body } = await json(await send(admin, { name: 'Huerta Solar', description: 'Corta', status: 'active' }));
    expect(status).toBe(400);
    expect(body.error).toBe(
      'Por favor, completa los siguientes campos: Descripción, Tipo de proyecto, Financiación total, Duración (meses), Modalidad, Rentabilidad anual, Rentabilidad total, Valor del token, Inversión mínima, Inversión máxima, Fecha de inicio, Fecha de fin, Condiciones de inversión',
    );
  });

  it('refuses inconsistent amounts and malformed values with clear messages', async () => {
    expect((await json(await send(admin, { ...complete, min_investment: 30000, status: 'draft' }))).body.error).toBe(
      'La inversión mínima no puede ser mayor que la máxima',
    );
    expect((await json(await send(admin, { name: 'Con web', website: 'no es una url', status: 'draft' }))).body.error).toBe('Introduce una URL válida');
    expect((await json(await send(admin, { name: 'Con importe', total_funding: 10.123, status: 'draft' }))).body.error).toBe(
      'Introduce una cantidad positiva en euros (máximo dos decimales)',
    );
    expect((await json(await send(admin, { name: 'Con duración', duration: 1.5, status: 'draft' }))).body.error).toBe(
      'La duración debe ser un número entero positivo',
    );
  });

  it('saves a draft, says when it becomes publishable, publishes it, and keeps amounts exact', async () => {
    const draft = await json(await send(admin, { name: 'Residencial Las Encinas', status: 'draft' }));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ success: true, canBePublished: false, status: 'draft', data: { domain_id: 1, status: 'draft' } });
    const id = draft.body.data.id as string;

    const filled = await json(await send(admin, { ...complete, projectId: id, status: 'draft' }));
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ canBePublished: true, status: 'draft' });

    const published = await json(await send(admin, { ...complete, projectId: id, status: 'active' }));
    expect(published.body).toMatchObject({ canBePublished: true, status: 'active' });
    expect(published.body.data).toMatchObject({ total_funding: 450000, annual_return: 6.25, total_return: 18.75, start_date: '2027-01-15' });

    const back = await json(await send(admin, { ...complete, projectId: id, status: 'draft' }));
    expect(back).toMatchObject({ status: 409, body: { error: 'Un proyecto publicado no puede volver a borrador' } });

    const audit = await app.deps.db('audit_log').where({ target_id: id }).orderBy('id').pluck('action');
    expect(audit).toEqual(['project.create', 'project.update', 'project.publish']);
  });

  it('creates a project for the brand the admin chooses', async () => {
    const { body } = await json(await send(admin, { ...complete, name: 'Olivar Hispax', domain_id: 2, status: 'active' }));
    expect(body.data.domain_id).toBe(2);
  });
});

describe('who sees what', () => {
  let activeId: string;
  let draftId: string;

  beforeAll(async () => {
    activeId = (await json(await send(admin, { ...complete, name: 'Visible Uno', status: 'active' }))).body.data.id;
    draftId = (await json(await send(admin, { name: 'Borrador Oculto', status: 'draft' }))).body.data.id;
  });

  it('shows an investor their brand’s published projects and nothing else', async () => {
    const list = await json(await investor.request('/api/projects?limit=100'));
    const ids = list.body.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(activeId);
    expect(ids).not.toContain(draftId);
    expect(list.body.data.every((p: { status: string; domain_id: number }) => p.domain_id === 1 && ['active', 'completed'].includes(p.status))).toBe(true);

    expect((await investor.request(`/api/projects/${activeId}`)).status).toBe(200);
    expect((await json(await investor.request(`/api/projects/${draftId}`))).body).toMatchObject({ success: false, error: 'Project not found' });
  });

  it('hides one brand’s projects from the other brand’s investors', async () => {
    const list = await json(await hispaxInvestor.request('/api/projects?limit=100'));
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(activeId);
    expect((await hispaxInvestor.request(`/api/projects/${activeId}`)).status).toBe(404);
  });

  it('shows admins every status, filtered by brand when asked', async () => {
    const all = await json(await admin.request('/api/projects?admin=true&domain=all&limit=100'));
    const ids = all.body.data.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([activeId, draftId]));
    const hispax = await json(await admin.request('/api/projects?admin=true&domain=hispaxtoken&limit=100'));
    expect(hispax.body.data.every((p: { domain_id: number }) => p.domain_id === 2)).toBe(true);
    expect((await admin.request(`/api/projects/${draftId}`)).status).toBe(200);
  });

  it('keeps the admin list for admins', async () => {
    expect((await investor.request('/api/projects?admin=true')).status).toBe(403);
    expect((await new TestBrowser(app.url).request('/api/projects')).status).toBe(401);
  });

  it('lets ERIR block and unblock a project, with a reason, hiding it meanwhile', async () => {
    const missingReason = await json(await erir.postJson('/api/block', { type: 'project', action: 'block', projectId: activeId, reason: ' ' }));
    expect(missingReason).toMatchObject({ status: 400, body: { error: 'Indica un motivo' } });

    const blocked = await json(await erir.postJson('/api/block', { type: 'project', action: 'block', projectId: activeId, reason: 'Requerimiento de la CNMV' }));
    expect(blocked).toMatchObject({ status: 200, body: { success: true, data: { id: activeId, status: 'blocked' } } });
    expect((await investor.request(`/api/projects/${activeId}`)).status).toBe(404);
    expect((await json(await admin.postJson('/api/block', { type: 'project', action: 'block', projectId: activeId, reason: 'otra vez' }))).status).toBe(409);

    const unblocked = await json(await admin.postJson('/api/block', { type: 'project', action: 'unblock', projectId: activeId, reason: 'Resuelto' }));
    expect(unblocked.body.data.status).toBe('active');
    expect((await investor.request(`/api/projects/${activeId}`)).status).toBe(200);

    const reasons = await app.deps.db('audit_log').where({ target_id: activeId }).whereIn('action', ['project.block', 'project.unblock']).pluck('after');
    expect(reasons.map((after: { reason: string }) => after.reason)).toEqual(['Requerimiento de la CNMV', 'Resuelto']);
  });

  it('refuses to block a draft and refuses blocking to plain investors', async () => {
    expect((await admin.postJson('/api/block', { type: 'project', action: 'block', projectId: draftId, reason: 'x' })).status).toBe(409);
    expect((await investor.postJson('/api/block', { type: 'project', action: 'block', projectId: activeId, reason: 'x' })).status).toBe(403);
  });
});

describe('pages and caching', () => {
  it('pages the catalog with a cursor, without repeats', async () => {
    for (let i = 0; i < 3; i += 1) await send(admin, { ...complete, name: `Serie ${i}`, status: 'active' });
    const first = await json(await investor.request('/api/projects?limit=2'));
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await json(await investor.request(`/api/projects?limit=2&cursor=${first.body.nextCursor}`));
    const ids = [...first.body.data, ...second.body.data].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(4);
    const all = await json(await investor.request('/api/projects?limit=100'));
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.data.slice(0, 4).map((p: { id: string }) => p.id)).toEqual(ids);
    expect((await investor.request('/api/projects?cursor=basura')).status).toBe(400);
  });

  it('answers 304 to a client that already has the same catalog', async () => {
    const first = await investor.request('/api/projects');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await investor.request('/api/projects', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    await send(admin, { ...complete, name: 'Nuevo en el catálogo', status: 'active' });
    expect((await investor.request('/api/projects', { headers: { 'if-none-match': etag! } })).status).toBe(200);
  });
});

describe('files and deleting', () => {
  it('serves a project’s file to those who may see the project, with long caching', async () => {
    const project = (await json(await send(admin, { ...complete, name: 'Con whitepaper', status: 'active' }))).body.data;
    const fileId = randomUUID();
    const key = `projects/${project.id}/documents/${fileId}.pdf`;
    await app.deps.blobs.put('public', key, Buffer.from('%PDF-1.7 prueba'), { contentType: 'application/pdf' });
    await app.deps.db('project_files').insert({
      id: fileId,
      project_id: project.id,
      kind: 'document',
      filename: 'whitepaper encinas.pdf',
      storage_key: key,
      content_type: 'application/pdf',
      file_size: 15,
      document_type: 'whitepaper',
    });
    const detail = await json(await investor.request(`/api/projects/${project.id}`));
    expect(detail.body.data.documents).toEqual([expect.objectContaining({ id: fileId, document_type: 'whitepaper', file_size: 15 })]);

    const file = await investor.request(`/api/projects/files/${fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''whitepaper%20encinas.pdf");
    expect(await file.text()).toBe('%PDF-1.7 prueba');
    expect((await hispaxInvestor.request(`/api/projects/files/${fileId}`)).status).toBe(404);
  });

  it('deletes drafts only', async () => {
    const draft = (await json(await send(admin, { name: 'Para borrar', status: 'draft' }))).body.data;
    const published = (await json(await send(admin, { ...complete, name: 'No se borra', status: 'active' }))).body.data;
    expect((await admin.request(`/api/admin/projects/${published.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await investor.request(`/api/admin/projects/${draft.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await admin.request(`/api/admin/projects/${draft.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.request(`/api/projects/${draft.id}`)).status).toBe(404);
  });

  it('refuses every write to investors and ERIR users', async () => {
    for (const browser of [investor, erir]) {
      expect((await send(browser, { ...complete, status: 'draft' })).status).toBe(403);
    }
  });
});
