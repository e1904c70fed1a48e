import { describe, expect, it } from 'vitest';
import { mailLinkOrigin } from './link-origin';

const hosts = ['tokenia.es', 'www.tokenia.es', '.tokenia.es'];

describe('mailLinkOrigin', () => {
  it("keeps the request's origin when it is one of the brand's hosts over https", () => {
    expect(mailLinkOrigin('https://www.tokenia.es', hosts, undefined)).toBe('https://www.tokenia.es');
  });
  it('keeps the public URL and loopback origins', () => {
    expect(mailLinkOrigin('https://app.example.com', hosts, 'https://app.example.com/')).toBe('https://app.example.com');
    expect(mailLinkOrigin('http://127.0.0.1:4173', hosts, undefined)).toBe('http://127.0.0.1:4173');
    expect(mailLinkOrigin('http://localhost:5173', hosts, undefined)).toBe('http://localhost:5173');
  });
  it("falls back to the brand's first host for a forged or foreign host", () => {
    expect(mailLinkOrigin('https://evil.example', hosts, 'https://app.example.com')).toBe('https://tokenia.es');
    expect(mailLinkOrigin('http://tokenia.es', hosts, undefined)).toBe('https://tokenia.es');
    expect(mailLinkOrigin('https://sub.tokenia.es', hosts, undefined)).toBe('https://tokenia.es');
    expect(mailLinkOrigin('not a url', hosts, undefined)).toBe('https://tokenia.es');
  });
  it('falls back to the public URL when the brand has no exact host, and fails without either', () => {
    expect(mailLinkOrigin('https://evil.example', ['.hispax.com'], 'https://app.example.com')).toBe('https://app.example.com');
    expect(() => mailLinkOrigin('https://evil.example', [], undefined)).toThrow(/PUBLIC_URL/);
  });
});
