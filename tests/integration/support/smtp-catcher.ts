// A real SMTP server on loopback for tests: the app sends through SMTP_URL, tests read what arrived.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** Headers and body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpCatcher {
  url: string;
  messages: CaughtMail[];
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** `acceptDelayMs`: each message is acknowledged this much later, like a busy server (concurrency tests). */
export async function startSmtpCatcher(port = 0, options: { acceptDelayMs?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        if (options.acceptDelayMs) setTimeout(callback, options.acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async waitFor(to, timeoutMs = 5000) {
      const started = Date.now();
      for (;;) {
        const found = [...messages].reverse().find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`No mail for ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a caught mail that contains the given path. */
export function linkIn(mail: CaughtMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`No ${path} link in the mail`);
  return match[0].replace(/&amp;/g, '&');
}
