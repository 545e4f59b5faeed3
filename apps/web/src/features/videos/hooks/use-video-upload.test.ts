// The native upload path of the hook (issue 19): the connection from the Network plugin (a double of the
// device here) holds an upload back or lets it start; the upload's status goes UPLOADING with progress,
// UPLOADED at 100 or FAILED at 0 with the error code; keep_videos keeps the file for offline viewing.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionKind } from '../../../lib/network-connection.ts';
import type { StartUploadOptions, UploadHandle, UploadTokenSource } from '../api/upload-video.ts';
import type { VideoPreferences } from '../utils/upload-preferences.ts';
import { useVideoUpload, type UploadEnvironment } from './use-video-upload.ts';

const tokens: UploadTokenSource = { current: () => Promise.resolve('token'), renew: () => Promise.resolve(null) };
const file = new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' });
const metadata = { og_id: '4', timestamp: '1700000000', title: 'Rondo', filename: 'clip.mp4', filetype: 'video/mp4' };

function device(connection: ConnectionKind, preferences: Partial<VideoPreferences> = {}, native = true): UploadEnvironment {
  return { native, preferences: () => ({ wifi_upload_only: true, keep_videos: true, ...preferences }), connection: () => Promise.resolve(connection), watch: () => () => undefined };
}

/** A fake tus start: hands back the callbacks so the test drives the upload. */
function fakeStart() {
  const calls: StartUploadOptions[] = [];
  const start = vi.fn((options: StartUploadOptions): Promise<UploadHandle> => {
    calls.push(options);
    return Promise.resolve({ resumed: false, abort: () => Promise.resolve() });
  });
  return { start, calls };
}

describe('useVideoUpload on native', () => {
  it('waits for wifi on cellular, and is offline without a connection (nothing is sent)', async () => {
    const { start } = fakeStart();
    const cellular = renderHook(() => useVideoUpload({ tokens, start, environment: device('cellular') }));
    await act(() => cellular.result.current.begin(file, metadata));
    expect(cellular.result.current.blocked).toBe('WAITING_FOR_WIFI');
    const none = renderHook(() => useVideoUpload({ tokens, start, environment: device('none', { wifi_upload_only: false }) }));
    await act(() => none.result.current.begin(file, metadata));
    expect(none.result.current.blocked).toBe('OFFLINE');
    expect(start).not.toHaveBeenCalled();
  });

  it('uploads on wifi with og_id and timestamp: UPLOADING with progress, UPLOADED at 100, and keeps the file (keep_videos)', async () => {
    const { start, calls } = fakeStart();
    const keepLocalCopy = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useVideoUpload({ tokens, start, keepLocalCopy, environment: device('wifi') }));
    await act(() => result.current.begin(file, metadata));
    expect(result.current.state.status).toBe('UPLOADING');
    expect(calls[0]?.metadata).toMatchObject({ og_id: '4', timestamp: '1700000000' });
    act(() => calls[0]?.onProgress(5, 10));
    expect(result.current.state).toMatchObject({ status: 'UPLOADING', progress: 50 });
    act(() => calls[0]?.onSuccess({ videoId: 77, uploadId: 'abc' }));
    expect(result.current.state).toMatchObject({ status: 'UPLOADED', progress: 100, videoId: 77 });
    expect(keepLocalCopy).toHaveBeenCalledWith({ videoId: 77, courseId: 4, title: 'Rondo', file });
  });

  it('uploads on cellular when wifi_upload_only is off, and keeps no copy when keep_videos is off', async () => {
    const { start, calls } = fakeStart();
    const keepLocalCopy = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useVideoUpload({ tokens, start, keepLocalCopy, environment: device('cellular', { wifi_upload_only: false, keep_videos: false }) }));
    await act(() => result.current.begin(file, metadata));
    act(() => calls[0]?.onSuccess({ videoId: 78, uploadId: 'abd' }));
    expect(result.current.state.status).toBe('UPLOADED');
    expect(keepLocalCopy).not.toHaveBeenCalled();
  });

  it('ends in the error state at 0 with the code after the retries, and keeps nothing', async () => {
    const { start, calls } = fakeStart();
    const keepLocalCopy = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useVideoUpload({ tokens, start, keepLocalCopy, environment: device('wifi') }));
    await act(() => result.current.begin(file, metadata));
    act(() => calls[0]?.onProgress(5, 10));
    act(() => calls[0]?.onError('NETWORK_ERROR'));
    expect(result.current.state).toMatchObject({ status: 'FAILED', progress: 0, error: 'NETWORK_ERROR' });
    expect(keepLocalCopy).not.toHaveBeenCalled();
  });

  it('a failed local copy leaves the finished upload as it is', async () => {
    const { start, calls } = fakeStart();
    const keepLocalCopy = vi.fn(() => Promise.reject(new Error('OFFLINE_STORAGE_FULL')));
    const { result } = renderHook(() => useVideoUpload({ tokens, start, keepLocalCopy, environment: device('wifi') }));
    await act(() => result.current.begin(file, metadata));
    act(() => calls[0]?.onSuccess({ videoId: 79, uploadId: 'abe' }));
    await waitFor(() => expect(keepLocalCopy).toHaveBeenCalled());
    expect(result.current.state.status).toBe('UPLOADED');
  });
});

describe('useVideoUpload on the web', () => {
  it('starts at once whatever the connection type, and keeps no copy', async () => {
    const { start, calls } = fakeStart();
    const keepLocalCopy = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useVideoUpload({ tokens, start, keepLocalCopy, environment: device('cellular', {}, false) }));
    await act(() => result.current.begin(file, metadata));
    act(() => calls[0]?.onSuccess({ videoId: 80, uploadId: 'abf' }));
    expect(result.current.state.status).toBe('UPLOADED');
    expect(keepLocalCopy).not.toHaveBeenCalled();
  });

  it('waits while the browser is offline', async () => {
    const { start } = fakeStart();
    const { result } = renderHook(() => useVideoUpload({ tokens, start, environment: device('none', {}, false) }));
    await act(() => result.current.begin(file, metadata));
    expect(result.current.blocked).toBe('OFFLINE');
    expect(start).not.toHaveBeenCalled();
  });
});

describe('the offline upload queue from the hook', () => {
  it('queues a video that may not upload now with its metadata, instead of failing', async () => {
    const { start } = fakeStart();
    const queueUpload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useVideoUpload({ tokens, start, queueUpload, environment: device('cellular') }));
    await act(() => result.current.begin(file, metadata));
    expect(queueUpload).toHaveBeenCalledWith(file, metadata);
    expect(result.current).toMatchObject({ blocked: 'WAITING_FOR_WIFI', queued: 'QUEUED' });
    expect(result.current.state.status).toBe('IDLE');
    expect(start).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ blocked: null, queued: null });
  });

  it('uploads at once when it may, and says so when the device cannot keep the video', async () => {
    const { start } = fakeStart();
    const queueUpload = vi.fn(() => Promise.resolve());
    const online = renderHook(() => useVideoUpload({ tokens, start, queueUpload, environment: device('wifi') }));
    await act(() => online.result.current.begin(file, metadata));
    expect(queueUpload).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);

    const refusing = vi.fn(() => Promise.reject(new Error('UPLOAD_QUEUE_UNAVAILABLE')));
    const offline = renderHook(() => useVideoUpload({ tokens, start, queueUpload: refusing, environment: device('none') }));
    await act(() => offline.result.current.begin(file, metadata));
    expect(offline.result.current).toMatchObject({ blocked: 'OFFLINE', queued: 'QUEUE_FAILED' });
  });
});
