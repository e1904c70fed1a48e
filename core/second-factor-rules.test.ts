import { describe, expect, it } from 'vitest';
import { amrHasSecondFactor, AMR_OF, formatRecoveryCode, normaliseRecoveryCode } from './second-factor-rules';

describe('recovery codes as typed', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseRecoveryCode(' AB3DE-fg7hk ')).toBe('ab3defg7hk');
    expect(normaliseRecoveryCode('ab3de fg7hk')).toBe('ab3defg7hk');
  });

  it('shows ten characters as two groups of five, which read back the same', () => {
    expect(formatRecoveryCode('ab3defg7hk')).toBe('ab3de-fg7hk');
    expect(normaliseRecoveryCode(formatRecoveryCode('ab3defg7hk'))).toBe('ab3defg7hk');
  });
});

describe('amr naming a second factor', () => {
  it('counts one-time codes, keys and an explicit mfa', () => {
    expect(amrHasSecondFactor(['pwd', 'otp'])).toBe(true);
    expect(amrHasSecondFactor(['hwk'])).toBe(true);
    expect(amrHasSecondFactor(['MFA'])).toBe(true);
    expect(amrHasSecondFactor(['pwd', 'sms'])).toBe(true);
  });

  it('does not count a password alone, nothing, or something that is not a list', () => {
    expect(amrHasSecondFactor(['pwd'])).toBe(false);
    expect(amrHasSecondFactor([])).toBe(false);
    expect(amrHasSecondFactor(undefined)).toBe(false);
    expect(amrHasSecondFactor('otp')).toBe(false);
  });

  it('our own sign-ins always state one', () => {
    for (const amr of Object.values(AMR_OF)) expect(amrHasSecondFactor(amr)).toBe(true);
  });
});
