// Outgoing e-mail. Every message is kept in mail_outbox (the record, and the inbox of development and
// tests); with SMTP_URL it is also sent through nodemailer. Without SMTP the log shows the recipient,
// the subject and the first link, so a developer can follow it.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Knex } from 'knex';

export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { db: Knex; smtpUrl?: string | undefined; logger: Logger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await options
        .db('mail_outbox')
        .insert({
          to_address: message.to,
          from_address: message.from,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          kind: message.kind,
        })
        .returning('id');
      if (!transport) {
        const link = message.text.match(/https?:\/\/\S+/)?.[0];
        options.logger.info({ to: message.to, subject: message.subject, link }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      await transport.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await options.db('mail_outbox').where({ id: row.id }).update({ sent_at: new Date() });
    },
  };
}
