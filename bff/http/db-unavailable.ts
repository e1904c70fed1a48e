// Recognises the errors that mean "the database is not there right now" (refused, reset or dropped
// connections, a server shutting down or starting, no free connection in time), as opposed to a bug
// or a bad query: those answer 503 with Retry-After, not 500.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, starting up). */
const SQLSTATE = /^(08|57P0[1-4])/;
const MESSAGES = /Connection terminated|connection error|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection|Client was closed|Connection ended unexpectedly|terminating connection/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
