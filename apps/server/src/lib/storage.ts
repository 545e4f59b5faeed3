// File storage behind an interface (file-store.ts, re-exported here): the database keeps only a storage
// key (never a local path), so the disk store here (one node, or shared storage) and the S3 store
// (storage-s3.ts, many nodes) are interchangeable; fileStoreFromEnv picks one. The disk store writes under
// DATA_DIR/files through a temporary file and a rename, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../config/env.ts';
import { FileTooLargeError, FileNotFoundError, assertStorageKey, type FileStore } from './file-store.ts';
import { createS3FileStore, type S3StoreConfig } from './storage-s3.ts';

export {
  FileNotFoundError,
  FileTooLargeError,
  assertStorageKey,
  isValidStorageKey,
  newStorageKey,
  type ByteRange,
  type DirectUrlOptions,
  type FileStore,
  type OpenedFile,
  type PutOptions,
  type StoredFile,
} from './file-store.ts';

function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

/** Files on local disk under `root` (e.g. DATA_DIR/files). */
export function createDiskFileStore(root: string): FileStore {
  const absoluteRoot = path.resolve(root);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const full = path.resolve(absoluteRoot, ...key.split('/'));
    // Defence in depth: the pattern already rules out escaping the root.
    if (!full.startsWith(absoluteRoot + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return full;
  };

  return {
    async put(key, source, options = {}) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        const stages: (Readable | Transform)[] = [source];
        if (options.maxBytes !== undefined) stages.push(byteLimit(options.maxBytes));
        await pipeline([...stages, createWriteStream(temporary, { flags: 'wx' })]);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const info = await stat(target);
      return { size: info.size };
    },

    async putFile(key, localPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await link(localPath, temporary);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Another file system, or one without hard links: copy the bytes instead.
        if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EMLINK') {
          return this.put(key, createReadStream(localPath));
        }
        throw error;
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const info = await stat(target);
      return { size: info.size };
    },

    async open(key, range) {
      const target = pathOf(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) throw new FileNotFoundError(key);
        const stream = range === undefined ? createReadStream(target) : createReadStream(target, { start: range.start, end: range.end });
        return { stream, size: info.size };
      } catch (error) {
        if (error instanceof FileNotFoundError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The S3_* settings (config/env.ts); S3_BUCKET set means S3. */
export type FileStoreEnv = Pick<Env, 'DATA_DIR'> &
  Partial<
    Pick<
      Env,
      'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** The S3 store's settings from the environment, or undefined when files live on disk. */
export function s3ConfigFromEnv(env: FileStoreEnv): S3StoreConfig | undefined {
  if (env.S3_BUCKET === undefined) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

/**
 * The store of this installation, the one place that chooses: S3 when S3_BUCKET is set (any
 * S3-compatible store, several nodes), else the disk under DATA_DIR/files (one node, or shared storage).
 */
export function fileStoreFromEnv(env: FileStoreEnv): FileStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 === undefined ? createDiskFileStore(path.join(env.DATA_DIR, 'files')) : createS3FileStore(s3);
}

function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
}

function isPrintableAscii(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && code < 0x7f;
}

/**
 * A Content-Disposition value: ASCII fallback name plus the exact UTF-8 name (RFC 6266 / 5987), with
 * quotes, backslashes and control characters gone so the header cannot be split or spoofed.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const clean =
    Array.from(fileName)
      .filter((char) => !isControlCharacter(char) && char !== '"' && char !== '\\')
      .join('')
      .trim() || 'download';
  const ascii = Array.from(clean, (char) => (isPrintableAscii(char) ? char : '_')).join('');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
