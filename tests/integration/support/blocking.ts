// Blocking for integration tests: holdings made of completed, minted investments (written directly and
// minted through the ledger: the steps themselves are tested in investments.test.ts), POST /api/block
// and the reads, with their answers as JSON.
import { randomUUID } from 'node:crypto';
import type { Blocking, BlockingListResponse, InvestorListResponse } from '../../../core/investors';
import type { DbUserRow } from '../../../db/tables';
import type { TestApp } from './test-app';
import type { TestBrowser } from './browser';
import { answer, type Answer } from './investments';

/** A completed investment of `tokens` tokens of €100 (COMPLETE_PROJECT's token value), minted to the investor. */
export async function completedInvestment(app: TestApp, investor: Pick<DbUserRow, 'id' | 'domain_id'>, projectId: string, tokens: number, mintedAt = new Date()): Promise<string> {
  return app.deps.db.transaction(async (tx) => {
    const [row] = (await tx('investments')
      .insert({
        user_id: investor.id,
        project_id: projectId,
        domain_id: investor.domain_id,
        status: 'completed',
        amount_cents: tokens * 10_000,
        tokens,
        payment_reference: `RF-BLOCK-${randomUUID()}`,
        mint_at: mintedAt,
        completed_at: mintedAt,
      })
      .returning('id')) as { id: string }[];
    await app.deps.ledger.mint(tx, { investmentId: row!.id, userId: investor.id, projectId, tokens, actorId: investor.id });
    return row!.id;
  });
}

export const block = async <T = unknown>(browser: TestBrowser, body: Record<string, unknown>): Promise<Answer<T>> => answer<T>(await browser.postJson('/api/block', body));

export async function investors(browser: TestBrowser, query = ''): Promise<Answer<InvestorListResponse['data']> & Partial<Pick<InvestorListResponse, 'nextCursor' | 'can'>>> {
  const res = await browser.request(`/api/investors${query}`);
  return { status: res.status, ...((await res.json()) as InvestorListResponse) };
}

export async function blockings(browser: TestBrowser, query: string): Promise<Answer<Blocking[]> & Partial<Pick<BlockingListResponse, 'nextCursor'>>> {
  const res = await browser.request(`/api/blockings${query}`);
  return { status: res.status, ...((await res.json()) as BlockingListResponse) };
}

/** The holding as the database has it, and the tokens its open blockings freeze. */
export async function holdingState(app: TestApp, userId: string, projectId: string) {
  const holding = (await app.deps.db('token_holdings').where({ user_id: userId, project_id: projectId }).first()) as { tokens: number; frozen_tokens: number };
  const open = (await app.deps.db('blockings').where({ user_id: userId, project_id: projectId, type: 'tokens' }).whereNull('released_at').sum({ n: 'tokens' }).first()) as { n: string | number | null };
  return { tokens: holding.tokens, frozen: holding.frozen_tokens, openSum: Number(open.n ?? 0) };
}
