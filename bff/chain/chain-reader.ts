// The chain as a command run beside the BFF reads it (`npm run chain:reconcile`): the configured node, or the
// embedded chain's last saved state loaded into an anvil of its own that never writes it back. It signs
// nothing and writes no command.
import fs from 'node:fs/promises';
import type { PublicClient } from 'viem';
import type { Config } from '../config/env';
import { batchingClient, embeddedChainIdFile, embeddedStateFile } from './chain-runtime';
import { startEmbeddedChain } from './embedded-chain';

export interface ChainReader {
  chainId: number;
  client: PublicClient;
  close(): Promise<void>;
}

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export async function openChainReader(config: Config): Promise<ChainReader> {
  const { rpcUrl, chainId } = config.chain;
  if (rpcUrl && chainId) {
    const client = batchingClient(rpcUrl);
    const actual = await client.getChainId();
    if (actual !== chainId) throw new Error(`CHAIN_RPC_URL answers for chain ${actual}, not CHAIN_ID ${chainId}`);
    return { chainId, client, close: async () => undefined };
  }
  const localId = await readIfThere(embeddedChainIdFile(config.dataDir));
  const stateFile = embeddedStateFile(config.dataDir);
  if (localId === null || (await readIfThere(stateFile)) === null) throw new Error(`no embedded chain under ${config.dataDir} yet: start the BFF once (npm start)`);
  const embedded = await startEmbeddedChain({ chainId: Number(localId.trim()), stateFile, readOnly: true });
  return { chainId: embedded.chainId, client: batchingClient(embedded.rpcUrl), close: () => embedded.stop() };
}
