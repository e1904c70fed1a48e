import { describe, expect, it } from 'vitest';
import { canonical } from './canonical-json';

describe('canonical JSON', () => {
  it('spells the same value the same whatever its key order, at every level', () => {
    const a = { b: 1, a: { d: [{ y: 2, x: 1 }], c: null } };
    const b = { a: { c: null, d: [{ x: 1, y: 2 }] }, b: 1 };
    expect(JSON.stringify(canonical(a))).toBe(JSON.stringify(canonical(b)));
    expect(JSON.stringify(canonical(a))).toBe('{"a":{"c":null,"d":[{"x":1,"y":2}]},"b":1}');
  });

  it('keeps array order and scalars as they are', () => {
    expect(canonical([3, 1, 2])).toEqual([3, 1, 2]);
    expect(canonical('x')).toBe('x');
  });
});
