// The bell on the tab's real-time connection: a new notification joins the top of the list (when it is
// loaded), the count takes the server's number at once and a short toast says what happened; a count
// changed elsewhere (read on another device) replaces ours. A (re)opened stream refetches: events
// before it are lost.
import type { AppNotification, NotificationList } from '@campus/shared';
import { NOTIFICATION_CREATED_EVENT, NOTIFICATION_UNREAD_EVENT } from '@campus/shared/rules/notifications';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { eventData, type RealtimeHub } from '../../../lib/realtime/realtime-hub.ts';
import { notificationKeys, type UnreadNotifications } from '../api/unread.ts';
import { notificationTextKey, notificationTextValues } from '../utils/wording.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotification(value: unknown): value is AppNotification {
  return isRecord(value) && typeof value.id === 'number' && typeof value.kind === 'string' && typeof value.path === 'string' && typeof value.title === 'string';
}

function unreadOf(value: unknown): number | undefined {
  return isRecord(value) && typeof value.unread === 'number' && value.unread >= 0 ? value.unread : undefined;
}

/** Puts a new notification on top of the loaded first page (once). */
export function addNotificationToCache(queryClient: QueryClient, notification: AppNotification, unread: number | undefined): void {
  queryClient.setQueryData<{ pages: NotificationList[] }>(notificationKeys.list(), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || data.pages.some((page) => page.items.some((item) => item.id === notification.id))) return data;
    return { pages: [{ ...first, items: [notification, ...first.items], ...(unread === undefined ? {} : { unread }) }, ...rest] };
  });
  queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), (current) => ({
    unread: unread ?? (current?.unread ?? 0) + 1,
  }));
}

export function useNotificationsRealtime(hub: RealtimeHub): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    const unsubscribers = [
      hub.on(NOTIFICATION_CREATED_EVENT, (event) => {
        const data = eventData(event);
        if (!isRecord(data) || !isNotification(data.notification)) return;
        const notification = data.notification;
        addNotificationToCache(queryClient, notification, unreadOf(data));
        notifications.show({
          id: `notification-${notification.id}`,
          message: t(notificationTextKey(notification.kind, notification.actor !== null), notificationTextValues(notification.actor?.name ?? null, notification.title)),
          autoClose: 5000,
        });
      }),
      hub.on(NOTIFICATION_UNREAD_EVENT, (event) => {
        const unread = unreadOf(eventData(event));
        if (unread === undefined) return;
        queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { unread });
        // Read elsewhere: the marks in the loaded list are stale.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }),
      // The first open too: the count may have been fetched before the stream was there.
      hub.onResync(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all, predicate: (query) => query.queryKey[1] !== 'settings' })),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [hub, queryClient, t]);
}
