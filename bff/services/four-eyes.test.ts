import { describe, expect, it } from 'vitest';
import { payloadHash } from './four-eyes';

describe('a four-eyes payload hash', () => {
  it('is the sha256 of the payload, the same after a trip through the database (key order, undefined fields)', () => {
    const proposed = { status: 'APPROVED', applicationId: '7d1c1d8e-1111-4c4c-9c9c-0000000000aa', comments: undefined };
    const stored = JSON.parse(JSON.stringify({ applicationId: proposed.applicationId, status: 'APPROVED' })) as Record<string, unknown>;
    expect(payloadHash(proposed)).toMatch(/^[0-9a-f]{64}$/);
    expect(payloadHash(stored)).toBe(payloadHash(proposed));
    expect(payloadHash({ ...stored, status: 'REJECTED' })).not.toBe(payloadHash(proposed));
  });
});
