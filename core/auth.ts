// Sign-in, sign-up and password schemas: the forms' resolvers in the browser and the BFF's request
// validation. Messages are core/messages.ts keys.
import * as v from 'valibot';
import { isBlocked, type UserStatus } from './users';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** An e-mail address as typed: trimmed, checked and lower-cased. */
export const EmailSchema = v.pipe(
  v.string('validation.emailRequired'),
  v.trim(),
  v.nonEmpty('validation.emailRequired'),
  v.email('validation.emailInvalid'),
  v.maxLength(254, 'validation.emailInvalid'),
  v.toLowerCase(),
);

const currentPassword = v.pipe(v.string('validation.passwordRequired'), v.nonEmpty('validation.passwordRequired'));

const newPassword = v.pipe(
  v.string('validation.passwordRequired'),
  v.nonEmpty('validation.passwordRequired'),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
);

const email = EmailSchema;

export const SigninSchema = v.object({ email, password: currentPassword });
export type SigninInput = v.InferOutput<typeof SigninSchema>;

export const SignupSchema = v.object({
  email,
  password: newPassword,
  domainId: v.picklist([1, 2], 'validation.domainInvalid'),
});
export type SignupInput = v.InferOutput<typeof SignupSchema>;

export const ResetRequestSchema = v.object({ email });
export type ResetRequestInput = v.InferOutput<typeof ResetRequestSchema>;

export const ResendVerificationSchema = v.object({ email });

export const RecoverPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(v.string('validation.tokenMissing'), v.nonEmpty('validation.tokenMissing')),
    password: newPassword,
    confirmPassword: v.pipe(v.string('validation.passwordRequired'), v.nonEmpty('validation.passwordRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'validation.passwordsDoNotMatch',
    ),
    ['confirmPassword'],
  ),
);
export type RecoverPasswordInput = v.InferOutput<typeof RecoverPasswordSchema>;

/** Who a signed-in person is, as far as permissions go: the two flags of their account, and its status. */
export interface RoleFlags {
  is_admin: boolean;
  is_erir: boolean;
  /** A BLOCKED account keeps its session, but an ERIR user's powers are suspended while it lasts. */
  status?: UserStatus;
}

/**
 * 'user' is anyone signed in; ERIR users and admins are 'erir'; only admins are 'admin'. A blocked ERIR
 * user is not 'erir': otherwise it could still undo the platform's decisions about others, and read their
 * data, while its own account is under review (an admin's account is never blocked).
 */
export type Role = 'user' | 'erir' | 'admin';

export function hasRole(user: RoleFlags, role: Role): boolean {
  if (role === 'admin') return user.is_admin;
  if (role === 'erir') return user.is_admin || (user.is_erir && !isBlocked(user));
  return true;
}
