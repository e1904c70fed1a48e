import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each key once, undefined answers included', () => {
    const calls: string[] = [];
    const memo = boundedMemo<number | undefined>();
    const lengthOf = (key: string) =>
      memo(key, () => {
        calls.push(key);
        return key === 'none' ? undefined : key.length;
      });
    expect([lengthOf('abc'), lengthOf('abc'), lengthOf('none'), lengthOf('none')]).toEqual([3, 3, undefined, undefined]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('never holds more than its limit: a full memo starts over', () => {
    const calls: string[] = [];
    const memo = boundedMemo<number>(2);
    for (const key of ['a', 'b', 'c', 'a']) memo(key, () => calls.push(key));
    // 'c' found the memo full and cleared it, so 'a' is computed again.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
