import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFixture, courseFixture, fakeApi, filtersFixture, json, listFixture, problem, staffPermissions } from '../testing/content-fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ContentFeedPage } from './content-feed-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /content/filters?og=4': () => json(filtersFixture()), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => contentFixture({ id: 100 - from - index, title: `Post ${from + index + 1}` }));

describe('content feed', () => {
  it('shows each item as a card with type, title link, author, date, excerpt and comment count', async () => {
    stub({
      'GET /content?og=4&offset=0': () =>
        json(
          listFixture([
            contentFixture({ id: 31, commentCount: 2 }),
            contentFixture({ id: 32, type: 'cmap', title: 'Match plan', body: '', author: null }),
            contentFixture({ id: 33, type: 'external_content', title: 'Laws of the game', externalUrl: 'https://example.org' }),
          ]),
        ),
    });
    await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content' });

    const cards = await screen.findAllByTestId('content-card');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByTestId('content-type')).toHaveTextContent('Blog post');
    expect(first.getByRole('link', { name: 'What I learned about pressing' })).toHaveAttribute('href', '/course-4/app/content-details/blog?id=31');
    // Older than a week: the date itself (spec §9 dd.mm.yy, not the English locale's 01/05/26), exact time as its title.
    expect(cards[0]).toHaveTextContent('Sam Student · 05.01.26');
    expect(cards[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-01-05T10:00:00.000Z');
    expect(cards[0]!.querySelector('time')?.getAttribute('title')).toMatch(/^05\.01\.26 \d\d:\d\d$/);
    expect(first.getByTestId('content-excerpt')).toHaveTextContent('The trigger is the back pass.');
    expect(first.getByTestId('content-comment-count')).toHaveTextContent('2');
    expect(within(cards[1]!).getByRole('link', { name: 'Match plan' })).toHaveAttribute('href', '/course-4/app/content-details/document?id=32');
    expect(cards[1]).toHaveTextContent('Former member');
    expect(within(cards[2]!).getByRole('link', { name: 'Laws of the game' })).toHaveAttribute('href', '/course-4/app/content-details/external-content?id=33');
    expect(screen.getByTestId('content-count')).toHaveTextContent('3 items');
  });

  it('loads ten more with "load more" until all are there', async () => {
    const api = stub({
      'GET /content?og=4&offset=0': () => json(listFixture(page(0, 10), { total: 13 })),
      'GET /content?og=4&offset=10': () => json(listFixture(page(10, 3), { total: 13, offset: 10 })),
    });
    const user = userEvent.setup();
    await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content' });
    expect(await screen.findAllByTestId('content-card')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('content-card')).toHaveLength(13));
    expect(screen.getAllByTestId('content-card')[12]).toHaveTextContent('Post 13');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/content?')).map((call) => call.path)).toEqual([
      '/content?og=4&offset=0',
      '/content?og=4&offset=10',
    ]);
  });

  it('sends the filters of the URL, offers their options and resets them', async () => {
    const api = stub({
      'GET /content?og=4&offset=0&type[]=blog&uid[]=9&tid[]=7': () => json(listFixture([contentFixture()])),
      'GET /content?og=4&offset=0': () => json(listFixture([contentFixture(), contentFixture({ id: 32, title: 'Other' })])),
    });
    const user = userEvent.setup();
    const { router } = await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content?type=blog&author=9&tag=7' });
    expect(await screen.findAllByTestId('content-card')).toHaveLength(1);
    const filters = screen.getByRole('search', { name: 'Filter content' });
    await waitFor(() => expect(within(filters).getByText('Sam Student')).toBeInTheDocument());
    expect(within(filters).getByText('Pressing')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(screen.getAllByTestId('content-card')).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(api.calls.map((call) => call.path)).toContain('/content?og=4&offset=0&type[]=blog&uid[]=9&tid[]=7');
  });

  it('says when nothing matches, and when the course has nothing yet', async () => {
    stub({ 'GET /content?og=4&offset=0&type[]=news': () => json(listFixture([])) });
    const filtered = await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content?type=news' });
    expect(await screen.findByTestId('content-empty')).toHaveTextContent('No content matches the filters.');
    filtered.unmount();

    vi.unstubAllGlobals();
    stub({ 'GET /content?og=4&offset=0': () => json(listFixture([])) });
    await renderScreen(<ContentFeedPage course={courseFixture({ roles: [{ id: 6 }], permissions: {} })} />, { at: '/course-4/app/content', language: 'de' });
    expect(await screen.findByTestId('content-empty')).toHaveTextContent('In diesem Kurs gibt es noch keine Inhalte.');
    expect(screen.queryByRole('button', { name: 'Erstellen' })).not.toBeInTheDocument();
  });

  it('shows a failure of the list', async () => {
    stub({ 'GET /content?og=4&offset=0': () => problem(503, 'SERVICE_UNAVAILABLE') });
    await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The content could not be loaded');
  });
});

describe('create menu', () => {
  it('offers students blog, document and external content, and opens the form in a dialog', async () => {
    stub({ 'GET /content?og=4&offset=0': () => json(listFixture([])) });
    const user = userEvent.setup();
    const { router } = await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content' });
    await screen.findByTestId('content-empty');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Blog post', 'Document', 'External link']);
    await user.click(items[1]!);
    expect(router.state.location.search).toBe('?create=cmap');
    expect(await screen.findByRole('dialog', { name: 'New Document' })).toBeInTheDocument();
  });

  it('sends staff to the news form for news', async () => {
    stub({ 'GET /content?og=4&offset=0': () => json(listFixture([])) });
    const user = userEvent.setup();
    const { router } = await renderScreen(<ContentFeedPage course={courseFixture({ roles: [{ id: 4 }], permissions: staffPermissions })} />, {
      at: '/course-4/app/content',
    });
    await screen.findByTestId('content-empty');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'News' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/news-form?og=4');
  });

  it('hands work in for the assignment of ?assignment= (the assignment page\'s link), and forgets it on close', async () => {
    stub({
      'GET /content?og=4&offset=0': () => json(listFixture([])),
      'GET /assignments?og=4&includeVideos=false': () =>
        json({ role: 'student', student_progress: 0, can_manage: false, items: [{ id: 11, title: 'Analyse a pressing trap' }] }),
    });
    const user = userEvent.setup();
    const { router } = await renderScreen(<ContentFeedPage course={courseFixture()} />, { at: '/course-4/app/content?create=blog&assignment=11' });
    const dialog = await screen.findByRole('dialog', { name: 'New Blog post' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Assignment' })).toHaveValue('Analyse a pressing trap'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('ignores a create request the user may not make', async () => {
    stub({ 'GET /content?og=4&offset=0': () => json(listFixture([])) });
    await renderScreen(<ContentFeedPage course={courseFixture({ roles: [{ id: 6 }], permissions: {} })} />, { at: '/course-4/app/content?create=blog' });
    await screen.findByTestId('content-empty');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
