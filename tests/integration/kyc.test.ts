// KYC over HTTP against a real database (spec 001 §2–§8): the investor's four steps and submission,
// the admin's review, the status rules (409), who may read what (404), documents checked by their bytes
// and stored encrypted, admin reads audited, and the profile and users list fed from the real data.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedBySecondAdmin, decide, proposed, secondAdmin } from './support/approvals';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';
import { PERSONAL, QUESTIONNAIRE, freshWallet, putJson, sampleDocuments, submitCompleteApplication, uploadKycDocument } from './support/kyc';
import type { KycApplication } from '../../core/kyc';
import { verifyAuditChain } from '../../core/audit-chain';
import { auditChainBatches } from '../../db/queries/audit';
import { isApprovedWalletTaken } from '../../db/queries/kyc';
import { apartFromSessions, naming, queriesDuring } from './support/query-log';

let app: TestApp;
let admin: TestBrowser;

async function investor(domainId: 1 | 2 = 1) {
  const user = await createTestUser(app.deps.db, { domainId });
  return { user, browser: await signedInBrowser(app, user) };
}

async function json<T = KycApplication>(res: Response): Promise<{ status: number; data: T; error?: string; code?: string }> {
  const body = (await res.json()) as { data: T; error?: string; code?: string };
  return { status: res.status, ...body };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
});
afterAll(() => app?.close());

