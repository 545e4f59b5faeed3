import { describe, expect, it } from 'vitest';
import { isNetworkFailure, nextQueuedUpload, shouldQueueUpload, sortQueuedUploads } from './upload-queue-rules.ts';
import { uploadDecision } from './upload-preferences.ts';

const wifiOnly = { wifi_upload_only: true, keep_videos: true };
const entries = [
  { id: 3, queuedAt: '2026-11-28T10:00:00.000Z', error: null },
  { id: 1, queuedAt: '2026-11-28T09:00:00.000Z', error: 'FORBIDDEN' },
  { id: 2, queuedAt: '2026-11-28T09:30:00.000Z', error: null },
  { id: 4, queuedAt: '2026-11-28T09:30:00.000Z', error: null },
];

describe('the offline upload queue rules', () => {
  it('queues a video only when it may not upload now: offline, or wifi only away from Wi-Fi', () => {
    expect(shouldQueueUpload(uploadDecision({ native: true, preferences: wifiOnly, connection: 'none' }))).toBe(true);
    expect(shouldQueueUpload(uploadDecision({ native: true, preferences: wifiOnly, connection: 'cellular' }))).toBe(true);
    expect(shouldQueueUpload(uploadDecision({ native: true, preferences: { ...wifiOnly, wifi_upload_only: false }, connection: 'cellular' }))).toBe(false);
    expect(shouldQueueUpload(uploadDecision({ native: true, preferences: wifiOnly, connection: 'wifi' }))).toBe(false);
    // The web waits only while the browser is offline.
    expect(shouldQueueUpload(uploadDecision({ native: false, preferences: wifiOnly, connection: 'none' }))).toBe(true);
    expect(shouldQueueUpload(uploadDecision({ native: false, preferences: wifiOnly, connection: 'unknown' }))).toBe(false);
  });

  it('starts the oldest waiting upload once the connection allows, skipping refused ones', () => {
    expect(sortQueuedUploads(entries).map((entry) => entry.id)).toEqual([1, 2, 4, 3]);
    expect(nextQueuedUpload(entries, { start: true })?.id).toBe(2);
    expect(nextQueuedUpload(entries, { start: false, reason: 'OFFLINE' })).toBeNull();
    expect(nextQueuedUpload(entries, { start: false, reason: 'WAITING_FOR_WIFI' })).toBeNull();
    expect(nextQueuedUpload([entries[1]!], { start: true })).toBeNull();
    expect(nextQueuedUpload([], { start: true })).toBeNull();
  });

  it('lets a network failure wait for the next connection; a refusal stays failed', () => {
    expect(isNetworkFailure('NETWORK_ERROR')).toBe(true);
    expect(isNetworkFailure('UPLOAD_FAILED')).toBe(true);
    expect(isNetworkFailure('VALIDATION_FAILED')).toBe(false);
    expect(isNetworkFailure('FORBIDDEN')).toBe(false);
    expect(isNetworkFailure('VIDEO_TOO_LARGE')).toBe(false);
  });
});
