// The authorization matrix, a merge gate: every /api route of the real router × six callers, each
// answered as the matrix says. A route without a row (or a row without a route) fails the test.
//
// Adding a route: add ONE row to MATRIX below — its method and path exactly as registered, how to
// call it (a valid request, so that the answer reflects who is calling, not bad input) and the status
// each caller gets. Write rows get their own fixture when their success would change what later rows
// see. Callers come from behind one trusted proxy, each with its own address, so per-IP limits never
// decide an answer here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas } from '../../bff/app';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { COMPLETE_PROJECT, saveProject } from './support/projects';
import { drawnPng, uploadProjectFile } from './support/project-files';
import { PERSONAL, QUESTIONNAIRE, submitCompleteApplication } from './support/kyc';
import type { KycApplication } from '../../core/kyc';
import { approvedBySecondAdmin, proposed } from './support/approvals';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';

/** The address the wallet change rows ask for: nobody's approved wallet. */
const NEW_WALLET = privateKeyToAddress(generatePrivateKey());

const CALLERS = ['anonymous', 'investor', 'investorOther', 'erir', 'erirOther', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = Record<Caller, number>;

const all = (status: number): Statuses => Object.fromEntries(CALLERS.map((c) => [c, status])) as Statuses;
/** Anonymous 401, every signed-in caller `status`. */
const signedIn = (status: number): Statuses => ({ ...all(status), anonymous: 401 });
/** Anonymous 401, investors and ERIR users 403, admins `status`. */
const adminOnly = (status: number): Statuses => ({ ...all(403), anonymous: 401, admin: status });
/** A brand-1 resource: its brand and admins `status`, the other brand 404 (it does not exist for them). */
const brandOne = (status: number): Statuses => ({ anonymous: 401, investor: status, investorOther: 404, erir: status, erirOther: 404, admin: status });

interface Fixtures {
  activeId: string;
  blockableId: string;
  draftId: string;
  imageId: string;
  spareImageId: string;
  png: Buffer;
  /** A brand-1 investor's SUBMITTED application and one of its documents. */
  kycId: string;
  kycDocumentUrl: string;
  /** SUBMITTED applications for each decision route. */
  kycToReview: string;
  kycToApprove: string;
  kycToReject: string;
  /** A brand-1 investor, their investment at review (an admin's step), and another to reject while it waits for the transfer. */
  investorId: string;
  investmentId: string;
  investmentToReject: string;
  /** A failed chain command an admin may put back in the queue. */
  failedCommandId: number;
  /** A brand-1 investor's wallet change waiting for an admin's decision. */
  walletChangeId: string;
  /** Four-eyes requests another admin proposed: an ERIR-scoped one to read, KYC approvals to approve and to reject. */
  approvalToRead: string;
  approvalToApprove: string;
  approvalToReject: string;
}

interface Call {
  path: string;
  json?: unknown;
  /** A multipart upload to `path`: these fields, then a PNG as `file`. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

interface Row {
  route: string;
  call(f: Fixtures, caller: Caller): Call;
  expect: Statuses;
}

/** An id nothing has (second factors' rows), and a credential nobody asked for. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000057';
const UNKNOWN_CREDENTIAL = { id: 'bm9uZQ', rawId: 'bm9uZQ', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' } };

const unique = (caller: Caller, what: string) => `matrix-${what}-${caller.toLowerCase()}@example.com`;

const MATRIX: Row[] = [
  { route: 'GET /api/health/live', call: () => ({ path: '/api/health/live' }), expect: all(200) },
  { route: 'GET /api/health/ready', call: () => ({ path: '/api/health/ready' }), expect: all(200) },
  { route: 'GET /api/health', call: () => ({ path: '/api/health' }), expect: all(200) },
  { route: 'GET /api/brand', call: () => ({ path: '/api/brand' }), expect: all(200) },
  // A link from another site: it starts a login, or leaves a signed-in user where they are.
  { route: 'GET /api/auth/login', call: () => ({ path: '/api/auth/login', headers: { 'sec-fetch-site': 'cross-site' } }), expect: all(302) },
  { route: 'GET /api/auth/options', call: () => ({ path: '/api/auth/options' }), expect: all(200) },
  { route: 'POST /api/auth/signin', call: (_, c) => ({ path: '/api/auth/signin', json: { email: unique(c, 'signin'), password: 'not-the-password' } }), expect: all(401) },
  { route: 'GET /api/auth/callback', call: () => ({ path: '/api/auth/callback?code=x&state=y' }), expect: all(302) },
  { route: 'POST /api/auth/signup', call: (_, c) => ({ path: '/api/auth/signup', json: { email: unique(c, 'signup'), password: 'Una-Clave-Larga-1', domainId: 1 } }), expect: all(201) },
  { route: 'GET /api/auth/verify-email', call: () => ({ path: '/api/auth/verify-email?token=unknown' }), expect: all(302) },
  { route: 'POST /api/auth/resend-verification', call: (_, c) => ({ path: '/api/auth/resend-verification', json: { email: unique(c, 'resend') } }), expect: all(200) },
  { route: 'POST /api/auth/reset-password', call: (_, c) => ({ path: '/api/auth/reset-password', json: { email: unique(c, 'reset') } }), expect: all(200) },
  // Public; only a mailed token opens it, so everybody without one gets the same 400.
  {
    route: 'POST /api/auth/recover-password',
    call: () => ({ path: '/api/auth/recover-password', json: { token: 'not-a-real-token', password: 'Una-Clave-Larga-1', confirmPassword: 'Una-Clave-Larga-1' } }),
    expect: all(400),
  },
  { route: 'GET /api/auth/me', call: () => ({ path: '/api/auth/me' }), expect: signedIn(200) },
  // Second factors (issue 57): every caller works on their own, and nobody here has one yet (nor is it
  // enforced), so no step-up is asked; the proofs and confirmations are refused on their content.
  { route: 'GET /api/auth/factors', call: () => ({ path: '/api/auth/factors' }), expect: signedIn(200) },
  { route: 'POST /api/auth/factors/totp', call: () => ({ path: '/api/auth/factors/totp', json: {} }), expect: signedIn(200) },
  { route: 'POST /api/auth/factors/totp/confirm', call: () => ({ path: '/api/auth/factors/totp/confirm', json: { enrolment_id: NO_SUCH_ID, code: '123456' } }), expect: signedIn(400) },
  { route: 'POST /api/auth/factors/passkey/options', call: () => ({ path: '/api/auth/factors/passkey/options', json: {} }), expect: signedIn(200) },
  { route: 'POST /api/auth/factors/passkey', call: () => ({ path: '/api/auth/factors/passkey', json: { response: UNKNOWN_CREDENTIAL } }), expect: signedIn(400) },
  { route: 'DELETE /api/auth/factors/:id', call: () => ({ path: `/api/auth/factors/${NO_SUCH_ID}` }), expect: signedIn(404) },
  { route: 'POST /api/auth/factors/recovery-codes', call: () => ({ path: '/api/auth/factors/recovery-codes', json: {} }), expect: signedIn(400) },
  { route: 'POST /api/auth/step-up/passkey-options', call: () => ({ path: '/api/auth/step-up/passkey-options', json: {} }), expect: signedIn(400) },
  { route: 'POST /api/auth/step-up', call: () => ({ path: '/api/auth/step-up', json: { method: 'recovery', code: 'abcde-fghjk' } }), expect: signedIn(400) },
  // No sign-in waits for a factor in any caller's browser.
  { route: 'POST /api/auth/signin/passkey-options', call: () => ({ path: '/api/auth/signin/passkey-options', json: {} }), expect: all(409) },
  { route: 'POST /api/auth/signin/factor', call: () => ({ path: '/api/auth/signin/factor', json: { method: 'totp', code: '123456' } }), expect: all(409) },
  // The paged lists with their paging parameters: the page asked for changes nothing about who may read it.
  { route: 'GET /api/users', call: () => ({ path: '/api/users?kyc=review&domain=1&limit=5' }), expect: adminOnly(200) },
  { route: 'GET /api/audit', call: () => ({ path: '/api/audit?action=project.publish' }), expect: adminOnly(200) },
  { route: 'GET /api/audit/verify', call: () => ({ path: '/api/audit/verify' }), expect: adminOnly(200) },
  { route: 'GET /api/chain', call: () => ({ path: '/api/chain' }), expect: adminOnly(200) },
  { route: 'GET /api/chain/reconciliation', call: () => ({ path: '/api/chain/reconciliation' }), expect: adminOnly(200) },
  { route: 'GET /api/chain/commands', call: () => ({ path: '/api/chain/commands?status=failed&limit=5' }), expect: adminOnly(200) },
  { route: 'POST /api/chain/commands/:id/retry', call: (f) => ({ path: `/api/chain/commands/${f.failedCommandId}/retry`, json: {} }), expect: adminOnly(200) },
  {
    route: 'POST /api/contact',
    call: (_, c) => ({ path: '/api/contact', json: { name: 'Matriz', email: unique(c, 'contact'), phone: '', message: 'Una pregunta sobre la plataforma.', privacyAccepted: true } }),
    expect: all(200),
  },
  { route: 'GET /api/projects', call: () => ({ path: '/api/projects' }), expect: signedIn(200) },
  { route: 'GET /api/projects/files/:id', call: (f) => ({ path: `/api/projects/files/${f.imageId}` }), expect: brandOne(200) },
  // Investor protection (issue 58): each caller reads and changes their own profile; no path names anyone else's.
  { route: 'GET /api/investor-profile', call: () => ({ path: '/api/investor-profile' }), expect: signedIn(200) },
  {
    route: 'PUT /api/investor-profile',
    call: () => ({ path: '/api/investor-profile', json: { loss_simulation: { net_annual_income: 30000, liquid_assets: 5000, annual_financial_commitments: 12000 } } }),
    expect: signedIn(200),
  },
  // KYC: each caller works on their own application; someone else's is not there for anyone but admins.
  { route: 'GET /api/kyc/applications', call: () => ({ path: '/api/kyc/applications' }), expect: signedIn(200) },
  { route: 'GET /api/kyc/applications/:id', call: (f) => ({ path: `/api/kyc/applications/${f.kycId}` }), expect: { ...all(404), anonymous: 401, admin: 200 } },
  { route: 'GET /api/admin/kyc/applications', call: () => ({ path: '/api/admin/kyc/applications?status=SUBMITTED&limit=5' }), expect: adminOnly(200) },
  { route: 'GET /api/admin/kyc/applications/:id', call: (f) => ({ path: `/api/admin/kyc/applications/${f.kycId}` }), expect: adminOnly(200) },
  { route: 'PUT /api/kyc/personal', call: () => ({ path: '/api/kyc/personal', json: PERSONAL }), expect: signedIn(200) },
  { route: 'PUT /api/kyc/questionnaire', call: () => ({ path: '/api/kyc/questionnaire', json: QUESTIONNAIRE }), expect: signedIn(200) },
  { route: 'PUT /api/kyc/document', call: () => ({ path: '/api/kyc/document', json: {} }), expect: signedIn(200) },
  { route: 'POST /api/kyc/document', call: () => ({ path: '/api/kyc/document', form: { document_type: 'front' } }), expect: signedIn(201) },
  { route: 'DELETE /api/kyc/document', call: () => ({ path: '/api/kyc/document', json: { document_type: 'front' } }), expect: signedIn(200) },
  { route: 'GET /api/kyc/document/:userId/:documentId', call: (f) => ({ path: f.kycDocumentUrl }), expect: { ...all(404), anonymous: 401, admin: 200 } },
  // Everyone's own application still lacks its documents: the submission is refused on its content.
  { route: 'POST /api/kyc/submit', call: () => ({ path: '/api/kyc/submit', json: {} }), expect: signedIn(400) },
  {
    route: 'POST /api/kyc/review',
    call: (f) => ({ path: '/api/kyc/review', json: { applicationId: f.kycToReview, status: 'REJECTED', comments: 'Matriz de autorización' } }),
    expect: adminOnly(200),
  },
  // Approving waits for a second admin (issue 57): the admin's call stores the request.
  { route: 'POST /api/kyc/approve/:id', call: (f) => ({ path: `/api/kyc/approve/${f.kycToApprove}`, json: {} }), expect: adminOnly(202) },
  // The callers have no approved application of their own: a wallet change is refused on its content.
  { route: 'POST /api/kyc/wallet-change', call: () => ({ path: '/api/kyc/wallet-change', json: { wallet: NEW_WALLET, wallet_repeat: NEW_WALLET } }), expect: signedIn(409) },
  {
    route: 'POST /api/kyc/wallet-change/:id/review',
    call: (f) => ({ path: `/api/kyc/wallet-change/${f.walletChangeId}/review`, json: { status: 'REJECTED', comments: 'Matriz de autorización' } }),
    expect: adminOnly(200),
  },
  { route: 'POST /api/kyc/reject/:id', call: (f) => ({ path: `/api/kyc/reject/${f.kycToReject}`, json: { reason: 'Matriz de autorización' } }), expect: adminOnly(200) },
  { route: 'GET /api/projects/:id', call: (f) => ({ path: `/api/projects/${f.activeId}` }), expect: brandOne(200) },
  { route: 'POST /api/projects/files', call: (f) => ({ path: '/api/projects/files', form: { projectId: f.activeId, documentType: 'image' } }), expect: adminOnly(201) },
  { route: 'PATCH /api/projects/files/:id', call: (f) => ({ path: `/api/projects/files/${f.imageId}`, json: { isMain: true } }), expect: adminOnly(200) },
  { route: 'DELETE /api/projects/files/:id', call: (f) => ({ path: `/api/projects/files/${f.spareImageId}` }), expect: adminOnly(200) },
  { route: 'POST /api/projects', call: () => ({ path: '/api/projects', json: { name: 'Borrador de la matriz', status: 'draft' } }), expect: adminOnly(201) },
  { route: 'DELETE /api/admin/projects/:id', call: (f) => ({ path: `/api/admin/projects/${f.draftId}` }), expect: adminOnly(200) },
  // ERIR of brand 1 blocks it; the other brand's ERIR finds nothing; the admin (after them) proposes to
  // unblock it, which waits for a second person (202).
  {
    route: 'POST /api/block',
    call: (f, c) => ({ path: '/api/block', json: { type: 'project', action: c === 'admin' ? 'unblock' : 'block', projectId: f.blockableId, reason: 'Matriz de autorización' } }),
    expect: { anonymous: 401, investor: 403, investorOther: 403, erir: 200, erirOther: 404, admin: 202 },
  },
  // Admins and ERIR users read the verified investors (each ERIR user their own brand's) and a brand-1
  // investor's blockings; the other brand's ERIR user finds no such investor.
  { route: 'GET /api/investors', call: () => ({ path: '/api/investors' }), expect: { anonymous: 401, investor: 403, investorOther: 403, erir: 200, erirOther: 200, admin: 200 } },
  {
    route: 'GET /api/blockings',
    call: (f) => ({ path: `/api/blockings?userId=${f.investorId}&state=all&limit=5` }),
    expect: { anonymous: 401, investor: 403, investorOther: 403, erir: 200, erirOther: 404, admin: 200 },
  },
  // The holder register: admins export every brand, ERIR users their own; investors never.
  { route: 'GET /api/investors/register.csv', call: () => ({ path: '/api/investors/register.csv' }), expect: { ...adminOnly(200), erir: 200, erirOther: 200 } },
  // Four eyes (issue 57): admins and ERIR users read the requests (an ERIR user their brand's ERIR-scoped
  // kinds: another admin's unblock of a brand-1 investor); the decided ones are KYC approvals another
  // admin proposed, for admins only (an ERIR user finds none).
  { route: 'GET /api/approvals', call: () => ({ path: '/api/approvals?view=pending&limit=5' }), expect: { ...adminOnly(200), erir: 200, erirOther: 200 } },
  { route: 'GET /api/approvals/count', call: () => ({ path: '/api/approvals/count' }), expect: { ...adminOnly(200), erir: 200, erirOther: 200 } },
  { route: 'GET /api/approvals/:id', call: (f) => ({ path: `/api/approvals/${f.approvalToRead}` }), expect: { ...adminOnly(200), erir: 200, erirOther: 404 } },
  { route: 'POST /api/approvals/:id/approve', call: (f) => ({ path: `/api/approvals/${f.approvalToApprove}/approve`, json: {} }), expect: { ...adminOnly(200), erir: 404, erirOther: 404 } },
  {
    route: 'POST /api/approvals/:id/reject',
    call: (f) => ({ path: `/api/approvals/${f.approvalToReject}/reject`, json: { comment: 'Matriz de autorización' } }),
    expect: { ...adminOnly(200), erir: 404, erirOther: 404 },
  },
  // Last: it ends the caller's session.
  { route: 'GET /api/investment', call: () => ({ path: '/api/investment' }), expect: signedIn(200) },
  { route: 'GET /api/investment/:id', call: (f) => ({ path: `/api/investment/${f.investmentId}` }), expect: { ...all(404), anonymous: 401, admin: 200 } },
  {
    route: 'POST /api/investment',
    call: (f) => ({ path: '/api/investment', json: { project_id: f.activeId, amount: 1000, payment_method: 'bank' } }),
    expect: brandOne(201),
  },
  { route: 'PUT /api/investment/:id', call: (f) => ({ path: `/api/investment/${f.investmentId}`, json: {} }), expect: { ...all(404), anonymous: 401, admin: 200 } },
  // At the payment step: admins may reject an unpaid reservation too; its investor may not.
  { route: 'POST /api/investment/:id/reject', call: (f) => ({ path: `/api/investment/${f.investmentToReject}/reject`, json: { reason: 'Matriz de autorización' } }), expect: adminOnly(200) },
  { route: 'POST /api/auth/signout', call: () => ({ path: '/api/auth/signout', json: {} }), expect: all(200) },
];

const methodOf = (route: string) => route.split(' ')[0]!;

let app: TestApp;
let fixtures: Fixtures;
const browsers = {} as Record<Caller, TestBrowser>;
/** The signed-in callers' accounts, from the latest signInCallers. */
const callerIds = {} as Record<Exclude<Caller, 'anonymous'>, string>;
// Every caller has passed KYC, so the investment rows answer who they are, not what they lack.
const CALLER_USERS: Record<Exclude<Caller, 'anonymous'>, Parameters<typeof createTestUser>[1]> = {
  investor: { domainId: 1, kycStatus: 'ok' },
  investorOther: { domainId: 2, kycStatus: 'ok' },
  erir: { domainId: 1, isErir: true, kycStatus: 'ok' },
  erirOther: { domainId: 2, isErir: true, kycStatus: 'ok' },
  admin: { domainId: 1, isAdmin: true, kycStatus: 'ok' },
};

/** Every caller signed in afresh (anonymous stays anonymous), each behind its own address. */
async function signInCallers(): Promise<void> {
  CALLERS.forEach((caller, i) => {
    browsers[caller] = new TestBrowser(app.url, { 'x-forwarded-for': `198.51.100.${i + 1}` });
  });
  for (const [caller, options] of Object.entries(CALLER_USERS) as [Exclude<Caller, 'anonymous'>, object][]) {
    const user = await createTestUser(app.deps.db, options);
    callerIds[caller] = user.id;
    const signed = await signedInBrowser({ url: app.url }, user);
    browsers[caller] = signed.withHeaders({ 'x-forwarded-for': `198.51.100.${CALLERS.indexOf(caller) + 1}` });
  }
}

beforeAll(async () => {
  // With the chain: publishing and approving then also write their chain commands, as in a deployment.
  app = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' }, chain: true });
  await signInCallers();
  const admin = browsers.admin;
  const publish = async (name: string) => (await saveProject(admin, { ...COMPLETE_PROJECT, name, status: 'active' })).body.data.id as string;
  const png = await drawnPng(400, 250);
  const activeId = await publish('Matriz activa');
  const upload = async () => ((await (await uploadProjectFile(admin, { projectId: activeId, documentType: 'image' }, { name: 'm.png', body: png })).json()) as { data: { id: string } }).data.id;
  fixtures = {
    activeId,
    blockableId: await publish('Matriz bloqueable'),
    draftId: (await saveProject(admin, { name: 'Matriz borrador', status: 'draft' })).body.data.id,
    imageId: await upload(),
    spareImageId: await upload(),
    png,
    ...(await kycFixtures()),
    ...(await investmentFixtures(activeId)),
    failedCommandId: await failedCommand(),
    ...(await approvalFixtures()),
  };
});
afterAll(async () => {
  await app?.close();
});

async function kycFixtures() {
  const submitted = async () => submitCompleteApplication(await signedInBrowser({ url: app.url }, await createTestUser(app.deps.db, { domainId: 1 })));
  const applicant = await signedInBrowser({ url: app.url }, await createTestUser(app.deps.db, { domainId: 1 }));
  const kycId = await submitCompleteApplication(applicant);
  const [own] = ((await (await applicant.request('/api/kyc/applications')).json()) as { data: KycApplication[] }).data;
  return {
    kycId,
    kycDocumentUrl: own!.documents.front!.url,
    kycToReview: await submitted(),
    kycToApprove: await submitted(),
    kycToReject: await submitted(),
    walletChangeId: await waitingWalletChange(),
  };
}

/** An approved investor's request for a new wallet (the application approved by the matrix's admin). */
async function waitingWalletChange(): Promise<string> {
  const investor = await signedInBrowser({ url: app.url }, await createTestUser(app.deps.db, { domainId: 1 }));
  const wallet = privateKeyToAddress(generatePrivateKey());
  await approvedBySecondAdmin(app, await browsers.admin.postJson(`/api/kyc/approve/${await submitCompleteApplication(investor, { ...PERSONAL, wallet })}`, {}));
  const asked = await investor.postJson('/api/kyc/wallet-change', { wallet: NEW_WALLET, wallet_repeat: NEW_WALLET });
  return ((await asked.json()) as { data: { id: string } }).data.id;
}

/** Requests another brand-1 admin proposed: unblocking a blocked brand-1 investor (ERIR-scoped), two KYC approvals (admins' only). */
async function approvalFixtures() {
  const maker = await signedInBrowser({ url: app.url }, await createTestUser(app.deps.db, { domainId: 1, isAdmin: true }));
  const applicant = async () => submitCompleteApplication(await signedInBrowser({ url: app.url }, await createTestUser(app.deps.db, { domainId: 1 })));
  const kycApproval = async () => (await proposed(await maker.postJson(`/api/kyc/approve/${await applicant()}`, {}))).id;
  const blocked = await createTestUser(app.deps.db, { domainId: 1, status: 'BLOCKED' });
  const unblock = await proposed(await maker.postJson('/api/block', { type: 'investor', action: 'unblock', userId: blocked.id, reason: 'Matriz de autorización' }));
  return { approvalToRead: unblock.id, approvalToApprove: await kycApproval(), approvalToReject: await kycApproval() };
}

/** Investments of a brand-1 investor, one waiting for the admin's review, one for the transfer (written directly: their steps are tested elsewhere). */
async function investmentFixtures(projectId: string) {
  const owner = await createTestUser(app.deps.db, { domainId: 1, kycStatus: 'ok' });
  const at = async (status: 'payment' | 'review', reference: string) => {
    const [row] = await app.deps
      .db('investments')
      .insert({ user_id: owner.id, project_id: projectId, domain_id: 1, status, start_at: new Date(), amount_cents: 100_000, tokens: 10, payment_reference: reference })
      .returning('id');
    return (row as { id: string }).id;
  };
  return { investorId: owner.id, investmentId: await at('review', 'RF-MATRIX-1'), investmentToReject: await at('payment', 'RF-MATRIX-2') };
}

/** A command the worker refused (written directly: how commands fail is chain-worker.test.ts's). */
async function failedCommand(): Promise<number> {
  const chain = app.deps.chain!;
  const [row] = await app.deps
    .db('chain_commands')
    .insert({ chain_id: chain.chainId, signer: chain.agent, kind: 'pause', args: JSON.stringify({ project: '7d1c1d8e-1111-4c4c-9c9c-0000000000ff' }), status: 'failed', last_error: 'token not deployed', done_at: new Date() })
    .returning('id');
  return Number((row as { id: number | string }).id);
}

/** A multipart upload: the fields, then the PNG. */
function multipart(browser: TestBrowser, path: string, fields: Record<string, string>, png: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'matrix.png');
  return browser.request(path, { method: 'POST', body: form });
}

describe('authorization matrix', () => {
  it('has exactly one row per /api route of the router', () => {
    const table = new Set<string>();
    for (const layer of apiAreas(app.deps).flatMap((area) => area.stack)) {
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) table.add(`${method} ${layer.path}`);
    }
    const rows = MATRIX.map((row) => row.route);
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length);
    expect([...table].filter((route) => !rows.includes(route)), 'routes without a row in the matrix').toEqual([]);
    expect(rows.filter((route) => !table.has(route)), 'rows naming no route').toEqual([]);
  });

  /** Every caller's status for the row's call (and each refusal's `{ success: false, error }`). */
  async function answersTo(row: Row): Promise<Partial<Statuses>> {
    const answers: Partial<Statuses> = {};
    for (const caller of CALLERS) {
      const call = row.call(fixtures, caller);
      const method = methodOf(row.route);
      const browser = browsers[caller];
      const res = call.form
        ? await multipart(browser, call.path, call.form, fixtures.png)
        : call.json !== undefined
          ? await browser.request(call.path, { method, headers: { 'content-type': 'application/json', ...call.headers }, body: JSON.stringify(call.json) })
          : await browser.request(call.path, { method, headers: call.headers });
      answers[caller] = res.status;
      if (res.status >= 400) {
        expect(await res.json(), `${caller}: ${row.route}`).toMatchObject({ success: false, error: expect.any(String) });
      } else {
        await res.arrayBuffer();
      }
    }
    return answers;
  }

  // A second behaviour of a route that has its row: before the rows run (the last one signs everyone
  // out), while the active project has its investments. Its token value is fixed: the admin's change is
  // refused on its content (409), everybody else's before it is read.
  it('POST /api/projects changing the token value of a project with investments', async () => {
    const row: Row = {
      route: 'POST /api/projects',
      call: (f) => ({ path: '/api/projects', json: { ...COMPLETE_PROJECT, name: 'Matriz activa', projectId: f.activeId, token_value: 50, status: 'active' } }),
      expect: adminOnly(409),
    };
    expect(await answersTo(row)).toEqual(row.expect);
  });

  for (const row of MATRIX) {
    it(`${row.route}`, async () => {
      expect(await answersTo(row)).toEqual(row.expect);
    });
  }
});

