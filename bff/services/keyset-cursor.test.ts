import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { decodeIdCursor, encodeIdCursor, pageBy } from './keyset-cursor';

describe('id cursors', () => {
  it('decode what they encode', () => {
    for (const id of [1, 42, Number.MAX_SAFE_INTEGER]) expect(decodeIdCursor(encodeIdCursor(id), 'audit.listInvalid')).toBe(id);
  });

  it('refuse anything else with 400 cursor_invalid', () => {
    const made = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of ['', made('0'), made('-1'), made('1.5'), made('01'), made('1e3'), made('99999999999999999'), made('1|x'), 'not base64!']) {
      expect(() => decodeIdCursor(cursor, 'audit.listInvalid'), cursor).toThrow(HttpError);
    }
    const refusal = (() => {
      try {
        return decodeIdCursor(made('abc'), 'audit.listInvalid');
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toMatchObject({ status: 400, code: 'cursor_invalid' });
  });
});

describe('pageBy', () => {
  it('keeps `limit` rows and names the last one only when more were fetched', () => {
    expect(pageBy([5, 4, 3], 2, String)).toEqual({ rows: [5, 4], nextCursor: '4' });
    expect(pageBy([5, 4], 2, String)).toEqual({ rows: [5, 4], nextCursor: null });
  });
});
