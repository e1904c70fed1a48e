import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasRole, RecoverPasswordSchema, SigninSchema, SignupSchema } from './auth';
import { translateMessage } from './messages';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
};

describe('auth schemas', () => {
  it('normalises the e-mail', () => {
    expect(v.parse(SigninSchema, { email: '  Ana@Example.COM ', password: 'x' }).email).toBe('ana@example.com');
  });
  it('requires e-mail and password', () => {
    expect(firstMessage(SigninSchema, { email: '', password: 'x' })).toBe('validation.emailRequired');
    expect(firstMessage(SigninSchema, { email: 'nope', password: 'x' })).toBe('validation.emailInvalid');
    expect(firstMessage(SigninSchema, { email: 'a@b.co', password: '' })).toBe('validation.passwordRequired');
  });
  it('asks new passwords for 10 characters and a known brand', () => {
    expect(firstMessage(SignupSchema, { email: 'a@b.co', password: 'short', domainId: 1 })).toBe('validation.passwordTooShort');
    expect(firstMessage(SignupSchema, { email: 'a@b.co', password: 'long-enough-1', domainId: 3 })).toBe('validation.domainInvalid');
    expect(v.safeParse(SignupSchema, { email: 'a@b.co', password: 'long-enough-1', domainId: 2 }).success).toBe(true);
  });
  it('says "Passwords do not match" when the confirmation differs', () => {
    const message = firstMessage(RecoverPasswordSchema, { token: 't', password: 'long-enough-1', confirmPassword: 'long-enough-2' });
    expect(message).toBe('validation.passwordsDoNotMatch');
    expect(translateMessage(message!, 'en')).toBe('Passwords do not match');
    expect(translateMessage(message!, 'es')).toBe('Las contraseñas no coinciden');
  });
});

describe('hasRole', () => {
  const investor = { is_admin: false, is_erir: false };
  const erir = { is_admin: false, is_erir: true };
  const admin = { is_admin: true, is_erir: false };
  it('lets anyone signed in be a user, ERIR users and admins be erir, only admins be admin', () => {
    expect([investor, erir, admin].map((u) => hasRole(u, 'user'))).toEqual([true, true, true]);
    expect([investor, erir, admin].map((u) => hasRole(u, 'erir'))).toEqual([false, true, true]);
    expect([investor, erir, admin].map((u) => hasRole(u, 'admin'))).toEqual([false, false, true]);
  });
});
