import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, guestCourse, instructorCourse, json, studentCourse, videoFixture, videoList } from '../testing/video-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { VideosPage } from './videos-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tokens = { current: async () => 'token', renew: async () => null };
const ASSIGNMENTS = 'GET /assignments?og=4&includeVideos=false';
const assignments = () => json({ role: 'student', student_progress: 0, can_manage: false, items: [{ id: 7, title: 'Pressing trap' }] });

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ [ASSIGNMENTS]: assignments, ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

// Mantine screens with many cards are slow on a shared CI machine; each test gets 20 s.
describe('videos grid', { timeout: 20_000 }, () => {
  it('shows cards with posters and status, 16 a page with "load more"', async () => {
    const first = Array.from({ length: 16 }, (_, index) => videoFixture({ id: 100 + index, title: `Clip ${index + 1}` }));
    first[1] = videoFixture({ id: 101, title: 'Clip 2', status: 'processing', posterUrl: null, playerURL: null });
    const api = stub({
      'GET /videos/all?og=4&offset=0&limit=16': () => json(videoList(first, { total: 17 })),
      'GET /videos/all?og=4&offset=16&limit=16': () => json(videoList([videoFixture({ id: 200, title: 'Clip 17' })], { total: 17, offset: 16 })),
    });
    const user = userEvent.setup();
    await renderScreen(<VideosPage course={studentCourse} tokens={tokens} />, { at: '/course-4/app/videos' });

    const cards = await screen.findAllByTestId('video-card');
    expect(cards).toHaveLength(16);
    // One h1 per screen (issue 17).
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Videos']);
    expect(within(cards[0]!).getByTestId('video-poster')).toHaveAttribute('src', '/api/rest/videos/100/poster?exp=1&sig=a');
    expect(within(cards[0]!).getByRole('link', { name: 'Clip 1' })).toHaveAttribute('href', '/course-4/app/video-player?id=100');
    expect(within(cards[1]!).getByTestId('video-status')).toHaveTextContent('Processing');
    expect(within(cards[1]!).queryByTestId('video-poster')).not.toBeInTheDocument();
    expect(screen.getByTestId('videos-count')).toHaveTextContent('16 of 17 videos');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('video-card')).toHaveLength(17));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/videos/all?og=4&offset=16&limit=16');
    // Students upload (upload_video), but do not retry processing.
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry processing' })).not.toBeInTheDocument();
  });

  it('hides the upload button without upload_video and says when the course has no videos (German)', async () => {
    stub({ 'GET /videos/all?og=4&offset=0&limit=16': () => json(videoList([])) });
    await renderScreen(<VideosPage course={guestCourse} tokens={tokens} />, { at: '/course-4/app/videos', language: 'de' });
    expect(await screen.findByTestId('videos-empty')).toHaveTextContent('In diesem Kurs gibt es noch keine Videos.');
    expect(screen.queryByRole('button', { name: 'Video hochladen' })).not.toBeInTheDocument();
  });

  it('filters by URL parameters and by "shared with me"', async () => {
    const api = stub({
      'GET /videos/all?og=4&offset=0&limit=16&assignmentId[]=7&uid[]=21': () => json(videoList([videoFixture()])),
      'GET /videos/shared?og=4&offset=0&limit=16&assignmentId[]=7&uid[]=21': () => json(videoList([])),
    });
    const user = userEvent.setup();
    const { router } = await renderScreen(<VideosPage course={studentCourse} tokens={tokens} />, { at: '/course-4/app/videos?assignment=7&author=21' });
    expect(await screen.findAllByTestId('video-card')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Shared with me' }));
    expect(await screen.findByTestId('videos-empty')).toHaveTextContent('No video matches the filters.');
    expect(router.state.location.search).toBe('?assignment=7&author=21&shared=1');
    expect(api.calls.map((call) => call.path)).toContain('/videos/shared?og=4&offset=0&limit=16&assignmentId[]=7&uid[]=21');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('lets staff retry a failed video and shows its reason', async () => {
    const failed = videoFixture({ id: 40, status: 'failed', failureReason: 'No video stream', posterUrl: null, playerURL: null });
    const api = stub({
      'GET /videos/all?og=4&offset=0&limit=16': () => json(videoList([failed])),
      'POST /videos/40/retry': () => json({ ...failed, status: 'processing', failureReason: null }, 202),
    });
    const user = userEvent.setup();
    await renderScreen(<VideosPage course={instructorCourse} tokens={tokens} />, { at: '/course-4/app/videos' });
    const card = await screen.findByTestId('video-card');
    expect(within(card).getByTestId('video-status')).toHaveTextContent('Processing failed');
    expect(within(card).getByTestId('video-failure-reason')).toHaveTextContent('No video stream');
    await user.click(within(card).getByRole('button', { name: 'Retry processing' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path === '/videos/40/retry')).toBe(true));
  });

  it('opens the upload modal from the button, keeping ?upload=1 in the URL', async () => {
    stub({ 'GET /videos/all?og=4&offset=0&limit=16': () => json(videoList([])) });
    const user = userEvent.setup();
    const { router } = await renderScreen(<VideosPage course={studentCourse} tokens={tokens} />, { at: '/course-4/app/videos' });
    await screen.findByTestId('videos-empty');
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByTestId('video-upload-modal')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?upload=1');
  });

  it('opens the upload modal with the assignment of ?assignment= chosen (handing in from the assignment page)', async () => {
    stub({ 'GET /videos/all?og=4&offset=0&limit=16&assignmentId[]=7': () => json(videoList([])) });
    await renderScreen(<VideosPage course={studentCourse} tokens={tokens} />, { at: '/course-4/app/videos?assignment=7&upload=1' });
    const modal = await screen.findByTestId('video-upload-modal');
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: 'Assignment' })).toHaveValue('Pressing trap'));
  });

  it('offers "Record video" only where the browser can record; ?record=1 opens the recorder; live recordings carry a badge (issue 18)', async () => {
    stub({
      'GET /videos/all?og=4&offset=0&limit=16': () =>
        json(videoList([videoFixture({ id: 40, title: 'From the camera', source: 'live_recording' }), videoFixture({ id: 41, title: 'From a file' })])),
    });
    const user = userEvent.setup();
    // jsdom has neither getUserMedia nor MediaRecorder: no entry.
    const first = await renderScreen(<VideosPage course={studentCourse} tokens={tokens} />, { at: '/course-4/app/videos' });
    const cards = await screen.findAllByTestId('video-card');
    expect(within(cards[0]!).getByTestId('video-live-recording')).toHaveTextContent('Live recording');
    expect(within(cards[1]!).queryByTestId('video-live-recording')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record video' })).not.toBeInTheDocument();
    first.unmount();

    const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => undefined));
    Object.defineProperty(window.navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.stubGlobal('MediaRecorder', class {});
    try {
      const { router } = await renderScreen(<VideosPage course={studentCourse} tokens={tokens} />, { at: '/course-4/app/videos' });
      await screen.findAllByTestId('video-card');
      await user.click(screen.getByRole('button', { name: 'Record video' }));
      expect(await screen.findByTestId('live-recording-modal')).toHaveAttribute('data-phase', 'requesting');
      expect(router.state.location.search).toBe('?record=1');
      expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    } finally {
      Reflect.deleteProperty(window.navigator, 'mediaDevices');
    }
  });

  it('shows no recorder to members without upload_video, even with ?record=1', async () => {
    stub({ 'GET /videos/all?og=4&offset=0&limit=16': () => json(videoList([])) });
    Object.defineProperty(window.navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    vi.stubGlobal('MediaRecorder', class {});
    try {
      await renderScreen(<VideosPage course={guestCourse} tokens={tokens} />, { at: '/course-4/app/videos?record=1' });
      await screen.findByTestId('videos-empty');
      expect(screen.queryByRole('button', { name: 'Record video' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('live-recording-modal')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window.navigator, 'mediaDevices');
    }
  });
});
