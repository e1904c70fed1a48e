// The platform's contracts on a real EVM (the embedded anvil): every agent operation and every refusal of
// the permissioned token (chain/contracts, issue 56): an unverified receiver, a frozen wallet, frozen
// tokens, a pause, a reused mint reference, a caller without the agent role; and the reconciliation's view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  http,
  keccak256,
  parseEther,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { identityRegistry, permissionedToken } from '../../chain/generated/contracts';
import { startEmbeddedChain, type EmbeddedChain } from '../../bff/chain/embedded-chain';
import { WALLETS_PER_CALL } from '../../bff/chain/reconcile';

let chain: EmbeddedChain;
let publicClient: PublicClient;
let registry: Address;
let token: Address;
const newAccount = () => privateKeyToAccount(generatePrivateKey());
const [owner, agent, alice, bob, stranger] = [newAccount(), newAccount(), newAccount(), newAccount(), newAccount()];

function walletOf(account: PrivateKeyAccount) {
  return createWalletClient({ account, chain: foundry, transport: http(chain.rpcUrl) });
}

async function deploy(account: PrivateKeyAccount, contract: { abi: readonly unknown[]; bytecode: Hex }, args: readonly unknown[]) {
  const hash = await walletOf(account).deployContract({ abi: contract.abi, bytecode: contract.bytecode, args } as never);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  return receipt.contractAddress!;
}

/** Sends an agent (or other) call and waits for it to be mined; a refusal rejects with the contract's error. */
async function call(account: PrivateKeyAccount, functionName: string, args: readonly unknown[], address = token) {
  const abi = address === token ? permissionedToken.abi : identityRegistry.abi;
  const { request } = await publicClient.simulateContract({ account, address, abi, functionName, args } as never);
  const hash = await walletOf(account).writeContract(request as never);
  return publicClient.waitForTransactionReceipt({ hash });
}

function read<T>(functionName: string, args: readonly unknown[] = []): Promise<T> {
  return publicClient.readContract({ address: token, abi: permissionedToken.abi, functionName, args } as never) as Promise<T>;
}

const ref = (id: string) => keccak256(toHex(id));

beforeAll(async () => {
  chain = await startEmbeddedChain({ chainId: foundry.id });
  publicClient = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) });
  const test = createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.rpcUrl) });
  for (const account of [owner, agent, alice, bob, stranger]) await test.setBalance({ address: account.address, value: parseEther('10') });
  registry = await deploy(owner, identityRegistry, [owner.address, agent.address]);
  token = await deploy(owner, permissionedToken, ['Edificio Sol', 'SOL', registry, owner.address, agent.address]);
  await call(agent, 'registerIdentity', [alice.address], registry);
  await call(agent, 'registerIdentity', [bob.address], registry);
});

afterAll(() => chain?.stop());

