// GET|PUT /notification-settings: push on or off per kind (spec push-notification-settings).
import type { NotificationSettings } from '@campus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './unread.ts';

const PATH = '/notification-settings';

export function getNotificationSettings(signal?: AbortSignal, client: ApiClient = apiClient): Promise<NotificationSettings> {
  return client.get<NotificationSettings>(PATH, { redirectOnError: false, ...(signal ? { signal } : {}) });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getNotificationSettings(signal) });
}

/** Saves the whole set; the cache shows the new value at once and goes back to the old one on failure. */
export function useSaveNotificationSettings(handlers: { onSaved(): void; onFailed(error: unknown): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => apiClient.put<NotificationSettings>(PATH, settings, { redirectOnError: false }),
    onMutate: (settings) => {
      const previous = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings());
      queryClient.setQueryData(notificationKeys.settings(), settings);
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings(), saved);
      handlers.onSaved();
    },
    onError: (error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.settings(), context.previous);
      handlers.onFailed(error);
    },
  });
}
