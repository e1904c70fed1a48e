import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from './client';
import { failureMessage } from './failure-message';

const texts = { refused: 'Login failed', offline: 'No connection' };

describe('failureMessage', () => {
  it("shows the server's error", () => {
    expect(failureMessage(new ApiError(401, 'Wrong email or password', 'invalid_credentials'), texts)).toBe('Wrong email or password');
  });

  it('falls back to the refusal text when the server sent none', () => {
    expect(failureMessage(new ApiError(500, ''), texts)).toBe('Login failed');
  });

  it('says the server could not be reached', () => {
    expect(failureMessage(new OfflineError(new TypeError('Failed to fetch')), texts)).toBe('No connection');
  });

  it("shows an exception's own message, else Error", () => {
    expect(failureMessage(new Error('Boom'), texts)).toBe('Boom');
    expect(failureMessage('nothing useful', texts)).toBe('Error');
  });

  it("uses the page's text for exceptions when it has one", () => {
    expect(failureMessage(new Error('Boom'), { ...texts, thrown: 'An error occurred during signup' })).toBe('An error occurred during signup');
  });
});
