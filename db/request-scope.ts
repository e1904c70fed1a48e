// The request a database write is made for, so the audit log can name it (request_id, the id the access
// log and the X-Request-Id header carry). The BFF runs each request that can change something inside
// its scope (bff/app.ts); insertAudit reads it there, however deep in a service the write happens,
// without every service passing it down. Writes outside a request (the demo seed, housekeeping) have none.
import { AsyncLocalStorage } from 'node:async_hooks';

const requestIds = new AsyncLocalStorage<string>();

export function inRequestScope<T>(requestId: string, run: () => T): T {
  return requestIds.run(requestId, run);
}

export function currentRequestId(): string | null {
  return requestIds.getStore() ?? null;
}
