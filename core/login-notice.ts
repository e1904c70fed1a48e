// Notices for the login page: the e-mail was verified, or a sign-in step failed (codes from
// bff/routes/auth.ts). They reach the page as ?verified=1 / ?error=…, travel through the BFF's login
// start as ?notice=…, and come back beside the interaction id.
export const LOGIN_NOTICES = ['verified', 'login_expired', 'login_failed', 'unknown_account', 'verification_invalid'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

export const isLoginNotice = (value: unknown): value is LoginNotice => typeof value === 'string' && (LOGIN_NOTICES as readonly string[]).includes(value);

/** The notice asked for on arrival (before the trip to the BFF). */
export function arrivingNotice(params: URLSearchParams): LoginNotice | undefined {
  const value = params.get('verified') === '1' ? 'verified' : params.get('error');
  return isLoginNotice(value) ? value : undefined;
}

/** The notice to show now (after the trip). */
export function returnedNotice(params: URLSearchParams): LoginNotice | null {
  const value = params.get('notice');
  return isLoginNotice(value) ? value : null;
}
