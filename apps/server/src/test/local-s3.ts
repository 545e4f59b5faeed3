// A real S3 protocol server (s3rver) on 127.0.0.1 and a free port, files in a temp folder, for the tests
// that run the S3 file store and tus's S3 store against the wire protocol. No Docker, no network.
import { readdir, readFile, stat, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverContext, type S3rverMiddleware } from 's3rver';
import type { S3StoreConfig } from '../lib/storage-s3.ts';

export interface LocalS3 {
  config: S3StoreConfig;
  /** The S3_* environment of a server process that uses this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials; it checks signatures against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * ListParts (GET /bucket/key?uploadId=…), which s3rver 3 lacks and @tus/s3-store needs to resume an
 * upload: answered from the parts s3rver keeps under its `uploads` folder, in S3's XML shape.
 */
function listPartsMiddleware(server: S3rver): S3rverMiddleware {
  return async (context: S3rverContext, next) => {
    const uploadId = context.query.uploadId;
    if (context.method !== 'GET' || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) {
      await next();
      return;
    }
    const [, bucket = '', ...keyParts] = context.path.split('/');
    const uploadDir = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    let names: string[];
    try {
      names = await readdir(uploadDir);
    } catch {
      context.status = 404;
      context.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
      return;
    }
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = path.join(uploadDir, String(number));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return { PartNumber: number, ETag: `"${md5.trim()}"`, Size: info.size, LastModified: info.mtime.toISOString() };
      }),
    );
    context.type = 'application/xml';
    context.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: decodeURIComponent(keyParts.join('/')),
        UploadId: uploadId,
        PartNumberMarker: 0,
        MaxParts: 10_000,
        IsTruncated: false,
        ...(parts.length > 0 ? { Part: parts } : {}),
      },
    };
  };
}

export async function startLocalS3(bucket = 'campus-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'campus-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style addressing only: 127.0.0.1 has no bucket subdomains.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  // Before the router (the last middleware), after s3rver's XML encoder and error handling.
  server.middleware.splice(server.middleware.length - 1, 0, listPartsMiddleware(server));
  let address;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const config: S3StoreConfig = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
