import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('counts IPv4 as is, IPv4-mapped as IPv4, IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:0db8:85a3:0001::/64');
    expect(clientKey('2001:db8:85a3:1::1')).toBe('2001:0db8:85a3:0001::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientKey('')).toBe('unknown');
  });
});
