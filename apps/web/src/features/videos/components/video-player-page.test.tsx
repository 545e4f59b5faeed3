import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commentFixture, fakeApi, guestCourse, json, replyFixture, studentCourse, videoFixture, videoList } from '../testing/video-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { VideoPlayerPage } from './video-player-page.tsx';

const play = vi.fn(async function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { value: false, configurable: true });
});
const pause = vi.fn(function (this: HTMLMediaElement) {
  Object.defineProperty(this, 'paused', { value: true, configurable: true });
});
const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  play.mockClear();
  pause.mockClear();
  scrollIntoView.mockClear();
});

const COMMENTS = 'GET /content?og=4&videoId=31';
const comments = [
  commentFixture({ id: 503, videoTime: 12.5, body: '<p>Too slow to shift.</p>', author: { uid: 21, name: 'Sam Student' } }),
  commentFixture({ id: 501, videoTime: 2, body: '<p>Look at the back line here.</p>', commentCount: 1 }),
  commentFixture({ id: 502, videoTime: 7.3, body: '<p>Good pressing.</p>', permissions: { update: true, delete: true, comment: true } }),
];

function stub(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /videos/31': () => json(videoFixture({ commentCount: 3 })),
    [COMMENTS]: () => json({ items: comments, total: 3, offset: 0, limit: 1000 }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

/** The <video> once loaded, with its metadata known (jsdom does not load media). */
async function loadedVideo(): Promise<HTMLVideoElement> {
  const element = (await screen.findByTestId('video-element')) as HTMLVideoElement;
  Object.defineProperty(element, 'duration', { value: 20, configurable: true });
  Object.defineProperty(element, 'readyState', { value: 1, configurable: true });
  act(() => {
    element.dispatchEvent(new Event('loadedmetadata'));
  });
  return element;
}

describe('video player', { timeout: 20_000 }, () => {
  it('plays the signed MP4 with its poster and lists comments by time with timeline markers', async () => {
    stub();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const element = await loadedVideo();
    expect(element).toHaveAttribute('src', '/api/rest/videos/31/stream?exp=1&sig=b');
    expect(element).toHaveAttribute('poster', '/api/rest/videos/31/poster?exp=1&sig=a');
    // One h1 per screen (issue 17): the video's title.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const items = await screen.findAllByTestId('video-comment');
    expect(items.map((item) => item.getAttribute('data-comment-id'))).toEqual(['501', '502', '503']);
    expect(items.map((item) => within(item).getByTestId('comment-time').textContent)).toEqual(['0:02', '0:07', '0:12']);
    const markers = screen.getAllByTestId('timeline-marker');
    expect(markers).toHaveLength(3);
    expect(markers[0]).toHaveStyle({ left: 'calc(10% - 7px)' });
    // Edit and delete only where the item allows it.
    expect(within(items[0]!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('seeks to a comment from its marker or its time and highlights it', async () => {
    stub();
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const element = await loadedVideo();
    await screen.findAllByTestId('video-comment');

    await user.click(screen.getAllByTestId('timeline-marker')[1]!);
    expect(element.currentTime).toBe(7.3);
    expect(screen.getAllByTestId('video-comment')[1]).toHaveAttribute('data-highlighted', 'true');

    await user.click(screen.getByRole('button', { name: 'Go to 0:12' }));
    expect(element.currentTime).toBe(12.5);
    expect(screen.getAllByTestId('video-comment')[2]).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getAllByTestId('video-comment')[1]).not.toHaveAttribute('data-highlighted');
  });

  it('opens at the comment of `cid`: seek, highlight, scroll into view', async () => {
    stub();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={502} />);
    const element = (await screen.findByTestId('video-element')) as HTMLVideoElement;
    await screen.findAllByTestId('video-comment');
    // The seek waits for the metadata.
    expect(element.currentTime).toBe(0);
    Object.defineProperty(element, 'duration', { value: 20, configurable: true });
    act(() => {
      element.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(element.currentTime).toBe(7.3);
    const target = screen.getAllByTestId('video-comment').find((item) => item.getAttribute('data-comment-id') === '502');
    expect(target).toHaveAttribute('data-highlighted', 'true');
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('pauses and comments at the current time (tenths)', async () => {
    const api = stub({
      'POST /content?og=4': (_init, call) => json(commentFixture({ id: 600, ...(call.body as object), author: { uid: 21, name: 'Sam Student' } }), 201),
    });
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const element = await loadedVideo();
    element.currentTime = 2.04;

    await user.click(screen.getByRole('button', { name: 'Comment at current time' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByTestId('composer-time')).toHaveTextContent('Comment at 0:02');
    expect(screen.getByTestId('composer-time')).toHaveAttribute('data-time', '2');
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Watch <the> full-back');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));

    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'videocomment',
      video_id: 31,
      videoTime: 2,
      body: '<p>Watch &lt;the&gt; full-back</p>',
      title: '',
    });
    await waitFor(() => expect(screen.queryByTestId('comment-composer')).not.toBeInTheDocument());
    // The list is fetched again.
    expect(api.calls.filter((call) => call.path === '/content?og=4&videoId=31')).toHaveLength(2);
  });

  it('has keyboard shortcuts that stay quiet while typing', async () => {
    stub();
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const element = await loadedVideo();
    element.currentTime = 10;

    fireEvent.keyDown(document.body, { key: 'l' });
    expect(element.currentTime).toBe(15);
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(element.currentTime).toBe(9);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(element.currentTime).toBe(10);
    fireEvent.keyDown(document.body, { key: 'l' });
    fireEvent.keyDown(document.body, { key: 'l' });
    expect(element.currentTime).toBe(20);

    fireEvent.keyDown(document.body, { key: 'k' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(pause).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.body, { key: 'c' });
    const textarea = await screen.findByRole('textbox', { name: 'Your comment' });
    const pausesBefore = pause.mock.calls.length;
    await user.type(textarea, 'kjl c');
    expect(textarea).toHaveValue('kjl c');
    expect(element.currentTime).toBe(20);
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(pausesBefore);
  });

  it('commenting by keyboard: the time is the field description, Ctrl+Enter saves and focus moves to the new comment', async () => {
    // After the POST the refetched list has the new comment.
    const created = commentFixture({ id: 600, videoTime: 4, body: '<p>Seen at four</p>', author: { uid: 21, name: 'Sam Student' } });
    let listed = comments;
    stub({
      [COMMENTS]: () => json({ items: listed, total: listed.length, offset: 0, limit: 1000 }),
      'POST /content?og=4': () => {
        listed = [...comments, created];
        return json(created, 201);
      },
    });
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const element = await loadedVideo();
    await screen.findAllByTestId('video-comment');
    element.currentTime = 4;

    // Escape cancels and returns focus to "Comment at current time".
    fireEvent.keyDown(document.body, { key: 'c' });
    let textarea = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(textarea).toHaveFocus();
    expect(textarea).toHaveAccessibleDescription('Comment at 0:04');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('comment-composer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment at current time' })).toHaveFocus();

    await user.keyboard('c');
    textarea = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(textarea).toHaveFocus();
    await user.keyboard('Seen at four{Control>}{Enter}{/Control}');
    // The new comment takes focus; its time and "Copy link" follow by Tab.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-comment-id', '600'));
    const item = document.activeElement as HTMLElement;
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to 0:04' })).toHaveFocus();
    const copyLink = within(item).getByRole('button', { name: 'Copy link to the comment at 0:04' });
    for (let presses = 0; presses < 5 && document.activeElement !== copyLink; presses += 1) {
      await user.tab();
      // On the way (author, text, replies) focus stays inside the new comment.
      expect(item).toContainElement(document.activeElement as HTMLElement);
    }
    expect(copyLink).toHaveFocus();
  });

  it('copies a comment\'s absolute deep link and says so', async () => {
    stub();
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const items = await screen.findAllByTestId('video-comment');
    await user.click(within(items[1]!).getByRole('button', { name: 'Copy link to the comment at 0:07' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/course-4/app/video-player?id=31&cid=502`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.queryByTestId('comment-link-field')).not.toBeInTheDocument();
  });

  it('shows the link selected in a read-only field when the clipboard is refused', async () => {
    stub();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const [first] = await screen.findAllByTestId('video-comment');
    const button = within(first!).getByRole('button', { name: 'Copy link to the comment at 0:02' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/course-4/app/video-player?id=31&cid=501`);
    const field = await within(first!).findByRole('textbox', { name: 'Link to this comment' });
    const link = `${window.location.origin}/course-4/app/video-player?id=31&cid=501`;
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, link.length]);
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    // Escape closes it and focus goes back to the button.
    await user.keyboard('{Escape}');
    expect(within(first!).queryByRole('textbox', { name: 'Link to this comment' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows replies and posts one', async () => {
    const api = stub({
      'GET /content/501/comment?offset=0': () => json({ items: [replyFixture()], total: 1, offset: 0, limit: 10 }),
      'POST /content/501/comment': () => json(replyFixture({ id: 802, commentText: '<p>Me too.</p>' }), 201),
    });
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const [first] = await screen.findAllByTestId('video-comment');
    await user.click(within(first!).getByRole('button', { name: '1 reply' }));
    expect(await within(first!).findByText('Agreed.')).toBeInTheDocument();
    await user.type(within(first!).getByRole('textbox', { name: 'Write a reply' }), 'Me too.');
    await user.click(within(first!).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ commentText: '<p>Me too.</p>' }));
  });

  it('deletes an own comment after confirmation', async () => {
    const api = stub({ 'DELETE /content/502': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    const items = await screen.findAllByTestId('video-comment');
    await user.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/content/502')).toBe(true));
  });

  it('offers no commenting without create_content and says when a video is still processing', async () => {
    stub({ 'GET /videos/31': () => json(videoFixture({ status: 'processing', playerURL: null, posterUrl: null })) });
    await renderScreen(<VideoPlayerPage course={guestCourse} videoId={31} commentId={null} />);
    expect(await screen.findByTestId('video-processing')).toHaveTextContent('The video is being processed.');
    expect(screen.queryByTestId('video-element')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comment at current time' })).not.toBeInTheDocument();
  });

  it('fetches the original once for ?download=source (legacy download link) and leaves the URL', async () => {
    // jsdom has neither object URLs nor navigation for the download link (the stand-ins stay for the
    // revoke that runs a second later).
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = stub({
      'GET /videos/31/source': () => new Response(new Blob(['x'], { type: 'video/mp4' }), { headers: { 'content-type': 'video/mp4' } }),
    });
    const { router } = await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />, {
      at: '/course-4/app/video-player?id=31&download=source',
    });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/videos/31/source')).toHaveLength(1));
    expect(router.state.location.search).toBe('?id=31');
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('opens a split screen with a second video and keeps the offset adjustable', async () => {
    const api = stub({
      'GET /videos/all?og=4&offset=0&limit=16': () => json(videoList([videoFixture(), videoFixture({ id: 32, title: 'Second angle' })])),
      'GET /videos/32': () => json(videoFixture({ id: 32, title: 'Second angle' })),
      'POST /videos/add-splitscreen': () => json({ id: 9, mainVideoId: 31, selectedVideoId: 32, offsetSeconds: 0 }, 201),
    });
    const user = userEvent.setup();
    await renderScreen(<VideoPlayerPage course={studentCourse} videoId={31} commentId={null} />);
    await loadedVideo();
    await user.click(screen.getByRole('button', { name: 'Split screen' }));
    await user.click(await screen.findByRole('textbox', { name: 'Second video' }));
    await user.click(await screen.findByRole('option', { name: 'Second angle', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Show side by side' }));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ main_video_id: 31, selected_video_id: 32, offsetSeconds: 0 }));
    const split = await screen.findByTestId('split-screen');
    const follower = (await within(split).findByTestId('split-video')) as HTMLVideoElement;
    expect(follower).toHaveAttribute('src', '/api/rest/videos/32/stream?exp=1&sig=b');
    expect(within(split).getByTestId('video-element')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Offset +0.5 s' }));
    await user.click(screen.getByRole('button', { name: 'Offset +0.5 s' }));
    expect(screen.getByRole('textbox', { name: 'Offset (s)' })).toHaveValue('1');
    // The follower moved to main time + offset.
    expect(follower.currentTime).toBe(1);
  });
});
