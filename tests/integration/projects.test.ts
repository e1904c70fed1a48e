// Projects over HTTP against a real database: the admin flow from draft to publish with every rule the
// server enforces, who sees what (brand, status), blocking by ERIR, keyset pages, ETags, deleting a
// draft, a project's files, and every write refused to non-admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { approvedBySecondAdmin } from './support/approvals';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestUser } from './support/users';
import { signedInBrowser } from './support/sign-in';
import { TestBrowser } from './support/browser';
import { COMPLETE_PROJECT as complete, readJson as json } from './support/projects';
import { uploadProjectFile } from './support/project-files';
import { projectFieldsToRow } from '../../db/mappings/projects';

let app: TestApp;
let admin: TestBrowser;
let erir: TestBrowser;
let investor: TestBrowser;
let hispaxInvestor: TestBrowser;

const send = (browser: TestBrowser, body: unknown) => browser.postJson('/api/projects', body);

/** The complete project as a database row (cents and basis points), for rows a test inserts directly. */
const rowOf = (p: typeof complete) => projectFieldsToRow(p);

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

  it('calls a draft with the ten fields of §4 publishable, and refuses its publish while a §5 rule fails', async () => {
    // Spec 001 §4: publishable = name, type, modality and the seven numbers present; §5's stricter rules
    // (description and terms of 10 characters, both dates) are checked when it is published.
    const { description: _d, start_date: _s, end_date: _e, investment_terms: _t, ...tenFields } = complete;
    const draft = await json(await send(admin, { ...tenFields, description: 'Corta', status: 'draft' }));
    expect(draft.body).toMatchObject({ success: true, canBePublished: true, status: 'draft', data: { canBePublished: true } });
    const id = draft.body.data.id as string;

    const refused = await json(await send(admin, { ...tenFields, description: 'Corta', projectId: id, status: 'active' }));
    expect(refused).toMatchObject({
      status: 400,
      body: { success: false, error: 'Por favor, completa los siguientes campos: Descripción, Fecha de inicio, Fecha de fin, Condiciones de inversión' },
    });
    const english = await json(await admin.postJson('/api/projects', { ...tenFields, projectId: id, status: 'active' }, { 'x-language': 'en' }));
    expect(english).toMatchObject({
      status: 400,
      body: { success: false, error: 'Please complete the following fields: Description, Start date, End date, Investment terms' },
    });
    expect((await json(await admin.request(`/api/projects/${id}`))).body.data).toMatchObject({ status: 'draft', description: 'Corta' });

    const withoutType = await json(await send(admin, { ...tenFields, project_type: null, projectId: id, status: 'draft' }));
    expect(withoutType.body).toMatchObject({ canBePublished: false, status: 'draft' });
  });

  it('answers in the language the client asks for', async () => {
    const english = { 'x-language': 'en' };
    expect((await json(await admin.postJson('/api/projects', { name: 'Ab', status: 'draft' }, english))).body.error).toBe(
      'The project name is required to save it as a draft',
    );
    const missing = await json(await admin.postJson('/api/projects', { ...complete, investment_terms: null, end_date: null, status: 'active' }, english));
    expect(missing).toMatchObject({ status: 400, body: { error: 'Please complete the following fields: End date, Investment terms' } });
  });

  it('answers 404 for an update of a project that does not exist', async () => {
    const { status, body } = await json(await send(admin, { ...complete, projectId: randomUUID(), status: 'draft' }));
    expect({ status, error: body.error }).toEqual({ status: 404, error: 'Project not found' });
  });

  it('creates a project for the brand the admin chooses', async () => {
    const { body } = await json(await send(admin, { ...complete, name: 'Olivar Hispax', domain_id: 2, status: 'active' }));
    expect(body.data.domain_id).toBe(2);
  });
});

