// The login page's address, and the notices it is sent to show: the e-mail was verified, or a sign-in
// step failed (bff/routes/auth.ts). They reach the page as ?verified=1 / ?error=… (loginPageWith),
// travel through the BFF's login start as ?notice=…, and come back beside the interaction id.

/** The login page: every sign-in lands there, and it is the partner brand's home page. */
export const LOGIN_PATH = '/user-login';

export const LOGIN_NOTICES = ['verified', 'login_expired', 'login_failed', 'unknown_account', 'verification_invalid'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

export const isLoginNotice = (value: unknown): value is LoginNotice => typeof value === 'string' && (LOGIN_NOTICES as readonly string[]).includes(value);

/** The login page's address telling it to show `notice`: what arrivingNotice reads back. */
export function loginPageWith(notice: LoginNotice): string {
  return notice === 'verified' ? `${LOGIN_PATH}?verified=1` : `${LOGIN_PATH}?error=${notice}`;
}

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
