// The bell's unread count (in the shell, so kept small: no zod): GET /notifications?limit=1 answers the
// caller's unread notifications in all. Real-time events and reads replace it in the cache.
import type { NotificationList } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

export const NOTIFICATIONS_PATH = '/notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

export interface UnreadNotifications {
  unread: number;
}

export async function getUnreadNotifications(signal?: AbortSignal, client: ApiClient = apiClient): Promise<UnreadNotifications> {
  const page = await client.get<NotificationList>(NOTIFICATIONS_PATH, { query: { limit: 1 }, redirectOnError: false, ...(signal ? { signal } : {}) });
  return { unread: page.unread };
}

export function useUnreadNotifications(enabled = true) {
  return useQuery({ queryKey: notificationKeys.unread(), queryFn: ({ signal }) => getUnreadNotifications(signal), enabled });
}
