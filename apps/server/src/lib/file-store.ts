// What every file store is (storage.ts): the FileStore interface, its errors and the rules for storage
// keys. Apart from storage.ts so the S3 store (storage-s3.ts) and storage.ts's fileStoreFromEnv, which
// picks between disk and S3, do not import each other.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** Inclusive byte range to read, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Refuse (FileTooLargeError) and keep nothing once the source passes this many bytes. */
  maxBytes?: number;
}

/** A presigned link to one stored file (FileStore.directUrl). */
export interface DirectUrlOptions {
  /** Seconds the link works; keep it short, it is a bearer token for the file. */
  expiresInSeconds: number;
  /** Content-Type and Content-Disposition the store answers with. */
  contentType: string;
  contentDisposition: string;
}

/** What features use; the disk store (storage.ts) and the S3 store (storage-s3.ts) implement it. */
export interface FileStore {
  /** Streams `source` to `key`, replacing what was there. */
  put(key: string, source: Readable, options?: PutOptions): Promise<StoredFile>;
  /**
   * Stores the local file at `localPath` under `key`; the local file stays where it is. On disk this is
   * a hard link when both sit on one file system (a finished 1 GiB upload is stored at once), else a copy.
   */
  putFile(key: string, localPath: string): Promise<StoredFile>;
  /**
   * Throws FileNotFoundError when there is nothing at `key`. With `range`, the stream holds only those
   * bytes (a seek in a large video must not read everything before it); `size` is always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<OpenedFile>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; nothing there is fine. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL a browser fetches the file from directly, ranges included (S3: a presigned GET),
   * so large media need not pass through the API. Absent (disk): serve the file with `open`.
   */
  directUrl?(key: string, options: DirectUrlOptions): Promise<string>;
}

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

export class FileNotFoundError extends Error {
  override readonly name = 'FileNotFoundError';
  constructor(readonly key: string) {
    super(`No stored file at ${key}.`);
  }
}

// Lower-case feature prefix, then segments of safe characters: no "..", no absolute paths, no backslashes.
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/** Throws unless `key` is a valid storage key (isValidStorageKey); every store checks before it acts. */
export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh key under a feature prefix, e.g. `assignments/2026/05/<uuid>`; spread over month folders. */
export function newStorageKey(prefix: string, now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  assertStorageKey(key);
  return key;
}
