// The admins' view of the chain's queue over HTTP: the commands not yet done and the failed ones, newest
// first in pages, and a failed command put back in the queue (audited, signed anew) — never a mint, never
// one that has not failed, never a deploy another has replaced; both routes answer chain_off without a chain.
// And what an attacker tries on them: a forged Host, another site's request, a retry raced many times over,
// a huge body, a made-up query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { permissionedToken } from '../../chain/generated/contracts';
import type { ChainCommand } from '../../core/chain';
import type { DbChainCommandRow } from '../../db/tables';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { COMPLETE_PROJECT, readJson, saveProject } from './support/projects';
import type { TestBrowser } from './support/browser';
import { eventually } from './support/chain-waits';
import { raw } from './support/raw-request';
import { CHAIN_RETRY_LIMIT } from '../../bff/routes/chain';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, domainId: 1 }));
});
afterAll(() => app?.close());

const commandRow = async (id: number) => (await app.deps.db<DbChainCommandRow>('chain_commands').where({ id }).first())!;
const settled = (id: number, status: DbChainCommandRow['status']) => eventually(app, async () => ((await commandRow(id)).status === status ? commandRow(id) : null));

const listed = async (query: string) => readJson(await admin.request(`/api/chain/commands${query}`));
const retry = async (id: number | string) => readJson(await admin.postJson(`/api/chain/commands/${id}/retry`, {}));

type NewCommand = Pick<DbChainCommandRow, 'kind' | 'args' | 'subject_type' | 'subject_id'>;

/** A command for the app's chain and (unless `outcome` names another signer) agent, as the app writes them (the worker's poll takes it up). */
async function queued(command: NewCommand, outcome: Partial<DbChainCommandRow> = {}): Promise<number> {
  const chain = app.deps.chain!;
  const [row] = await app.deps
    .db('chain_commands')
    .insert({ chain_id: chain.chainId, signer: chain.agent, ...command, ...outcome, args: JSON.stringify(command.args) })
    .returning('id');
  return Number((row as { id: number | string }).id);
}

/** A command the worker refused, written so (how commands fail is chain-worker.test.ts's). */
const failedRow = (command: NewCommand) => queued(command, { status: 'failed', last_error: 'refused', done_at: new Date() });

