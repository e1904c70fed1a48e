import { describe, expect, it } from 'vitest';
import { tusTarget } from './tus-address';

const ID = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

describe('tusTarget', () => {
  it('accepts the collection for creation and one upload id for the protocol verbs', () => {
    expect(tusTarget('POST', '/api/kyc/uploads')).toEqual({ kind: 'collection' });
    expect(tusTarget('OPTIONS', '/api/kyc/uploads')).toEqual({ kind: 'collection' });
    for (const method of ['HEAD', 'PATCH', 'DELETE']) expect(tusTarget(method, `/api/kyc/uploads/${ID}`)).toEqual({ kind: 'upload', uploadId: ID });
  });

  it('refuses every other spelling and every other method', () => {
    const other = 'b'.repeat(64);
    for (const url of [
      `/api/kyc/uploads/${ID}?x=/${other}`,
      `/api/kyc/uploads/${ID}?`,
      `/api/kyc/uploads/${ID}/`,
      `/api/kyc/uploads/${ID}/${other}`,
      `/api/kyc/uploads/${ID}%2F${other}`,
      `/api/kyc/uploads/%61${ID.slice(1)}`,
      `/api/kyc/uploads/${ID.toUpperCase()}`,
      `/api/kyc/uploads/${ID}#x`,
      `/api/kyc/uploads//${ID}`,
      `http://host/api/kyc/uploads/${ID}`,
      '/api/kyc/uploads?x=1',
      '/api/kyc/uploads/',
    ]) {
      expect({ url, target: tusTarget('HEAD', url) ?? tusTarget('POST', url) }).toEqual({ url, target: null });
    }
    expect(tusTarget('GET', `/api/kyc/uploads/${ID}`)).toBeNull();
    expect(tusTarget('POST', `/api/kyc/uploads/${ID}`)).toBeNull();
    expect(tusTarget('HEAD', '/api/kyc/uploads')).toBeNull();
  });
});
