// Where tus keeps an upload in progress, and who may write to it, chosen like the file store
// (lib/storage.ts): with S3 configured, @tus/s3-store (a multipart upload per tus upload, objects `<id>`,
// `<id>.info` and `<id>.part` at the bucket's root; file store keys always have a folder, so they never
// meet) — any API node can take the next PATCH. Without S3, @tus/file-store under DATA_DIR/uploads, which
// several nodes can share on one shared file system. On PostgreSQL a lock on advisory locks keeps one
// writer per upload across nodes (video-uploads.locker.ts); on PGlite tus's in-process MemoryLocker.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { MemoryLocker, type DataStore, type Locker } from '@tus/server';
import type { Env } from '../../config/env.ts';
import { s3ClientConfig, type S3StoreConfig } from '../../lib/storage-s3.ts';
import { s3ConfigFromEnv, type FileStoreEnv } from '../../lib/storage.ts';
import { createPostgresLocker } from './video-uploads.locker.ts';

/** tus's S3 part size: each PATCH's bytes go to S3 in parts of this size (S3's minimum is 5 MiB). */
export const TUS_S3_PART_SIZE = 8 * 1024 * 1024;

export interface FinishedUploadFile {
  /** A local file with the upload's bytes, for ffprobe and the hand-over to the file store. */
  path: string;
  /** Removes what was made for `path` (nothing on disk, where it is tus's own file). */
  release(): Promise<void>;
}

export interface TusStorage {
  kind: 'disk' | 's3';
  datastore: DataStore;
  locker: Locker;
  /** The finished upload as a local file. */
  finishedFile(uploadId: string): Promise<FinishedUploadFile>;
  /** The upload's bytes and tus metadata go; nothing there is fine. */
  remove(uploadId: string): Promise<void>;
  close(): Promise<void>;
}

export type TusStorageEnv = FileStoreEnv & Pick<Env, 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_URL'>>;

/** DATA_DIR/uploads: @tus/file-store's directory when files are on disk. */
export function uploadDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'uploads');
}

/** tus's objects of one upload in the bucket (@tus/s3-store's naming). */
function tusObjectKeys(uploadId: string): string[] {
  return [uploadId, `${uploadId}.info`, `${uploadId}.part`];
}

const TUS_OBJECT = /^([A-Za-z0-9_-]{1,200})(?:\.info|\.part)?$/;

function tusS3Parts(s3: S3StoreConfig): { datastore: S3Store; client: S3Client; remove(uploadId: string): Promise<void> } {
  const clientConfig = s3ClientConfig(s3);
  const datastore = new S3Store({ partSize: TUS_S3_PART_SIZE, useTags: false, s3ClientConfig: { bucket: s3.bucket, ...clientConfig } });
  const client = new S3Client(clientConfig);
  return {
    datastore,
    client,
    async remove(uploadId) {
      // S3Store.remove aborts an unfinished multipart upload; a finished one it reports as not found, so
      // the objects are deleted here in any case.
      await datastore.remove(uploadId).catch(() => undefined);
      await Promise.all(
        tusObjectKeys(uploadId).map((Key) => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key })).catch(() => undefined)),
      );
    },
  };
}

/** An upload's bytes as the cleanup job (video-uploads.cleanup.ts) sees them, wherever tus keeps them. */
export interface UploadBytes {
  /** When the upload's bytes were last written (ms), if there are any. */
  lastWrite(uploadId: string): Promise<number | undefined>;
  /** Every upload that has bytes, with its last write (ms). */
  uploads(): Promise<Map<string, number>>;
  remove(uploadId: string): Promise<void>;
}

/** The S3 side of the cleanup job, or undefined when uploads are on disk. */
export function s3UploadBytesFromEnv(env: FileStoreEnv): UploadBytes | undefined {
  const s3 = s3ConfigFromEnv(env);
  if (s3 === undefined) return undefined;
  const { client, remove } = tusS3Parts(s3);
  const Bucket = s3.bucket;
  return {
    async lastWrite(uploadId) {
      // `<id>.part` is rewritten by most PATCHes (the bytes short of a whole part), `.info` at the start.
      const times = await Promise.all(
        [`${uploadId}.info`, `${uploadId}.part`].map((Key) =>
          client.send(new HeadObjectCommand({ Bucket, Key })).then(
            (head) => head.LastModified?.getTime(),
            () => undefined,
          ),
        ),
      );
      const known = times.filter((time): time is number => time !== undefined);
      return known.length === 0 ? undefined : Math.max(...known);
    },
    async uploads() {
      const found = new Map<string, number>();
      let ContinuationToken: string | undefined;
      do {
        // Only the bucket's root: file store keys always have a folder.
        const page = await client.send(new ListObjectsV2Command({ Bucket, Delimiter: '/', ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const id = TUS_OBJECT.exec(object.Key ?? '')?.[1];
          if (id === undefined) continue;
          found.set(id, Math.max(found.get(id) ?? 0, object.LastModified?.getTime() ?? 0));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
      return found;
    },
    remove,
  };
}

function lockerFor(env: TusStorageEnv): { locker: Locker; close(): Promise<void> } {
  if (env.DATABASE_URL === undefined) return { locker: new MemoryLocker(), close: async () => undefined };
  const locker = createPostgresLocker({ url: env.DATABASE_URL });
  return { locker, close: () => locker.close() };
}

export function createTusStorage(env: TusStorageEnv): TusStorage {
  const { locker, close } = lockerFor(env);
  const s3 = s3ConfigFromEnv(env);
  if (s3 === undefined) {
    const datastore = new TusFileStore({ directory: uploadDirectory(env) });
    return {
      kind: 'disk',
      datastore,
      locker,
      finishedFile: async (uploadId) => ({ path: path.join(datastore.directory, uploadId), release: async () => undefined }),
      remove: (uploadId) => datastore.remove(uploadId).catch(() => undefined),
      close,
    };
  }

  const { datastore, client, remove } = tusS3Parts(s3);
  const scratch = path.join(env.DATA_DIR, 'tmp', 'video-uploads');
  return {
    kind: 's3',
    datastore,
    locker,
    async finishedFile(uploadId) {
      await mkdir(scratch, { recursive: true });
      const file = path.join(scratch, uploadId);
      const release = () => rm(file, { force: true });
      try {
        await pipeline(await datastore.read(uploadId), createWriteStream(file));
      } catch (error) {
        await release();
        throw error;
      }
      return { path: file, release };
    },
    remove,
    async close() {
      client.destroy();
      await close();
    },
  };
}
