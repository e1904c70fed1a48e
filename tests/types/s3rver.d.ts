// s3rver ships no types; only what the storage integration test uses is declared.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Middleware } from 'koa';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** s3rver is a Koa app; its middleware list is composed when run() starts listening. */
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
