// The bell's list (loaded with the list, not the shell): pages of GET /notifications, newest first,
// `before` the last id shown; POST /notifications/read for one or all.
import type { AppNotification, NotificationList, NotificationReadInput, NotificationUnread } from '@campus/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { notificationKeys, NOTIFICATIONS_PATH, type UnreadNotifications } from './unread.ts';

/** The pages loaded so far, newest first (a plain query: react-query's infinite observer would grow the shell's bundle). */
export interface NotificationPages {
  pages: NotificationList[];
}

export function getNotifications(before: number | undefined, signal?: AbortSignal, client: ApiClient = apiClient): Promise<NotificationList> {
  return client.get<NotificationList>(NOTIFICATIONS_PATH, {
    query: before === undefined ? {} : { before },
    redirectOnError: false,
    ...(signal ? { signal } : {}),
  });
}

/** The list from its first page (a refetch starts over); `showMore` appends the next page. */
export function useNotificationPages() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.list(),
    queryFn: async ({ signal }): Promise<NotificationPages> => {
      const page = await getNotifications(undefined, signal);
      queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { unread: page.unread });
      return { pages: [page] };
    },
  });
  const last = query.data?.pages.at(-1);
  const nextBefore = last?.hasMore ? last.items.at(-1)?.id : undefined;
  const more = useMutation({
    mutationFn: (before: number) => getNotifications(before),
    onSuccess: (page) => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) => (data ? { pages: [...data.pages, page] } : data));
      queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { unread: page.unread });
    },
  });
  return {
    query,
    hasMore: nextBefore !== undefined,
    loadingMore: more.isPending,
    moreError: more.error,
    showMore: () => {
      if (nextBefore !== undefined) more.mutate(nextBefore);
    },
  };
}

/** Marks the cached notifications read (all, or these ids) and lowers the count by the ones that were unread. */
export function markReadInCache(queryClient: QueryClient, input: NotificationReadInput): void {
  const selected = (notification: AppNotification) => 'all' in input || input.ids.includes(notification.id);
  let newlyRead = 0;
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) => {
    if (!data) return data;
    return {
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => {
          if (item.read || !selected(item)) return item;
          newlyRead += 1;
          return { ...item, read: true };
        }),
      })),
    };
  });
  queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), (current) => {
    if ('all' in input) return { unread: 0 };
    if (!current) return current;
    return { unread: Math.max(0, current.unread - newlyRead) };
  });
}

export function markNotificationsRead(input: NotificationReadInput, client: ApiClient = apiClient): Promise<NotificationUnread | undefined> {
  return client.post<NotificationUnread | undefined>(`${NOTIFICATIONS_PATH}/read`, input, { redirectOnError: false });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationReadInput) => markNotificationsRead(input),
    onMutate: (input) => markReadInCache(queryClient, input),
    onSuccess: (answer) => {
      if (answer && typeof answer.unread === 'number') queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread(), { unread: answer.unread });
    },
    // The optimistic marks may be wrong now: ask the server again.
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
