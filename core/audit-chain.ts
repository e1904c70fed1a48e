// The audit log's hash chain (docs/audit.md): each row's hash is SHA-256 of the previous row's hash
// followed by the row's canonical content, so changing, removing or reordering a stored row breaks
// every link after it. This module is the ONE definition of that content, used by the writer
// (db/queries/audit.ts), the migration that chained the rows written before it, and the verifier.
// It is frozen: a change in how a row is written down here would break every hash already stored.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** Instants as the database keeps them: UTC to the microsecond, so a stored row hashes exactly as written. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** What a row's hash covers: every column but the two hashes. */
export interface AuditChainContent {
  id: number;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: JsonValue;
  after: JsonValue;
  request_id: string | null;
  /** `2026-11-22T10:15:30.123456Z` (read with to_char … US, written as that text). */
  created_at: string;
}

export interface AuditChainRow extends AuditChainContent {
  /** Null only for a row written behind the writer's back. */
  prev_hash: string | null;
  hash: string | null;
}

/**
 * A value as the jsonb column will hand it back: what JSON keeps of it (Dates as their ISO text,
 * undefined members dropped). The writer stores and hashes this, never the value it was given.
 */
export function asJsonValue(value: unknown): JsonValue {
  return value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

/**
 * JSON with object keys in code-unit order at every depth and no whitespace: jsonb keeps keys in an
 * order of its own, so the order a row was written in cannot count.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`);
    return `{${members.join(',')}}`;
  }
  throw new TypeError(`not a JSON value: ${typeof value}`);
}

/** The text a row's hash covers. */
export function canonicalAuditContent(row: AuditChainContent): string {
  if (!INSTANT.test(row.created_at)) throw new TypeError(`created_at must be UTC to the microsecond, not ${row.created_at}`);
  const content: Record<keyof AuditChainContent, JsonValue> = {
    id: row.id,
    actor_id: row.actor_id,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before,
    after: row.after,
    request_id: row.request_id,
    created_at: row.created_at,
  };
  return canonicalJson(content);
}

/** hex SHA-256 of the previous hash (64 hex characters, so the join is unambiguous) and the content. */
export function auditRowHash(prevHash: string, row: AuditChainContent): string {
  return bytesToHex(sha256(utf8ToBytes(prevHash + canonicalAuditContent(row))));
}

export const CHAIN_BREAKS = ['missing_hash', 'prev_hash_mismatch', 'hash_mismatch'] as const;
/**
 * missing_hash: written without the writer (a hash column is empty); prev_hash_mismatch: the row does
 * not follow the one before it (a row before it was removed, or rewritten with a new hash);
 * hash_mismatch: the row's content is not what was hashed (it was changed).
 */
export type ChainBreak = (typeof CHAIN_BREAKS)[number];

export type ChainVerdict =
  | { ok: true; rows: number }
  /** `rows`: how many rows before the broken one were verified. */
  | { ok: false; rows: number; broken: { id: number; reason: ChainBreak } };

/** Why a row does not continue the chain after `expectedPrev`, or null when it does. */
export function chainBreakOf(row: AuditChainRow, expectedPrev: string): ChainBreak | null {
  if (row.prev_hash === null || row.hash === null) return 'missing_hash';
  if (row.prev_hash !== expectedPrev) return 'prev_hash_mismatch';
  if (auditRowHash(row.prev_hash, row) !== row.hash) return 'hash_mismatch';
  return null;
}

/**
 * Walks the chain from its first row, batch after batch in id order (only one batch is held at a
 * time), and stops at the first row that breaks it.
 */
export async function verifyAuditChain(batches: AsyncIterable<readonly AuditChainRow[]>): Promise<ChainVerdict> {
  let expectedPrev = GENESIS_HASH;
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      const reason = chainBreakOf(row, expectedPrev);
      if (reason) return { ok: false, rows, broken: { id: row.id, reason } };
      expectedPrev = row.hash!;
      rows += 1;
    }
  }
  return { ok: true, rows };
}
