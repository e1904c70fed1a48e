// A real SMTP server for the end-to-end run (the app sends through SMTP_URL) with a tiny HTTP API the
// tests read messages from: GET /messages?to=<address> → [{ to, subject, text }], GET /health. Run by
// Playwright's webServer.
import http from 'node:http';
import { startSmtpCatcher, type CaughtMail } from '../../integration/support/smtp-catcher';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526);

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value; the blanks between
 * two adjacent encoded words are not part of the text. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function subjectOf(mail: CaughtMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const folded = headers.match(/^Subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? '';
  return decodeHeader(folded.replace(/\r?\n[ \t]/g, ' '));
}

const smtp = await startSmtpCatcher(SMTP_PORT);
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/health') return res.end('{"ok":true}');
    if (url.pathname !== '/messages') {
      res.statusCode = 404;
      return res.end('{"error":"not found"}');
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = smtp.messages.filter((m) => !to || m.to.includes(to));
    res.end(JSON.stringify(messages.map((m) => ({ to: m.to, subject: subjectOf(m), text: m.text }))));
  })
  .listen(HTTP_PORT, '127.0.0.1');
process.stdout.write(`mail catcher: smtp ${smtp.url}, http://127.0.0.1:${HTTP_PORT}\n`);
