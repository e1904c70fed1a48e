import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GENESIS_HASH,
  asJsonValue,
  auditRowHash,
  canonicalAuditContent,
  canonicalJson,
  verifyAuditChain,
  type AuditChainContent,
  type AuditChainRow,
} from './audit-chain';

const content = (id: number, overrides: Partial<AuditChainContent> = {}): AuditChainContent => ({
  id,
  actor_id: '8c3f1d2e-0b5a-4f57-9a43-5d7c2b1e9f00',
  action: 'project.block',
  target_type: 'project',
  target_id: '1f0e2d3c-4b5a-4678-9abc-def012345678',
  before: { status: 'active' },
  after: { status: 'blocked', reason: 'Revisión' },
  request_id: null,
  created_at: `2026-11-22T10:15:30.${String(id).padStart(6, '0')}Z`,
  ...overrides,
});

/** A chain written as the writer writes it. */
function chain(count: number): AuditChainRow[] {
  const rows: AuditChainRow[] = [];
  let prev = GENESIS_HASH;
  for (let id = 1; id <= count; id += 1) {
    const row = content(id);
    const hash = auditRowHash(prev, row);
    rows.push({ ...row, prev_hash: prev, hash });
    prev = hash;
  }
  return rows;
}

async function* inBatches(rows: AuditChainRow[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps array order and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });

  it('writes strings and numbers as JSON does, and refuses what JSON cannot hold', () => {
    expect(canonicalJson({ 'ñ"\n': 'día €' })).toBe('{"ñ\\"\\n":"día €"}');
    expect(canonicalJson([0.1, -0, 1e21, 2 ** 64])).toBe('[0.1,0,1e+21,18446744073709552000]');
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: undefined } as never)).toThrow(TypeError);
  });

  it('takes a value as jsonb hands it back: Dates as text, undefined members gone, nothing as null', () => {
    expect(asJsonValue({ at: new Date('2026-01-02T03:04:05.678Z'), gone: undefined, list: [1] })).toEqual({ at: '2026-01-02T03:04:05.678Z', list: [1] });
    expect(asJsonValue(undefined)).toBeNull();
    expect(asJsonValue(null)).toBeNull();
  });
});

describe('a row hash', () => {
  it('is SHA-256 of the previous hash followed by the canonical content (frozen: stored hashes depend on it)', () => {
    const row = content(7);
    const expectedText =
      '{"action":"project.block","actor_id":"8c3f1d2e-0b5a-4f57-9a43-5d7c2b1e9f00","after":{"reason":"Revisión","status":"blocked"},' +
      '"before":{"status":"active"},"created_at":"2026-11-22T10:15:30.000007Z","id":7,"request_id":null,' +
      '"target_id":"1f0e2d3c-4b5a-4678-9abc-def012345678","target_type":"project"}';
    expect(canonicalAuditContent(row)).toBe(expectedText);
    expect(auditRowHash(GENESIS_HASH, row)).toBe(createHash('sha256').update(GENESIS_HASH + expectedText, 'utf8').digest('hex'));
    expect(auditRowHash(GENESIS_HASH, row)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with every column and with the previous hash', () => {
    const base = auditRowHash(GENESIS_HASH, content(1));
    const variants: Partial<AuditChainContent>[] = [
      { id: 2 },
      { actor_id: null },
      { action: 'project.unblock' },
      { target_type: 'user' },
      { target_id: 'other' },
      { before: null },
      { after: { status: 'blocked', reason: 'Otra' } },
      { request_id: 'req-1' },
      { created_at: '2026-11-22T10:15:30.000002Z' },
    ];
    for (const variant of variants) expect(auditRowHash(GENESIS_HASH, content(1, variant)), JSON.stringify(variant)).not.toBe(base);
    expect(auditRowHash('f'.repeat(64), content(1))).not.toBe(base);
  });

  it('does not depend on the order the JSON members were written in', () => {
    expect(auditRowHash(GENESIS_HASH, content(1, { after: { reason: 'Revisión', status: 'blocked' } }))).toBe(auditRowHash(GENESIS_HASH, content(1)));
  });

  it('takes created_at only as the database keeps it, to the microsecond in UTC', () => {
    expect(() => canonicalAuditContent(content(1, { created_at: '2026-11-22T10:15:30.123Z' }))).toThrow(/microsecond/);
    expect(() => canonicalAuditContent(content(1, { created_at: '2026-11-22T11:15:30.123456+01:00' }))).toThrow(/microsecond/);
  });
});

describe('verifying the chain', () => {
  it('accepts a whole chain read in batches, and an empty one', async () => {
    expect(await verifyAuditChain(inBatches(chain(25), 4))).toEqual({ ok: true, rows: 25 });
    expect(await verifyAuditChain(inBatches([], 4))).toEqual({ ok: true, rows: 0 });
  });

  it('names a row whose content changed', async () => {
    const rows = chain(10);
    rows[5] = { ...rows[5]!, after: { status: 'active' } };
    expect(await verifyAuditChain(inBatches(rows, 3))).toEqual({ ok: false, rows: 5, broken: { id: 6, reason: 'hash_mismatch' } });
  });

  it('names the row after one that was removed', async () => {
    const rows = chain(10);
    rows.splice(3, 1);
    expect(await verifyAuditChain(inBatches(rows, 3))).toEqual({ ok: false, rows: 3, broken: { id: 5, reason: 'prev_hash_mismatch' } });
  });

  it('names the row after one changed and hashed again', async () => {
    const rows = chain(6);
    const forged = { ...rows[2]!, target_id: 'someone-else' };
    rows[2] = { ...forged, hash: auditRowHash(forged.prev_hash!, forged) };
    expect(await verifyAuditChain(inBatches(rows, 10))).toEqual({ ok: false, rows: 3, broken: { id: 4, reason: 'prev_hash_mismatch' } });
  });

  it('names a row written without the writer (no hash), and a first row not starting from genesis', async () => {
    const rows = chain(4);
    rows.push({ ...content(5), prev_hash: null, hash: null });
    expect(await verifyAuditChain(inBatches(rows, 2))).toEqual({ ok: false, rows: 4, broken: { id: 5, reason: 'missing_hash' } });
    const [, ...tail] = chain(3);
    expect(await verifyAuditChain(inBatches(tail, 2))).toEqual({ ok: false, rows: 0, broken: { id: 2, reason: 'prev_hash_mismatch' } });
  });
});
