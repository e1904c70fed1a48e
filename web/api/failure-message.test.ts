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

  it('words a refusal without a reason from its status when the screen asks', () => {
    const refused = (status: number, text: string) => `Server responded with status ${status} ${text}`;
    expect(failureMessage(new ApiError(503, '', undefined, 'Service Unavailable'), { ...texts, refused })).toBe('Server responded with status 503 Service Unavailable');
    expect(failureMessage(new ApiError(503, 'En mantenimiento', undefined, 'Service Unavailable'), { ...texts, refused })).toBe('En mantenimiento');
  });

  it("gives a thrown value without a message the page's text for it", () => {
    expect(failureMessage({ reason: 'nothing useful' }, { ...texts, unknown: 'Error desconocido' })).toBe('Error desconocido');
    expect(failureMessage(new Error('Boom'), { ...texts, unknown: 'Error desconocido' })).toBe('Boom');
  });

  it("uses the page's text for exceptions when it has one", () => {
    expect(failureMessage(new Error('Boom'), { ...texts, thrown: 'An error occurred during signup' })).toBe('An error occurred during signup');
  });
});
