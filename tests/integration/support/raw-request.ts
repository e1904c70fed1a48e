// A request with headers fetch() will not send as given (Host above all): how an attacker's client,
// not a browser, talks to the app.
import http from 'node:http';
import type { TestApp } from './test-app';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function raw(app: TestApp, pathname: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
