import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  commentFixture,
  commentListFixture,
  contentFixture,
  courseFixture,
  fakeApi,
  json,
  problem,
  noContent,
  staffPermissions,
} from '../testing/content-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ContentDetailPage } from './content-detail-page.tsx';

vi.mock('../../../components/rich-text/rich-text-editor-lazy.tsx', () => import('../testing/mock-editor.tsx'));

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const student = courseFixture();
const instructor = courseFixture({ roles: [{ id: 4 }], permissions: staffPermissions, current_user: { id: 3 } });
const detailPath = '/course-4/app/content-details/blog?id=31';

async function findEditable(name: string): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name }, { timeout: 5000 });
}

describe('content detail', () => {
  it('shows title, author, date, tags and the body as markup, without actions the user lacks', async () => {
    stub({
      'GET /content/31': () =>
        json(contentFixture({ tags: [{ tid: 7, name: 'Pressing' }], permissions: { update: false, delete: false, comment: false }, updated: '2026-01-07T10:00:00.000Z' })),
      'GET /content/31/comment?offset=0': () => json(commentListFixture([])),
    });
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath, language: 'de' });

    expect(await screen.findByTestId('content-title')).toHaveTextContent('What I learned about pressing');
    const detail = screen.getByTestId('content-detail');
    expect(detail).toHaveTextContent('Sam Student · 05.01.26 · geändert am 07.01.26');
    expect(screen.getByTestId('content-type')).toHaveTextContent('Blogbeitrag');
    expect(screen.getByTestId('content-tag')).toHaveTextContent('Pressing');
    expect(screen.getByTestId('content-body').querySelector('strong')).toHaveTextContent('trigger');
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('content-comments-empty')).toHaveTextContent('Noch keine Kommentare.');
    expect(screen.getByTestId('content-comments-readonly')).toBeInTheDocument();
  });

  it('shows the address of external content through the link container', async () => {
    stub({
      'GET /content/33': () => json(contentFixture({ id: 33, type: 'external_content', externalUrl: 'https://example.org/laws' })),
      'GET /content/33/comment?offset=0': () => json(commentListFixture([])),
    });
    const wrapped: string[] = [];
    const linkContainer = (children: ReactNode) => {
      wrapped.push('wrapped');
      return <div data-testid="intercepted">{children}</div>;
    };
    await renderScreen(<ContentDetailPage course={student} kind="external-content" contentId={33} linkContainer={linkContainer} />, {
      at: '/course-4/app/content-details/external-content?id=33',
    });
    const link = await screen.findByRole('link', { name: 'https://example.org/laws' });
    expect(link).toHaveAttribute('href', 'https://example.org/laws');
    expect(within(screen.getByTestId('intercepted')).getByTestId('content-body')).toBeInTheDocument();
    expect(wrapped.length).toBeGreaterThan(0);
  });

  it('opens the item under its own kind when the path names another', async () => {
    stub({
      'GET /content/32': () => json(contentFixture({ id: 32, type: 'cmap' })),
      'GET /content/32/comment?offset=0': () => json(commentListFixture([])),
    });
    const { router } = await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={32} />, { at: '/course-4/app/content-details/blog?id=32' });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/course-4/app/content-details/document?id=32'));
  });

  it('says so when the link names no item', async () => {
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={undefined} />, { at: '/course-4/app/content-details/blog' });
    expect(screen.getByTestId('content-missing')).toHaveTextContent('This link does not name a content item.');
  });

  it('deletes the item after a confirmation and returns to the feed', async () => {
    const api = stub({
      'GET /content/31': () => json(contentFixture()),
      'GET /content/31/comment?offset=0': () => json(commentListFixture([])),
      'DELETE /content/31': () => noContent(),
    });
    const user = userEvent.setup();
    const { router } = await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-4/app/content'));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/content/31']);
    // The deleted item is not fetched again on its way out (that would be a 404 and the error screen).
    expect(api.calls.filter((call) => call.path === '/content/31' && call.method === 'GET')).toHaveLength(1);
  });

  it('sends news to the news form for editing', async () => {
    stub({
      'GET /content/35': () => json(contentFixture({ id: 35, type: 'news' })),
      'GET /content/35/comment?offset=0': () => json(commentListFixture([])),
    });
    const user = userEvent.setup();
    const { router } = await renderScreen(<ContentDetailPage course={instructor} kind="news" contentId={35} />, { at: '/course-4/app/content-details/news?id=35' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/news-form?og=4&id=35');
  });
});

