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

  it('cuts resumable upload ids to a short prefix, in the path and in any other spelling of the address', () => {
    const id = '6fcd3462a2f14acc9eaf49662b729a72ed1071f1c8bf49b3374cead203817b91';
    const other = '1e35a821d544486995544707f8c8986b3f5d2b9e7d5d3b6ee7d4ea422c5fe30b';
    expect(redactUrl(`/api/kyc/uploads/${id}`)).toBe('/api/kyc/uploads/6fcd3462…');
    expect(redactUrl(`/api/kyc/uploads/${id}?x=/${other}&token=t`)).toBe('/api/kyc/uploads/6fcd3462…?x=/1e35a821…&token=[redacted]');
    expect(redactUrl(`/api/kyc/uploads/%36${id.slice(1)}`)).toBe('/api/kyc/uploads/%36fcd346…');
    expect(redactUrl('/api/kyc/uploads')).toBe('/api/kyc/uploads');
    expect(redactUrl(`/API/kyc/uploads/${id}`)).toBe('/API/kyc/uploads/6fcd3462…');
    expect(redactUrl(`http://localhost//api/kyc/uploads/${id}`)).toBe('http://localhost//api/kyc/uploads/6fcd3462…');
    expect(redactUrl('/api/projects/0b8e7a2c-3f4d-4e5a-9b6c-7d8e9f0a1b2c')).toBe('/api/projects/0b8e7a2c-3f4d-4e5a-9b6c-7d8e9f0a1b2c');
  });
});
