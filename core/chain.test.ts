import { describe, expect, it } from 'vitest';
import { EMBEDDED_CHAIN_IDS, explorerTxUrl, networkName } from './chain';

const hash = `0x${'ab'.repeat(32)}`;

describe('the chain as admins and investors read it', () => {
  it('names Polygon, Amoy, the embedded chain and any other EVM', () => {
    expect([networkName(137), networkName(80002), networkName(EMBEDDED_CHAIN_IDS.first + 7), networkName(1)]).toEqual(['Polygon PoS', 'Polygon Amoy', 'Anvil (local)', 'EVM 1']);
  });

  it('links a transaction to the explorer on Polygon networks only', () => {
    expect(explorerTxUrl(137, hash)).toBe(`https://polygonscan.com/tx/${hash}`);
    expect(explorerTxUrl(80002, hash)).toBe(`https://amoy.polygonscan.com/tx/${hash}`);
    expect(explorerTxUrl(EMBEDDED_CHAIN_IDS.first, hash)).toBeNull();
  });
});
