import { mapServerUrl } from '@campus/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { fakeApi, json } from '../../courses/testing/course-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { linkAction, useInterceptedLinks, videoCommentPath } from './use-intercepted-links.ts';

const origin = 'https://campus.example.org';

function Content({ html, openExternal }: { html: string; openExternal: (url: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useInterceptedLinks(ref, { origin, openExternal });
  // As in the app: link interception sits on the shared viewer of sanitized rich text.
  return <RichTextViewer ref={ref} html={html} data-testid="content" />;
}

async function setup(html: string, at = '/de/course-3/app/content') {
  const openExternal = vi.fn();
  const view = await renderScreen(<Content html={html} openExternal={openExternal} />, { at, language: 'de' });
  await screen.findByTestId('content');
  return { ...view, openExternal, user: userEvent.setup() };
}

describe('intercepted links', () => {
  it('navigates in the app for app routes and native screens, keeping the language prefix', async () => {
    const { router, user } = await setup(
      `<a href="${origin}/course-3/app/assignment/12">task</a><a href="/messages/list">messages</a>`,
    );
    await user.click(screen.getByText('task'));
    expect(router.state.location.pathname).toBe('/de/course-3/app/assignment/12');
    await user.click(screen.getByText('messages'));
    expect(router.state.location.pathname).toBe('/de/course-3/app/conversations');
  });

  it('selects another course for its course-{id} link and reloads the configuration', async () => {
    const { router, user, queryClient } = await setup(`<a href="/en/course-9">other course</a>`);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByText('other course'));
    expect(router.state.location.pathname).toBe('/de/course-9/app/dashboard');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['config'] });
  });

  it('sends legacy pages to the legacy route and externals to the same window', async () => {
    const { router, user, openExternal } = await setup(
      `<a href="/course-3/node/44/edit?x=1">edit</a><a href="https://elsewhere.example/page">away</a>`,
    );
    await user.click(screen.getByText('edit'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/de/course-3/node/44/edit?x=1');
    await user.click(screen.getByText('away'));
    expect(openExternal).toHaveBeenCalledWith('https://elsewhere.example/page');
  });

  it('refuses script links and leaves in-page anchors and modified clicks to the browser', async () => {
    const { router, user, openExternal } = await setup(`<a href="javascript:alert(1)">bad</a><a href="#part">anchor</a>`);
    const before = router.state.location.pathname;
    const clicks: boolean[] = [];
    screen.getByTestId('content').parentElement?.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    await user.click(screen.getByText('bad'));
    await user.click(screen.getByText('anchor'));
    expect(clicks).toEqual([true, false]);
    expect(router.state.location.pathname).toBe(before);
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('link action', () => {
  it('classifies each mapper result', () => {
    const ctx = { origin, courseId: 3 };
    const decide = (href: string) => linkAction(mapServerUrl(href, ctx), href, origin);
    expect(decide('/course-3/app/videos')).toEqual({ type: 'navigate', path: '/course-3/app/videos' });
    expect(decide('/course-5/app/videos')).toEqual({ type: 'navigate', path: '/course-5/app/videos', selectCourse: 5 });
    expect(decide('/unknown/thing')).toEqual({ type: 'navigate', path: '/unknown/thing' });
    expect(decide('/videocomment/8')).toEqual({ type: 'videoComment', commentId: 8 });
    expect(decide('mailto:a@b.example')).toEqual({ type: 'external', url: 'mailto:a@b.example' });
    expect(decide('data:text/html,hi')).toEqual({ type: 'block' });
    expect(decide('#top')).toBeUndefined();
  });
});

describe('video-comment links (spec §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const comment = {
    id: 8,
    type: 'videocomment',
    title: '',
    body: '<p>Look at the pressing here</p>',
    author: { uid: 9, name: 'Sam Student' },
    created: '2026-01-05T10:00:00.000Z',
    updated: '2026-01-05T10:00:00.000Z',
    courseId: 3,
    assignmentId: null,
    tags: [],
    externalUrl: null,
    video_id: 21,
    videoTime: 12.5,
    commentCount: 0,
    permissions: { update: false, delete: false, comment: true },
  };

  it('fetches the comment and opens the video player at it', async () => {
    const api = fakeApi({ 'GET /content/8': () => json(comment) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router, user } = await setup(`<a href="/course-3/videocomment/8">comment</a>`);
    await user.click(screen.getByText('comment'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/de/course-3/app/video-player'));
    expect(router.state.location.search).toBe('?id=21&cid=8');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /content/8']);
  });

  it('stays on the page when the comment cannot be fetched or has no video', async () => {
    const api = fakeApi({ 'GET /content/9': () => json({ ...comment, id: 9, type: 'blog', video_id: null }) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const { router, user } = await setup(`<a href="/videocomment/7">missing</a><a href="/videocomment/9">not a video comment</a>`);
    await user.click(screen.getByText('missing'));
    await user.click(screen.getByText('not a video comment'));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/de/course-3/app/content');
  });

  it('builds the player path from the content item', () => {
    expect(videoCommentPath({ id: 8, courseId: 3, type: 'videocomment', video_id: 21 })).toBe('/course-3/app/video-player?id=21&cid=8');
    expect(videoCommentPath({ id: 8, courseId: 3, type: 'videocomment', video_id: null })).toBeNull();
    expect(videoCommentPath({ id: 8, courseId: 3, type: 'blog', video_id: 21 })).toBeNull();
  });
});
