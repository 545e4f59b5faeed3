// The offline upload queue in jsdom: the store on an in-memory IndexedDB, the runner with a fake tus start
// and a double of the device's connection. A queued video uploads through the normal upload path with its
// metadata once the connection allows, leaves the queue and (native, keep_videos) stays offline; a network
// failure keeps it waiting for the next connection; a refusal marks it failed.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionKind } from '../../../lib/network-connection.ts';
import { addQueuedUpload, listQueuedUploads, removeUserQueuedUploads } from '../api/upload-queue-store.ts';
import type { StartUploadOptions, UploadHandle, UploadTokenSource } from '../api/upload-video.ts';
import { useQueueActivity, useUploadQueueRunner } from './use-upload-queue.ts';
import type { UploadEnvironment } from './use-video-upload.ts';

const tokens: UploadTokenSource = { current: () => Promise.resolve('token'), renew: () => Promise.resolve(null) };
const USER = 21;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

/** The device: its connection (changed by the test, which then fires the listeners) and the defaults. */
function deviceDouble(kind: ConnectionKind, native: boolean) {
  const listeners = new Set<() => void>();
  const state = { kind };
  const environment: UploadEnvironment = {
    native,
    preferences: () => ({ wifi_upload_only: true, keep_videos: true }),
    connection: () => Promise.resolve(state.kind),
    watch: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const change = (next: ConnectionKind) => {
    state.kind = next;
    for (const listener of listeners) listener();
  };
  return { environment, change };
}

function fakeStart() {
  const calls: StartUploadOptions[] = [];
  const start = vi.fn((options: StartUploadOptions): Promise<UploadHandle> => {
    calls.push(options);
    return Promise.resolve({ resumed: false, abort: () => Promise.resolve() });
  });
  return { start, calls };
}

async function queue(title: string, queuedAt: string): Promise<number> {
  const file = new NodeBlob(['video bytes'], { type: 'video/mp4' }) as Blob;
  return addQueuedUpload({
    userId: USER,
    courseId: 4,
    title,
    metadata: { og_id: '4', timestamp: '1764320000', title, filename: `${title}.mp4`, filetype: 'video/mp4' },
    fileName: `${title}.mp4`,
    mimeType: 'video/mp4',
    size: file.size,
    queuedAt,
    file,
  });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

beforeEach(() => removeUserQueuedUploads(USER));

describe('the upload queue runner', () => {
  it('on native holds the queue on cellular (wifi only), then uploads oldest first on Wi-Fi and keeps each file offline', async () => {
    const rondo = await queue('Rondo', '2026-11-28T09:00:00.000Z');
    await queue('Press', '2026-11-28T09:05:00.000Z');
    const device = deviceDouble('cellular', true);
    const { start, calls } = fakeStart();
    const keepLocalCopy = vi.fn(() => Promise.resolve());
    const activity = renderHook(() => useQueueActivity());
    renderHook(() => useUploadQueueRunner({ userId: USER, tokens, keepLocalCopy, start, environment: device.environment }), { wrapper });
    await settle();
    expect(start).not.toHaveBeenCalled();

    act(() => device.change('wifi'));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const first = calls[0]!;
    expect(first.metadata).toMatchObject({ og_id: '4', timestamp: '1764320000', title: 'Rondo' });
    expect(first.file.name).toBe('Rondo.mp4');
    expect(first.tokens).toBe(tokens);
    act(() => first.onProgress(5, 10));
    expect(activity.result.current).toEqual({ id: rondo, progress: 50 });

    act(() => first.onSuccess({ videoId: 90, uploadId: 'a' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(keepLocalCopy).toHaveBeenCalledWith({ videoId: 90, courseId: 4, title: 'Rondo', file: first.file });
    expect((await listQueuedUploads(USER)).map((entry) => entry.title)).toEqual(['Press']);

    act(() => calls[1]!.onSuccess({ videoId: 91, uploadId: 'b' }));
    await waitFor(async () => expect(await listQueuedUploads(USER)).toEqual([]));
    expect(activity.result.current).toBeNull();
  });

  it('keeps a video waiting after a network failure, and marks it failed when the server refuses it', async () => {
    await queue('Rondo', '2026-11-28T09:00:00.000Z');
    const device = deviceDouble('unknown', false);
    const { start, calls } = fakeStart();
    renderHook(() => useUploadQueueRunner({ userId: USER, tokens, start, environment: device.environment }), { wrapper });
    // The web uploads at once while the browser is online.
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));

    act(() => calls[0]!.onError('NETWORK_ERROR'));
    await settle();
    expect(await listQueuedUploads(USER)).toMatchObject([{ title: 'Rondo', error: null }]);

    act(() => device.change('none'));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    act(() => device.change('unknown'));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    act(() => calls[1]!.onError('FORBIDDEN'));
    await waitFor(async () => expect(await listQueuedUploads(USER)).toMatchObject([{ title: 'Rondo', error: 'FORBIDDEN' }]));

    act(() => device.change('unknown'));
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
