// The key a client address is counted under in rate limits. An IPv6 user (or attacker) usually holds a
// whole /64, so IPv6 addresses count by their /64; IPv4 (also written IPv4-mapped, ::ffff:a.b.c.d) as is.
import net from 'node:net';

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((part) => part.padStart(4, '0').toLowerCase());
}

export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip) && !ip.includes('.')) return `${expandIpv6(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`;
  return ip || 'unknown';
}