describe('the investor’s application', () => {
  it('is absent until the first write, which creates a DRAFT', async () => {
    const { browser } = await investor();
    expect((await json<KycApplication[]>(await browser.request('/api/kyc/applications'))).data).toEqual([]);
    const saved = await json(await putJson(browser, '/api/kyc/personal', PERSONAL));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ status: 'DRAFT', name: PERSONAL.name, wallet: PERSONAL.wallet, can: { edit: true, submit: true, review: false } });
    const list = await json<KycApplication[]>(await browser.request('/api/kyc/applications'));
    expect(list.data.map((a) => a.id)).toEqual([saved.data.id]);
    const me = await json<{ kyc_application_status: string; kyc_application_id: string }>(await browser.request('/api/auth/me'));
    expect(me.data).toMatchObject({ kyc_application_status: 'DRAFT', kyc_application_id: saved.data.id, kyc_status: 'no' });
  });

  it('answers the spec’s messages for a bad personal step, and a checksum typo in the wallet', async () => {
    const { browser } = await investor();
    const cases: [object, string][] = [
      [{ name: 'L' }, 'El nombre debe tener al menos 2 caracteres.'],
      [{ id_number: '123' }, 'El número de DNI/NIE/CIF debe ser válido (mínimo 5 caracteres).'],
      [{ phone: '612' }, 'El número de teléfono debe tener al menos 9 dígitos.'],
      [{ wallet: '' }, 'La dirección de wallet es obligatoria.'],
      [{ wallet: '0x123' }, 'Debe ser una dirección válida de Polygon (formato: 0x...)'],
      [{ wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, 'La dirección no supera la comprobación de mayúsculas y minúsculas (EIP-55): revisa que esté bien copiada.'],
      [{ profession: '' }, 'La profesión y el nivel de estudios son obligatorios para personas físicas.'],
    ];
    for (const [change, message] of cases) {
      const res = await json(await putJson(browser, '/api/kyc/personal', { ...PERSONAL, ...change }));
      expect([res.status, res.error]).toEqual([400, message]);
    }
    // A company needs no profession; its natural-person answers are not kept.
    const company = await json(await putJson(browser, '/api/kyc/personal', { ...PERSONAL, user_type: 'persona_juridica', profession: '', company_registration_number: 'B12345678', company_role: 'Administradora' }));
    expect(company.status).toBe(200);
    expect(company.data).toMatchObject({ user_type: 'persona_juridica', profession: null, nationality: null, is_us_citizen: null, company_role: 'Administradora' });
  });

  it('refuses to submit while fields are missing, naming them', async () => {
    const { browser } = await investor();
    await putJson(browser, '/api/kyc/personal', PERSONAL);
    const res = await json(await browser.postJson('/api/kyc/submit', { wallet_repeat: PERSONAL.wallet }));
    expect(res.status).toBe(400);
    expect(res.error).toMatch(/^Faltan campos obligatorios: Documento \(anverso\), Documento \(reverso\), Justificante de domicilio, Experiencia de inversión/);
  });

  it('refuses a submission whose wallet typed once more is not the application’s, and takes it in another case', async () => {
    const { browser } = await investor();
    const wallet = freshWallet();
    await putJson(browser, '/api/kyc/personal', { ...PERSONAL, wallet });
    await putJson(browser, '/api/kyc/questionnaire', QUESTIONNAIRE);
    for (const [type, file] of Object.entries(await sampleDocuments())) expect((await uploadKycDocument(browser, type, file)).status).toBe(201);
    for (const body of [{}, { wallet_repeat: freshWallet() }, { wallet_repeat: 'x'.repeat(101) }]) {
      const res = await json(await browser.postJson('/api/kyc/submit', body));
      expect([res.status, res.error]).toEqual([400, 'La dirección repetida no coincide con la wallet de tus datos personales.']);
    }
    expect((await json(await browser.postJson('/api/kyc/submit', { wallet_repeat: ` ${wallet.toLowerCase()} ` }))).data).toMatchObject({ status: 'SUBMITTED' });
  });

  it('takes a JPG, PNG or PDF by its bytes and refuses an executable named .pdf', async () => {
    const { browser } = await investor();
    await putJson(browser, '/api/kyc/personal', PERSONAL);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const refused = await json(await uploadKycDocument(browser, 'front', { name: 'dni.pdf', body: exe, type: 'application/pdf' }));
    expect([refused.status, refused.error]).toEqual([400, 'Tipo de archivo no permitido. Formatos soportados: JPG, PNG, PDF']);
    const docs = await sampleDocuments();
    const pdf = await json<{ url: string; document: { content_type: string }; application: KycApplication }>(await uploadKycDocument(browser, 'proof', docs.proof));
    expect(pdf.status).toBe(201);
    expect(pdf.data.document.content_type).toBe('application/pdf');
    expect(pdf.data.application.id_proof_url).toBe(pdf.data.url);
    const served = await browser.request(pdf.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await served.arrayBuffer()).equals(docs.proof.body)).toBe(true);
    const big = await json(await uploadKycDocument(browser, 'back', { name: 'big.png', body: Buffer.alloc(5 * 1024 * 1024 + 10, 0x89) }));
    expect([big.status, big.error]).toEqual([400, 'El archivo es demasiado grande. Tamaño máximo: 5MB']);
  });

  it('stores documents encrypted: no file under DATA_DIR holds the original bytes', async () => {
    const { browser } = await investor();
    const docs = await sampleDocuments();
    const marker = Buffer.from('DNI-ESPECIMEN-99887766');
    const body = Buffer.concat([docs.proof.body, marker]);
    expect((await uploadKycDocument(browser, 'proof', { ...docs.proof, body })).status).toBe(201);
    const files = await filesUnder(app.dataDir);
    expect(files.some((file) => file.includes(`${path.sep}blobs${path.sep}`))).toBe(true);
    for (const file of files) {
      const content = await fs.readFile(file);
      expect(content.includes(marker), file).toBe(false);
      expect(content.includes(body.subarray(0, 64)), file).toBe(false);
    }
  });

  it('goes DRAFT → SUBMITTED → REJECTED → DRAFT → SUBMITTED → APPROVED, with kyc_status and e-mails following', async () => {
    const { user, browser } = await investor();
    const id = await submitCompleteApplication(browser);
    let me = await json<{ kyc_status: string; kyc_ready_for_review: boolean }>(await browser.request('/api/auth/me'));
    expect(me.data).toMatchObject({ kyc_status: 'process', kyc_ready_for_review: true, kyc_application_status: 'SUBMITTED' });

    // Read-only once submitted.
    for (const res of [
      await putJson(browser, '/api/kyc/personal', PERSONAL),
      await putJson(browser, '/api/kyc/questionnaire', QUESTIONNAIRE),
      await uploadKycDocument(browser, 'front', (await sampleDocuments()).front),
      await browser.request('/api/kyc/document', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ document_type: 'front' }) }),
    ]) {
      const body = await json(res);
      expect([body.status, body.code]).toEqual([409, 'kyc_not_editable']);
    }

    // The users list shows it waiting for review.
    const users = await json<{ id: string; kyc_ready_for_review: boolean; kyc_application_id: string }[]>(await admin.request('/api/users?kyc=review'));
    expect(users.data.find((u) => u.id === user.id)).toMatchObject({ kyc_ready_for_review: true, kyc_application_id: id });

    const noComment = await json(await admin.postJson('/api/kyc/review', { applicationId: id, status: 'REJECTED', comments: '  ' }));
    expect([noComment.status, noComment.error]).toEqual([400, 'Por favor, proporciona un motivo para el rechazo']);

    const rejected = await json(
      await admin.postJson('/api/kyc/review', { applicationId: id, status: 'REJECTED', comments: 'El reverso está borroso', documents: [{ type: 'back', reason: 'blurry' }] }),
    );
    expect(rejected.data).toMatchObject({ status: 'REJECTED', rejection_reason: 'El reverso está borroso', replacements: { back: { reason: 'blurry', comment: null } } });
    const again = await json(await admin.postJson('/api/kyc/review', { applicationId: id, status: 'APPROVED' }));
    expect([again.status, again.code]).toEqual([409, 'kyc_not_submitted']);
    me = await json(await browser.request('/api/auth/me'));
    expect(me.data.kyc_status).toBe('no');

    // The investor replaces only the flagged document; the application is a draft again.
    const oldBack = (await json(await browser.request(`/api/kyc/applications/${id}`))).data.documents.back!;
    const replaced = await json<{ application: KycApplication }>(await uploadKycDocument(browser, 'back', (await sampleDocuments()).front));
    expect(replaced.data.application).toMatchObject({ status: 'DRAFT', rejection_reason: 'El reverso está borroso' });
    expect(replaced.data.application.replacements.back).toBeUndefined();
    // The submitted copy is kept (retention) but no longer the investor's to read; an admin still can.
    expect((await browser.request(oldBack.url)).status).toBe(404);
    expect((await admin.request(oldBack.url)).status).toBe(200);

    expect((await browser.postJson('/api/kyc/submit', { wallet_repeat: replaced.data.application.wallet })).status).toBe(200);
    // Approving waits for a second admin (issue 57), whose approval carries it out.
    await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${id}`, {}));
    const approved = await json(await admin.request(`/api/kyc/applications/${id}`));
    expect(approved.data).toMatchObject({ status: 'APPROVED', rejection_reason: null, can: { review: false } });
    me = await json(await browser.request('/api/auth/me'));
    expect(me.data).toMatchObject({ kyc_status: 'ok', kyc_ready_for_review: false, kyc_application_status: 'APPROVED' });

    const mails = await app.deps.db('mail_outbox').where({ to_address: user.email }).orderBy('id');
    expect(mails.map((m: { kind: string }) => m.kind)).toEqual(['kyc_rejected', 'kyc_approved']);
    expect((mails[0] as { text_body: string }).text_body).toContain('Motivo: El reverso está borroso');
    const audit = await app.deps.db('audit_log').where({ target_id: id }).orderBy('id').pluck('action');
    expect(audit).toEqual(expect.arrayContaining(['kyc.submit', 'kyc.reject', 'kyc.approve']));
  });

  it('lets an admin reject through POST /kyc/reject/{id} with a reason', async () => {
    const { browser } = await investor();
    const id = await submitCompleteApplication(browser);
    expect((await admin.postJson(`/api/kyc/reject/${id}`, {})).status).toBe(400);
    const res = await json(await admin.postJson(`/api/kyc/reject/${id}`, { reason: 'Documento caducado' }));
    expect(res.data).toMatchObject({ status: 'REJECTED', rejection_reason: 'Documento caducado' });
  });
});

describe('an admin’s own application', () => {
  it('is never decided by that admin, whichever route they use (403), and another admin decides it', async () => {
    const ownerUser = await createTestUser(app.deps.db, { isAdmin: true });
    const owner = await signedInBrowser(app, ownerUser);
    const id = await submitCompleteApplication(owner);
    const OWN = 'No puedes revisar tu propia solicitud KYC: otro administrador debe decidirla.';
    for (const res of [
      await owner.postJson(`/api/kyc/approve/${id}`, {}),
      await owner.postJson(`/api/kyc/reject/${id}`, { reason: 'Me rechazo' }),
      await owner.postJson('/api/kyc/review', { applicationId: id, status: 'APPROVED' }),
    ]) {
      expect(await json(res)).toMatchObject({ status: 403, code: 'own_case', error: OWN });
    }
    expect(await json(await owner.postJson(`/api/kyc/approve/${id}`, {}, { 'x-language': 'en' }))).toMatchObject({
      status: 403,
      error: 'You cannot review your own KYC application: another administrator must decide it.',
    });
    // The screen mirrors it: no decision for them, and the reason to show.
    expect((await json(await owner.request(`/api/kyc/applications/${id}`))).data.can).toMatchObject({ review: false, refusal: 'kyc.ownApplication' });
    expect((await json(await admin.request(`/api/kyc/applications/${id}`))).data.can).toMatchObject({ review: true, refusal: null });
    expect(await app.deps.db('kyc_applications').where({ id }).first()).toMatchObject({ status: 'SUBMITTED', reviewed_by: null });
    expect(await app.deps.db('audit_log').where({ target_id: id }).whereIn('action', ['kyc.approve', 'kyc.reject'])).toHaveLength(0);
    await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${id}`, {}));
    expect(await app.deps.db('kyc_applications').where({ id }).first()).toMatchObject({ status: 'APPROVED' });
  });
});

