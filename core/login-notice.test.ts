import { describe, expect, it } from 'vitest';
import { arrivingNotice, LOGIN_NOTICES, LOGIN_PATH, loginPageWith } from './login-notice';

describe('loginPageWith', () => {
  it.each(LOGIN_NOTICES)('sends the login page the notice it reads back on arrival: %s', (notice) => {
    const url = new URL(loginPageWith(notice), 'https://tokenia.example');
    expect(url.pathname).toBe(LOGIN_PATH);
    expect(arrivingNotice(url.searchParams)).toBe(notice);
  });

  it('writes the addresses the sign-in and verification redirects have always used', () => {
    expect(loginPageWith('verified')).toBe('/user-login?verified=1');
    expect(loginPageWith('login_failed')).toBe('/user-login?error=login_failed');
  });
});
