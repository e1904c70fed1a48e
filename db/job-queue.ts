// pg-boss (the durable job queue under outgoing mail) runs its SQL through knex here, so one adapter
// serves a Postgres server and embedded PGlite alike: every statement takes a connection from knex's
// pool (PGlite has one, shared with the app) or, given a transaction, runs on that transaction's own
// connection, so a job enqueued in a step commits or rolls back with it.
import type { Knex } from 'knex';
import { dbKind } from './knex';

/** The Postgres schema pg-boss keeps its tables in (created by migration 0010_mail_queue). */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's `db` option: `executeSql(text, values)` answering `{ rows }` like node-postgres. */
export interface JobQueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PgliteConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * Runs pg-boss's statements on `db` (the root knex, or a transaction). pg-boss sends two kinds: one
 * statement with parameters, and parameterless scripts of several statements (its maintenance wraps
 * them in BEGIN ... COMMIT). node-postgres runs both with `query`; PGlite's `query` speaks the extended
 * protocol (one statement), so its scripts go through `exec`.
 */
export function jobQueueDb(db: Knex): JobQueueDb {
  const pglite = dbKind(db) === 'pglite';
  const inTransaction = db.isTransaction === true;
  return {
    async executeSql(text, values) {
      const connection = (await db.client.acquireConnection()) as PgConnection & PgliteConnection;
      const script = !values || values.length === 0;
      try {
        if (pglite && script) return (await connection.exec(text)).at(-1) ?? { rows: [] };
        return await connection.query(text, values);
      } catch (err) {
        // A script that failed after its own BEGIN leaves the pooled connection inside an aborted
        // transaction; end it before the connection goes back to the pool. Never inside a caller's
        // transaction: that one is the caller's to roll back.
        if (script && !inTransaction) await (pglite ? connection.exec('ROLLBACK') : connection.query('ROLLBACK')).catch(() => undefined);
        throw err;
      } finally {
        await db.client.releaseConnection(connection);
      }
    },
  };
}
