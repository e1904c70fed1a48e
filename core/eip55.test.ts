import { describe, expect, it } from 'vitest';
import { hasValidChecksum, toChecksumAddress } from './eip55';

// The EIP's own test vectors (all caps, all lower, mixed).
const VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EIP-55', () => {
  it('accepts the EIP’s vectors and computes their capitals', () => {
    for (const address of VECTORS) {
      expect(hasValidChecksum(address), address).toBe(true);
      const hex = address.slice(2);
      if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase()) expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('refuses a mixed-case address with one letter’s case flipped, and malformed ones', () => {
    expect(hasValidChecksum('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(hasValidChecksum('0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(false);
    expect(hasValidChecksum('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(hasValidChecksum('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe(false);
    expect(hasValidChecksum('0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});
