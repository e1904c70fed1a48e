import { describe, expect, it } from 'vitest';
import { toCents, toEuros } from './money';

describe('money in and out', () => {
  it('takes euros of two decimals at most, typed or as numbers, never a float’s approximation', () => {
    expect(toCents(1234.56)).toBe(123_456);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(' 1000 ')).toBe(100_000);
    expect(toCents(0)).toBe(0);
    expect(toCents(-5)).toBe(-500);
  });

  it('refuses what is not whole cents', () => {
    expect(toCents(10.005)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toCents('')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents(1e17)).toBeNull();
  });

  it('gives the API its euros back exactly', () => {
    expect(toEuros(123_456)).toBe(1234.56);
    expect(toEuros(toCents(0.1 + 0.2)!)).toBe(0.3);
  });
});
