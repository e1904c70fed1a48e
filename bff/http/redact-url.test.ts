import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides single-use secrets and keeps the rest', () => {
    expect(redactUrl('/user-recover-password?token=abc123')).toBe('/user-recover-password?token=[redacted]');
    expect(redactUrl('/api/auth/callback?code=xyz&state=s1&iss=http%3A%2F%2Fx')).toBe('/api/auth/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fx');
    expect(redactUrl('/api/auth/verify-email?TOKEN=abc&lang=en')).toBe('/api/auth/verify-email?TOKEN=[redacted]&lang=en');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/api/projects?limit=5')).toBe('/api/projects?limit=5');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
