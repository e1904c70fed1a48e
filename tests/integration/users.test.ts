// GET /api/users over HTTP against a real database (spec 000 §2, 001 §2 "Users screen"): keyset pages,
// newest sign-up first, each user with their KYC application's id and status read in the page's one
// query; the review filter and the brand filter applied by the database; a bad page refused (400).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem, UserListResponse } from '../../core/user-list';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';
import { apartFromSessions, naming, queriesDuring } from './support/query-log';

let app: TestApp;
let admin: TestBrowser;
/** The users made here, by id: their KYC application's status, if any. */
const made = new Map<string, 'DRAFT' | 'SUBMITTED' | 'APPROVED' | null>();

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
  // One insert: the users share created_at, so only the id orders them (a page boundary between equals).
  const statuses = ['SUBMITTED', null, 'DRAFT', 'SUBMITTED', 'APPROVED', null, 'SUBMITTED', null, 'SUBMITTED'] as const;
  const users = (await app.deps.db('users')
    .insert(statuses.map((_, i) => ({ email: `lista-${i}-${randomUUID().slice(0, 6)}@example.com`, full_name: `Lista ${i}`, domain_id: i % 3 === 0 ? 2 : 1 })))
    .returning('id')) as { id: string }[];
  const applications = users.flatMap(({ id }, i) => {
    const status = statuses[i]!;
    made.set(id, status);
    return status ? [{ user_id: id, status, submitted_at: status === 'DRAFT' ? null : new Date() }] : [];
  });
  await app.deps.db('kyc_applications').insert(applications);
});
afterAll(() => app?.close());

async function page(query: string): Promise<{ status: number; body: UserListResponse & { error?: string } }> {
  const res = await admin.request(`/api/users${query}`);
  return { status: res.status, body: (await res.json()) as UserListResponse & { error?: string } };
}

/** Every page of the list, following nextCursor from the first. */
async function everyPage(query: string): Promise<UserListItem[][]> {
  const pages: UserListItem[][] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await page(`?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(status, body.error).toBe(200);
    pages.push(body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return pages;
}

/** The users as the database orders them, narrowed by `where` on users u left-joined to kyc_applications k. */
async function everyUserInOrder(where: (query: Knex.QueryBuilder) => unknown = () => undefined): Promise<string[]> {
  const query = app.deps.db('users as u').leftJoin('kyc_applications as k', 'k.user_id', 'u.id').select('u.id').orderBy([
    { column: 'u.created_at', order: 'desc' },
    { column: 'u.id', order: 'desc' },
  ]);
  where(query);
  return ((await query) as { id: string }[]).map((row) => row.id);
}

describe('GET /api/users', () => {
  it('pages through every user once, newest first, each with their KYC application', async () => {
    const pages = await everyPage('limit=2');
    expect(pages.every((rows) => rows.length <= 2)).toBe(true);
    expect(pages.length).toBeGreaterThan(3);
    const rows = pages.flat();
    expect(rows.map((row) => row.id)).toEqual(await everyUserInOrder());
    for (const row of rows.filter((r) => made.has(r.id))) {
      const status = made.get(row.id)!;
      expect(row, row.email).toMatchObject({ kyc_application_status: status, kyc_ready_for_review: status === 'SUBMITTED' });
      expect(row.kyc_application_id === null).toBe(status === null);
    }
  });

  it('filters by a KYC application waiting for review and by brand in the database, paged alike', async () => {
    const review = (await everyPage('kyc=review&limit=1')).flat();
    expect(review.map((row) => row.id)).toEqual(await everyUserInOrder((q) => q.where('k.status', 'SUBMITTED')));
    expect(review).toHaveLength(4);
    expect(review.every((row) => row.kyc_ready_for_review)).toBe(true);
    const hispax = (await everyPage('domain=2&kyc=review&limit=1')).flat();
    expect(hispax.map((row) => row.id)).toEqual(await everyUserInOrder((q) => q.where('k.status', 'SUBMITTED').where('u.domain_id', 2)));
    expect(hispax.length).toBeGreaterThan(0);
  });

  it('reads each page, its KYC applications included, in one query whatever its size', async () => {
    const costs: number[] = [];
    for (const limit of [1, 100]) {
      let body: UserListResponse | undefined;
      const queries = await queriesDuring(app.deps.db, async () => {
        body = (await page(`?limit=${limit}`)).body;
      });
      expect(body!.data.length).toBe(Math.min(limit, made.size + 1));
      // The page and its applications: one query naming kyc_applications (no second read of them, none per row).
      expect(naming(queries, 'kyc_applications')).toHaveLength(1);
      costs.push(apartFromSessions(queries).length);
    }
    expect(costs[1]).toBe(costs[0]);
  });

  it('refuses a limit out of 1–100 and a cursor it did not hand out, with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=1000', '?limit=diez', `?cursor=${Buffer.from(`2026-01-01T00:00:00.000000Z|${randomUUID()}|x`).toString('base64url')}`, '?cursor=no-es-un-cursor']) {
      const { status, body } = await page(query);
      expect({ query, status, body }).toMatchObject({ status: 400, body: { success: false, error: 'La petición no es válida' } });
    }
    const full = await page('?limit=100');
    expect(full.status).toBe(200);
    expect(full.body.nextCursor).toBeNull();
  });
});
