// One JSON value in one spelling: object keys sorted at every level, so the same value hashes the same
// whatever its key order (the Idempotency-Key's body hash, a four-eyes request's payload hash).

export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
