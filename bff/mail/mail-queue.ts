// The durable queue under every outgoing mail: a pg-boss queue in the app's own database (embedded
// PGlite or a Postgres server, through db/job-queue.ts). A job is written with the outbox row, in the
// same transaction; the process that wrote it delivers it as soon as that transaction commits; a
// failed attempt is retried with a capped exponential backoff by whichever replica's worker fetches it
// first (SKIP LOCKED: one at a time); a job whose process died mid-delivery goes back to the queue when
// it expires (pg-boss's maintenance). Ended jobs are deleted at once: a job's payload is the whole
// message, single-use links included, and must not outlive its delivery.
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex';
import { JOB_SCHEMA, jobQueueDb } from '../../db/job-queue';
import { claimJob, setJobRetryDelay, type ClaimedJob } from '../../db/queries/mail-jobs';
import { markOutboxMailSent, recordOutboxMailFailure } from '../../db/queries/mail-outbox';
import { MAIL_RETRY, retryDelaySeconds, type RetryPolicy } from './backoff';

export const MAIL_QUEUE = 'mail';

/** A job's payload: everything needed to send the mail, single-use links included. */
export interface MailJobData {
  outboxId: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  kind: string;
}

/** Hands one mail to the SMTP server ('sent'), or keeps it in the outbox when there is none ('kept'); a rejection is a failed attempt. */
export type Deliver = (mail: MailJobData) => Promise<'sent' | 'kept'>;

export interface MailQueueOptions {
  db: Db;
  logger: Logger;
  deliver: Deliver;
  retry?: RetryPolicy;
  /** How often the worker looks for retries that are due and jobs left behind (default 2 s). */
  pollIntervalMs?: number;
}

export interface MailQueue {
  /** Writes the job with `into`: the caller's transaction, so it exists exactly when the step committed. */
  add(into: Db, mail: MailJobData): Promise<string>;
  /** Delivers a job this process has just written and committed; resolves after the attempt, whatever its outcome. */
  deliverNow(id: string): Promise<void>;
  /** deliverNow once `tx` (its outermost transaction) has committed; nothing if it rolls back. */
  deliverAfterCommit(tx: Db, id: string): void;
  /** Starts the worker: due retries and left-behind jobs, and pg-boss's maintenance. */
  start(): Promise<void>;
  /** Stops the worker and waits for the deliveries in flight (before the database closes). */
  stop(): Promise<void>;
  /** Resolves once no delivery of this process is in flight or waiting for its transaction. */
  idle(): Promise<void>;
}

/**
 * A new job waits this long before a worker may fetch it: the process that wrote it delivers it at
 * once, so workers polling elsewhere do not race it; only if that process died first does a worker
 * take it, this much later.
 */
const OWN_DELIVERY_LEASE_SECONDS = 30;
/** An attempt still active after this long (its process died) is failed by maintenance and retried. Well above the SMTP timeouts. */
const EXPIRE_SECONDS = 300;
/** A job still waiting after this long is dropped by maintenance: far beyond the longest retry span. */
const RETENTION_MINUTES = 7 * 24 * 60;
const BATCH_SIZE = 5;
const DEFAULT_POLL_MS = 2_000;
const MAX_ERROR_LENGTH = 500;

const describeError = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);

/** Savepoints commit with their outermost transaction. */
function outermost(tx: Db): Db & { executionPromise?: Promise<unknown> } {
  let current = tx as Db & { parentTransaction?: Db };
  while (current.parentTransaction) current = current.parentTransaction;
  return current;
}

