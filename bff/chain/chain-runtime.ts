// The chain as the BFF uses it: the network (the embedded anvil by default, or CHAIN_RPC_URL), the agent
// account that signs every command, the contracts' owner, and the worker that carries out the commands.
// Opening it also writes, once per chain, the command that deploys the identity registry.
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { createPublicClient, createTestClient, http, parseEther, type Address, type LocalAccount, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/knex';
import type { Config } from '../config/env';
import { keyFileOnce, writtenOnce } from '../config/key-file';
import { EMBEDDED_CHAIN_IDS } from '../../core/chain';
import { startEmbeddedChain, type EmbeddedChain } from './embedded-chain';
import { createChainWorker, type ChainEffect, type ChainWorker } from './command-worker';
import { REGISTRY_SUBJECT } from './command-calls';
import type { DbChainCommandKind } from '../../db/tables';
import { chainIdsInUse, confirmedToken, deployedAddress, deployExpected, insertChainCommand, insertChainCommandOnce, type NewChainCommand } from '../../db/queries/chain-commands';

export interface ChainRuntime {
  chainId: number;
  /** The embedded chain's RPC URL, to show admins; undefined for an external node (its URL may carry an API key). */
  embeddedRpcUrl: string | undefined;
  agent: Address;
  owner: Address;
  client: PublicClient;
  /** The same node through a transport that batches concurrent calls into one request (reconciliation's many views). */
  reader: PublicClient;
  worker: ChainWorker;
  /** Starts the worker, with what each kind of command's outcome changes (the services exist only after the chain). */
  start(effects: ChainEffects): void;
  /** Writes a command in the caller's transaction: it exists exactly when the change that causes it commits. */
  queue(tx: Db | Tx, command: QueuedCommand): Promise<void>;
  /** A project's token, once its deploy is confirmed. */
  tokenAddress(db: Db, projectId: string): Promise<Address | null>;
  /** The same with the symbol it was deployed with (what a wallet is told to watch). */
  token(db: Db, projectId: string): Promise<{ address: Address; symbol: string } | null>;
  /** Its deploy is written and has not failed: a command on the token will go out once it is there. */
  tokenDeployExpected(db: Db | Tx, projectId: string): Promise<boolean>;
  stop(): Promise<void>;
}

export type QueuedCommand = Omit<NewChainCommand, 'chain_id' | 'signer'>;

export type ChainEffects = Partial<Record<DbChainCommandKind, ChainEffect>>;

export interface OpenChainOptions {
  config: Config;
  db: Db;
  logger: Logger;
}

/** Gas for the embedded chain's agent, set on every start (a development chain has no faucet to run dry). */
const EMBEDDED_AGENT_BALANCE = parseEther('10000');

/** A key generated once under DATA_DIR/keys (the embedded defaults; production configures its own). */
async function generatedAccount(dataDir: string, name: string): Promise<LocalAccount> {
  const { file, value } = await keyFileOnce(dataDir, name, generatePrivateKey);
  if (!/^0x[0-9a-f]{64}$/i.test(value)) throw new Error(`${file} does not hold a private key`);
  return privateKeyToAccount(value as `0x${string}`);
}

/**
 * The embedded chain's id, drawn once per data directory. The database keys every command by chain id: a
 * database that outlives its data directory (a Postgres server, a fresh DATA_DIR) must not take a new
 * local chain for the one its commands went to, whose contracts and nonces the new one has never seen.
 */
async function embeddedChainId(db: Db, dataDir: string): Promise<number> {
  const used = new Set(await chainIdsInUse(db));
  const drawn = () => {
    let id: number;
    do id = EMBEDDED_CHAIN_IDS.first + randomInt(EMBEDDED_CHAIN_IDS.count);
    while (used.has(id));
    return String(id);
  };
  return Number(await writtenOnce(embeddedChainIdFile(dataDir), drawn));
}

/** Where the embedded chain keeps its id and its state (`npm run chain:reconcile` reads both). */
export const embeddedChainIdFile = (dataDir: string) => path.join(dataDir, 'chain', 'chain-id');
export const embeddedStateFile = (dataDir: string) => path.join(dataDir, 'chain', 'state.json');

/** A client for many reads at once: calls made together go out as JSON-RPC batches (anvil has no Multicall3). */
export const batchingClient = (rpcUrl: string): PublicClient => createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 1_000 } }) });

interface Connection {
  client: PublicClient;
  reader: PublicClient;
  embedded: EmbeddedChain | undefined;
  chainId: number;
}

async function connect(config: Config, db: Db): Promise<Connection> {
  const { rpcUrl, chainId } = config.chain;
  if (rpcUrl && chainId) return { client: createPublicClient({ transport: http(rpcUrl) }), reader: batchingClient(rpcUrl), embedded: undefined, chainId };
  const localId = await embeddedChainId(db, config.dataDir);
  const embedded = await startEmbeddedChain({ chainId: localId, stateFile: embeddedStateFile(config.dataDir) });
  return { client: createPublicClient({ transport: http(embedded.rpcUrl) }), reader: batchingClient(embedded.rpcUrl), embedded, chainId: localId };
}

/** A node on another network than configured would be sent transactions it must refuse: stop at once instead. */
async function checkNetwork(client: PublicClient, chainId: number, logger: Logger): Promise<void> {
  let actual: number;
  try {
    actual = await client.getChainId();
  } catch (err) {
    // Unreachable for now: the commands wait in the database, and every signature names the configured chain.
    logger.warn({ err: (err as Error).message }, 'chain node unreachable at start; commands wait until it answers');
    return;
  }
  if (actual !== chainId) throw new Error(`CHAIN_RPC_URL answers for chain ${actual}, not CHAIN_ID ${chainId}`);
}

export async function openChain({ config, db, logger }: OpenChainOptions): Promise<ChainRuntime> {
  const { client, reader, embedded, chainId } = await connect(config, db);
  try {
    await checkNetwork(client, chainId, logger);
    const agent = config.chain.agentKey ? privateKeyToAccount(config.chain.agentKey) : await generatedAccount(config.dataDir, 'chain-agent.key');
    const owner = config.chain.owner ?? (await generatedAccount(config.dataDir, 'chain-owner.key')).address;
    if (embedded) {
      await createTestClient({ mode: 'anvil', transport: http(embedded.rpcUrl) }).setBalance({ address: agent.address, value: EMBEDDED_AGENT_BALANCE });
    }
    // Once per chain: a second replica starting at the same time finds the row and writes nothing.
    await insertChainCommandOnce(db, { chain_id: chainId, signer: agent.address, kind: 'deploy_registry', args: { owner }, subject_type: 'platform', subject_id: REGISTRY_SUBJECT });
    const effects: ChainEffects = {};
    const worker = createChainWorker({ db, logger, client, account: agent, chainId, depth: config.chain.confirmations, effects });
    return {
      chainId,
      embeddedRpcUrl: embedded?.rpcUrl,
      agent: agent.address,
      owner,
      client,
      reader,
      worker,
      start(outcomes) {
        Object.assign(effects, outcomes);
        worker.start();
      },
      async queue(tx, command) {
        await insertChainCommand(tx, { ...command, chain_id: chainId, signer: agent.address });
      },
      tokenDeployExpected: (db, projectId) => deployExpected(db, chainId, 'deploy_token', projectId),
      token: async (db, projectId) => (await confirmedToken(db, chainId, projectId)) as { address: Address; symbol: string } | null,
      tokenAddress: async (db, projectId) => (await deployedAddress(db, chainId, 'deploy_token', projectId, true)) as Address | null,
      async stop() {
        await worker.stop();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
