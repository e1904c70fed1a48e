// Outgoing e-mail. Every message is kept in mail_outbox (the record, and the inbox of development and
// tests); with SMTP_URL it is also sent through nodemailer and its row gets sent_at. A message's
// secrets (the single-use token in its link) are kept in the row only while there is no SMTP server,
// where the row is the inbox: with SMTP they are stored redacted and live only in the sent mail. In
// development without SMTP the log shows the first link, so a developer can follow it; never elsewhere.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { insertOutboxMail, markOutboxMailSent } from '../../db/queries/mail-outbox';

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

export interface Mailer {
  /** Records the message and delivers it before resolving; a failed delivery rejects. */
  send(message: MailMessage): Promise<void>;
  /**
   * Records the message and resolves; delivery goes on in the background, and a failure is logged and
   * leaves sent_at empty. For answers whose timing must not show whether a mail went out.
   */
  enqueue(message: MailMessage): Promise<void>;
  /**
   * Records the message in the caller's transaction, so it exists exactly when the change it tells of
   * was committed; delivery follows the commit and is retried until the SMTP server takes it.
   */
  queue(tx: Knex, message: MailMessage): Promise<void>;
  /** Resolves once every background delivery has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createMailer(options: { db: Db; smtpUrl?: string | undefined; logger: Logger; logLinks?: boolean }): Mailer {
  const { db, logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function record(message: MailMessage, into: Knex = db): Promise<number> {
    const secrets = transport ? message.secrets : [];
    return insertOutboxMail(into, {
      to_address: message.to,
      from_address: message.from,
      subject: message.subject,
      text_body: redact(message.text, secrets),
      html_body: redact(message.html, secrets),
      kind: message.kind,
    });
  }

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) {
      const link = options.logLinks ? message.text.match(/https?:\/\/\S+/)?.[0] : undefined;
      logger.info({ to: message.to, subject: message.subject, ...(link ? { link } : {}), outboxId: id }, 'mail kept in the outbox (no SMTP_URL)');
      return;
    }
    const { from, to, subject, text, html, replyTo } = message;
    await transport.sendMail({ from, to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    await markOutboxMailSent(db, id);
  }

  return {
    async send(message) {
      await deliver(await record(message), message);
    },
    async enqueue(message) {
      const id = await record(message);
      const delivery = deliver(id, message)
        .catch((err: unknown) => logger.error({ err, to: message.to, kind: message.kind, outboxId: id }, 'mail delivery failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async queue(tx, message) {
      // Kept in the outbox with the step; the durable queue that delivers it comes with the mail-queue work.
      await record(message, tx);
    },
    async idle() {
      await Promise.all(pending);
    },
  };
}
