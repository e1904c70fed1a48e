// Reconciliation of the register with the chain (docs/chain.md): every holding's balance, frozen part and
// wallet freeze, and every token's pause, read from the contracts and compared with what the register says
// they must be (core/reconciliation.ts). A run is stored; one with differences also writes an audit row.
import { BaseError, ContractFunctionRevertedError, type Address, type PublicClient } from 'viem';
import type { Db } from '../../db/knex';
import { permissionedToken } from '../../chain/generated/contracts';
import { compareRegisterWithChain, type HoldingState, type ReconciliationDifference, type TokenReading } from '../../core/reconciliation';
import { finishReconciliation, readRegister, startReconciliation, type RegisterHolding, type RegisterToken } from '../../db/queries/chain-reconciliations';
import { insertAudit } from '../../db/queries/audit';

export interface ReconcileOptions {
  db: Db;
  chainId: number;
  /** Best with a batching transport: a run's calls go out together. */
  client: PublicClient;
  /** The run's row when it was claimed already (the schedule); a new one otherwise. */
  runId?: number;
}

/** What a run stores in its row's details. */
export interface ReconciliationDetails {
  /** The first STORED_DIFFERENCES of them: a chain wholly apart from the register must not make a row of megabytes. */
  differences: ReconciliationDifference[];
  /** Differences beyond those listed. */
  unlisted: number;
  /** Not compared: the holder has no approved wallet, or the project no confirmed token. */
  skipped: { no_wallet: number; no_token: number };
  /** Not compared: the token has commands still on their way, so the chain may legitimately lag. */
  in_flight: { tokens: number; holdings: number };
}

export interface ReconciliationRun extends ReconciliationDetails {
  id: number;
  holdings: number;
  /** Holdings and tokens' pause that disagree; 0 is green. */
  differences_count: number;
}

/**
 * Wallets per holdings() call: each costs three cold storage reads, so a call stays a few million gas and an
 * answer of tens of KB, well under the eth_call gas caps and answer sizes of public nodes
 * (chain-contracts.test.ts measures its gas).
 */
export const WALLETS_PER_CALL = 500;
/** holdings() calls in flight at once. */
const CALLS_IN_FLIGHT = 4;
const STORED_DIFFERENCES = 1_000;
/** An audit row lists this many differences; the run's row has more. */
const AUDITED_DIFFERENCES = 20;

type HoldingView = 'balanceOf' | 'getFrozenTokens' | 'isFrozen';

/** The three views of one wallet, for a token deployed before holdings() existed. */
async function walletHolding(client: PublicClient, token: Address, wallet: Address, blockNumber: bigint): Promise<HoldingState> {
  const read = (functionName: HoldingView) => client.readContract({ address: token, abi: permissionedToken.abi, functionName, args: [wallet], blockNumber });
  const [balance, frozenTokens, walletFrozen] = await Promise.all([read('balanceOf'), read('getFrozenTokens'), read('isFrozen')]);
  return { balance: balance as bigint, frozenTokens: frozenTokens as bigint, walletFrozen: walletFrozen as boolean };
}

/** A contract refused the call itself (a token without holdings() reverts on it), rather than the node failing. */
const reverted = (err: unknown) => err instanceof BaseError && err.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null;

/** The wallets' holdings on the token, in their order, in one call; a token deployed before the view (its code never changes) wallet by wallet. */
async function chainHoldings(client: PublicClient, token: Address, wallets: Address[], blockNumber: bigint): Promise<HoldingState[]> {
  try {
    const answer = await client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'holdings', args: [wallets], blockNumber });
    return answer.map(({ balance, frozenTokens, frozen }) => ({ balance, frozenTokens, walletFrozen: frozen }));
  } catch (err) {
    if (!reverted(err)) throw err;
    return Promise.all(wallets.map((wallet) => walletHolding(client, token, wallet, blockNumber)));
  }
}

const registerHolding = (holding: RegisterHolding): HoldingState => ({
  balance: BigInt(holding.tokens),
  frozenTokens: BigInt(holding.frozen_tokens),
  walletFrozen: holding.user_status === 'BLOCKED',
});

