// GET /videos/{type}?og&offset&limit&assignmentId[]&uid[]&tid[] (spec §7): the course's videos, newest
// first, 16 a page (spec §9), loaded page by page ("load more").
import { VIDEO_PAGE_SIZE, type VideoListResponse } from '@campus/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { nextVideoOffset, videoListRequest, type VideoFilters } from '../utils/video-filters.ts';
import { videoKeys } from './query-keys.ts';

export function getVideos(
  courseId: number,
  filters: VideoFilters,
  offset: number,
  { signal, client = apiClient, limit = VIDEO_PAGE_SIZE }: { signal?: AbortSignal; client?: ApiClient; limit?: number } = {},
): Promise<VideoListResponse> {
  const { type, query } = videoListRequest(courseId, filters, offset, limit);
  return client.get<VideoListResponse>(`/videos/${type}`, { query, signal });
}

/** Videos still processing make the list look again every few seconds until they are ready or failed. */
export const PROCESSING_POLL_MS = 3000;

export function videosQueryOptions(courseId: number, filters: VideoFilters) {
  return infiniteQueryOptions({
    queryKey: videoKeys.list(courseId, filters),
    queryFn: ({ pageParam, signal }) => getVideos(courseId, filters, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => nextVideoOffset(page),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((video) => video.status === 'processing')) ? PROCESSING_POLL_MS : false,
  });
}

export function useVideos(courseId: number, filters: VideoFilters) {
  return useInfiniteQuery(videosQueryOptions(courseId, filters));
}
