// The FileStore contract, run on every store: the disk store and the S3 store talking to a real S3
// protocol server (s3rver, test/local-s3.ts). Disk-only details (temporary files, hard links) are in
// storage.test.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { createS3FileStore, s3PublicOrigin, S3_PART_SIZE } from './storage-s3.ts';
import { FileNotFoundError, FileTooLargeError, createDiskFileStore, fileStoreFromEnv, newStorageKey, s3ConfigFromEnv, type FileStore } from './storage.ts';

interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

const stores: Record<string, () => Promise<StoreUnderTest>> = {
  disk: async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'campus-contract-disk-'));
    return { store: createDiskFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const s3: LocalS3 = await startLocalS3();
    return { store: createS3FileStore(s3.config), close: () => s3.close() };
  },
};

describe.each(Object.keys(stores))('file store contract: %s', (kind) => {
  let subject: StoreUnderTest;
  let store: FileStore;
  let scratch: string;

  beforeAll(async () => {
    subject = await stores[kind]!();
    store = subject.store;
    scratch = await mkdtemp(path.join(os.tmpdir(), 'campus-contract-local-'));
  });

  afterAll(async () => {
    await subject?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('writes, reads, reports and deletes a file by key', async () => {
    const key = newStorageKey('contract');
    expect(await store.exists(key)).toBe(false);
    expect(await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await store.exists(key)).toBe(true);
    const opened = await store.open(key);
    expect(opened.size).toBe(11);
    expect(await text(opened.stream)).toBe('hello world');
    await store.delete(key);
    // Deleting what is not there is fine.
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.open(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('stores an empty file', async () => {
    const key = newStorageKey('contract');
    expect(await store.put(key, Readable.from([]))).toEqual({ size: 0 });
    const opened = await store.open(key);
    expect(opened.size).toBe(0);
    expect((await buffer(opened.stream)).length).toBe(0);
  });

  it('stores a local file by key and leaves the local file in place', async () => {
    const local = path.join(scratch, 'local-upload.bin');
    await writeFile(local, 'finished upload');
    const key = newStorageKey('contract');
    expect(await store.putFile(key, local)).toEqual({ size: 15 });
    await rm(local);
    expect(await text((await store.open(key)).stream)).toBe('finished upload');
  });

  it('replaces what was at the key', async () => {
    const key = newStorageKey('contract');
    await store.put(key, Readable.from(['first version']));
    expect(await store.put(key, Readable.from(['second']))).toEqual({ size: 6 });
    const opened = await store.open(key);
    expect(opened.size).toBe(6);
    expect(await text(opened.stream)).toBe('second');
  });

  it('reads just the asked byte range and still reports the whole size', async () => {
    const key = newStorageKey('contract');
    await store.put(key, Readable.from([Buffer.from('0123456789')]));
    const middle = await store.open(key, { start: 3, end: 6 });
    expect(await text(middle.stream)).toBe('3456');
    expect(middle.size).toBe(10);
    const last = await store.open(key, { start: 9, end: 9 });
    expect(await text(last.stream)).toBe('9');
    expect(last.size).toBe(10);
    await expect(store.open(newStorageKey('contract'), { start: 0, end: 1 })).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses a file past maxBytes and keeps nothing', async () => {
    const key = newStorageKey('contract');
    await expect(store.put(key, Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), { maxBytes: 10 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await store.exists(key)).toBe(false);
    expect(await store.put(key, Readable.from([Buffer.alloc(10)]), { maxBytes: 10 })).toEqual({ size: 10 });
  });

  it('keeps the old content when a replacement fails midway', async () => {
    const key = newStorageKey('contract');
    await store.put(key, Readable.from(['old']));
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('connection lost');
    expect(await text((await store.open(key)).stream)).toBe('old');
  });

  // Past one multipart part on S3: several parts, a limit hit after parts were sent, ranges across parts.
  it('stores, limits and ranges a file larger than one S3 part', async () => {
    const size = S3_PART_SIZE * 2 + 1234;
    const bytes = Buffer.alloc(size);
    for (let index = 0; index < size; index += 1) bytes[index] = index % 251;
    const chunks = Array.from({ length: Math.ceil(size / 65_536) }, (_, index) => bytes.subarray(index * 65_536, (index + 1) * 65_536));
    const key = newStorageKey('contract');
    expect(await store.put(key, Readable.from(chunks))).toEqual({ size });
    const across = await store.open(key, { start: S3_PART_SIZE - 2, end: S3_PART_SIZE + 1 });
    expect(across.size).toBe(size);
    expect(await buffer(across.stream)).toEqual(bytes.subarray(S3_PART_SIZE - 2, S3_PART_SIZE + 2));
    const whole = await store.open(key);
    expect((await buffer(whole.stream)).equals(bytes)).toBe(true);

    const limited = newStorageKey('contract');
    await expect(store.put(limited, Readable.from(chunks), { maxBytes: S3_PART_SIZE + 10 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await store.exists(limited)).toBe(false);
  }, 60_000);

  it.each(['../etc/passwd', 'contract/../../etc/passwd', '/etc/passwd', 'contract/a\\b', 'Contract/x', 'contract', 'contract//x', 'contract/.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Readable.from(['x']))).rejects.toThrow('Invalid storage key');
      await expect(store.open(key)).rejects.toThrow('Invalid storage key');
      await expect(store.exists(key)).rejects.toThrow('Invalid storage key');
      await expect(store.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );
});

describe('S3 store: direct links', () => {
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3();
  });

  afterAll(async () => {
    await s3?.close();
  });

  it('presigns a short-lived GET that serves ranges with the asked headers', async () => {
    const store = createS3FileStore(s3.config);
    const key = newStorageKey('contract');
    await store.put(key, Readable.from([Buffer.from('0123456789')]));
    const url = await store.directUrl?.(key, { expiresInSeconds: 60, contentType: 'video/mp4', contentDisposition: 'inline' });
    expect(url).toBeDefined();
    const link = new URL(url ?? '');
    expect(link.origin).toBe(s3.config.endpoint);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
    const answer = await fetch(link, { headers: { range: 'bytes=2-4' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-type')).toBe('video/mp4');
    expect(answer.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await answer.text()).toBe('234');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs for the public endpoint when one is configured', async () => {
    const store = createS3FileStore({ ...s3.config, publicEndpoint: 'https://files.campus.example' });
    const url = await store.directUrl?.(newStorageKey('contract'), { expiresInSeconds: 30, contentType: 'image/jpeg', contentDisposition: 'inline' });
    expect(new URL(url ?? '').origin).toBe('https://files.campus.example');
  });

  it('the disk store has no direct links (its files are served by the API)', () => {
    expect(createDiskFileStore(os.tmpdir()).directUrl).toBeUndefined();
  });
});

describe('fileStoreFromEnv', () => {
  it('keeps files on disk without S3_BUCKET and uses S3 with it', () => {
    expect(s3ConfigFromEnv({ DATA_DIR: '/srv/campus' })).toBeUndefined();
    expect(fileStoreFromEnv({ DATA_DIR: '/srv/campus' }).directUrl).toBeUndefined();
    const env = { DATA_DIR: '/srv/campus', S3_BUCKET: 'campus-files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true };
    expect(s3ConfigFromEnv(env)).toEqual({
      endpoint: 'http://minio:9000',
      publicEndpoint: undefined,
      bucket: 'campus-files',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(fileStoreFromEnv(env).directUrl).toBeTypeOf('function');
  });

  it('names the origin browsers load presigned files from (the CSP allows it)', () => {
    const base = { bucket: 'campus-files', region: 'eu-central-1', forcePathStyle: true };
    expect(s3PublicOrigin({ ...base, endpoint: 'http://minio:9000' })).toBe('http://minio:9000');
    expect(s3PublicOrigin({ ...base, endpoint: 'http://minio:9000', publicEndpoint: 'https://files.example.org/' })).toBe('https://files.example.org');
    expect(s3PublicOrigin({ ...base, forcePathStyle: false, endpoint: 'https://s3.example.org' })).toBe('https://campus-files.s3.example.org');
    expect(s3PublicOrigin({ ...base, forcePathStyle: false })).toBe('https://campus-files.s3.eu-central-1.amazonaws.com');
    expect(s3PublicOrigin(base)).toBe('https://s3.eu-central-1.amazonaws.com');
  });
});
