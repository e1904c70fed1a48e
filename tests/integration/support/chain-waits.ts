// Waiting on the chain's worker in integration tests: until a read answers, or until no command is in
// flight. A timeout names every command with its state and last error.
import type { TestApp } from './test-app';

const POLL_MS = 100;

export async function eventually<T>(app: TestApp, read: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not there within ${timeoutMs} ms: ${JSON.stringify(await app.deps.db('chain_commands').select('id', 'kind', 'status', 'last_error'))}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Every command written so far carried out (confirmed or failed). */
export async function queueDrained(app: TestApp, timeoutMs = 60_000): Promise<void> {
  await eventually(
    app,
    async () => Number((await app.deps.db('chain_commands').whereIn('status', ['pending', 'signed', 'sent']).count({ n: '*' }).first())?.n) === 0,
    timeoutMs,
  );
}
