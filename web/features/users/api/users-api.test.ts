import { describe, expect, it } from 'vitest';
import { userListPath } from './users-api';

describe('userListPath', () => {
  it('always names the brand, and sends the review filter and a cursor only when there are', () => {
    expect(userListPath('all', false, null)).toBe('/users?domain=all');
    expect(userListPath('2', true, null)).toBe('/users?domain=2&kyc=review');
    expect(userListPath('1', false, 'abc=')).toBe('/users?domain=1&cursor=abc%3D');
  });
});
