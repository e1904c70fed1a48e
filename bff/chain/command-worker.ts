// Carries out the chain commands of one signer, exactly once and in order (DESIGN.md "Tokens on a chain"):
//   pending → signed: the next nonce is taken from Postgres under the signer's row lock and the signed
//     transaction is stored in the same transaction, before anything is broadcast;
//   signed → sent: the stored bytes are broadcast (a crash before this step re-sends the same bytes);
//   sent → confirmed | failed: once the receipt is deep enough, the command's effect is written in the
//     transaction that records it. A sent transaction without a receipt is broadcast again (it was dropped,
//     or a reorganisation took it out of a block) and, past `stuckAfterMs`, replaced at a higher fee.
// A command the chain would refuse is failed before signing when nothing of the signer is in flight, so a
// refusal never costs a nonce; when something is, it may depend on that, and waits for it.
import {
  BaseError,
  decodeErrorResult,
  keccak256,
  parseTransaction,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/knex';
import type { DbChainCommandKind, DbChainCommandRow } from '../../db/tables';
import {
  advanceNonce,
  commandsIn,
  lockSigner,
  outstandingCount,
  recordAttemptError,
  updateCommand,
} from '../../db/queries/chain-commands';
import { identityRegistry, permissionedToken } from '../../chain/generated/contracts';
import { commandCall } from './command-calls';

/** What a command's outcome changes in the database, in the transaction that records it. */
export interface ChainEffect {
  confirmed?(tx: Tx, command: DbChainCommandRow, receipt: TransactionReceipt): Promise<void>;
  failed?(tx: Tx, command: DbChainCommandRow, reason: string): Promise<void>;
}

export interface ChainWorkerOptions {
  db: Db;
  logger: Logger;
  client: PublicClient;
  account: LocalAccount;
  chainId: number;
  /** Blocks on top of a receipt's before it counts, or 'finalized' where the chain has that tag. */
  depth: number | 'finalized';
  effects?: Partial<Record<DbChainCommandKind, ChainEffect>>;
  /** A sent transaction without a receipt for this long is replaced at a higher fee. */
  stuckAfterMs?: number;
  pollIntervalMs?: number;
}

export interface ChainWorker {
  /** One pass: sign what can be signed, broadcast what is signed, record what is deep enough. */
  runOnce(): Promise<void>;
  /** Runs a pass soon (after a command was written), and keeps polling. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

const SIGN_BATCH = 50;
/** Bounds one run when every pass moves something (a long queue): the poll picks up the rest. */
const MAX_PASSES_PER_RUN = 20;
/**
 * The estimate runs against the chain before this signer's transactions in flight are mined, which may
 * change what the call costs (a first holding costs more storage than a second): keep a wide margin, only
 * the gas used is paid.
 */
const GAS_MARGIN_PERCENT = 150n;
/** Ethereum nodes accept a replacement only with at least 10 % higher fees; 12.5 % also satisfies the strictest. */
const REPLACEMENT_BUMP_PERCENT = 113n;
const MAX_ERROR_LENGTH = 500;

const describe = (error: unknown) => (error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

const PLATFORM_ERRORS = [...permissionedToken.abi, ...identityRegistry.abi].filter((item) => item.type === 'error');

/** The contract's refusal (a revert) by its error's name, as opposed to the chain being unreachable (null). */
function revertOf(error: unknown): string | null {
  if (!(error instanceof BaseError) || !/revert/i.test(error.message)) return null;
  const withData = error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string') as { data?: Hex } | null;
  try {
    if (withData?.data) return decodeErrorResult({ abi: PLATFORM_ERRORS, data: withData.data }).errorName;
  } catch {
    // not one of the platform's errors: the node's own words below
  }
  return error.shortMessage;
}

/** A broadcast the node already has (or already mined) is not a failure: the receipt tells. */
const alreadyKnown = (error: unknown) => /already known|known transaction|nonce too low|already imported/i.test(describe(error));

export function createChainWorker(options: ChainWorkerOptions): ChainWorker {
  const { db, client, account, chainId, logger } = options;
  const signer = account.address;
  const stuckAfterMs = options.stuckAfterMs ?? 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function effectOf(tx: Tx, command: DbChainCommandRow, outcome: { receipt: TransactionReceipt } | { reason: string }) {
    const effect = options.effects?.[command.kind];
    if ('receipt' in outcome) await effect?.confirmed?.(tx, command, outcome.receipt);
    else await effect?.failed?.(tx, command, outcome.reason);
  }

  async function fail(command: DbChainCommandRow, from: DbChainCommandRow['status'], reason: string, changes: Partial<DbChainCommandRow> = {}) {
    await db.transaction(async (tx) => {
      if (await updateCommand(tx, command.id, from, { ...changes, status: 'failed', last_error: reason, done_at: new Date() })) {
        await effectOf(tx, command, { reason });
      }
    });
    logger.warn({ command: command.id, kind: command.kind, reason }, 'chain command refused');
  }

  /** Signs the oldest pending command; false when there is none or it must wait. */
  async function signNext(): Promise<boolean> {
    const [command] = await commandsIn(db, chainId, signer, 'pending', 1);
    if (!command) return false;
    const call = await commandCall(db, command);
    if (!call) return false;
    if ('missing' in call) {
      await fail(command, 'pending', call.missing);
      return true;
    }
    let gas: bigint;
    try {
      gas = await client.estimateGas({ account: signer, to: call.to, data: call.data });
    } catch (error) {
      const reason = revertOf(error);
      if (reason === null) throw error;
      if ((await outstandingCount(db, chainId, signer)) > 0) return false;
      await fail(command, 'pending', reason);
      return true;
    }
    const fees = await client.estimateFeesPerGas();
    return db.transaction(async (tx) => {
      const nonce = await lockSigner(tx, chainId, signer, () => client.getTransactionCount({ address: signer, blockTag: 'pending' }));
      const [first] = await commandsIn(tx, chainId, signer, 'pending', 1);
      if (first?.id !== command.id) return true; // another worker signed it meanwhile: look again
      const raw = await account.signTransaction({
        chainId,
        type: 'eip1559',
        nonce,
        to: call.to ?? null,
        data: call.data,
        gas: (gas * GAS_MARGIN_PERCENT) / 100n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      });
      const hash = keccak256(raw);
      await updateCommand(tx, command.id, 'pending', {
        status: 'signed',
        nonce,
        raw_tx: raw,
        tx_hash: hash,
        tx_hashes: [hash],
        contract: call.contract(nonce),
        signed_at: new Date(),
      });
      await advanceNonce(tx, chainId, signer, nonce + 1);
      return true;
    });
  }

  async function broadcast(command: DbChainCommandRow): Promise<boolean> {
    try {
      await client.sendRawTransaction({ serializedTransaction: command.raw_tx as Hex });
    } catch (error) {
      if (!alreadyKnown(error)) {
        await recordAttemptError(db, command.id, describe(error));
        return false;
      }
    }
    return true;
  }

  async function sendSigned(): Promise<number> {
    let sent = 0;
    for (const command of await commandsIn(db, chainId, signer, 'signed', SIGN_BATCH)) {
      // A later nonce cannot be mined before this one: stop at the first that does not go out.
      if (!(await broadcast(command))) break;
      sent += await updateCommand(db, command.id, 'signed', { status: 'sent', sent_at: new Date() });
    }
    return sent;
  }

  async function receiptOf(command: DbChainCommandRow): Promise<TransactionReceipt | null> {
    for (const hash of command.tx_hashes) {
      const receipt = await client.getTransactionReceipt({ hash: hash as Hex }).catch(() => null);
      if (receipt) return receipt;
    }
    return null;
  }

  async function deepEnough(receipt: TransactionReceipt): Promise<boolean> {
    if (options.depth === 'finalized') return (await client.getBlock({ blockTag: 'finalized' })).number >= receipt.blockNumber;
    // viem caches the block number for its polling interval: a stale head would hold every receipt back.
    return (await client.getBlockNumber({ cacheTime: 0 })) - receipt.blockNumber + 1n >= BigInt(options.depth);
  }

  /** Signs the same nonce again at higher fees; whichever of the two is mined, the command is done once. */
  async function replace(command: DbChainCommandRow) {
    const previous = parseTransaction(command.raw_tx as Hex);
    const fees = await client.estimateFeesPerGas();
    const bump = (old: bigint | undefined, now: bigint) => {
      const raised = ((old ?? 0n) * REPLACEMENT_BUMP_PERCENT) / 100n + 1n;
      return raised > now ? raised : now;
    };
    const raw = await account.signTransaction({
      chainId,
      type: 'eip1559',
      nonce: command.nonce!,
      to: previous.to ?? null,
      data: previous.data!,
      gas: previous.gas!,
      maxFeePerGas: bump(previous.maxFeePerGas, fees.maxFeePerGas),
      maxPriorityFeePerGas: bump(previous.maxPriorityFeePerGas, fees.maxPriorityFeePerGas),
    });
    const hash = keccak256(raw);
    const replaced = { ...command, raw_tx: raw };
    await updateCommand(db, command.id, 'sent', { raw_tx: raw, tx_hash: hash, tx_hashes: [...command.tx_hashes, hash], sent_at: new Date() });
    logger.info({ command: command.id, nonce: command.nonce, hash }, 'chain transaction replaced at a higher fee');
    await broadcast(replaced);
  }

  async function confirmSent(): Promise<number> {
    let done = 0;
    for (const command of await commandsIn(db, chainId, signer, 'sent', SIGN_BATCH)) {
      const receipt = await receiptOf(command);
      if (!receipt) {
        if (Date.now() - command.sent_at!.getTime() > stuckAfterMs) await replace(command);
        else await broadcast(command);
        continue;
      }
      if (!(await deepEnough(receipt))) continue;
      const outcome = { block_number: Number(receipt.blockNumber), block_hash: receipt.blockHash, tx_hash: receipt.transactionHash, done_at: new Date() };
      done++;
      if (receipt.status === 'reverted') {
        await fail(command, 'sent', 'reverted on chain', outcome);
        continue;
      }
      await db.transaction(async (tx) => {
        if (await updateCommand(tx, command.id, 'sent', { ...outcome, status: 'confirmed' })) await effectOf(tx, command, { receipt });
      });
    }
    return done;
  }

  /** One pass; true when it moved a command on, so the caller goes again (a command may wait for another's confirmation). */
  async function pass(): Promise<boolean> {
    try {
      let moved = 0;
      while (moved < SIGN_BATCH && (await signNext())) moved++;
      moved += await sendSigned();
      moved += await confirmSent();
      return moved > 0;
    } catch (error) {
      // The chain or the database is away: everything stays as stored and the next pass goes on from there.
      logger.warn({ err: describe(error) }, 'chain worker pass failed; retrying');
      return false;
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      for (let passes = 0; passes < MAX_PASSES_PER_RUN; passes++) {
        again = false;
        if (!(await pass()) && !again) break;
      }
    })().finally(() => (running = undefined));
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), pollIntervalMs);
  }

  return {
    runOnce,
    kick: () => void runOnce(),
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
