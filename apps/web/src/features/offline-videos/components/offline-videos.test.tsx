// The offline list, the offline player and the player's "Keep offline" button on the real store (an
// in-memory IndexedDB) with the app's providers and translations.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { listOfflineVideos, putOfflineVideo, removeUserOfflineVideos } from '../api/offline-video-store.ts';
import { KeepOfflineButton } from './keep-offline-button.tsx';
import { OfflineVideoPlayerPage } from './offline-video-player-page.tsx';
import { OfflineVideosPage } from './offline-videos-page.tsx';

// Browsers keep a Blob in IndexedDB; jsdom's Blob does not survive the in-memory IndexedDB's structured
// clone, Node's does.
const file = (text: string) => new NodeBlob([text], { type: 'video/mp4' }) as Blob;

async function keep(userId: number, videoId: number, title: string, savedAt: string) {
  await putOfflineVideo({ userId, videoId, courseId: 3, title, duration: 83, size: 2_500_000, mimeType: 'video/mp4', savedAt, file: file(title) });
}

beforeEach(async () => {
  await removeUserOfflineVideos(1);
  await removeUserOfflineVideos(2);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the offline videos list', () => {
  it("lists the user's kept videos newest first, plays and removes one, and says when the device is offline", async () => {
    await keep(1, 10, 'Passing in pairs', '2026-11-20T08:00:00.000Z');
    await keep(1, 11, 'Goalkeeper drill', '2026-11-27T08:00:00.000Z');
    await keep(2, 12, 'Not mine', '2026-11-27T09:00:00.000Z');
    await renderScreen(<OfflineVideosPage userId={1} playerTo={(id) => `/offline-video-player?id=${id}`} />, {
      routes: [{ path: '/offline-video-player', element: <h1>Offline player</h1> }],
    });

    const items = await screen.findAllByTestId('offline-video');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['Goalkeeper drill', 'Passing in pairs']);
    expect(items[0]).toHaveTextContent('1:23');
    expect(items[0]).toHaveTextContent('2.4 MB');
    expect(items[0]).toHaveTextContent('kept on 27.11.26');
    expect(screen.queryByText('Not mine')).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: 'Play Goalkeeper drill' })).toHaveAttribute('href', '/offline-video-player?id=11');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Passing in pairs from this device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from this device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('offline-video')).toHaveLength(1));
    expect((await listOfflineVideos(1)).map((video) => video.videoId)).toEqual([11]);
    expect((await listOfflineVideos(2)).map((video) => video.videoId)).toEqual([12]);

    expect(screen.queryByTestId('offline-notice')).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('You are offline.');
  });

  it('says how to keep one when there is none, in German too', async () => {
    await renderScreen(<OfflineVideosPage userId={1} playerTo={(id) => `/p?id=${id}`} />, { language: 'de' });
    expect(await screen.findByTestId('offline-videos-empty')).toHaveTextContent('Noch keine Videos auf diesem Gerät.');
  });
});

describe('the offline player', () => {
  it('plays the kept file from the device, and says so when the video is not kept', async () => {
    await keep(1, 10, 'Passing in pairs', '2026-11-20T08:00:00.000Z');
    const createObjectURL = vi.fn(() => 'blob:kept-video');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));

    const view = await renderScreen(<OfflineVideoPlayerPage userId={1} videoId={10} backTo="/offline-videos" />);
    const video = await screen.findByTestId('offline-video-element');
    expect(video).toHaveAccessibleName('Passing in pairs');
    expect(video.querySelector('source')).toHaveAttribute('src', 'blob:kept-video');
    expect(screen.getByRole('link', { name: 'Offline videos' })).toHaveAttribute('href', '/offline-videos');
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:kept-video');

    await renderScreen(<OfflineVideoPlayerPage userId={2} videoId={10} backTo="/offline-videos" />);
    expect(await screen.findByTestId('offline-video-missing')).toHaveTextContent('not kept on this device');
  });
});

describe('the keep offline button', () => {
  const video = { id: 20, courseId: 3, title: 'Rondo', duration: 4, status: 'ready' as const, playerURL: '/api/rest/media/20.mp4?sig=s' };

  it('keeps the ready video on the device and then leads to the offline list', async () => {
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(new Uint8Array(1024), { headers: { 'content-type': 'video/mp4', 'content-length': '1024' } }))));
    await renderScreen(<KeepOfflineButton userId={1} video={video} offlineListTo="/offline-videos" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Keep offline' }));
    expect(await screen.findByRole('link', { name: 'Kept offline' })).toHaveAttribute('href', '/offline-videos');
    expect(await screen.findByText('"Rondo" now plays offline on this device.')).toBeInTheDocument();
    expect((await listOfflineVideos(1)).map((kept) => kept.title)).toEqual(['Rondo']);
  });

  it('shows why a keep failed and stays ready to try again; nothing for a video that is not ready', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const view = await renderScreen(<KeepOfflineButton userId={1} video={video} offlineListTo="/offline-videos" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep offline' }));
    expect(await screen.findByText('The video could not be fetched. Check the connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep offline' })).toBeEnabled();
    view.unmount();

    await renderScreen(<KeepOfflineButton userId={1} video={{ ...video, status: 'processing', playerURL: null }} offlineListTo="/offline-videos" />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep offline' })).toBeNull());
  });
});
