// The chain settings a production start needs. Anvil's second development account (funded on every anvil)
// is the agent; the owner is its third, an account apart as production requires.
export const DEV_AGENT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const DEV_OWNER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

export const chainEnv = (rpcUrl: string, chainId = 31337): Record<string, string> => ({
  CHAIN_RPC_URL: rpcUrl,
  CHAIN_ID: String(chainId),
  CHAIN_AGENT_KEY: DEV_AGENT_KEY,
  CHAIN_OWNER_ADDRESS: DEV_OWNER,
});
