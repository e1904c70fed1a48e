// A destination for a pino logger that keeps the lines, so a test can read what was logged.
import { Writable } from 'node:stream';

export function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}
