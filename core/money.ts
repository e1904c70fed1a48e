// Money crosses one edge: people and the API speak euros (a typed text, a number with at most two
// decimals, spec 001 §7), while every rule, row and display works in whole cents (DESIGN.md "Money").
// These are the one way in and the one way out; display is core/format.ts's formatEuros, from cents.

/** Euros (what a user typed, or a number of the API) → whole cents; null when they are not whole cents (NaN, 1.005, "abc", "", beyond exact). */
export function toCents(euros: number | string): number | null {
  const value = typeof euros === 'string' ? (euros.trim() === '' ? Number.NaN : Number(euros)) : euros;
  if (!Number.isFinite(value)) return null;
  const cents = Math.round(value * 100);
  // Binary floats hold 0.1 + 0.2 as 0.30000000000000004: that is 30 cents; 10.005 is not whole cents.
  if (Math.abs(cents - value * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

/** Whole cents → euros, as the API carries them. */
export const toEuros = (cents: number): number => cents / 100;