interface Comparable {
  token: RegisterToken;
  holdings: (RegisterHolding & { wallet: string })[];
}

/** The register's tokens and holdings that can be compared now, and how many cannot (and why). */
function comparable(tokens: RegisterToken[], holdings: RegisterHolding[]): { compare: Comparable[]; skipped: ReconciliationDetails['skipped']; in_flight: ReconciliationDetails['in_flight'] } {
  const byProject = new Map(tokens.map((token) => [token.project_id, { token, holdings: [] } as Comparable]));
  const skipped = { no_wallet: 0, no_token: 0 };
  const in_flight = { tokens: tokens.filter((t) => t.in_flight).length, holdings: 0 };
  for (const holding of holdings) {
    const entry = byProject.get(holding.project_id);
    if (!entry) skipped.no_token += 1;
    else if (entry.token.in_flight) in_flight.holdings += 1;
    else if (!holding.wallet) skipped.no_wallet += 1;
    else entry.holdings.push({ ...holding, wallet: holding.wallet });
  }
  return { compare: [...byProject.values()].filter((entry) => !entry.token.in_flight), skipped, in_flight };
}

/** Every pause, then every holding in calls of WALLETS_PER_CALL wallets of one token, all at `blockNumber`. */
async function readChain(client: PublicClient, compare: Comparable[], blockNumber: bigint): Promise<TokenReading[]> {
  const paused = await Promise.all(compare.map(({ token }) => client.readContract({ address: token.contract as Address, abi: permissionedToken.abi, functionName: 'paused', blockNumber })));
  const calls = compare.flatMap(({ token, holdings }) => {
    const wallets = holdings.map((holding) => holding.wallet as Address);
    return Array.from({ length: Math.ceil(wallets.length / WALLETS_PER_CALL) }, (_, i) => ({ token: token.contract as Address, wallets: wallets.slice(i * WALLETS_PER_CALL, (i + 1) * WALLETS_PER_CALL) }));
  });
  const states: HoldingState[] = [];
  for (let start = 0; start < calls.length; start += CALLS_IN_FLIGHT) {
    const answers = await Promise.all(calls.slice(start, start + CALLS_IN_FLIGHT).map(({ token, wallets }) => chainHoldings(client, token, wallets, blockNumber)));
    states.push(...answers.flat());
  }
  let next = 0;
  return compare.map(({ token, holdings }, i) => ({
    project_id: token.project_id,
    token: token.contract,
    register: { paused: token.project_status === 'blocked' },
    chain: { paused: paused[i]! },
    holdings: holdings.map((holding) => ({ user_id: holding.user_id, wallet: holding.wallet, register: registerHolding(holding), chain: states[next++]! })),
  }));
}

export async function reconcileChain({ db, chainId, client, runId }: ReconcileOptions): Promise<ReconciliationRun> {
  const id = runId ?? (await startReconciliation(db, chainId));
  // The block first, the register after: a command confirmed in between shows in the register as after the
  // block, so its token is left out rather than compared with a chain that does not show it yet.
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const { tokens, holdings } = await readRegister(db, chainId, Number(blockNumber));
  const { compare, skipped, in_flight } = comparable(tokens, holdings);
  const outcome = compareRegisterWithChain(await readChain(client, compare, blockNumber));
  const listed = outcome.details.slice(0, STORED_DIFFERENCES);
  const details: ReconciliationDetails = { differences: listed, unlisted: outcome.details.length - listed.length, skipped, in_flight };
  await db.transaction(async (tx) => {
    await finishReconciliation(tx, id, { holdings: outcome.holdings, differences: outcome.differences, details });
    if (outcome.differences === 0) return;
    await insertAudit(tx, {
      actorId: null,
      action: 'chain.reconciliation_mismatch',
      targetType: 'system',
      targetId: 'chain',
      after: { chain_id: chainId, reconciliation_id: id, holdings: outcome.holdings, differences: outcome.differences, first: outcome.details.slice(0, AUDITED_DIFFERENCES) },
    });
  });
  return { id, holdings: outcome.holdings, differences_count: outcome.differences, ...details };
}