describe('the chain command queue for admins', () => {
  let projectId: string;
  let pauseId: number;

  it('lists a failed command with its subject and error, and puts it back once its token exists', async () => {
    // A draft has no token: pausing it is refused by the worker ('token not deployed').
    projectId = (await saveProject(admin, { ...COMPLETE_PROJECT, name: 'Mirador del Puerto', status: 'draft' })).body.data.id as string;
    pauseId = await queued({ kind: 'pause', args: { project: projectId }, subject_type: 'project', subject_id: projectId });
    await settled(pauseId, 'failed');

    const failed = await listed('?status=failed');
    expect(failed.status).toBe(200);
    const shown = (failed.body.data as ChainCommand[]).find((command) => command.id === pauseId);
    expect(shown).toMatchObject({
      kind: 'pause',
      status: 'failed',
      subject: { type: 'project', id: projectId, label: 'Mirador del Puerto' },
      project: { id: projectId, name: 'Mirador del Puerto' },
      error: 'token not deployed',
      nonce: null,
      tx_hash: null,
      can: { retry: true },
    });
    expect(Date.parse(shown!.updated_at)).toBeGreaterThanOrEqual(Date.parse(shown!.created_at));

    // Published, the project's token is deployed; the pause, retried, is signed with a fresh nonce and confirmed.
    await saveProject(admin, { ...COMPLETE_PROJECT, projectId, name: 'Mirador del Puerto', status: 'active' });
    const token = await eventually(app, async () => (await app.deps.chain!.tokenAddress(app.deps.db, projectId)) as Address | null);
    const answer = await retry(pauseId);
    expect(answer).toEqual({ status: 200, body: { success: true } });
    const confirmed = await settled(pauseId, 'confirmed');
    expect(confirmed).toMatchObject({ last_error: null, attempts: 0, contract: token });
    expect(await app.deps.chain!.client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'paused' })).toBe(true);

    const audit = await app.deps.db('audit_log').where({ action: 'chain.retry', target_id: String(pauseId) });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'chain_command', before: { status: 'failed', kind: 'pause', error: 'token not deployed' }, after: { status: 'pending' } });
    expect(((await listed('?status=failed')).body.data as ChainCommand[]).map((command) => command.id)).not.toContain(pauseId);
  });

  it('lists the commands not yet done, newest first, a page at a time', async () => {
    const chain = app.deps.chain!;
    await chain.worker.stop();
    try {
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await queued({ kind: 'unpause', args: { project: projectId }, subject_type: 'project', subject_id: projectId }));
      const first = await listed('?limit=2');
      expect(first.status).toBe(200);
      expect((first.body.data as ChainCommand[]).map((command) => [command.id, command.status, command.can.retry])).toEqual([
        [ids[2], 'pending', false],
        [ids[1], 'pending', false],
      ]);
      const rest = await listed(`?limit=2&cursor=${first.body.nextCursor as string}`);
      expect((rest.body.data as ChainCommand[]).map((command) => command.id)).toEqual([ids[0]]);
      expect(rest.body.nextCursor).toBeNull();
      // Not failed: nothing to retry.
      expect(await retry(ids[0]!)).toMatchObject({ status: 409, body: { success: false, code: 'chain_command_not_failed' } });
    } finally {
      chain.worker.start();
    }
  });

  it('refuses to retry a mint, a deploy another has replaced, a confirmed command and an unknown one', async () => {
    const investment = '0b6f3c1e-2222-4d4d-8e8e-000000000001';
    const mintId = await failedRow({ kind: 'mint', args: { project: projectId, to: '0x0000000000000000000000000000000000000001', amount: 1, investment }, subject_type: 'investment', subject_id: investment });
    expect(await retry(mintId)).toMatchObject({ status: 409, body: { success: false, code: 'chain_mint_retry' } });
    expect((await commandRow(mintId)).status).toBe('failed');
    const minted = ((await listed('?status=failed')).body.data as ChainCommand[]).find((command) => command.id === mintId);
    expect(minted).toMatchObject({ subject: { type: 'investment', label: null }, can: { retry: false } });

    const deployId = await failedRow({ kind: 'deploy_token', args: { project: projectId, name: 'Mirador del Puerto', symbol: 'MDP', owner: app.deps.chain!.owner }, subject_type: 'project', subject_id: projectId });
    expect(await retry(deployId)).toMatchObject({ status: 409, body: { success: false, code: 'chain_command_superseded' } });

    expect(await retry(pauseId)).toMatchObject({ status: 409, body: { success: false, code: 'chain_command_not_failed' } });
    expect(await retry(987_654_321)).toMatchObject({ status: 404, body: { success: false, code: 'chain_command_not_found' } });
    expect((await retry('not-a-number')).status).toBe(400);
    expect((await listed('?status=confirmed')).status).toBe(400);
    expect((await listed('?cursor=bad')).body).toMatchObject({ success: false, code: 'cursor_invalid' });
    expect(await app.deps.db('audit_log').where({ action: 'chain.retry' })).toHaveLength(1);
  });
});