describe('under pressure', () => {
  it('decides an application once when two admins decide at the same moment', async () => {
    const { browser } = await investor();
    const id = await submitCompleteApplication(browser);
    const second = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
    const answers = await Promise.all([
      admin.postJson('/api/kyc/review', { applicationId: id, status: 'APPROVED' }),
      second.postJson('/api/kyc/review', { applicationId: id, status: 'REJECTED', comments: 'Duplicado' }),
    ]);
    // The rejection is decided; the approval either came second (409) or was proposed first (202).
    const [approval, rejection] = answers;
    expect(rejection!.status).toBe(200);
    expect([202, 409]).toContain(approval!.status);
    const decisions = await app.deps.db('audit_log').where({ target_id: id }).whereIn('action', ['kyc.approve', 'kyc.reject']);
    expect(decisions).toHaveLength(1);
    // A proposal stored before the rejection is never carried out: the application is no longer waiting.
    if (approval!.status === 202) {
      const request = await proposed(approval!);
      expect((await decide(await secondAdmin(app), request.id, 'approve')).status).toBe(409);
      expect(await app.deps.db('kyc_applications').where({ id }).first()).toMatchObject({ status: 'REJECTED' });
    }
  });

  it('creates one application when the first writes arrive together', async () => {
    const { user, browser } = await investor();
    const answers = await Promise.all(Array.from({ length: 6 }, () => putJson(browser, '/api/kyc/personal', PERSONAL)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await app.deps.db('kyc_applications').where({ user_id: user.id })).toHaveLength(1);
  });

  it('stops a 10 MB upload with 413 and leaves nothing behind', async () => {
    const { browser } = await investor();
    const res = await uploadKycDocument(browser, 'front', { name: 'huge.pdf', body: Buffer.alloc(10 * 1024 * 1024, 0x25) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
    const uploads = await fs.readdir(path.join(app.dataDir, 'uploads')).catch(() => []);
    expect(uploads).toEqual([]);
  });
});

describe('one investor per approved wallet', () => {
  const withWallet = (wallet: string) => ({ ...PERSONAL, wallet });
  const decisionsOf = (id: string) => app.deps.db('audit_log').where({ target_id: id }).whereIn('action', ['kyc.approve', 'kyc.reject']);

  it('refuses to submit, and to approve, an application naming another investor’s approved wallet', async () => {
    const wallet = freshWallet();
    const first = await investor();
    const late = await investor();
    const lateId = await submitCompleteApplication(late.browser, withWallet(wallet.toLowerCase()));
    await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${await submitCompleteApplication(first.browser, withWallet(wallet))}`, {}));

    // Submitted before the other was approved: its approval is refused, it stays waiting, nobody is mailed.
    const approval = await json(await admin.postJson(`/api/kyc/approve/${lateId}`, {}));
    expect([approval.status, approval.code, approval.error]).toEqual([409, 'wallet_in_use', 'Esta wallet ya pertenece a otro inversor.']);
    expect(await app.deps.db('kyc_applications').where({ id: lateId }).first()).toMatchObject({ status: 'SUBMITTED', reviewed_by: null });
    expect(await decisionsOf(lateId)).toHaveLength(0);
    expect(await app.deps.db('mail_outbox').where({ to_address: late.user.email })).toHaveLength(0);
    // Rejected, it goes back to the investor, whose new submission with that wallet is refused.
    expect((await admin.postJson('/api/kyc/review', { applicationId: lateId, status: 'REJECTED', comments: 'Wallet de otra persona' })).status).toBe(200);
    const again = await json(await late.browser.postJson('/api/kyc/submit', { wallet_repeat: wallet }));
    expect([again.status, again.code]).toEqual([409, 'wallet_in_use']);
  });

  it('approves one of two applications with the same wallet decided at the same moment by two admins', async () => {
    const wallet = freshWallet();
    const ids = [await submitCompleteApplication((await investor()).browser, withWallet(wallet)), await submitCompleteApplication((await investor()).browser, withWallet(wallet))];
    const second = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
    // Each admin proposes one; each approves the other's, at the same moment.
    const requests = [await proposed(await admin.postJson(`/api/kyc/approve/${ids[0]}`, {})), await proposed(await second.postJson(`/api/kyc/approve/${ids[1]}`, {}))];
    const bodies = await Promise.all([decide(second, requests[0]!.id, 'approve'), decide(admin, requests[1]!.id, 'approve')]);
    // The loser's application can no longer be approved with that wallet: its request is closed as void.
    expect(bodies.map((b) => [b.status, b.code ?? null]).sort()).toEqual([[200, null], [409, 'approval_void']]);
    const closed = await app.deps.db('approval_requests').whereIn('id', requests.map((r) => r!.id)).pluck('status');
    expect(closed.sort()).toEqual(['approved', 'void']);
    const statuses = await app.deps.db('kyc_applications').whereIn('id', ids).pluck('status');
    expect(statuses.sort()).toEqual(['APPROVED', 'SUBMITTED']);
    expect((await decisionsOf(ids[0]!)).length + (await decisionsOf(ids[1]!)).length).toBe(1);
    // What holds when both checks pass at once: the index refuses the second, recognised as such.
    const waiting = await app.deps.db('kyc_applications').whereIn('id', ids).where({ status: 'SUBMITTED' }).first('id');
    const forced = await app.deps.db('kyc_applications').where({ id: waiting.id }).update({ status: 'APPROVED' }).catch((err: unknown) => err);
    expect(isApprovedWalletTaken(forced)).toBe(true);
  });
});

describe('who may read what', () => {
  it('answers 404 for another user’s application and documents, and audits every admin read', async () => {
    const owner = await investor();
    const other = await investor();
    const otherBrand = await investor(2);
    const id = await submitCompleteApplication(owner.browser);
    const app1 = (await json(await owner.browser.request(`/api/kyc/applications/${id}`))).data;
    const url = app1.documents.front!.url;
    for (const { browser } of [other, otherBrand]) {
      expect((await browser.request(`/api/kyc/applications/${id}`)).status).toBe(404);
      expect((await browser.request(url)).status).toBe(404);
      expect((await browser.request(`/api/admin/kyc/applications/${id}`)).status).toBe(403);
      // A made-up document under the owner's id answers exactly the same.
      expect((await browser.request(url.replace(/[0-9a-f]{4}$/, '0000'))).status).toBe(404);
    }
    const before = await app.deps.db('audit_log').where({ action: 'kyc.document_read' }).count({ n: '*' }).first();
    const res = await admin.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const after = await app.deps.db('audit_log').where({ action: 'kyc.document_read' }).count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n) + 1);
    // The owner reading their own document is not an admin read.
    await owner.browser.request(url);
    const afterOwner = await app.deps.db('audit_log').where({ action: 'kyc.document_read' }).count({ n: '*' }).first();
    expect(Number(afterOwner!.n)).toBe(Number(after!.n));
    const full = await json(await admin.request(`/api/admin/kyc/applications/${id}`));
    expect(full.data.applicant).toMatchObject({ id: owner.user.id, email: owner.user.email });
  });
});

describe('the review queue', () => {
  /** Every SUBMITTED application in the queue's order: oldest submission first, the id breaking ties. */
  const submittedInOrder = async () =>
    ((await app.deps.db('kyc_applications').where({ status: 'SUBMITTED' }).orderBy([{ column: 'submitted_at' }, { column: 'id' }]).select('id')) as { id: string }[]).map(
      (row) => row.id,
    );
  const queuePage = async (query: string) => {
    const res = await admin.request(`/api/admin/kyc/applications${query}`);
    return { status: res.status, ...((await res.json()) as { data: KycApplication[]; nextCursor: string | null; error?: string }) };
  };

  it('pages through every application waiting for review once, with its applicant and documents', async () => {
    const complete = await investor();
    const completeId = await submitCompleteApplication(complete.browser);
    // Two submitted in the same instant: only the id orders them (a page boundary between equals).
    const twins = [await createTestUser(app.deps.db), await createTestUser(app.deps.db)];
    const submittedAt = new Date();
    await app.deps.db('kyc_applications').insert(twins.map((user) => ({ user_id: user.id, status: 'SUBMITTED', submitted_at: submittedAt, name: 'Gemela' })));

    const seen: KycApplication[] = [];
    let cursor: string | null = null;
    do {
      const page = await queuePage(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status, page.error).toBe(200);
      expect(page.data.length).toBeLessThanOrEqual(1);
      seen.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((a) => a.id)).toEqual(await submittedInOrder());
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const shown = seen.find((a) => a.id === completeId)!;
    expect(shown).toMatchObject({ status: 'SUBMITTED', id_number: PERSONAL.id_number, applicant: { id: complete.user.id, email: complete.user.email }, can: { review: true } });
    for (const type of ['front', 'back', 'proof'] as const) expect(shown.documents[type]).toMatchObject({ type, url: expect.stringMatching(/^\/api\/kyc\/document\//), uploaded_at: expect.any(String) });
    expect(seen.find((a) => a.user_id === twins[0]!.id)).toMatchObject({ applicant: { id: twins[0]!.id }, documents: { front: null, back: null, proof: null } });
  });

  it('reads each page, applicants and documents included, in one query whatever its size', async () => {
    const costs: number[] = [];
    for (const limit of [1, 100]) {
      let page: { data: KycApplication[] } | undefined;
      const queries = await queriesDuring(app.deps.db, async () => {
        page = await queuePage(`?limit=${limit}`);
      });
      expect(page!.data.length).toBe(Math.min(limit, (await submittedInOrder()).length));
      expect(naming(queries, 'kyc_applications', 'kyc_documents')).toHaveLength(1);
      costs.push(apartFromSessions(queries).length);
    }
    expect(costs[1]).toBe(costs[0]);
  });

  it('refuses a limit out of 1–100 and a cursor it did not hand out, with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=muchas', '?cursor=otra-cosa', `?cursor=${Buffer.from(`|${crypto.randomUUID()}`).toString('base64url')}`]) {
      const page = await queuePage(query);
      expect({ query, status: page.status, error: page.error }).toEqual({ query, status: 400, error: 'La página pedida de solicitudes pendientes no es válida' });
    }
  });
});

describe('reads of personal data by admins', () => {
  type AuditRow = { actor_id: string; action: string; target_type: string; target_id: string; before: unknown; after: Record<string, unknown> };
  const auditSince = async (id: number) =>
    (await app.deps.db('audit_log').select('actor_id', 'action', 'target_type', 'target_id', 'before', 'after').where('id', '>', id).whereLike('action', '%read').orderBy('id')) as AuditRow[];
  const lastAuditId = async () => Number(((await app.deps.db('audit_log').max({ id: 'id' }).first()) as { id: number | null }).id ?? 0);
  /** Nothing the application says about the person is copied into the log. */
  const holdsNoPersonalData = (rows: AuditRow[]) => {
    const text = JSON.stringify(rows);
    for (const value of [PERSONAL.name, PERSONAL.id_number, PERSONAL.address, PERSONAL.phone, PERSONAL.postal_code, PERSONAL.wallet, PERSONAL.birth_date]) expect(text).not.toContain(value);
  };

  it('records who opened which application, never what it holds; the owner’s own reads are not recorded', async () => {
    const owner = await investor();
    const id = await submitCompleteApplication(owner.browser);
    const adminUser = (await json<{ id: string }>(await admin.request('/api/auth/me'))).data;
    const start = await lastAuditId();

    expect((await owner.browser.request(`/api/kyc/applications/${id}`)).status).toBe(200);
    expect((await owner.browser.request('/api/kyc/applications')).status).toBe(200);
    expect(await auditSince(start)).toEqual([]);

    expect((await admin.request(`/api/admin/kyc/applications/${id}`)).status).toBe(200);
    expect((await admin.request(`/api/kyc/applications/${id}`)).status).toBe(200);
    const rows = await auditSince(start);
    expect(rows).toEqual(
      [1, 2].map(() => ({ actor_id: adminUser.id, action: 'kyc.application_read', target_type: 'kyc_application', target_id: id, before: null, after: { owner: owner.user.id, status: 'SUBMITTED' } })),
    );
    holdsNoPersonalData(rows);
  });

  it('records each page of the review queue read: which applications were shown, never their content', async () => {
    const owner = await investor();
    const id = await submitCompleteApplication(owner.browser);
    const start = await lastAuditId();
    const first = (await json<KycApplication[]>(await admin.request('/api/admin/kyc/applications?limit=100'))).data;
    expect(first.map((a) => a.id)).toContain(id);
    const rows = await auditSince(start);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'kyc.review_queue_read', target_type: 'system', target_id: 'kyc_review_queue', after: { page: 'first', limit: 100, applications: first.map((a) => a.id) } }),
    ]);
    holdsNoPersonalData(rows);
    expect(await verifyAuditChain(auditChainBatches(app.deps.db))).toMatchObject({ ok: true });
  });
});
