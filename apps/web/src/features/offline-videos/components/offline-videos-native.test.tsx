// The offline pages on native (issue 19): the store keeps files through Capacitor's Filesystem (its own web
// implementation stands in for the device here, on an in-memory IndexedDB) and the player plays the file by
// its converted address (a double of Capacitor's convertFileSrc).
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { screen } from '@testing-library/react';
import type * as CapacitorFilesystem from '@capacitor/filesystem';
import { describe, expect, it, vi } from 'vitest';
import type * as Platform from '../../../lib/platform.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { getOfflineVideo, putOfflineVideo } from '../api/offline-video-store.ts';
import { OfflineVideoPlayerPage } from './offline-video-player-page.tsx';
import { OfflineVideosPage } from './offline-videos-page.tsx';

vi.mock('../../../lib/platform.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  isNativePlatform: () => true,
}));
vi.mock('@capacitor/filesystem', async (importOriginal) => {
  const actual = await importOriginal<typeof CapacitorFilesystem>();
  const { FilesystemWeb } = await import('@capacitor/filesystem/dist/esm/web.js');
  return { ...actual, Filesystem: new FilesystemWeb() };
});

describe('offline videos on native', () => {
  it('keeps the file in the Filesystem, lists it, and plays it by its converted file address', async () => {
    const file = new NodeBlob(['mp4!'], { type: 'video/mp4' }) as Blob;
    await putOfflineVideo({ userId: 3, videoId: 40, courseId: 2, title: 'Set piece', duration: 61, size: file.size, mimeType: 'video/mp4', savedAt: '2026-11-27T08:00:00.000Z', file });
    const kept = await getOfflineVideo(3, 40);
    expect(kept?.file).toBeUndefined();
    expect(kept?.uri).toMatch(/offline-videos\/3\/40\.mp4$/);

    const list = await renderScreen(<OfflineVideosPage userId={3} playerTo={(id) => `/offline-video-player?id=${id}`} />);
    expect(await screen.findByRole('link', { name: 'Set piece' })).toHaveAttribute('href', '/offline-video-player?id=40');
    list.unmount();

    const fileSrc = vi.fn((uri: string) => Promise.resolve(`https://localhost/_capacitor_file_${uri}`));
    await renderScreen(<OfflineVideoPlayerPage userId={3} videoId={40} backTo="/offline-videos" fileSrc={fileSrc} />);
    const video = await screen.findByTestId('offline-video-element');
    expect(fileSrc).toHaveBeenCalledWith(kept?.uri);
    expect(video.querySelector('source')).toHaveAttribute('src', `https://localhost/_capacitor_file_${kept?.uri ?? ''}`);
  });
});
