import { describe, expect, it } from 'vitest';
import { canKeepOffline, hasRoomFor, OFFLINE_STORAGE_RESERVE_BYTES, playableType, sortOfflineVideos } from './offline-video-rules.ts';

describe('offline video rules', () => {
  it('keeps only ready videos whose playable file the server hands out', () => {
    expect(canKeepOffline({ status: 'ready', playerURL: '/api/rest/media/1.mp4?sig=x' })).toBe(true);
    expect(canKeepOffline({ status: 'ready', playerURL: null })).toBe(false);
    expect(canKeepOffline({ status: 'processing', playerURL: null })).toBe(false);
  });

  it('leaves the reserve free, and tries when the browser gives no estimate', () => {
    const quota = 1_000 * 1024 * 1024;
    const usage = 900 * 1024 * 1024;
    const free = quota - usage - OFFLINE_STORAGE_RESERVE_BYTES;
    expect(hasRoomFor(free, { quota, usage })).toBe(true);
    expect(hasRoomFor(free + 1, { quota, usage })).toBe(false);
    expect(hasRoomFor(10, { quota: 100, usage: 0 })).toBe(false);
    expect(hasRoomFor(10 ** 12, null)).toBe(true);
    expect(hasRoomFor(10 ** 12, { quota: 5 })).toBe(true);
  });

  it('lists the newest first, ties by title', () => {
    const sorted = sortOfflineVideos([
      { title: 'B', savedAt: '2026-11-01T10:00:00.000Z' },
      { title: 'C', savedAt: '2026-11-03T10:00:00.000Z' },
      { title: 'A', savedAt: '2026-11-01T10:00:00.000Z' },
    ]);
    expect(sorted.map((video) => video.title)).toEqual(['C', 'A', 'B']);
  });

  it('plays the stored MIME type, mp4 when it is missing or not a video type', () => {
    expect(playableType('video/webm')).toBe('video/webm');
    expect(playableType('')).toBe('video/mp4');
    expect(playableType('text/html')).toBe('video/mp4');
  });
});
