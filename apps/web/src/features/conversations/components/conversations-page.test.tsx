import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { conversationFixture, fakeApi, INSTRUCTOR, json, MENTOR, participant, problem, STUDENT } from '../testing/fixtures.ts';
import { ConversationsPage } from './conversations-page.tsx';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const group = conversationFixture({
  id: 2,
  title: 'Session planning',
  courseId: 4,
  participants: [participant(STUDENT), participant(INSTRUCTOR), participant(MENTOR)],
  lastMessage: { id: 9, authorUid: STUDENT.uid, excerpt: 'I will bring the cones', created: '2025-03-01T09:00:00.000Z' },
  unreadCount: 0,
});

const conversationRoutes = [
  { path: '/conversation', element: <p>conversation screen</p> },
  { path: '/course-4/app/conversation', element: <p>course conversation screen</p> },
];

describe('the conversations list', () => {
  it('lists conversations with their names, last message and unread count, and pages', async () => {
    const api = stub({
      'GET /conversations?page=0': () => json({ items: [conversationFixture(), group], total: 45, page: 0 }),
      'GET /conversations?page=1': () => json({ items: [conversationFixture({ id: 3, unreadCount: 0 })], total: 45, page: 1 }),
    });
    await renderScreen(<ConversationsPage myUid={STUDENT.uid} />, { at: '/app/conversations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversations' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ian Instructor' })).toHaveAttribute('href', '/conversation?id=1');
    expect(rows[0]).toHaveTextContent('See you on Monday');
    expect(within(rows[0] as HTMLElement).getByTestId('conversation-unread')).toHaveTextContent('1 unread message');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Session planning' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('You: I will bring the cones');
    expect(within(rows[1] as HTMLElement).queryByTestId('conversation-unread')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(1));
    expect(api.calls.map((call) => call.path)).toContain('/conversations?page=1');
  });

  it('searches on the server and limits a course’s list to the course', async () => {
    const api = stub({
      'GET /conversations?og=4&page=0': () => json({ items: [group], total: 1, page: 0 }),
      'GET /conversations?og=4&page=0&search=cones': () => json({ items: [], total: 0, page: 0 }),
    });
    await renderScreen(<ConversationsPage courseId={4} myUid={STUDENT.uid} />, { at: '/course-4/app/conversations' });
    const link = await screen.findByRole('link', { name: 'Session planning' });
    expect(link).toHaveAttribute('href', '/course-4/app/conversation?id=2');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'cones');
    expect(await screen.findByText('No conversation matches your search.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/conversations?og=4&page=0&search=cones');
  });

  it('starts a group conversation with people picked from the server’s search', async () => {
    const api = stub({
      'GET /conversations?og=4&page=0': () => json({ items: [], total: 0, page: 0 }),
      'GET /conversations/recipients?og=4': () => json({ items: [INSTRUCTOR, MENTOR] }),
      'GET /conversations/recipients?search=Max&og=4': () => json({ items: [MENTOR] }),
      'POST /conversations': () => json(group, 201),
    });
    const { router } = await renderScreen(<ConversationsPage courseId={4} myUid={STUDENT.uid} />, {
      at: '/course-4/app/conversations',
      routes: conversationRoutes,
    });
    expect(await screen.findByText('No conversations yet. Start one with “New conversation”.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    const picker = within(dialog).getByRole('textbox', { name: 'Recipients' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Ian Instructor' }));
    // The list closes after a pick, so it never covers the buttons.
    expect(screen.queryByRole('option', { name: 'Max Mentor' })).not.toBeInTheDocument();
    await user.type(picker, 'Max');
    await user.click(await screen.findByRole('option', { name: 'Max Mentor' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Group title (optional)' }), 'Session planning');
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-4/app/conversation'));
    expect(router.state.location.search).toBe('?id=2');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ participantUids: [INSTRUCTOR.uid, MENTOR.uid], title: 'Session planning', courseId: 4 });
  });

  it('keeps the picked people when the server refuses', async () => {
    stub({
      'GET /conversations?page=0': () => json({ items: [], total: 0, page: 0 }),
      'GET /conversations/recipients': () => json({ items: [INSTRUCTOR] }),
      'POST /conversations': () => problem(403, 'CONVERSATION_RECIPIENT_NOT_ALLOWED'),
    });
    await renderScreen(<ConversationsPage myUid={STUDENT.uid} />, { at: '/app/conversations' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Recipients' }));
    await user.click(await screen.findByRole('option', { name: 'Ian Instructor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can only write to people who share a course with you.');
    expect(within(dialog).getByText('Ian Instructor')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start conversation' })).toBeEnabled();
  });
});
