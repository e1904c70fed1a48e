// The platform's actions reach the chain through HTTP: publishing a project deploys its token (shown on
// the project once confirmed, with the project's name and a symbol from it), approving a KYC registers the
// investor's wallet in the identity registry, and GET /api/chain tells admins how the chain stands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { identityRegistry, permissionedToken } from '../../chain/generated/contracts';
import type { ChainStatus } from '../../core/chain';
import type { Project } from '../../core/projects';
import { approvedBySecondAdmin } from './support/approvals';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { COMPLETE_PROJECT, saveProject } from './support/projects';
import { PERSONAL, freshWallet, submitCompleteApplication } from './support/kyc';
import type { TestBrowser } from './support/browser';
import { eventually } from './support/chain-waits';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, domainId: 1 }));
});
afterAll(() => app?.close());

const projectOf = async (id: string) => ((await (await admin.request(`/api/projects/${id}`)).json()) as { data: Project }).data;

describe('tokens on the chain', () => {
  it('deploys a project token on publishing, and shows it on the project once confirmed', async () => {
    const draft = await saveProject(admin, { ...COMPLETE_PROJECT, name: 'Residencial Las Dunas', status: 'draft' });
    expect(draft.body.data.token).toBeNull();
    const published = await saveProject(admin, { ...COMPLETE_PROJECT, projectId: draft.body.data.id, name: 'Residencial Las Dunas', status: 'active' });
    expect(published.status).toBe(200);
    const token = await eventually(app, async () => (await projectOf(draft.body.data.id)).token);
    expect(token.chain_id).toBe(app.deps.chain!.chainId);
    const read = (functionName: 'name' | 'symbol' | 'decimals') => app.deps.chain!.client.readContract({ address: token.address as Address, abi: permissionedToken.abi, functionName });
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual(['Residencial Las Dunas', 'RLD', 0]);
    // Saving the published project again deploys nothing more.
    await saveProject(admin, { ...COMPLETE_PROJECT, projectId: draft.body.data.id, name: 'Residencial Las Dunas', status: 'active' });
    expect((await app.deps.db('chain_commands').where({ kind: 'deploy_token', subject_id: draft.body.data.id })).length).toBe(1);
  });

  it("registers an approved investor's wallet in the identity registry", async () => {
    const investor = await signedInBrowser(app, await createTestUser(app.deps.db, { domainId: 1 }));
    const wallet = freshWallet() as Address;
    const applicationId = await submitCompleteApplication(investor, { ...PERSONAL, wallet });
    const chain = app.deps.chain!;
    const registry = (await eventually(app, async () => (await app.deps.db('chain_commands').where({ kind: 'deploy_registry', status: 'confirmed' }).first())?.contract)) as Address;
    const verified = () => chain.client.readContract({ address: registry, abi: identityRegistry.abi, functionName: 'isVerified', args: [wallet] });
    expect(await verified()).toBe(false);
    await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${applicationId}`, {}));
    await eventually(app, async () => (await verified()) || null);
  });

  it('tells admins the network, the agent and its gas, and the queue', async () => {
    // The registration is on chain (the test above saw it) before the worker's next pass records it.
    await eventually(app, async () => Number((await app.deps.db('chain_commands').where({ status: 'confirmed' }).count({ n: '*' }).first())?.n) >= 3);
    const res = await admin.request('/api/chain');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { data } = (await res.json()) as { data: ChainStatus };
    expect(data).toMatchObject({ chain_id: app.deps.chain!.chainId, network: 'Anvil (local)', embedded: true, rpc_url: app.deps.chain!.embeddedRpcUrl, agent: { address: app.deps.chain!.agent, low_balance: false } });
    expect(BigInt(data.agent.balance_wei!)).toBeGreaterThan(0n);
    expect(data.commands.confirmed).toBeGreaterThanOrEqual(3);
    expect(data.commands.failed).toBe(0);
  });
});
