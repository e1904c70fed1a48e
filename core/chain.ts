// The chain as admins see it (GET /api/chain): which network, the agent account that pays for every
// command, and how the command queue stands.
const NETWORK_NAMES: Record<number, string> = { 137: 'Polygon PoS', 80002: 'Polygon Amoy' };

/** The ids the embedded local chain draws from, one per data directory (bff/chain/chain-runtime.ts). */
export const EMBEDDED_CHAIN_IDS = { first: 313_370_000, count: 10_000 };

const isEmbedded = (chainId: number) => chainId >= EMBEDDED_CHAIN_IDS.first && chainId < EMBEDDED_CHAIN_IDS.first + EMBEDDED_CHAIN_IDS.count;

const EXPLORERS: Record<number, string> = { 137: 'https://polygonscan.com', 80002: 'https://amoy.polygonscan.com' };

/** A transaction's page on the network's block explorer; null where there is none (a local chain). */
export const explorerTxUrl = (chainId: number, hash: string): string | null => (EXPLORERS[chainId] ? `${EXPLORERS[chainId]}/tx/${hash}` : null);

export const networkName = (chainId: number): string => NETWORK_NAMES[chainId] ?? (isEmbedded(chainId) ? 'Anvil (local)' : `EVM ${chainId}`);

export const CHAIN_COMMAND_STATUSES = ['pending', 'signed', 'sent', 'confirmed', 'failed'] as const;
export type ChainCommandStatus = (typeof CHAIN_COMMAND_STATUSES)[number];

export interface ChainStatus {
  chain_id: number;
  network: string;
  /** The embedded local chain (npm start's default), whose RPC URL is then shown. */
  embedded: boolean;
  rpc_url: string | null;
  agent: {
    address: string;
    /** Its gas balance in wei, as a decimal string; null while the node does not answer. */
    balance_wei: string | null;
    /** Under LOW_AGENT_BALANCE_WEI: commands will soon stop going out. */
    low_balance: boolean;
  };
  commands: Record<ChainCommandStatus, number>;
  /** The last comparison of the register with the chain (bff/chain/reconcile.ts); null before the first. */
  last_reconciliation: ChainReconciliation | null;
}

/** One reconciliation: every holding's balance, frozen part, wallet freeze and pause, register against chain. */
export interface ChainReconciliation {
  /** ISO time it finished. */
  at: string;
  holdings: number;
  /** Holdings (or tokens' pause) where the chain and the register disagree; 0 is green. */
  differences: number;
}

/** Enough for a few hundred mints on Polygon at ordinary fees; below it the admins are warned. */
export const LOW_AGENT_BALANCE_WEI = 10n ** 18n / 2n;
