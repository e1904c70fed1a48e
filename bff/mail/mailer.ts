// Outgoing e-mail. Every message is kept in mail_outbox (the record, and the inbox of development and
// tests) and gets a job in the durable mail queue (./mail-queue.ts) in the same transaction; the job
// delivers it through nodemailer when SMTP_URL is set (the row then gets sent_at), retrying with
// backoff until the SMTP server takes it, and is deleted when it ends. A message's secrets (the
// single-use token in its link) live only in the job until delivery: with SMTP the outbox row keeps
// them redacted; without SMTP the row is the inbox and keeps them. In development without SMTP the log
// shows the first link, so a developer can follow it; never elsewhere.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import type { RetryPolicy } from './backoff';
import { createMailQueue, type Deliver, type MailJobData } from './mail-queue';

export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Where answers go when not to the sender (a contact message is answered to the visitor). */
  replyTo?: string;
  /** Values that must not rest in the outbox once mail is really sent (single-use tokens). */
  secrets?: string[];
}

const redact = (text: string, secrets: string[] = []) => secrets.reduce((out, secret) => (secret ? out.replaceAll(secret, '[redacted]') : out), text);

/** An SMTP server that does not answer fails the attempt (and it is retried) instead of holding it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export interface Mailer {
  /**
   * Records and queues the message, then makes the first delivery attempt before resolving, so the
   * mail is normally out when the caller answers. A failed attempt does not reject: the queue retries
   * it (logged); only a failure to record the message does.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Records and queues the message and resolves; delivery follows in the background. For answers
   * whose timing must not show whether a mail went out.
   */
  enqueue(message: MailMessage): Promise<void>;
  /**
   * Records and queues the message in the caller's transaction, so it exists exactly when the change
   * it tells of was committed; delivery follows the commit, retried until the SMTP server takes it.
   */
  queue(tx: Db, message: MailMessage): Promise<void>;
  /** Resolves once no delivery of this process is in flight or waiting for its transaction's commit. */
  idle(): Promise<void>;
  /** Starts the queue's worker (retries, mails left by a stopped or crashed process). */
  start(): Promise<void>;
  /** Stops the worker and waits for deliveries in flight; call before the database closes. */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string | undefined;
  logger: Logger;
  logLinks?: boolean;
  /** Retry schedule (tests shorten it); default MAIL_RETRY. */
  retry?: RetryPolicy;
  /** How often the worker looks for due retries (tests shorten it). */
  pollIntervalMs?: number;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;

  const deliver: Deliver = async (mail) => {
    if (!transport) {
      const link = options.logLinks ? mail.text.match(/https?:\/\/\S+/)?.[0] : undefined;
      logger.info({ to: mail.to, subject: mail.subject, ...(link ? { link } : {}), outboxId: mail.outboxId }, 'mail kept in the outbox (no SMTP_URL)');
      return 'kept';
    }
    const { from, to, subject, text, html, replyTo } = mail;
    await transport.sendMail({ from, to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    return 'sent';
  };
  const mailQueue = createMailQueue({ db, logger, deliver, retry: options.retry, pollIntervalMs: options.pollIntervalMs });

  /** The outbox row and the job, written with `into`; the job's id. */
  async function record(into: Db, message: MailMessage): Promise<string> {
    const secrets = transport ? message.secrets : [];
    const outboxId = await insertOutboxMail(into, {
      to_address: message.to,
      from_address: message.from,
      subject: message.subject,
      text_body: redact(message.text, secrets),
      html_body: redact(message.html, secrets),
      kind: message.kind,
    });
    const { to, from, subject, text, html, kind, replyTo } = message;
    const job: MailJobData = { outboxId, to, from, subject, text, html, kind, ...(replyTo ? { replyTo } : {}) };
    return mailQueue.add(into, job);
  }

  const recordAlone = (message: MailMessage) => db.transaction((tx) => record(tx, message));

  return {
    async send(message) {
      await mailQueue.deliverNow(await recordAlone(message));
    },
    async enqueue(message) {
      void mailQueue.deliverNow(await recordAlone(message));
    },
    async queue(tx, message) {
      mailQueue.deliverAfterCommit(tx, await record(tx, message));
    },
    idle: () => mailQueue.idle(),
    start: () => mailQueue.start(),
    stop: () => mailQueue.stop(),
  };
}
