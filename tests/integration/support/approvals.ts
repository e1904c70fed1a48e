// Four eyes in tests (issue 57): a maker's action answers 202 with the request it stored; a second admin of
// the same app (created once per app, a step-up proved) approves it, which carries the action out.
import type { ApprovalPending, ApprovalRequest } from '../../../core/approvals';
import type { TestApp } from './test-app';
import type { TestBrowser } from './browser';
import type { Investment } from '../../../core/investments';
import { answer, step, type Answer } from './investments';
import { signedInBrowser } from './sign-in';
import { createTestUser } from './users';
import { stepUp } from './second-factor';

const checkers = new WeakMap<TestApp, Promise<TestBrowser>>();

/** An admin who proposes nothing in the tests: every request's possible checker. */
export function secondAdmin(app: TestApp): Promise<TestBrowser> {
  let checker = checkers.get(app);
  if (!checker) {
    checker = createTestUser(app.deps.db, { isAdmin: true, email: `checker-${Math.random().toString(36).slice(2, 10)}@example.com` }).then((user) => signedInBrowser(app, user));
    checkers.set(app, checker);
  }
  return checker;
}

/** The request a maker's 202 answer names. */
export async function proposed(res: Response): Promise<ApprovalRequest> {
  const pending = await answer<ApprovalPending>(res);
  if (pending.status !== 202) throw new Error(`expected the action to wait for approval (202), got ${pending.status}: ${JSON.stringify(pending)}`);
  return pending.data.approval;
}

export async function decide(checker: TestBrowser, id: string, decision: 'approve' | 'reject', comment?: string): Promise<Answer<ApprovalRequest>> {
  await stepUp(checker);
  return answer<ApprovalRequest>(await checker.postJson(`/api/approvals/${id}/${decision}`, comment === undefined ? {} : { comment }));
}

/** Approves, as the second admin, the request the maker's answer `res` (a 202) names; fails the test unless it is carried out. */
export async function approvedBySecondAdmin(app: TestApp, res: Response): Promise<ApprovalRequest> {
  const request = await proposed(res);
  const decided = await decide(await secondAdmin(app), request.id, 'approve');
  if (decided.status !== 200) throw new Error(`approval of ${request.kind} refused with ${decided.status}: ${JSON.stringify(decided)}`);
  return decided.data;
}

/** A step of the investment by `browser`, carried out: the mint's request approved by the second admin, then the investment read again. */
export async function stepCarriedOut(app: TestApp, browser: TestBrowser, id: string, body: Record<string, unknown> = {}): Promise<Answer<Investment>> {
  const res = await step(browser, id, body);
  if (res.status !== 202) return answer(res);
  await approvedBySecondAdmin(app, res);
  return answer(await browser.request(`/api/investment/${id}`));
}