describe('the permissioned token', () => {
  it('has whole units and the project name and symbol', async () => {
    expect(await read('decimals')).toBe(0);
    expect(await read('name')).toBe('Edificio Sol');
    expect(await read('symbol')).toBe('SOL');
  });

  it('mints to a verified wallet once per reference', async () => {
    await call(agent, 'mint', [alice.address, 100n, ref('inv-1')]);
    expect(await read('balanceOf', [alice.address])).toBe(100n);
    await expect(call(agent, 'mint', [alice.address, 100n, ref('inv-1')])).rejects.toThrow(/ReferenceAlreadyUsed/);
    expect(await read('balanceOf', [alice.address])).toBe(100n);
  });

  it('refuses a mint or a transfer to an unverified wallet', async () => {
    await expect(call(agent, 'mint', [stranger.address, 1n, ref('inv-2')])).rejects.toThrow(/ReceiverNotVerified/);
    await expect(call(alice, 'transfer', [stranger.address, 1n])).rejects.toThrow(/ReceiverNotVerified/);
  });

  it('lets a holder transfer free tokens to a verified wallet', async () => {
    await call(alice, 'transfer', [bob.address, 10n]);
    expect(await read('balanceOf', [bob.address])).toBe(10n);
  });

  it('refuses every agent operation to a caller without the agent role', async () => {
    for (const [name, args] of [
      ['mint', [alice.address, 1n]],
      ['burn', [alice.address, 1n]],
      ['setAddressFrozen', [alice.address, true]],
      ['freezePartialTokens', [alice.address, 1n]],
      ['unfreezePartialTokens', [alice.address, 1n]],
      ['pause', []],
      ['forcedTransfer', [alice.address, bob.address, 1n]],
    ] as const) {
      await expect(call(owner, name, args), name).rejects.toThrow(/AccessControlUnauthorizedAccount/);
    }
    await expect(call(stranger, 'registerIdentity', [stranger.address], registry)).rejects.toThrow(/AccessControlUnauthorizedAccount/);
  });

  it('freezes a wallet: no transfer out or in, no mint to it, until unfrozen', async () => {
    await call(agent, 'setAddressFrozen', [bob.address, true]);
    expect(await read('isFrozen', [bob.address])).toBe(true);
    await expect(call(bob, 'transfer', [alice.address, 1n])).rejects.toThrow(/WalletFrozen/);
    await expect(call(alice, 'transfer', [bob.address, 1n])).rejects.toThrow(/WalletFrozen/);
    await expect(call(agent, 'mint', [bob.address, 1n, ref('inv-3')])).rejects.toThrow(/WalletFrozen/);
    await call(agent, 'setAddressFrozen', [bob.address, false]);
    await call(bob, 'transfer', [alice.address, 1n]);
  });

  it('freezes part of a balance: only the free part moves', async () => {
    await call(agent, 'freezePartialTokens', [alice.address, 80n]);
    expect(await read('getFrozenTokens', [alice.address])).toBe(80n);
    await expect(call(agent, 'freezePartialTokens', [alice.address, 100n])).rejects.toThrow(/FreeBalanceTooLow/);
    await expect(call(alice, 'transfer', [bob.address, 12n])).rejects.toThrow(/FreeBalanceTooLow/);
    await call(alice, 'transfer', [bob.address, 11n]);
    await expect(call(agent, 'unfreezePartialTokens', [alice.address, 81n])).rejects.toThrow(/FrozenTokensTooLow/);
    await call(agent, 'unfreezePartialTokens', [alice.address, 80n]);
    expect(await read('getFrozenTokens', [alice.address])).toBe(0n);
  });

  it('pauses: no mint and no transfer until unpaused', async () => {
    await call(agent, 'pause', []);
    expect(await read('paused')).toBe(true);
    await expect(call(agent, 'mint', [alice.address, 1n, ref('inv-4')])).rejects.toThrow(/EnforcedPause/);
    await expect(call(alice, 'transfer', [bob.address, 1n])).rejects.toThrow(/EnforcedPause/);
    await call(agent, 'unpause', []);
    expect(await read('paused')).toBe(false);
  });

  it('forced transfer moves frozen tokens of a frozen wallet to a verified one, never to an unverified one', async () => {
    const before = (await read<bigint>('balanceOf', [alice.address])) + (await read<bigint>('balanceOf', [bob.address]));
    await call(agent, 'freezePartialTokens', [alice.address, 5n]);
    await call(agent, 'setAddressFrozen', [alice.address, true]);
    const balance = await read<bigint>('balanceOf', [alice.address]);
    await expect(call(agent, 'forcedTransfer', [alice.address, stranger.address, balance])).rejects.toThrow(/ReceiverNotVerified/);
    await call(agent, 'forcedTransfer', [alice.address, bob.address, balance]);
    expect(await read('balanceOf', [alice.address])).toBe(0n);
    expect(await read('getFrozenTokens', [alice.address])).toBe(0n);
    expect((await read<bigint>('balanceOf', [bob.address])) + 0n).toBe(before);
  });

  it('burns, unfreezing what the free balance lacks', async () => {
    const balance = await read<bigint>('balanceOf', [bob.address]);
    await call(agent, 'freezePartialTokens', [bob.address, balance]);
    await call(agent, 'burn', [bob.address, 3n]);
    expect(await read('balanceOf', [bob.address])).toBe(balance - 3n);
    expect(await read('getFrozenTokens', [bob.address])).toBe(balance - 3n);
  });

  it("reads many wallets' balance, frozen part and freeze in one call", async () => {
    const wallets = [alice.address, bob.address, stranger.address];
    const oneByOne = await Promise.all(
      wallets.map(async (wallet) => ({ balance: await read('balanceOf', [wallet]), frozenTokens: await read('getFrozenTokens', [wallet]), frozen: await read('isFrozen', [wallet]) })),
    );
    expect(oneByOne).toEqual([
      { balance: 0n, frozenTokens: 0n, frozen: true },
      { balance: expect.any(BigInt), frozenTokens: expect.any(BigInt), frozen: false },
      { balance: 0n, frozenTokens: 0n, frozen: false },
    ]);
    expect(oneByOne[1]!.frozenTokens).toBeGreaterThan(0n);
    expect(await read('holdings', [wallets])).toEqual(oneByOne);
    expect(await read('holdings', [[]])).toEqual([]);
  });

  it("keeps the reconciliation's call of the most wallets far under a node's eth_call gas cap", async () => {
    const wallets = Array.from({ length: WALLETS_PER_CALL }, (_, i) => toHex(i + 1, { size: 20 }));
    const gas = await publicClient.estimateGas({ to: token, data: encodeFunctionData({ abi: permissionedToken.abi, functionName: 'holdings', args: [wallets] }) });
    // geth's default cap (--rpc.gascap) is 50 M; every storage read here is cold, as in a real call.
    expect(gas).toBeLessThan(10_000_000n);
  });

  it('forgets a wallet the registry removes: no more tokens to it', async () => {
    await call(agent, 'deleteIdentity', [bob.address], registry);
    await expect(call(agent, 'mint', [bob.address, 1n, ref('inv-5')])).rejects.toThrow(/ReceiverNotVerified/);
  });
});