export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { db, logger, deliver } = options;
  const retry = options.retry ?? MAIL_RETRY;
  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const boss = new PgBoss({
    db: jobQueueDb(db),
    schema: JOB_SCHEMA,
    // The schema is the migrations' business (0010_mail_queue); start() only checks its version.
    migrate: false,
    schedule: false,
    supervise: true,
    // Jobs are deleted when they end; these only bound what a crash could leave behind (payloads with secrets).
    archiveCompletedAfterSeconds: 60,
    archiveFailedAfterSeconds: 60,
    deleteAfterSeconds: 60,
  });
  boss.on('error', (err: unknown) => logger.warn({ err }, 'mail queue maintenance failed'));

  const inFlight = new Set<Promise<void>>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  function track(work: Promise<unknown>): Promise<void> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return settled;
  }

  /** One attempt at a job this process holds; never rejects (everything is logged). */
  async function attempt(job: ClaimedJob<MailJobData>): Promise<void> {
    const mail = job.data;
    let outcome: 'sent' | 'kept';
    try {
      outcome = await deliver(mail);
    } catch (err) {
      await failed(job, err);
      return;
    }
    try {
      await db.transaction(async (tx) => {
        if (outcome === 'sent') await markOutboxMailSent(tx, mail.outboxId);
        await boss.deleteJob(MAIL_QUEUE, job.id, { db: jobQueueDb(tx) });
      });
    } catch (err) {
      // The job expires and is tried again: the recipient may get this mail twice.
      logger.error({ err, outboxId: mail.outboxId, kind: mail.kind }, 'mail delivered but its job could not be closed');
    }
  }

  async function failed(job: ClaimedJob<MailJobData>, cause: unknown): Promise<void> {
    const mail = job.data;
    const error = describeError(cause);
    const attemptNumber = job.retryCount + 1;
    const gaveUp = job.retryCount >= job.retryLimit;
    const delaySeconds = gaveUp ? undefined : retryDelaySeconds(attemptNumber, retry);
    try {
      await db.transaction(async (tx) => {
        await recordOutboxMailFailure(tx, mail.outboxId, { error, gaveUp });
        if (delaySeconds === undefined) {
          await boss.deleteJob(MAIL_QUEUE, job.id, { db: jobQueueDb(tx) });
        } else {
          await setJobRetryDelay(tx, MAIL_QUEUE, job.id, delaySeconds);
          await boss.fail(MAIL_QUEUE, job.id, { message: error }, { db: jobQueueDb(tx) });
        }
      });
    } catch (err) {
      logger.error({ err, outboxId: mail.outboxId, kind: mail.kind }, 'failed mail delivery could not be recorded; the job is retried when it expires');
      return;
    }
    const about = { err: cause, to: mail.to, kind: mail.kind, outboxId: mail.outboxId, attempt: attemptNumber };
    if (delaySeconds === undefined) logger.error(about, 'mail delivery given up');
    else logger.warn({ ...about, retryInSeconds: delaySeconds }, 'mail delivery failed; retrying');
  }

  async function claimAndAttempt(id: string): Promise<void> {
    let job: ClaimedJob<MailJobData> | undefined;
    try {
      job = await claimJob<MailJobData>(db, MAIL_QUEUE, id);
    } catch (err) {
      logger.warn({ err, jobId: id }, 'mail job not taken for delivery now; the worker will deliver it');
      return;
    }
    // Undefined: another replica's worker took it first.
    if (job) await attempt(job);
  }

  /** Fetches what is due, a batch at a time, until nothing is. */
  async function pollDue(): Promise<void> {
    for (;;) {
      if (stopping) return;
      const jobs = await boss.fetch<MailJobData>(MAIL_QUEUE, { batchSize: BATCH_SIZE, includeMetadata: true });
      await Promise.all(jobs.map((job) => attempt({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit })));
      if (jobs.length < BATCH_SIZE) return;
    }
  }

  function schedulePoll() {
    if (!started || stopping) return;
    timer = setTimeout(() => {
      timer = undefined;
      // pg-boss's fetch answers nothing while the database is away; the next poll tries again.
      const poll = pollDue().catch((err: unknown) => logger.warn({ err }, 'mail queue poll failed'));
      void track(poll).then(schedulePoll);
    }, pollMs);
    timer.unref();
  }

  function deliverNow(id: string): Promise<void> {
    if (stopping) return Promise.resolve();
    return track(claimAndAttempt(id));
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    async add(into, mail) {
      const id = await boss.send(MAIL_QUEUE, mail, {
        db: jobQueueDb(into),
        startAfter: OWN_DELIVERY_LEASE_SECONDS,
        retryLimit: retry.retries,
        retryBackoff: false,
        expireInSeconds: EXPIRE_SECONDS,
        retentionMinutes: RETENTION_MINUTES,
      });
      if (!id) throw new Error('The mail job was not created');
      return id;
    },

    deliverNow,

    deliverAfterCommit(tx, id) {
      const root = outermost(tx);
      if (!root.isTransaction || !root.executionPromise) {
        void deliverNow(id);
        return;
      }
      // A rollback leaves no job: nothing to deliver.
      void track(root.executionPromise.then(() => deliverNow(id), () => undefined));
    },

    async start() {
      if (started) return;
      await boss.start();
      started = true;
      stopping = false;
      schedulePoll();
    },

    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await idle();
      await boss.stop({ graceful: false, close: false });
      started = false;
    },

    idle,
  };
}
