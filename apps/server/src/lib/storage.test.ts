import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileNotFoundError,
  FileTooLargeError,
  contentDisposition,
  createDiskFileStore,
  isValidStorageKey,
  newStorageKey,
  type FileStore,
} from './storage.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'campus-storage-'));
  store = createDiskFileStore(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('disk file store', () => {
  it('writes, reads, reports and deletes a file by key', async () => {
    const key = newStorageKey('assignments', new Date('2030-04-05T00:00:00Z'));
    expect(key).toMatch(/^assignments\/2030\/04\/[0-9a-f-]{36}$/);
    expect(await store.exists(key)).toBe(false);
    expect(await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await store.exists(key)).toBe(true);
    const opened = await store.open(key);
    expect(opened.size).toBe(11);
    expect(await text(opened.stream)).toBe('hello world');
    expect(await filesUnder(root)).toEqual([path.join(...key.split('/'))]);
    await store.delete(key);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.open(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('stores a local file by key and leaves the local file in place', async () => {
    const local = path.join(root, 'local-upload.bin');
    await writeFile(local, 'finished upload');
    const key = newStorageKey('test');
    expect(await store.putFile(key, local)).toEqual({ size: 15 });
    expect(await text((await store.open(key)).stream)).toBe('finished upload');
    // The store's copy outlives the local file (tus removes its upload after the hand-over).
    await rm(local);
    expect(await text((await store.open(key)).stream)).toBe('finished upload');
  });

  it('reads just the asked byte range and still reports the whole size', async () => {
    const key = newStorageKey('test');
    await store.put(key, Readable.from([Buffer.from('0123456789')]));
    const middle = await store.open(key, { start: 3, end: 6 });
    expect(await text(middle.stream)).toBe('3456');
    expect(middle.size).toBe(10);
    const last = await store.open(key, { start: 9, end: 9 });
    expect(await text(last.stream)).toBe('9');
  });

  it('refuses a file past maxBytes and leaves nothing behind', async () => {
    const key = newStorageKey('assignments');
    await expect(store.put(key, Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), { maxBytes: 10 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await store.exists(key)).toBe(false);
    expect(await filesUnder(root)).toEqual([]);
    expect(await store.put(key, Readable.from([Buffer.alloc(10)]), { maxBytes: 10 })).toEqual({ size: 10 });
  });

  it('keeps the old content when a replacement fails midway', async () => {
    const key = newStorageKey('assignments');
    await store.put(key, Readable.from(['old']));
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('connection lost');
    expect(await text((await store.open(key)).stream)).toBe('old');
    expect(await filesUnder(root)).toHaveLength(1);
  });

  it.each(['../etc/passwd', 'assignments/../../etc/passwd', '/etc/passwd', 'assignments/a\\b', 'Assignments/x', 'assignments', 'assignments//x', 'assignments/.hidden', ''])(
    'refuses the key %j',
    async (key) => {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(store.put(key, Readable.from(['x']))).rejects.toThrow('Invalid storage key');
      await expect(store.open(key)).rejects.toThrow('Invalid storage key');
    },
  );
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'plan.pdf')).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    expect(contentDisposition('inline', 'Übung (1).pdf')).toBe(`inline; filename="_bung (1).pdf"; filename*=UTF-8''%C3%9Cbung%20%281%29.pdf`);
  });

  it('cannot be split or spoofed by the name', () => {
    const header = contentDisposition('attachment', 'a"; filename="evil.exe\r\nSet-Cookie: x=1\\.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(contentDisposition('attachment', '')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
