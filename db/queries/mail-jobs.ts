// The two things the mail queue does to pg-boss's job rows that pg-boss 10 has no call for. Both mirror
// pg-boss's own statements (its fetch and its retry scheduling) on the columns it defines, in the
// schema created by migration 0010_mail_queue.
import type { Knex } from 'knex';
import { JOB_SCHEMA } from '../job-queue';

export interface ClaimedJob<T> {
  id: string;
  data: T;
  /** Attempts made before this one. */
  retryCount: number;
  retryLimit: number;
}

/**
 * Takes one given job for this process, as pg-boss's fetch takes the next one: from created or retry
 * to active, counting a retry when it had started before. Undefined when it is no longer waiting
 * (another worker took it first: the state check runs again after that worker's row lock, so exactly
 * one of them gets it).
 */
export async function claimJob<T>(db: Knex, queue: string, id: string): Promise<ClaimedJob<T> | undefined> {
  const [row] = (await db
    .withSchema(JOB_SCHEMA)
    .table('job')
    .where({ name: queue, id })
    .where('state', '<', 'active')
    .update({
      state: 'active',
      started_on: db.fn.now(),
      retry_count: db.raw('case when started_on is not null then retry_count + 1 else retry_count end'),
    })
    .returning(['id', 'data', 'retry_count', 'retry_limit'])) as { id: string; data: T; retry_count: number; retry_limit: number }[];
  return row && { id: row.id, data: row.data, retryCount: row.retry_count, retryLimit: row.retry_limit };
}

/**
 * The delay pg-boss waits before the next attempt when the job fails without its own backoff
 * (`start_after = now() + retry_delay` seconds): set just before failing it, in the same transaction,
 * so the mail queue's capped backoff decides the wait.
 */
export async function setJobRetryDelay(db: Knex, queue: string, id: string, seconds: number): Promise<void> {
  await db.withSchema(JOB_SCHEMA).table('job').where({ name: queue, id }).update({ retry_delay: seconds, retry_backoff: false });
}
