// Four eyes in e2e tests (issue 57): a maker's action answers 202 with the request it stored; specs about
// something else have a second person approve it through the API (the signed-in page's cookies), as the
// Aprobaciones screen does. Step-up asks nothing of demo users without a factor outside production.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test';
import type { ApprovalPending, ApprovalRequest } from '../../../core/approvals';
import { signedInPage } from './investments';
import type { DemoAccountName } from './login';

const headers = () => ({ origin: new URL(test.info().project.use.baseURL!).origin, 'Idempotency-Key': randomUUID() });

async function data<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), `${answer.url()} → ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The request a maker's answer names (the action waits for a second person: 202). */
export async function proposedRequest(answer: APIResponse): Promise<ApprovalRequest> {
  expect(answer.status(), `${answer.url()} → ${answer.status()} ${await answer.text()}`).toBe(202);
  return (await data<ApprovalPending>(answer)).approval;
}

/** Which request: the one about a subject (its id), or the first the test's own rule picks. */
export type RequestMatch = string | ((request: ApprovalRequest) => boolean);

/** The pending request the checker may decide that `match` picks, as their list shows it. */
export async function pendingRequest(checker: Page, match: RequestMatch): Promise<ApprovalRequest> {
  const list = await data<ApprovalRequest[]>(await checker.request.get('/api/approvals?view=pending&limit=100'));
  const picks = typeof match === 'string' ? (candidate: ApprovalRequest) => candidate.subject.id === match : match;
  const request = list.find((candidate) => candidate.can.decide && picks(candidate));
  expect(request, `no pending request for ${String(match)}`).toBeDefined();
  return request!;
}

export async function approveRequest(checker: Page, id: string, comment?: string): Promise<ApprovalRequest> {
  return data<ApprovalRequest>(await checker.request.post(`/api/approvals/${id}/approve`, { headers: headers(), data: comment ? { comment } : {} }));
}

/**
 * Approves, as a second person signed in on a page of their own (admin2 by default), the request waiting
 * that `match` picks: what a spec whose subject is another part of the path needs after a maker's action.
 */
export async function approveAsSecondPerson(browser: Browser, match: RequestMatch, account: DemoAccountName = 'admin2'): Promise<ApprovalRequest> {
  const checker = await signedInPage(browser, account);
  try {
    const request = await pendingRequest(checker, match);
    return await approveRequest(checker, request.id);
  } finally {
    await checker.context().close();
  }
}
