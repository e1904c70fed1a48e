// A real SMTP server for the end-to-end run (the app sends through SMTP_URL) with a tiny HTTP API the
// tests read messages from: GET /messages?to=<address>, GET /health. Run by Playwright's webServer.
import http from 'node:http';
import { startSmtpCatcher } from '../../integration/support/smtp-catcher';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 2526);

const smtp = await startSmtpCatcher(SMTP_PORT);
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/health') return res.end('{"ok":true}');
    const to = url.searchParams.get('to')?.toLowerCase();
    res.end(JSON.stringify(smtp.messages.filter((m) => !to || m.to.includes(to))));
  })
  .listen(HTTP_PORT, '127.0.0.1');
process.stdout.write(`mail catcher: smtp ${smtp.url}, http://127.0.0.1:${HTTP_PORT}\n`);