describe('the terms investments were made on', () => {
  it('fix the token value and the modality once the project has an investment, until every one is rejected', async () => {
    const base = { ...complete, name: 'Eólico de la Muela' };
    const created = await json(await send(admin, { ...base, status: 'active' }));
    const id = created.body.data.id as string;
    expect(created.body.data.terms_fixed).toBe(false);
    // No investment yet: the price may still change.
    const repriced = await json(await send(admin, { ...base, projectId: id, token_value: 50, status: 'active' }));
    expect(repriced).toMatchObject({ status: 200, body: { data: { token_value: 50, terms_fixed: false } } });

    const owner = await createTestUser(app.deps.db, { kycStatus: 'ok' });
    const [investment] = await app.deps
      .db('investments')
      .insert({ user_id: owner.id, project_id: id, domain_id: 1, status: 'payment', start_at: new Date(), amount_cents: 100_000, tokens: 20, payment_reference: `RF-TERMS-${randomUUID().slice(0, 8)}` })
      .returning('id');
    expect((await json(await admin.request(`/api/projects/${id}`))).body.data.terms_fixed).toBe(true);

    const saved = { ...base, projectId: id, token_value: 50, status: 'active' };
    const english = { 'x-language': 'en' };
    expect(await json(await send(admin, { ...saved, token_value: 100 }))).toMatchObject({
      status: 409,
      body: { success: false, code: 'project_terms_fixed', error: 'El proyecto ya tiene inversiones, así que no se puede cambiar: Valor del token' },
    });
    expect((await json(await admin.postJson('/api/projects', { ...saved, modality: 'debt' }, english))).body.error).toBe(
      'The project already has investments, so this cannot be changed: Modality',
    );
    expect((await json(await send(admin, { ...saved, token_value: 100, modality: 'debt', name: 'Otro nombre' }))).body).toMatchObject({
      code: 'project_terms_fixed',
      error: 'El proyecto ya tiene inversiones, así que no se puede cambiar: Modalidad, Valor del token',
    });
    expect(await app.deps.db('projects').where({ id }).first()).toMatchObject({ token_value_cents: 5000, modality: 'equity', name: 'Eólico de la Muela' });
    // Every other field still saves.
    const renamed = await json(await send(admin, { ...saved, name: 'Eólico de la Muela II', annual_return: 7 }));
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Eólico de la Muela II', annual_return: 7, token_value: 50, terms_fixed: true } } });

    // Once every investment is rejected, nothing holds the terms.
    await app.deps.db('investments').where({ id: (investment as { id: string }).id }).update({ status: 'rejected', rejected_at: new Date() });
    const freed = await json(await send(admin, { ...saved, token_value: 100, modality: 'hybrid' }));
    expect(freed).toMatchObject({ status: 200, body: { data: { token_value: 100, modality: 'hybrid', terms_fixed: false } } });
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
    expect((await json(await investor.request('/api/projects?limit=100'))).body.data.map((p: { id: string }) => p.id)).not.toContain(activeId);
    expect((await json(await admin.postJson('/api/block', { type: 'project', action: 'block', projectId: activeId, reason: 'otra vez' }))).status).toBe(409);
    expect(await json(await send(admin, { ...complete, projectId: activeId, status: 'active' }))).toMatchObject({
      status: 409,
      body: { success: false, error: 'El proyecto no se puede editar en su estado actual' },
    });

    // Unblocking waits for a second admin (issue 57), whose approval carries it out.
    await approvedBySecondAdmin(app, await admin.postJson('/api/block', { type: 'project', action: 'unblock', projectId: activeId, reason: 'Resuelto' }));
    expect((await investor.request(`/api/projects/${activeId}`)).status).toBe(200);

    const reasons = await app.deps.db('audit_log').where({ target_id: activeId }).whereIn('action', ['project.block', 'project.unblock']).pluck('after');
    expect(reasons.map((after: { reason: string }) => after.reason)).toEqual(['Requerimiento de la CNMV', 'Resuelto']);
  });

  it("answers an ERIR user of another brand as if the project did not exist, before any status check", async () => {
    const hispaxErir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true, domainId: 2 }));
    const missing = await json(await hispaxErir.postJson('/api/block', { type: 'project', action: 'block', projectId: '00000000-0000-4000-8000-000000000000', reason: 'x' }));
    for (const projectId of [activeId, draftId]) {
      for (const action of ['block', 'unblock'] as const) {
        const answer = await json(await hispaxErir.postJson('/api/block', { type: 'project', action, projectId, reason: 'Curiosidad' }));
        expect(answer, `${action} ${projectId}`).toEqual(missing);
      }
    }
    expect(missing.status).toBe(404);
    expect((await json(await investor.request(`/api/projects/${activeId}`))).body.data.status).toBe('active');
  });

  it('refuses to block a draft and refuses blocking to plain investors', async () => {
    expect(await json(await admin.postJson('/api/block', { type: 'project', action: 'block', projectId: draftId, reason: 'x' }))).toMatchObject({
      status: 409,
      body: { success: false, error: 'Solo se pueden bloquear proyectos activos' },
    });
    expect((await admin.postJson('/api/block', { type: 'project', action: 'unblock', projectId: activeId, reason: 'x' })).status).toBe(409);
    expect((await admin.postJson('/api/block', { type: 'project', action: 'block', projectId: randomUUID(), reason: 'x' })).status).toBe(404);
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

  it('never skips or repeats a project when several share the same creation instant', async () => {
    const createdAt = new Date('2099-01-01T00:00:00.123456Z');
    const ids: string[] = await app.deps
      .db('projects')
      .insert(Array.from({ length: 5 }, (_, i) => ({ ...rowOf(complete), name: `Empate ${i}`, domain_id: 2, status: 'active', created_at: createdAt })))
      .returning('id')
      .then((rows: { id: string }[]) => rows.map((r) => r.id));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await json(await hispaxInvestor.request(`/api/projects?limit=2${cursor ? `&cursor=${cursor}` : ''}`));
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((p: { id: string }) => p.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 5)).toEqual([...ids].sort().reverse());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages the admin list with its filters', async () => {
    const seen: { status: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await json(await admin.request(`/api/projects?admin=true&status=active&limit=3${cursor ? `&cursor=${cursor}` : ''}`));
      seen.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    const count = Number((await app.deps.db('projects').where({ status: 'active' }).count('* as n').first())?.n);
    expect(seen).toHaveLength(count);
    expect(seen.every((p) => p.status === 'active')).toBe(true);
    expect((await json(await admin.request('/api/projects?admin=true&limit=101'))).body.error).toBe('El límite debe ser un número entre 1 y 100');
    expect((await json(await admin.request('/api/projects?admin=true&status=archivado'))).body.error).toBe('El filtro de estado no es válido');
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

  it('serves the catalog compressed, varying on the session, the language and the encoding', async () => {
    const res = await investor.request('/api/projects', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie', 'X-Language']));
    expect((await res.json()).success).toBe(true);
    const plain = await investor.request('/api/projects', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(res.headers.get('etag'));
  });

  it('answers 304 for an unchanged project and 200 once it changes', async () => {
    const id = (await json(await send(admin, { ...complete, name: 'Con ETag', status: 'active' }))).body.data.id;
    const first = await investor.request(`/api/projects/${id}`);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag')!;
    expect((await investor.request(`/api/projects/${id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await send(admin, { ...complete, name: 'Con ETag cambiado', projectId: id, status: 'active' });
    const changed = await investor.request(`/api/projects/${id}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data.name).toBe('Con ETag cambiado');
  });
});

describe('deleting and who may write', () => {
  it('deletes drafts only', async () => {
    const draft = (await json(await send(admin, { name: 'Para borrar', status: 'draft' }))).body.data;
    const published = (await json(await send(admin, { ...complete, name: 'No se borra', status: 'active' }))).body.data;
    expect(await json(await admin.request(`/api/admin/projects/${published.id}`, { method: 'DELETE' }))).toMatchObject({
      status: 409,
      body: { success: false, error: 'Solo se pueden eliminar proyectos en borrador' },
    });
    expect((await admin.request(`/api/admin/projects/${draft.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.request(`/api/projects/${draft.id}`)).status).toBe(404);
    expect((await admin.request(`/api/admin/projects/${draft.id}`, { method: 'DELETE' })).status).toBe(404);
    const audit = await app.deps.db('audit_log').where({ target_id: draft.id }).orderBy('id').pluck('action');
    expect(audit).toEqual(['project.create', 'project.delete']);
  });

  it('refuses every write route to investors and ERIR users with 403', async () => {
    const draft = (await json(await send(admin, { name: 'Solo admins', status: 'draft' }))).body.data;
    for (const browser of [investor, erir]) {
      expect((await send(browser, { ...complete, status: 'draft' })).status).toBe(403);
      expect((await send(browser, { ...complete, projectId: draft.id, status: 'active' })).status).toBe(403);
      expect((await uploadProjectFile(browser, { projectId: draft.id, documentType: 'image' })).status).toBe(403);
      expect((await browser.request(`/api/projects/files/${randomUUID()}`, { method: 'DELETE' })).status).toBe(403);
      const refused = await json(await browser.request(`/api/admin/projects/${draft.id}`, { method: 'DELETE' }));
      expect(refused).toMatchObject({ status: 403, body: { success: false, error: 'No tienes permiso para realizar esta acción' } });
    }
    expect((await admin.request(`/api/projects/${draft.id}`)).status).toBe(200);
  });

  it('answers 401 to every projects route without a session', async () => {
    const anonymous = new TestBrowser(app.url);
    const id = randomUUID();
    const calls: [string, RequestInit][] = [
      ['/api/projects', {}],
      [`/api/projects/${id}`, {}],
      [`/api/projects/files/${id}`, {}],
      ['/api/projects', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...complete, status: 'draft' }) }],
      [`/api/admin/projects/${id}`, { method: 'DELETE' }],
      [`/api/projects/files/${id}`, { method: 'DELETE' }],
      ['/api/block', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'project', action: 'block', projectId: id, reason: 'x' }) }],
    ];
    for (const [url, init] of calls) {
      expect(await json(await anonymous.request(url, init)), `${init.method ?? 'GET'} ${url}`).toMatchObject({
        status: 401,
        body: { success: false, error: 'No hay ninguna sesión iniciada' },
      });
    }
    expect((await uploadProjectFile(anonymous, { projectId: id, documentType: 'image' })).status).toBe(401);
  });
});
