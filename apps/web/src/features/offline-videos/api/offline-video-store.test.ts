// The offline store on an in-memory IndexedDB (fake-indexeddb implements the same API the browser has).
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import type { OfflineVideoEntry } from './offline-video-store.ts';
import { deleteOfflineVideo, getOfflineVideo, listOfflineVideos, putOfflineVideo, removeUserOfflineVideos } from './offline-video-store.ts';

function entry(userId: number, videoId: number, title: string): OfflineVideoEntry {
  return {
    userId,
    videoId,
    courseId: 3,
    title,
    duration: 3,
    size: 4,
    mimeType: 'video/mp4',
    savedAt: '2026-11-28T09:00:00.000Z',
    // Node's Blob: jsdom's does not survive the in-memory IndexedDB's structured clone (browsers' does).
    file: new NodeBlob(['mp4!'], { type: 'video/mp4' }) as Blob,
  };
}

describe('offline video store', () => {
  it("keeps each user's videos apart, with the file, and replaces a video kept again", async () => {
    await putOfflineVideo(entry(1, 10, 'Passing'));
    await putOfflineVideo(entry(1, 11, 'Shooting'));
    await putOfflineVideo(entry(2, 10, 'Passing'));
    await putOfflineVideo({ ...entry(1, 10, 'Passing, new title'), size: 4 });

    const first = await listOfflineVideos(1);
    expect(first.map((video) => video.title).sort()).toEqual(['Passing, new title', 'Shooting']);
    // The list carries no files.
    expect(first.every((video) => !('file' in video))).toBe(true);
    expect((await listOfflineVideos(2)).map((video) => video.videoId)).toEqual([10]);

    const kept = await getOfflineVideo(1, 11);
    expect(kept?.title).toBe('Shooting');
    expect(kept?.file?.size).toBe(4);
    expect(await getOfflineVideo(2, 11)).toBeNull();
  });

  it('deletes one video, and everything of one user at sign-out', async () => {
    await putOfflineVideo(entry(5, 1, 'One'));
    await putOfflineVideo(entry(5, 2, 'Two'));
    await putOfflineVideo(entry(6, 1, 'Other user'));

    await deleteOfflineVideo(5, 1);
    expect((await listOfflineVideos(5)).map((video) => video.videoId)).toEqual([2]);

    await removeUserOfflineVideos(5);
    expect(await listOfflineVideos(5)).toEqual([]);
    expect((await listOfflineVideos(6)).map((video) => video.title)).toEqual(['Other user']);
  });
});
