import { describe, expect, it } from 'vitest';
import { EMBEDDED_CHAIN_IDS, explorerTxUrl, nativeCoin, networkName, retryRefusal } from './chain';

const hash = `0x${'ab'.repeat(32)}`;

describe('the chain as admins and investors read it', () => {
  it('names the network and the coin its gas is paid in', () => {
    expect([networkName(137), nativeCoin(137)]).toEqual(['Polygon PoS', 'POL']);
    expect([networkName(80002), nativeCoin(80002)]).toEqual(['Polygon Amoy', 'POL']);
    expect([networkName(EMBEDDED_CHAIN_IDS.first), nativeCoin(EMBEDDED_CHAIN_IDS.first)]).toEqual(['Anvil (local)', 'ETH']);
    expect([networkName(1), nativeCoin(1)]).toEqual(['EVM 1', 'ETH']);
  });

  it('links a transaction to the explorer on Polygon networks only', () => {
    expect(explorerTxUrl(137, hash)).toBe(`https://polygonscan.com/tx/${hash}`);
    expect(explorerTxUrl(80002, hash)).toBe(`https://amoy.polygonscan.com/tx/${hash}`);
    expect(explorerTxUrl(EMBEDDED_CHAIN_IDS.first, hash)).toBeNull();
  });

  it('lets only a failed command that is not a mint go back in the queue', () => {
    expect(retryRefusal({ kind: 'pause', status: 'failed' })).toBeNull();
    expect(retryRefusal({ kind: 'deploy_token', status: 'failed' })).toBeNull();
    expect(retryRefusal({ kind: 'mint', status: 'failed' })).toBe('chain_mint_retry');
    for (const status of ['pending', 'signed', 'sent', 'confirmed'] as const) expect(retryRefusal({ kind: 'pause', status })).toBe('chain_command_not_failed');
  });
});
