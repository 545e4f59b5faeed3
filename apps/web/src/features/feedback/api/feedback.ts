// App feedback: POST /app-feedback (everyone signed in) and, for campus staff, the paged list, the xlsx
// export and the campus's prompt flag.
import type { FeedbackInput, FeedbackList, FeedbackSettings } from '@campus/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

const BASE = '/app-feedback';

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (page: number) => [...feedbackKeys.all, 'list', page] as const,
  settings: () => [...feedbackKeys.all, 'settings'] as const,
};

export function sendFeedback(input: FeedbackInput, client: ApiClient = apiClient): Promise<{ id: number }> {
  return client.post<{ id: number }>(BASE, input, { redirectOnError: false });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => sendFeedback(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

export function feedbackListQueryOptions(page: number) {
  return queryOptions({
    queryKey: feedbackKeys.list(page),
    queryFn: ({ signal }) => apiClient.get<FeedbackList>(BASE, { query: { page }, signal, redirectOnError: false }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackList(page: number) {
  return useQuery(feedbackListQueryOptions(page));
}

export function useFeedbackSettings() {
  return useQuery({
    queryKey: feedbackKeys.settings(),
    queryFn: ({ signal }) => apiClient.get<FeedbackSettings>(`${BASE}/settings`, { signal, redirectOnError: false }),
  });
}

export function useSaveFeedbackSettings(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FeedbackSettings) => apiClient.put<FeedbackSettings>(`${BASE}/settings`, settings, { redirectOnError: false }),
    onSuccess: (settings) => {
      queryClient.setQueryData(feedbackKeys.settings(), settings);
      onSaved?.();
    },
  });
}

export async function downloadFeedbackExport(client: ApiClient = apiClient): Promise<void> {
  const blob = await client.get<Blob>(`${BASE}/export`, { responseType: 'blob', redirectOnError: false });
  saveBlob(blob, 'app-feedback.xlsx');
}
