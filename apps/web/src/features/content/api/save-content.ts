// POST /content?og and PUT /content (spec §7). A refused save comes back to the form (redirectOnError
// false) with its field errors; after a save the feed, its filter options and the item are refreshed.
import type { ContentCreateInput, ContentItem, ContentUpdateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function createContent(courseId: number, input: ContentCreateInput): Promise<ContentItem> {
  return apiClient.post<ContentItem>('/content', input, { query: { og: courseId }, redirectOnError: false });
}

export function updateContent(input: ContentUpdateInput): Promise<ContentItem> {
  return apiClient.put<ContentItem>('/content', input, { redirectOnError: false });
}

export type SaveContentVariables = { kind: 'create'; courseId: number; input: ContentCreateInput } | { kind: 'update'; input: ContentUpdateInput };

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveContentVariables) =>
      variables.kind === 'create' ? createContent(variables.courseId, variables.input) : updateContent(variables.input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentKeys.detail(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: contentKeys.filters(saved.courseId) }),
      ]);
    },
  });
}
