// After a comment changed: the item's comments, its comment count (detail) and the feed cards are stale.
import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from './query-keys.ts';

export async function invalidateComments(queryClient: QueryClient, contentId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.comments(contentId) }),
    queryClient.invalidateQueries({ queryKey: contentKeys.detail(contentId) }),
    queryClient.invalidateQueries({ queryKey: contentKeys.lists() }),
  ]);
}
