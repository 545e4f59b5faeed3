// The parts of s3rver (a dev dependency without bundled types) the local S3 test server uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  /** Koa's context, as far as the test middleware reads and writes it. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware stack; composed when the server starts. */
    middleware: S3rverMiddleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
