// The register against the chain (bff/chain/reconcile.ts): for each token, whether it is paused, and for each
// of its holdings the balance, the frozen part and the wallet's freeze, as the register says they must be and
// as the contract answers. Every disagreement is one difference; a holding or a token counts once however many
// of its fields disagree.

/** What the register expects of one holding's wallet on the token, or what the token answers. */
export interface HoldingState {
  balance: bigint;
  frozenTokens: bigint;
  walletFrozen: boolean;
}

export interface HoldingReading {
  user_id: string;
  wallet: string;
  register: HoldingState;
  chain: HoldingState;
}

export interface TokenReading {
  project_id: string;
  token: string;
  register: { paused: boolean };
  chain: { paused: boolean };
  holdings: HoldingReading[];
}

export const RECONCILED_FIELDS = ['balance', 'frozen_tokens', 'wallet_frozen', 'paused'] as const;
export type ReconciledField = (typeof RECONCILED_FIELDS)[number];

/** One field where the two disagree; amounts as decimal strings (a chain's can exceed a JS number). */
export interface ReconciliationDifference {
  project_id: string;
  token: string;
  /** Absent for a token's pause. */
  user_id?: string;
  wallet?: string;
  field: ReconciledField;
  register: string | boolean;
  chain: string | boolean;
}

export interface ReconciliationOutcome {
  holdings: number;
  /** Holdings, and tokens' pause, with at least one difference: 0 is green. */
  differences: number;
  details: ReconciliationDifference[];
}

const HOLDING_FIELDS = [
  ['balance', 'balance'],
  ['frozen_tokens', 'frozenTokens'],
  ['wallet_frozen', 'walletFrozen'],
] as const satisfies readonly (readonly [ReconciledField, keyof HoldingState])[];

const shown = (value: bigint | boolean) => (typeof value === 'bigint' ? value.toString() : value);

function holdingDifferences(token: TokenReading, holding: HoldingReading): ReconciliationDifference[] {
  return HOLDING_FIELDS.filter(([, key]) => holding.register[key] !== holding.chain[key]).map(([field, key]) => ({
    project_id: token.project_id,
    token: token.token,
    user_id: holding.user_id,
    wallet: holding.wallet,
    field,
    register: shown(holding.register[key]),
    chain: shown(holding.chain[key]),
  }));
}

export function compareRegisterWithChain(tokens: readonly TokenReading[]): ReconciliationOutcome {
  const details: ReconciliationDifference[] = [];
  let holdings = 0;
  let differences = 0;
  for (const token of tokens) {
    if (token.register.paused !== token.chain.paused) {
      differences += 1;
      details.push({ project_id: token.project_id, token: token.token, field: 'paused', register: token.register.paused, chain: token.chain.paused });
    }
    for (const holding of token.holdings) {
      holdings += 1;
      const found = holdingDifferences(token, holding);
      if (found.length > 0) differences += 1;
      details.push(...found);
    }
  }
  return { holdings, differences, details };
}
