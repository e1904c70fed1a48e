// The demo data on the embedded chain, seeded through the platform's own commands: every command is carried
// out without a refusal, each holding of the register is the wallet's balance and frozen part on chain, the
// blocked project's token is paused and the blocked investor's wallet frozen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { permissionedToken } from '../../chain/generated/contracts';
import { seedDemo } from '../../bff/demo/seed';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { decide, proposed } from './support/approvals';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { queueDrained } from './support/chain-waits';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  expect(await seedDemo(app.deps.db, app.deps.blobs, app.deps.vault, app.deps.chain)).toEqual({ created: true });
});
afterAll(() => app?.close());

describe('the demo data on the chain', () => {
  it('carries out every demo command, and the chain holds what the register says', async () => {
    await queueDrained(app);
    const { db, chain } = app.deps;
    expect(await db('chain_commands').where({ status: 'failed' }).select('kind', 'last_error')).toEqual([]);
    const tokenOf = new Map((await db('chain_commands').where({ kind: 'deploy_token' }).select('subject_id', 'contract')).map((r) => [r.subject_id as string, r.contract as Address]));
    const walletOf = new Map((await db('kyc_applications').where({ status: 'APPROVED' }).select('user_id', 'wallet')).map((r) => [r.user_id as string, r.wallet as Address]));
    const read = <T>(project: string, functionName: 'balanceOf' | 'getFrozenTokens' | 'isFrozen', wallet: Address) =>
      chain!.client.readContract({ address: tokenOf.get(project)!, abi: permissionedToken.abi, functionName, args: [wallet] }) as Promise<T>;

    const holdings = await db('token_holdings').select('user_id', 'project_id', 'tokens', 'frozen_tokens');
    expect(holdings.length).toBeGreaterThan(0);
    for (const holding of holdings) {
      const wallet = walletOf.get(holding.user_id)!;
      expect(await read<bigint>(holding.project_id, 'balanceOf', wallet)).toBe(BigInt(holding.tokens));
      expect(await read<bigint>(holding.project_id, 'getFrozenTokens', wallet)).toBe(BigInt(holding.frozen_tokens));
    }
    const paused = await db('projects').where({ status: 'blocked' }).pluck('id');
    for (const project of tokenOf.keys()) {
      const isPaused = await chain!.client.readContract({ address: tokenOf.get(project)!, abi: permissionedToken.abi, functionName: 'paused' });
      expect(isPaused).toBe(paused.includes(project));
    }
    const blocked = await db('users').where({ status: 'BLOCKED' }).pluck('id');
    expect(holdings.some((h) => blocked.includes(h.user_id)) && paused.length > 0 && holdings.some((h) => h.frozen_tokens > 0)).toBe(true);
    for (const holding of holdings.filter((h) => blocked.includes(h.user_id))) {
      expect(await read<boolean>(holding.project_id, 'isFrozen', walletOf.get(holding.user_id)!)).toBe(true);
    }
  });
});

describe('blocking on the chain', () => {
  const tokenAt = async (project: string) => (await app.deps.db('chain_commands').where({ kind: 'deploy_token', subject_id: project }).first()).contract as Address;
  const read = async (project: string, functionName: 'paused' | 'isFrozen', wallet?: Address) =>
    app.deps.chain!.client.readContract({ address: await tokenAt(project), abi: permissionedToken.abi, functionName, args: (wallet ? [wallet] : []) as never });

  it("pauses a blocked project's token and freezes a blocked investor's wallet; unblocking undoes both", async () => {
    const admin = await signedInBrowser(app, DEMO_ACCOUNTS.admin);
    const investor = await app.deps.db('users').where({ email: DEMO_ACCOUNTS.investor.email }).first();
    const wallet = (await app.deps.db('kyc_applications').where({ user_id: investor.id }).first()).wallet as Address;
    const [holding] = await app.deps.db('token_holdings').where({ user_id: investor.id });
    const project = holding.project_id as string;
    const block = (body: object) => admin.postJson('/api/block', { reason: 'Prueba en la cadena', ...body });

    expect((await block({ type: 'investor', action: 'block', userId: investor.id })).status).toBe(200);
    expect((await block({ type: 'project', action: 'block', projectId: project })).status).toBe(200);
    await queueDrained(app);
    expect([await read(project, 'isFrozen', wallet), await read(project, 'paused')]).toEqual([true, true]);

    // Unblocking waits for the second demo admin's approval (issue 57).
    const admin2 = await signedInBrowser(app, DEMO_ACCOUNTS.admin2);
    for (const unblock of [{ type: 'investor', action: 'unblock', userId: investor.id }, { type: 'project', action: 'unblock', projectId: project }]) {
      const request = await proposed(await block(unblock));
      expect((await decide(admin2, request.id, 'approve')).status).toBe(200);
    }
    await queueDrained(app);
    expect([await read(project, 'isFrozen', wallet), await read(project, 'paused')]).toEqual([false, false]);
    expect(Number((await app.deps.db('chain_commands').where({ status: 'failed' }).count({ n: '*' }).first())!.n)).toBe(0);
  });
});
