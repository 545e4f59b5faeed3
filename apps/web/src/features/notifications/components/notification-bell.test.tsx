import { NOTIFICATION_CREATED_EVENT, NOTIFICATION_UNREAD_EVENT } from '@campus/shared/rules/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from '../../../lib/realtime/realtime-hub.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { notificationKeys } from '../api/unread.ts';
import { useNotificationsRealtime } from '../hooks/use-notifications-realtime.ts';
import { aNotification, aPage, fakeApi, json } from '../testing/fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Header({ hub }: { hub: RealtimeHub }) {
  useNotificationsRealtime(hub);
  return <NotificationBell />;
}

const newest = aNotification({ id: 3, kind: 'assignment', path: '/course-5/app/assignment-push/4', title: 'Essay', read: false });
const older = aNotification({ id: 2, kind: 'video_comment', path: '/course-5/app/video-push/8', title: 'My clip', actor: null, read: true });
const oldest = aNotification({ id: 1, kind: 'message', path: '/send_private_message-push/7', title: 'Sam', read: false });

function renderBell(routes: Record<string, Parameters<typeof fakeApi>[0][string]>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const hub = createRealtimeHub();
  const view = renderScreen(<Header hub={hub} />, {
    path: '/',
    routes: [
      { path: '/course-5/app/assignment-push/4', element: <h1>Assignment screen</h1> },
      { path: '/send_private_message-push/7', element: <h1>Conversation screen</h1> },
    ],
  });
  return { api, hub, view };
}

describe('the notification bell', () => {
  it('shows the unread count as a badge and in its name, and no badge at 0', async () => {
    renderBell({ 'GET /notifications?limit=1': () => json(aPage([newest], 2)) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('shows no badge without unread notifications', async () => {
    const { api } = renderBell({ 'GET /notifications?limit=1': () => json(aPage([], 0)) });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
  });

  it('lists the notifications newest first with worded sentences, pages with Show more, opens one and marks it read', async () => {
    const { api, view } = renderBell({
      'GET /notifications?limit=1': () => json(aPage([newest], 2)),
      'GET /notifications': () => json(aPage([newest, older], 2, true)),
      'GET /notifications?before=2': () => json(aPage([oldest], 2, false)),
      'POST /notifications/read': () => json({ unread: 1 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    let items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ian Instructor published the assignment “Essay”'),
      expect.stringContaining('New comment on your video “My clip”'),
    ]);
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(items[0]).toHaveTextContent('5 minutes ago');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    items = within(list).getAllByRole('link');
    expect(items[2]).toHaveTextContent('Ian Instructor sent a message in “Sam”');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.click(items[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Assignment screen' })).toBeInTheDocument();
    const read = api.calls.find((call) => call.method === 'POST');
    expect(read?.body).toEqual({ ids: [3] });
    const { queryClient } = await view;
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread())).toEqual({ unread: 1 }));
  });

  it('marks all as read', async () => {
    const { api } = renderBell({
      'GET /notifications?limit=1': () => json(aPage([newest], 2)),
      'GET /notifications': () => json(aPage([newest, oldest], 2)),
      'POST /notifications/read': () => json({ unread: 0 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('Unread', { exact: false })).not.toBeInTheDocument();
  });

  it('is keyboard usable: Enter opens the list, Escape closes it and returns focus', async () => {
    renderBell({ 'GET /notifications?limit=1': () => json(aPage([newest], 1)), 'GET /notifications': () => json(aPage([newest], 1)) });
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
  });

  it('adds a live notification at once, bumps the count and takes a count changed elsewhere', async () => {
    let unread = 1;
    const { hub } = renderBell({
      'GET /notifications?limit=1': () => json(aPage([newest], unread)),
      'GET /notifications': () => json(aPage([newest], unread)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const live = aNotification({ id: 4, kind: 'content', title: 'Fresh news', actor: { uid: 4, name: 'Max Mentor' } });
    act(() => hub.dispatch({ event: NOTIFICATION_CREATED_EVENT, data: JSON.stringify({ notification: live, unread: 2 }), id: undefined }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Max Mentor posted “Fresh news”');
    // The toast says it too.
    expect(screen.getAllByText('Max Mentor posted “Fresh news”').length).toBeGreaterThanOrEqual(2);
    // Read on another device.
    unread = 0;
    act(() => hub.dispatch({ event: NOTIFICATION_UNREAD_EVENT, data: JSON.stringify({ unread: 0 }), id: undefined }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // Malformed data changes nothing.
    act(() => hub.dispatch({ event: NOTIFICATION_UNREAD_EVENT, data: '{"unread":"x"}', id: undefined }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
