// The native offline store on Capacitor Filesystem's own web implementation (its files in an in-memory
// IndexedDB here, fake-indexeddb): the same calls the app makes on the device, one folder per user.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { Directory } from '@capacitor/filesystem';
import { FilesystemWeb } from '@capacitor/filesystem/dist/esm/web.js';
import { describe, expect, it, vi } from 'vitest';
import { createFilesystemOfflineStore, FILE_CHUNK_BYTES, offlineFileExtension, type OfflineFilesystem } from './filesystem-offline-store.ts';
import type { OfflineVideoEntry } from './offline-store-types.ts';

const filesystem = new FilesystemWeb();
// Small pieces here (the web implementation re-encodes the whole file on each append); the app writes 3 MiB.
const CHUNK = 30;
const store = createFilesystemOfflineStore(filesystem, Directory.Data, CHUNK);

function entry(userId: number, videoId: number, title: string, file: Blob = new NodeBlob(['mp4!'], { type: 'video/mp4' }) as Blob): OfflineVideoEntry {
  return { userId, videoId, courseId: 3, title, duration: 3, size: file.size, mimeType: file.type || 'video/mp4', savedAt: '2026-11-28T09:00:00.000Z', file };
}

async function fileBytes(path: string): Promise<Uint8Array> {
  const { data } = await filesystem.readFile({ path, directory: Directory.Data });
  if (typeof data !== 'string') return new Uint8Array(await data.arrayBuffer());
  return Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
}

describe('the native offline store (Filesystem, Directory.Data)', () => {
  it("keeps each user's videos in their own folder, lists them without files, and hands out the file's uri", async () => {
    await store.put(entry(1, 10, 'Passing'));
    await store.put(entry(1, 11, 'Shooting', new NodeBlob(['webm'], { type: 'video/webm' }) as Blob));
    await store.put(entry(2, 10, 'Passing'));

    expect((await store.list(1)).map((video) => video.title).sort()).toEqual(['Passing', 'Shooting']);
    expect((await store.list(1)).every((video) => !('file' in video) && !('uri' in video))).toBe(true);
    expect((await store.list(2)).map((video) => video.videoId)).toEqual([10]);
    expect(await store.list(3)).toEqual([]);

    const kept = await store.get(1, 11);
    expect(kept).toMatchObject({ videoId: 11, title: 'Shooting', mimeType: 'video/webm' });
    expect(kept?.uri).toMatch(/offline-videos\/1\/11\.webm$/);
    expect(new TextDecoder().decode(await fileBytes('offline-videos/1/11.webm'))).toBe('webm');
    expect(await store.get(2, 11)).toBeNull();
  });

  it('writes a large file in base64 pieces that join into the same bytes', async () => {
    expect(FILE_CHUNK_BYTES % 3).toBe(0);
    const bytes = new Uint8Array(CHUNK * 4 + 5).map((_, index) => (index * 37) % 256);
    await store.put(entry(4, 1, 'Long', new NodeBlob([bytes], { type: 'video/mp4' }) as Blob));
    expect(await fileBytes('offline-videos/4/1.mp4')).toEqual(bytes);
  });

  it('replaces a video kept again (and its old file), deletes one, and everything of one user at sign-out', async () => {
    await store.put(entry(5, 1, 'One'));
    await store.put(entry(5, 1, 'One again', new NodeBlob(['mov!'], { type: 'video/quicktime' }) as Blob));
    await store.put(entry(5, 2, 'Two'));
    await store.put(entry(6, 1, 'Other user'));
    expect((await store.get(5, 1))?.title).toBe('One again');
    await expect(filesystem.stat({ path: 'offline-videos/5/1.mp4', directory: Directory.Data })).rejects.toThrow();

    await store.remove(5, 1);
    expect((await store.list(5)).map((video) => video.videoId)).toEqual([2]);
    await expect(filesystem.stat({ path: 'offline-videos/5/1.mov', directory: Directory.Data })).rejects.toThrow();

    await store.removeUser(5);
    expect(await store.list(5)).toEqual([]);
    expect((await store.list(6)).map((video) => video.title)).toEqual(['Other user']);
  });

  it('a write the device refuses (full) leaves nothing listed and says OFFLINE_STORAGE_FULL', async () => {
    const refusing: OfflineFilesystem<Directory> = {
      ...bound(filesystem),
      appendFile: vi.fn(() => Promise.reject(new Error('No space left on device'))),
    };
    const full = createFilesystemOfflineStore(refusing, Directory.Data, CHUNK);
    const big = new NodeBlob([new Uint8Array(CHUNK + 1)], { type: 'video/mp4' }) as Blob;
    await expect(full.put(entry(7, 1, 'Too big', big))).rejects.toMatchObject({ code: 'OFFLINE_STORAGE_FULL' });
    expect(await full.list(7)).toEqual([]);
    await expect(filesystem.stat({ path: 'offline-videos/7/1.mp4', directory: Directory.Data })).rejects.toThrow();
  });

  it('names the file by its type', () => {
    expect(offlineFileExtension('video/mp4')).toBe('.mp4');
    expect(offlineFileExtension('video/quicktime')).toBe('.mov');
    expect(offlineFileExtension('video/webm;codecs=vp9')).toBe('.webm');
    expect(offlineFileExtension('application/octet-stream')).toBe('.mp4');
  });
});

function bound(fs: FilesystemWeb): OfflineFilesystem<Directory> {
  return {
    writeFile: (options) => fs.writeFile(options),
    appendFile: (options) => fs.appendFile(options),
    readFile: (options) => fs.readFile(options),
    readdir: (options) => fs.readdir(options),
    deleteFile: (options) => fs.deleteFile(options),
    rmdir: (options) => fs.rmdir(options),
    getUri: (options) => fs.getUri(options),
  };
}
