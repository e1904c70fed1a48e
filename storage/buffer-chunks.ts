import type { Readable } from 'node:stream';

/** Yields a put body as Buffers, whatever mode the stream is in (Readable.from of strings, setEncoding). */
export async function* bufferChunks(body: Readable | Buffer): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(body)) {
    yield body;
    return;
  }
  for await (const chunk of body as AsyncIterable<unknown>) {
    if (Buffer.isBuffer(chunk)) yield chunk;
    else if (typeof chunk === 'string') yield Buffer.from(chunk);
    else if (chunk instanceof Uint8Array) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    else throw new TypeError('A blob body stream must yield bytes or strings');
  }
}