// Nobody decides their own case: each caller asks an admin's step of their own investment and a decision
// on their own KYC application. Everyone is refused; an admin too (403 own_case), as their role alone
// would let them. And a hidden project (blocked, of brand 1) is missing for everyone who may not see it.
describe('authorization matrix: one’s own case, and hidden projects', () => {
  const OWN: { route: string; call(own: { investmentId: string; kycId: string }): Call; expect: Statuses }[] = [
    { route: 'PUT /api/investment/:id', call: (own) => ({ path: `/api/investment/${own.investmentId}`, json: { from_status: 'review' } }), expect: signedIn(403) },
    { route: 'POST /api/investment/:id/reject', call: (own) => ({ path: `/api/investment/${own.investmentId}/reject`, json: { reason: 'Matriz' } }), expect: signedIn(403) },
    { route: 'POST /api/kyc/review', call: (own) => ({ path: '/api/kyc/review', json: { applicationId: own.kycId, status: 'APPROVED' } }), expect: signedIn(403) },
    { route: 'POST /api/kyc/approve/:id', call: (own) => ({ path: `/api/kyc/approve/${own.kycId}`, json: {} }), expect: signedIn(403) },
    { route: 'POST /api/kyc/reject/:id', call: (own) => ({ path: `/api/kyc/reject/${own.kycId}`, json: { reason: 'Matriz' } }), expect: signedIn(403) },
  ];
  const owned = {} as Record<Caller, { investmentId: string; kycId: string }>;
  let hiddenId: string;

  beforeAll(async () => {
    // The router's rows end with sign-outs: fresh sessions.
    await signInCallers();
    const none = { investmentId: '00000000-0000-4000-8000-000000000000', kycId: '00000000-0000-4000-8000-000000000000' };
    owned.anonymous = none;
    for (const caller of CALLERS.filter((c): c is Exclude<Caller, 'anonymous'> => c !== 'anonymous')) {
      const [row] = (await app.deps
        .db('investments')
        .insert({ user_id: callerIds[caller], project_id: fixtures.activeId, domain_id: 1, status: 'review', amount_cents: 100_000, tokens: 10, payment_reference: `RF-MATRIX-OWN-${caller}` })
        .returning('id')) as { id: string }[];
      owned[caller] = { investmentId: row!.id, kycId: await submitCompleteApplication(browsers[caller]) };
    }
    hiddenId = (await saveProject(browsers.admin, { ...COMPLETE_PROJECT, name: 'Matriz oculta', status: 'active' })).body.data.id as string;
    await app.deps.db('projects').where({ id: hiddenId }).update({ status: 'blocked' });
  });

  for (const row of OWN) {
    it(`${row.route} on one’s own`, async () => {
      const answers: Partial<Statuses> = {};
      for (const caller of CALLERS) {
        const call = row.call(owned[caller]);
        const res = await browsers[caller].request(call.path, { method: methodOf(row.route), headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.json) });
        answers[caller] = res.status;
        const body = (await res.json()) as { code?: string };
        if (caller === 'admin') expect(body.code, row.route).toBe('own_case');
      }
      expect(answers).toEqual(row.expect);
    });
  }

  it('POST /api/investment in a hidden project', async () => {
    const answers: Partial<Statuses> = {};
    for (const caller of CALLERS) {
      const res = await browsers[caller].postJson('/api/investment', { project_id: hiddenId, amount: 1000, payment_method: 'bank' });
      answers[caller] = res.status;
      await res.arrayBuffer();
    }
    // Admins see every project: theirs says it takes no money now.
    expect(answers).toEqual({ anonymous: 401, investor: 404, investorOther: 404, erir: 404, erirOther: 404, admin: 409 });
  });
});

