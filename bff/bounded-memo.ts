// Remembers what was worked out from a request header alone (the Host, Accept-Language): a handful of
// values repeat on every request, yet a client may send any value at all, so the memo starts over when
// it is full instead of growing with whatever it is sent. `compute` must depend on the key only.
export function boundedMemo<T>(limit = 256): (key: string, compute: () => T) => T {
  const known = new Map<string, T>();
  return (key, compute) => {
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as T;
    if (known.size >= limit) known.clear();
    const value = compute();
    known.set(key, value);
    return value;
  };
}
