import { describe, expect, it } from 'vitest';
import type { SecondFactor } from '../../../../core/second-factor';
import { proofMethods } from './proof-methods';

const factor = (kind: SecondFactor['kind'], id: string = kind): SecondFactor => ({ id, kind, label: kind, created_at: '2026-12-07T10:00:00Z', last_used_at: null });

describe('the ways to prove a second factor', () => {
  it('offers each kind the user has once, passkey first, and recovery codes while any is left', () => {
    expect(proofMethods({ factors: [factor('totp'), factor('passkey'), factor('passkey', 'p2')], recovery_codes_left: 3 })).toEqual(['passkey', 'totp', 'recovery']);
    expect(proofMethods({ factors: [factor('totp')], recovery_codes_left: 0 })).toEqual(['totp']);
  });

  it('offers nothing to a user without a factor', () => {
    expect(proofMethods({ factors: [], recovery_codes_left: 0 })).toEqual([]);
  });
});
