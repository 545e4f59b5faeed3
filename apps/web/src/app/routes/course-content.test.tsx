// The content routes in the whole app (issue 7): the feed and the detail page under the course layout,
// the comment mode switched on a blog post showing in the side menu (spec §4), and the news form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthApi, json, type FakeCall } from '../../features/auth/testing/fake-auth-api.ts';
import { commentListFixture, contentFixture, courseFixture, filtersFixture, listFixture } from '../../features/content/testing/content-fixtures.ts';
import { courseGroups } from '../../features/courses/testing/course-fixtures.ts';
import { renderWithSession, startEachTestSignedIn } from '../testing/render-with-session.tsx';

vi.mock('../../components/rich-text/rich-text-editor-lazy.tsx', () => import('../../features/content/testing/mock-editor.tsx'));

function useContentApi() {
  const course = courseFixture();
  const routes: Record<string, (call: FakeCall) => Response> = {
    'GET /api/rest/og': () => json(courseGroups),
    'GET /api/rest/og/4': () => json(course),
    'GET /api/rest/content': () => json(listFixture([contentFixture()])),
    'GET /api/rest/content/filters': () => json(filtersFixture()),
    'GET /api/rest/content/31': () => json(contentFixture()),
    'GET /api/rest/content/31/comment': () => json(commentListFixture([])),
    'GET /api/rest/assignments': () => json({ role: 'student', student_progress: 0, can_manage: false, items: [] }),
  };
  const api = createFakeAuthApi({ validTokens: ['a1'], routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

startEachTestSignedIn();

afterEach(() => {
  window.localStorage.clear();
});

describe('content routes', () => {
  it('shows the feed at course-{id}/app/content and opens an item from it', async () => {
    useContentApi();
    const user = userEvent.setup();
    const { router } = await renderWithSession('/course-4/app/content');
    const card = await screen.findByTestId('content-card', {}, { timeout: 5000 });
    await user.click(within(card).getByRole('link', { name: 'What I learned about pressing' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/course-4/app/content-details/blog?id=31'));
    expect(await screen.findByTestId('content-title')).toHaveTextContent('What I learned about pressing');
  });

  it('puts the comment mode a student switches on into the side menu of that course', async () => {
    useContentApi();
    const user = userEvent.setup();
    await renderWithSession('/course-4/app/content-details/blog?id=31');
    const toggle = await screen.findByRole('switch', { name: /^Comment mode for blog posts/ }, { timeout: 5000 });
    expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument();

    await user.click(toggle);
    const messages = await screen.findByTestId('side-menu-messages');
    expect(messages).toHaveTextContent('You are commenting on blog posts.');
    expect(window.localStorage.getItem('commentMode.course-4')).toBe('["blog"]');

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('side-menu-messages')).not.toBeInTheDocument());
  });

  it('opens the news form of ?og at /news-form', async () => {
    useContentApi();
    await renderWithSession('/de/news-form?og=4');
    expect(await screen.findByTestId('news-form-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neu: News' })).toBeInTheDocument();
  });
});
