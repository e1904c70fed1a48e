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

/** The coin gas is paid in: POL on Polygon's networks, ETH on the others (anvil's included). */
export const nativeCoin = (chainId: number): string => (NETWORK_NAMES[chainId]?.startsWith('Polygon') ? 'POL' : 'ETH');

export const CHAIN_COMMAND_STATUSES = ['pending', 'signed', 'sent', 'confirmed', 'failed'] as const;
export type ChainCommandStatus = (typeof CHAIN_COMMAND_STATUSES)[number];

export const CHAIN_COMMAND_KINDS = [
  'deploy_registry',
  'deploy_token',
  'register_identity',
  'delete_identity',
  'mint',
  'burn',
  'set_address_frozen',
  'freeze_partial_tokens',
  'unfreeze_partial_tokens',
  'pause',
  'unpause',
  'forced_transfer',
] as const;
export type ChainCommandKind = (typeof CHAIN_COMMAND_KINDS)[number];

/** GET /api/chain/commands' lists: `pending` is every command not yet done (pending, signed, sent). */
export const CHAIN_COMMAND_LISTS = ['pending', 'failed'] as const;
export type ChainCommandList = (typeof CHAIN_COMMAND_LISTS)[number];
export const CHAIN_COMMAND_PAGE_SIZE = 50;

/** The states each list shows. */
export const LIST_STATUSES: Record<ChainCommandList, readonly ChainCommandStatus[]> = { pending: ['pending', 'signed', 'sent'], failed: ['failed'] };

/**
 * Why an admin may not put a command back in the queue, or null when they may: only a failed one, and
 * never a mint (a failed mint is retried from its investment, whose step it belongs to).
 */
export function retryRefusal(command: { kind: ChainCommandKind; status: ChainCommandStatus }): 'chain_command_not_failed' | 'chain_mint_retry' | null {
  if (command.kind === 'mint') return 'chain_mint_retry';
  return command.status === 'failed' ? null : 'chain_command_not_failed';
}

/** One command as the admins' chain page lists it. */
export interface ChainCommand {
  id: number;
  kind: ChainCommandKind;
  status: ChainCommandStatus;
  /** What it belongs to (a project, a user, an investment), with a name to show when one is at hand. */
  subject: { type: string; id: string; label: string | null } | null;
  /** The project whose token it acts on, for token commands. */
  project: { id: string; name: string } | null;
  nonce: number | null;
  tx_hash: string | null;
  /** Broadcasts the node refused for its current transaction. */
  attempts: number;
  /** Why it failed, or the last broadcast's refusal. */
  error: string | null;
  /** ISO times: written, and its last step (signed, sent, done). */
  created_at: string;
  updated_at: string;
  can: { retry: boolean };
}

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
