// The optimistic side of posting a comment (issue 17): the item's comment count (heading of the comment
// list, detail, feed cards) moves at once; the snapshot taken before puts everything back when the server
// refuses. invalidateComments afterwards brings the server's numbers either way.
import type { ContentCommentListResponse, ContentItem, ContentListResponse } from '@campus/shared';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { contentKeys } from './query-keys.ts';

/** The cached data the change touched, as it was before. */
export type CommentCountSnapshot = readonly (readonly [QueryKey, unknown])[];

const withCount = (item: ContentItem, contentId: number, delta: number): ContentItem =>
  item.id === contentId ? { ...item, commentCount: Math.max(0, item.commentCount + delta) } : item;

/** Moves the cached comment count of one item by `delta`; returns what to restore on failure. */
export async function shiftCommentCount(queryClient: QueryClient, contentId: number, delta: number): Promise<CommentCountSnapshot> {
  const keys = [contentKeys.comments(contentId), contentKeys.detail(contentId), contentKeys.lists()];
  // A refetch running now would overwrite the optimistic value with the old one.
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const snapshot = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));

  queryClient.setQueryData<InfiniteData<ContentCommentListResponse>>(contentKeys.comments(contentId), (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })) } : old,
  );
  queryClient.setQueryData<ContentItem>(contentKeys.detail(contentId), (old) => (old ? withCount(old, contentId, delta) : old));
  queryClient.setQueriesData<InfiniteData<ContentListResponse>>({ queryKey: contentKeys.lists() }, (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map((item) => withCount(item, contentId, delta)) })) } : old,
  );
  return snapshot;
}

export function restoreCommentCount(queryClient: QueryClient, snapshot: CommentCountSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}