describe('the chain routes under attack', () => {
  /** A failed pause signed by a key the worker does not hold: once back to pending it stays so, for the test to read. */
  const foreignFailed = () =>
    queued(
      { kind: 'pause', args: { project: '7d1c1d8e-1111-4c4c-9c9c-0000000000aa' }, subject_type: 'project', subject_id: '7d1c1d8e-1111-4c4c-9c9c-0000000000aa' },
      { status: 'failed', last_error: 'refused', done_at: new Date(), signer: '0x00000000000000000000000000000000000000aa' },
    );
  const retryAudits = (id: number) => app.deps.db('audit_log').where({ action: 'chain.retry', target_id: String(id) });

  it('refuses every chain route through a Host that is not configured, with the admin\'s own cookie', async () => {
    const id = await foreignFailed();
    const cookie = admin.cookieHeader('/api/chain');
    for (const [method, pathname] of [['GET', '/api/chain'], ['GET', '/api/chain/commands?status=failed'], ['POST', `/api/chain/commands/${id}/retry`]] as const) {
      const res = await raw(app, pathname, { host: 'evil.example', cookie, 'content-type': 'application/json' }, method, method === 'POST' ? '{}' : undefined);
      expect(res.status, `${method} ${pathname}`).toBe(400);
      expect(JSON.parse(res.body), `${method} ${pathname}`).toMatchObject({ success: false, code: 'unknown_origin' });
    }
    expect((await commandRow(id)).status).toBe('failed');
    expect(await retryAudits(id)).toHaveLength(0);
  });

  it("refuses a retry sent from another site, by its Origin or by the browser's Sec-Fetch-Site", async () => {
    const id = await foreignFailed();
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: app.url.replace('127.0.0.1', 'localhost') }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      expect(await readJson(await admin.postJson(`/api/chain/commands/${id}/retry`, {}, headers)), JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { success: false, code: 'cross_site_request' },
      });
    }
    expect((await commandRow(id)).status).toBe('failed');
    expect(await retryAudits(id)).toHaveLength(0);
  });

  it('puts a command back once however many retries race for it, and limits an admin to 30 a minute', async () => {
    const id = await foreignFailed();
    const racer = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, domainId: 1 }));
    const answers = await Promise.all(Array.from({ length: CHAIN_RETRY_LIMIT.points }, () => racer.postJson(`/api/chain/commands/${id}/retry`, {}).then(readJson)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CHAIN_RETRY_LIMIT.points - 1);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toMatchObject({ success: false, code: 'chain_command_not_failed' });
    expect(await retryAudits(id)).toHaveLength(1);
    expect(await commandRow(id)).toMatchObject({ status: 'pending', last_error: null, attempts: 0 });

    // Those 30 were this admin's minute (CHAIN_RETRY_LIMIT): the next is refused before any command is read.
    const next = await foreignFailed();
    const refused = await racer.postJson(`/api/chain/commands/${next}/retry`, {});
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await readJson(refused)).toMatchObject({ status: 429, body: { success: false, code: 'too_many_retries', error: expect.stringContaining('Espera un minuto') } });
    expect((await commandRow(next)).status).toBe('failed');
    // Another admin's retries are their own.
    expect((await retry(id)).status).toBe(409);
  });

  it('refuses a 10 MB body to the retry route with 413, leaving the command as it was', async () => {
    const id = await foreignFailed();
    const res = await admin.postJson(`/api/chain/commands/${id}/retry`, { padding: 'x'.repeat(10 * 1024 * 1024) });
    expect(await readJson(res)).toMatchObject({ status: 413, body: { success: false, error: expect.any(String) } });
    expect((await commandRow(id)).status).toBe('failed');
  });

  it('refuses made-up list parameters with 400, never a 500', async () => {
    for (const query of ['?status=confirmed', '?status=pending&status=failed', '?limit=0', '?limit=101', '?limit=1e2', '?limit=-1', '?limit=abc', '?cursor=bad', `?cursor=${'A'.repeat(201)}`, `?cursor=${Buffer.from('9999999999999999').toString('base64url')}`, `?cursor=${Buffer.from('1 OR 1=1').toString('base64url')}`]) {
      const answer = await listed(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

describe('without a chain', () => {
  let off: TestApp;
  afterAll(() => off?.close());

  it('answers chain_off to both routes', async () => {
    off = await startTestApp();
    const someone = await signedInBrowser(off, await createTestUser(off.deps.db, { isAdmin: true, domainId: 1 }));
    expect(await readJson(await someone.request('/api/chain/commands'))).toMatchObject({ status: 404, body: { success: false, code: 'chain_off' } });
    expect(await readJson(await someone.postJson('/api/chain/commands/1/retry', {}))).toMatchObject({ status: 404, body: { success: false, code: 'chain_off' } });
  });
});
