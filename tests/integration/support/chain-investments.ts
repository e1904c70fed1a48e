// Investments on the chain for integration tests: a project whose token is confirmed and an investor whose
// approved KYC registered their wallet, and an investment taken through its steps up to the mint.
import { expect } from 'vitest';
import type { Address } from 'viem';
import type { Investment } from '../../../core/investments';
import type { Project } from '../../../core/projects';
import type { TestApp } from './test-app';
import type { TestBrowser } from './browser';
import { signedInBrowser } from './sign-in';
import { createTestUser } from './users';
import { submitCompleteApplication } from './kyc';
import { personalWithFreshWallet } from '../../fixtures/kyc';
import { ACCEPT, answer, invest, publishedProject, step } from './investments';
import { eventually } from './chain-waits';
import { approvedBySecondAdmin } from './approvals';

export const investmentOf = async (browser: TestBrowser, id: string) => ((await (await browser.request(`/api/investment/${id}`)).json()) as { data: Investment }).data;

/** A published project with its token confirmed on chain, and an investor whose approved KYC registered their wallet. */
export async function tokenAndInvestor(app: TestApp, admin: TestBrowser, personal: Record<string, unknown> = personalWithFreshWallet()) {
  const project = await publishedProject(admin);
  const token = (await eventually(app, async () => ((await (await admin.request(`/api/projects/${project.id}`)).json()) as { data: Project }).data.token)).address as Address;
  const user = await createTestUser(app.deps.db, { domainId: 1 });
  const browser = await signedInBrowser(app, user);
  await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${await submitCompleteApplication(browser, personal)}`, {}));
  return { project, token, user, browser, wallet: personal.wallet as Address };
}

/** An investment taken up to its mint step (the ERIR step by `admin`, who may act as ERIR). */
export async function atMint(admin: TestBrowser, project: { id: string; whitepaper?: { id: string } }, browser: TestBrowser, amount: number): Promise<string> {
  const { data: created } = await answer(await invest(browser, { project_id: project.id, amount }));
  expect((await answer(await step(browser, created.id, { ...ACCEPT, whitepaper_document_id: project.whitepaper!.id }))).data.status).toBe('payment');
  for (const [who, from] of [[browser, 'payment'], [admin, 'review'], [admin, 'erir']] as const) {
    expect((await answer(await step(who, created.id, { from_status: from }))).status).toBe(200);
  }
  return created.id;
}

/** An investment minted on chain: the admin's mint, then the chain's confirmation. */
export async function minted(app: TestApp, admin: TestBrowser, project: { id: string; whitepaper?: { id: string } }, browser: TestBrowser, amount: number): Promise<Investment> {
  const id = await atMint(admin, project, browser, amount);
  await approvedBySecondAdmin(app, await step(admin, id, { from_status: 'mint' }));
  return eventually(app, async () => {
    const seen = await investmentOf(browser, id);
    return seen.status === 'completed' && seen;
  });
}
