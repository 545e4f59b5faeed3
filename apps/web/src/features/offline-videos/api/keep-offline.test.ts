// Keeping a video: the playable file is read with progress and stored; a refused download, a full device
// and a missing link each end with their own code and store nothing.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepUploadedCopy, keepVideoOffline, OFFLINE_DOWNLOAD_FAILED } from './keep-offline.ts';
import { getOfflineVideo, OFFLINE_STORAGE_FULL } from './offline-video-store.ts';

const video = { id: 42, courseId: 3, title: 'Passing in pairs', duration: 3, playerURL: '/api/rest/media/42.mp4?exp=1&sig=s' };
const bytes = new Uint8Array(64 * 1024).fill(7);
const roomy = () => Promise.resolve({ quota: 10 ** 10, usage: 0 });

// Browsers keep a Blob in IndexedDB; jsdom's Blob does not survive the structured clone the in-memory
// IndexedDB makes, Node's does: the files here are Node's (as the browser's, a real Blob with its bytes).
beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
afterEach(() => vi.unstubAllGlobals());

describe('keepVideoOffline', () => {
  it('reads the playable file with progress and keeps it for the user', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Response(bytes, { headers: { 'content-type': 'video/mp4', 'content-length': String(bytes.byteLength) } })));
    vi.stubGlobal('fetch', fetchFile);
    const progress: number[] = [];
    await keepVideoOffline({ userId: 8, video, estimate: roomy, onProgress: (loaded) => progress.push(loaded) });

    expect(fetchFile).toHaveBeenCalledWith(video.playerURL, expect.anything());
    expect(progress.at(-1)).toBe(bytes.byteLength);
    const kept = await getOfflineVideo(8, 42);
    expect(kept).toMatchObject({ title: 'Passing in pairs', courseId: 3, duration: 3, size: bytes.byteLength, mimeType: 'video/mp4' });
    expect(kept?.file?.size).toBe(bytes.byteLength);
  });

  it('stores nothing when the download is refused or the network is gone', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('expired', { status: 403 })));
    await expect(keepVideoOffline({ userId: 9, video, estimate: roomy })).rejects.toMatchObject({ code: OFFLINE_DOWNLOAD_FAILED, status: 403 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(keepVideoOffline({ userId: 9, video, estimate: roomy })).rejects.toMatchObject({ code: OFFLINE_DOWNLOAD_FAILED });
    expect(await getOfflineVideo(9, 42)).toBeNull();
  });

  it('refuses a file larger than the room left, before reading it', async () => {
    const body = new ReadableStream<Uint8Array>({ pull: () => undefined });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { headers: { 'content-length': String(200 * 1024 * 1024) } })));
    await expect(keepVideoOffline({ userId: 10, video, estimate: () => Promise.resolve({ quota: 100 * 1024 * 1024, usage: 0 }) })).rejects.toMatchObject({
      code: OFFLINE_STORAGE_FULL,
    });
    expect(await getOfflineVideo(10, 42)).toBeNull();
  });

  it('has nothing to keep without a playable link', async () => {
    await expect(keepVideoOffline({ userId: 11, video: { ...video, playerURL: null }, estimate: roomy })).rejects.toMatchObject({ code: OFFLINE_DOWNLOAD_FAILED });
  });
});

describe('keepUploadedCopy (keep_videos after a native upload)', () => {
  it('keeps the uploaded file under the video it became, for the user', async () => {
    const file = new Blob([bytes], { type: 'video/quicktime' });
    await keepUploadedCopy({ userId: 12, upload: { videoId: 77, courseId: 4, title: 'Rondo', file }, estimate: roomy });
    const kept = await getOfflineVideo(12, 77);
    expect(kept).toMatchObject({ videoId: 77, courseId: 4, title: 'Rondo', duration: null, size: bytes.byteLength, mimeType: 'video/quicktime' });
    expect(kept?.file?.size).toBe(bytes.byteLength);
  });

  it('keeps nothing when the device has no room for it', async () => {
    const file = new Blob([bytes], { type: 'video/mp4' });
    await expect(keepUploadedCopy({ userId: 13, upload: { videoId: 78, courseId: 4, title: 'Rondo', file }, estimate: () => Promise.resolve({ quota: 1, usage: 0 }) })).rejects.toMatchObject({
      code: OFFLINE_STORAGE_FULL,
    });
    expect(await getOfflineVideo(13, 78)).toBeNull();
  });
});
