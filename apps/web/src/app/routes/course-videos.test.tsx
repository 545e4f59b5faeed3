// The video routes in the whole app (issue 8): course-{id}/app/videos, video-player?id&cid, and the
// top-level video-upload-modal route (spec §2), which opens the upload modal over the selected course.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi, json, type FakeCall } from '../../features/auth/testing/fake-auth-api.ts';
import { courseFixture, courseGroups } from '../../features/courses/testing/course-fixtures.ts';
import { commentFixture, videoFixture, videoList } from '../../features/videos/testing/video-fixtures.ts';
import { selectCourse } from '../../lib/course-stack.ts';
import { renderWithSession, startEachTestSignedIn } from '../testing/render-with-session.tsx';

function useVideoApi() {
  const routes: Record<string, (call: FakeCall) => Response> = {
    'GET /api/rest/og': () => json(courseGroups),
    'GET /api/rest/og/4': () => json(courseFixture()),
    'GET /api/rest/assignments': () => json({ role: 'student', student_progress: 0, can_manage: false, items: [] }),
    'GET /api/rest/videos/all': () => json(videoList([videoFixture()])),
    'GET /api/rest/videos/31': () => json(videoFixture()),
    'GET /api/rest/videos/32': () => json(videoFixture({ id: 32, title: 'Juggling at home', source: 'live_recording' })),
    'GET /api/rest/content': () => json({ items: [commentFixture()], total: 1, offset: 0, limit: 1000 }),
  };
  const api = createFakeAuthApi({ validTokens: ['a1'], routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

startEachTestSignedIn();

describe('video routes', { timeout: 20_000 }, () => {
  it('course-{id}/app/videos shows the course videos', async () => {
    useVideoApi();
    await renderWithSession('/course-4/app/videos');
    expect(await screen.findByTestId('videos-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('video-card')).toHaveTextContent('Pressing drill');
  });

  it('video-player?id&cid opens the player at the comment', async () => {
    useVideoApi();
    await renderWithSession('/course-4/app/video-player?id=31&cid=501');
    expect(await screen.findByTestId('video-player-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('video-comment')).toHaveAttribute('data-highlighted', 'true');
  });

  it('video-player without an id goes to the videos', async () => {
    useVideoApi();
    const { router } = await renderWithSession('/course-4/app/video-player');
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-4/app/videos'), { timeout: 5000 });
  });

  it('video-upload-modal opens the upload modal over the selected course’s videos', async () => {
    useVideoApi();
    selectCourse(4);
    const { router } = await renderWithSession('/de/video-upload-modal');
    expect(await screen.findByTestId('video-upload-modal', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/de/course-4/app/videos');
    expect(router.state.location.search).toBe('?upload=1');
  });

  it('video-upload-modal without a selected course opens the course chooser', async () => {
    useVideoApi();
    const { router } = await renderWithSession('/video-upload-modal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-menu-modal'), { timeout: 5000 });
  });

  it('live-recordings/comments/{nid} shows the recording with its comments in its course (issue 18)', async () => {
    useVideoApi();
    await renderWithSession('/live-recordings/comments/32');
    expect(await screen.findByTestId('live-recording-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('live-recording-badge')).toHaveTextContent('Live recording');
    expect(await screen.findByTestId('video-player-page')).toBeInTheDocument();
    expect(await screen.findByTestId('video-comment')).toBeInTheDocument();
  });

  it('live-recordings/comments/abc is an unknown page', async () => {
    useVideoApi();
    await renderWithSession('/live-recordings/comments/abc');
    await waitFor(() => expect(screen.queryByTestId('live-recording-page')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByTestId('not-found-screen', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('live-recording-modal opens the recorder over the selected course’s videos', async () => {
    useVideoApi();
    selectCourse(4);
    const { router } = await renderWithSession('/live-recording-modal');
    await waitFor(() => expect(router.state.location.search).toBe('?record=1'), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/course-4/app/videos');
  });
});
