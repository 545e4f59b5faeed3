// Video comments are content items of type videocomment (contract-content.md): GET /content?og&videoId
// (all of them, sorted by time), POST /content?og, PUT /content, DELETE /content/{id}; replies are the
// item's comments (GET/POST /content/{id}/comment, PUT/DELETE /content/{id}/comment/{cid}).
import type { ContentComment, ContentCommentListResponse, ContentItem, ContentListResponse } from '@campus/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { sortByVideoTime } from '../utils/video-comments.ts';
import { videoKeys } from './query-keys.ts';

export async function getVideoComments(
  courseId: number,
  videoId: number,
  { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<ContentItem[]> {
  const page = await client.get<ContentListResponse>('/content', { query: { og: courseId, videoId }, signal, redirectOnError: false });
  return sortByVideoTime(page.items);
}

export function videoCommentsQueryOptions(courseId: number, videoId: number) {
  return queryOptions({
    queryKey: videoKeys.comments(videoId),
    queryFn: ({ signal }) => getVideoComments(courseId, videoId, { signal }),
  });
}

export function useVideoComments(courseId: number, videoId: number) {
  return useQuery(videoCommentsQueryOptions(courseId, videoId));
}

export interface NewVideoComment {
  videoId: number;
  videoTime: number;
  body: string;
}

export function createVideoComment(courseId: number, input: NewVideoComment, client: ApiClient = apiClient): Promise<ContentItem> {
  return client.post<ContentItem>(
    '/content',
    { type: 'videocomment', video_id: input.videoId, videoTime: input.videoTime, body: input.body, title: '' },
    { query: { og: courseId }, redirectOnError: false },
  );
}

export function updateVideoComment(input: { id: number; body?: string; videoTime?: number }, client: ApiClient = apiClient): Promise<ContentItem> {
  return client.put<ContentItem>('/content', input, { redirectOnError: false });
}

export function deleteVideoComment(id: number, client: ApiClient = apiClient): Promise<void> {
  return client.delete<void>(`/content/${id}`, { redirectOnError: false });
}

function useInvalidateComments(videoId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: videoKeys.comments(videoId) }),
      queryClient.invalidateQueries({ queryKey: videoKeys.detail(videoId) }),
    ]);
}

export function useCreateVideoComment(courseId: number, videoId: number) {
  const invalidate = useInvalidateComments(videoId);
  return useMutation({
    mutationFn: (input: Omit<NewVideoComment, 'videoId'>) => createVideoComment(courseId, { ...input, videoId }),
    onSuccess: invalidate,
  });
}

export function useUpdateVideoComment(videoId: number) {
  const invalidate = useInvalidateComments(videoId);
  return useMutation({ mutationFn: (input: { id: number; body: string }) => updateVideoComment(input), onSuccess: invalidate });
}

export function useDeleteVideoComment(videoId: number) {
  const invalidate = useInvalidateComments(videoId);
  return useMutation({ mutationFn: (id: number) => deleteVideoComment(id), onSuccess: invalidate });
}

// ---- replies ----

/** All replies of a comment, oldest first (the API pages by 10; a video comment rarely has more). */
export async function getReplies(
  commentId: number,
  { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<ContentComment[]> {
  const items: ContentComment[] = [];
  for (let offset = 0; offset < 1000; ) {
    const page = await client.get<ContentCommentListResponse>(`/content/${commentId}/comment`, {
      query: { offset },
      signal,
      redirectOnError: false,
    });
    items.push(...page.items);
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.total) break;
  }
  return items;
}

export function useReplies(commentId: number, enabled: boolean) {
  return useQuery({ queryKey: videoKeys.replies(commentId), queryFn: ({ signal }) => getReplies(commentId, { signal }), enabled });
}

function useInvalidateReplies(videoId: number, commentId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: videoKeys.replies(commentId) }),
      queryClient.invalidateQueries({ queryKey: videoKeys.comments(videoId) }),
    ]);
}

/**
 * Moves a comment's reply count in the cached comment list at once (issue 17: the count follows a post
 * immediately); returns the list as it was, to put back when the server refuses.
 */
export async function shiftReplyCount(queryClient: QueryClient, videoId: number, commentId: number, delta: number): Promise<ContentItem[] | undefined> {
  const key = videoKeys.comments(videoId);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<ContentItem[]>(key);
  queryClient.setQueryData<ContentItem[]>(key, (old) =>
    old?.map((comment) => (comment.id === commentId ? { ...comment, commentCount: Math.max(0, comment.commentCount + delta) } : comment)),
  );
  return before;
}

export function useCreateReply(videoId: number, commentId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateReplies(videoId, commentId);
  return useMutation({
    mutationFn: (commentText: string) =>
      apiClient.post<ContentComment>(`/content/${commentId}/comment`, { commentText }, { redirectOnError: false }),
    onMutate: () => shiftReplyCount(queryClient, videoId, commentId, 1),
    onError: (_error, _text, before) => {
      if (before) queryClient.setQueryData(videoKeys.comments(videoId), before);
    },
    onSettled: invalidate,
  });
}

export function useUpdateReply(videoId: number, commentId: number) {
  const invalidate = useInvalidateReplies(videoId, commentId);
  return useMutation({
    mutationFn: ({ id, commentText }: { id: number; commentText: string }) =>
      apiClient.put<ContentComment>(`/content/${commentId}/comment/${id}`, { commentText }, { redirectOnError: false }),
    onSuccess: invalidate,
  });
}

export function useDeleteReply(videoId: number, commentId: number) {
  const invalidate = useInvalidateReplies(videoId, commentId);
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/content/${commentId}/comment/${id}`, { redirectOnError: false }),
    onSuccess: invalidate,
  });
}
