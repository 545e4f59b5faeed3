// File storage behind an interface: the database keeps only a storage key (never a local path), so a
// disk store on one node and an S3-compatible store on many are interchangeable. The disk store writes
// under DATA_DIR/files through a temporary file and a rename, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

/** What features use; an S3 adapter implements the same four calls. */
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

function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh key under a feature prefix, e.g. `assignments/2026/05/<uuid>`; spread over month folders. */
export function newStorageKey(prefix: string, now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  assertKey(key);
  return key;
}

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
    assertKey(key);
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

/** The store of this installation: disk under DATA_DIR/files (an S3 adapter would be chosen here). */
export function fileStoreFromEnv(env: { DATA_DIR: string }): FileStore {
  return createDiskFileStore(path.join(env.DATA_DIR, 'files'));
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
