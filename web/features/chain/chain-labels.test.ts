import { describe, expect, it } from 'vitest';
import { coinAmount } from './chain-labels';

describe('the agent gas shown', () => {
  it('turns wei into the coin, cut to four decimals without a double ever holding the wei', () => {
    expect(coinAmount('0')).toBe(0);
    expect(coinAmount('500000000000000000')).toBe(0.5);
    expect(coinAmount('9999999123456789012345678')).toBe(9_999_999.1234);
    expect(coinAmount('99999999999999')).toBe(0);
  });
});