// The tus endpoint is mounted beside the router (bff/kyc/tus-uploads.ts): its own rows. Each row works
// on a fresh upload of the brand-1 investor, who asks last, so every other caller's answer is about an
// upload as it was created; the row then cancels it, since a user may keep only a few open
// (bff/kyc/open-uploads.ts).
describe('authorization matrix: tus uploads of identity documents', () => {
  // The router's rows end with sign-outs: fresh sessions.
  beforeAll(signInCallers);
  const TUS = { 'tus-resumable': '1.0.0' };
  const ownerOnly = (status: number): Statuses => ({ ...all(404), anonymous: 401, investor: status });

  const CREATE = { ...TUS, 'upload-length': '100', 'upload-metadata': `document_type ${Buffer.from('front').toString('base64')}` };

  async function investorsUpload(): Promise<string> {
    const res = await browsers.investor.request('/api/kyc/uploads', { method: 'POST', headers: CREATE });
    expect(res.status).toBe(201);
    return res.headers.get('location')!;
  }

  /** Anonymous 401, every signed-in caller 404: no address but the canonical one reaches tus. */
  const noneReach = signedIn(404);
  const PATCH_BODY = { headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(10) };

  const TUS_ROWS: { route: string; request: (location: string) => RequestInit; expect: Statuses; existing: boolean; address?: (location: string) => string }[] = [
    { route: 'POST /api/kyc/uploads', existing: false, request: () => ({ method: 'POST', headers: CREATE }), expect: signedIn(201) },
    { route: 'HEAD /api/kyc/uploads/:id', existing: true, request: () => ({ method: 'HEAD', headers: TUS }), expect: ownerOnly(200) },
    {
      route: 'PATCH /api/kyc/uploads/:id',
      existing: true,
      request: () => ({ method: 'PATCH', ...PATCH_BODY }),
      expect: ownerOnly(204),
    },
    { route: 'DELETE /api/kyc/uploads/:id', existing: true, request: () => ({ method: 'DELETE', headers: TUS }), expect: ownerOnly(204) },
    // Other spellings of the same upload: tus would read the id after the last `/` (tus-address.ts).
    { route: 'HEAD /api/kyc/uploads/:id?x=/:id', existing: true, address: (l) => `${l}?x=/${l.split('/').pop()!}`, request: () => ({ method: 'HEAD', headers: TUS }), expect: noneReach },
    { route: 'PATCH /api/kyc/uploads/:id/:id', existing: true, address: (l) => `${l}/${l.split('/').pop()!}`, request: () => ({ method: 'PATCH', ...PATCH_BODY }), expect: noneReach },
    { route: 'DELETE /api/kyc/uploads/:id%2F:id', existing: true, address: (l) => `${l}%2F${l.split('/').pop()!}`, request: () => ({ method: 'DELETE', headers: TUS }), expect: noneReach },
    { route: 'GET /api/kyc/uploads/:id', existing: true, request: () => ({ method: 'GET', headers: TUS }), expect: noneReach },
  ];

  for (const row of TUS_ROWS) {
    it(row.route, async () => {
      const answers: Partial<Statuses> = {};
      const location = row.existing ? await investorsUpload() : '/api/kyc/uploads';
      for (const caller of [...CALLERS.filter((c) => c !== 'investor'), 'investor' as const]) {
        const res = await browsers[caller].request(row.address?.(location) ?? location, row.request(location));
        answers[caller] = res.status;
        await res.arrayBuffer();
      }
      if (row.existing) await (await browsers.investor.request(location, { method: 'DELETE', headers: TUS })).arrayBuffer();
      expect(answers).toEqual(row.expect);
    });
  }
});
