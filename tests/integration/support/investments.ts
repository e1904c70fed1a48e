// Investments for integration tests: a published project with a whitepaper (through the admin's own
// API), investors with approved KYC, and the investment calls with their answers read as JSON.
import { randomUUID } from 'node:crypto';
import type { Investment } from '../../../core/investments';
import type { TestApp } from './test-app';
import type { TestBrowser } from './browser';
import { signedInBrowser } from './sign-in';
import { createTestUser, type TestUserOptions } from './users';
import { COMPLETE_PROJECT, readJson, saveProject } from './projects';
import { pdfDocument, uploadProjectFile } from './project-files';

export interface Answer<T = Investment> {
  status: number;
  data: T;
  error?: string;
  code?: string;
}

export async function answer<T = Investment>(res: Response): Promise<Answer<T>> {
  const body = (await res.json()) as { data: T; error?: string; code?: string };
  return { status: res.status, ...body };
}

/** A published project (COMPLETE_PROJECT with `overrides`), with a whitepaper unless told otherwise. */
export async function publishedProject(admin: TestBrowser, overrides: Record<string, unknown> = {}, options: { whitepaper?: boolean } = {}) {
  const saved = await saveProject(admin, { ...COMPLETE_PROJECT, name: `Proyecto ${randomUUID().slice(0, 6)}`, ...overrides, status: 'active' });
  if (saved.status !== 201) throw new Error(`project not saved: ${JSON.stringify(saved.body)}`);
  const project = (saved.body as { data: { id: string } }).data;
  let whitepaper: { id: string; body: Buffer } | undefined;
  if (options.whitepaper !== false) {
    const body = await pdfDocument('Whitepaper del proyecto');
    const res = await readJson(await uploadProjectFile(admin, { projectId: project.id, documentType: 'whitepaper' }, { name: 'whitepaper.pdf', body, type: 'application/pdf' }));
    if (res.status !== 201) throw new Error(`whitepaper not uploaded: ${JSON.stringify(res.body)}`);
    whitepaper = { id: (res.body as { data: { id: string } }).data.id, body };
  }
  return { id: project.id, whitepaper };
}

/** A signed-in investor, KYC approved and ACTIVE unless the options say otherwise. */
export async function investor(app: TestApp, options: TestUserOptions = {}) {
  const user = await createTestUser(app.deps.db, { kycStatus: 'ok', ...options });
  return { user, browser: await signedInBrowser(app, user) };
}

export const invest = (browser: TestBrowser, body: Record<string, unknown>, key: string = randomUUID()) =>
  browser.postJson('/api/investment', { payment_method: 'bank', ...body }, { 'Idempotency-Key': key });

export const step = (browser: TestBrowser, id: string, body: Record<string, unknown> = {}, key: string = randomUUID()) =>
  browser.request(`/api/investment/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

export const ACCEPT = { payment_method: 'bank', accept_terms: true } as const;
