import { describe, expect, it } from 'vitest';
import { allowedWithoutFactor } from './enrolment-only';

describe('what an admin or ERIR account without a factor may call where factors are enforced', () => {
  it('its profile, enrolment, step-up and sign-out', () => {
    for (const path of ['/api/auth/me', '/api/auth/factors', '/api/auth/factors/totp/confirm', '/api/auth/factors/0000/x', '/api/auth/step-up', '/api/auth/step-up/passkey-options', '/api/auth/signout']) {
      expect(allowedWithoutFactor(path), path).toBe(true);
    }
  });

  it('the public routes', () => {
    for (const path of ['/api/auth/login', '/api/auth/signin', '/api/auth/signin/factor', '/api/auth/callback', '/api/contact']) {
      expect(allowedWithoutFactor(path), path).toBe(true);
    }
  });

  it('nothing else, nor a look-alike path', () => {
    for (const path of ['/api/users', '/api/audit', '/api/kyc/approve/1', '/api/auth/meh', '/api/auth/factorsx', '/api/auth/me/../../users', '/api/investors']) {
      expect(allowedWithoutFactor(path), path).toBe(false);
    }
  });
});