describe('comment mode (spec §4)', () => {
  it('lets a student switch it for blog posts', async () => {
    stub({
      'GET /content/31': () => json(contentFixture()),
      'GET /content/31/comment?offset=0': () => json(commentListFixture([])),
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} commentModes={[]} onCommentModeChange={onChange} />, { at: detailPath });
    const toggle = await screen.findByRole('switch', { name: /^Comment mode for blog posts/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith('blog', true);
  });

  it('shows the switch on as stored, and not at all to staff or on news', async () => {
    stub({
      'GET /content/32': () => json(contentFixture({ id: 32, type: 'cmap' })),
      'GET /content/32/comment?offset=0': () => json(commentListFixture([])),
      'GET /content/35': () => json(contentFixture({ id: 35, type: 'news' })),
      'GET /content/35/comment?offset=0': () => json(commentListFixture([])),
    });
    const first = await renderScreen(
      <ContentDetailPage course={student} kind="document" contentId={32} commentModes={['document']} onCommentModeChange={vi.fn()} />,
      { at: '/course-4/app/content-details/document?id=32' },
    );
    expect(await screen.findByRole('switch', { name: /^Comment mode for documents/ })).toBeChecked();
    first.unmount();

    const staff = await renderScreen(<ContentDetailPage course={instructor} kind="document" contentId={32} commentModes={[]} onCommentModeChange={vi.fn()} />, {
      at: '/course-4/app/content-details/document?id=32',
    });
    await screen.findByTestId('content-title');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    staff.unmount();

    await renderScreen(<ContentDetailPage course={student} kind="news" contentId={35} commentModes={[]} onCommentModeChange={vi.fn()} />, {
      at: '/course-4/app/content-details/news?id=35',
    });
    await screen.findByTestId('content-title');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('comments', () => {
  it('pages by ten with "show more"', async () => {
    const comments = Array.from({ length: 12 }, (_, index) => commentFixture({ id: 60 + index, commentText: `<p>Comment ${index + 1}</p>` }));
    stub({
      'GET /content/31': () => json(contentFixture({ commentCount: 12 })),
      'GET /content/31/comment?offset=0': () => json(commentListFixture(comments.slice(0, 10), { total: 12 })),
      'GET /content/31/comment?offset=10': () => json(commentListFixture(comments.slice(10), { total: 12, offset: 10 })),
    });
    const user = userEvent.setup();
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath });
    expect(await screen.findAllByTestId('content-comment')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: '12 comments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    await waitFor(() => expect(screen.getAllByTestId('content-comment')).toHaveLength(12));
    expect(screen.getAllByTestId('content-comment')[11]).toHaveTextContent('Comment 12');
  });

  it('adds a comment with the item’s assignment and refreshes the list', async () => {
    let stored = [commentFixture()];
    const api = stub({
      'GET /content/31': () => json(contentFixture({ assignmentId: 11 })),
      'GET /content/31/comment?offset=0': () => json(commentListFixture(stored)),
      'POST /content/31/comment': (init) => {
        const body = JSON.parse(String(init.body)) as { commentText: string };
        const created = commentFixture({ id: 52, commentText: body.commentText, author: { uid: 9, name: 'Sam Student' }, permissions: { update: true, delete: true } });
        stored = [...stored, created];
        return json(created, 201);
      },
    });
    const user = userEvent.setup();
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath });
    expect(await screen.findAllByTestId('content-comment')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Please write a comment first.')).toBeInTheDocument();

    await user.type(await findEditable('Your comment'), 'Nice one');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(screen.getAllByTestId('content-comment')).toHaveLength(2));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ commentText: '<p>Nice one</p>', assignmentId: 11 });
    expect(screen.getAllByTestId('content-comment')[1]).toHaveTextContent('Nice one');
  });

  it('counts a new comment at once while it is sent, and takes it back when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    stub({
      'GET /content/31': () => json(contentFixture({ commentCount: 1 })),
      'GET /content/31/comment?offset=0': () => json(commentListFixture([commentFixture()])),
      'POST /content/31/comment': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath });
    expect(await screen.findByRole('heading', { name: '1 comment' })).toBeInTheDocument();

    await user.type(await findEditable('Your comment'), 'Nice one');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    // The server has not answered yet: the count already moved.
    expect(await screen.findByRole('heading', { name: '2 comments' })).toBeInTheDocument();

    answer(problem(403, 'FORBIDDEN'));
    expect(await screen.findByRole('heading', { name: '1 comment' })).toBeInTheDocument();
    expect(screen.getAllByTestId('content-comment')).toHaveLength(1);
  });

  it('shows edit and delete from each comment’s permissions and deletes after a confirmation', async () => {
    let stored = [
      commentFixture({ id: 51, author: { uid: 3, name: 'Ian Instructor' } }),
      commentFixture({ id: 52, commentText: '<p>Mine</p>', author: { uid: 9, name: 'Sam Student' }, permissions: { update: true, delete: true } }),
    ];
    const api = stub({
      'GET /content/31': () => json(contentFixture({ commentCount: 2 })),
      'GET /content/31/comment?offset=0': () => json(commentListFixture(stored)),
      'DELETE /content/31/comment/52': () => {
        stored = stored.filter((comment) => comment.id !== 52);
        return noContent();
      },
    });
    const user = userEvent.setup();
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath });
    const [theirs, mine] = await screen.findAllByTestId('content-comment');
    expect(within(theirs!).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Edit the comment of Sam Student' })).toBeInTheDocument();

    await user.click(within(mine!).getByRole('button', { name: 'Delete the comment of Sam Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('content-comment')).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/content/31/comment/52']);
  });

  it('edits an own comment in place', async () => {
    let stored = [commentFixture({ id: 52, commentText: '<p>Mine</p>', author: { uid: 9, name: 'Sam Student' }, permissions: { update: true, delete: true } })];
    const api = stub({
      'GET /content/31': () => json(contentFixture({ commentCount: 1 })),
      'GET /content/31/comment?offset=0': () => json(commentListFixture(stored)),
      'PUT /content/31/comment/52': (init) => {
        const body = JSON.parse(String(init.body)) as { commentText: string };
        stored = [{ ...stored[0]!, commentText: body.commentText }];
        return json(stored[0]);
      },
    });
    const user = userEvent.setup();
    await renderScreen(<ContentDetailPage course={student} kind="blog" contentId={31} />, { at: detailPath });
    await user.click(await screen.findByRole('button', { name: 'Edit the comment of Sam Student' }));
    await user.type(await findEditable('Edit comment'), ' too');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('content-comment-text')).toHaveTextContent('Mine too'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ commentText: '<p>Mine too</p>' });
  });
});
