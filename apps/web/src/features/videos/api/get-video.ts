// GET /videos/{id} (spec §7): one video with its signed player and poster links. While the video is
// processing the query polls until it is ready or failed.
import type { Video } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { PROCESSING_POLL_MS } from './get-videos.ts';
import { videoKeys } from './query-keys.ts';

export function getVideo(
  videoId: number,
  { signal, client = apiClient, redirectOnError = true }: { signal?: AbortSignal; client?: ApiClient; redirectOnError?: boolean } = {},
): Promise<Video> {
  return client.get<Video>(`/videos/${videoId}`, { signal, redirectOnError });
}

export function videoQueryOptions(videoId: number, { redirectOnError = true }: { redirectOnError?: boolean } = {}) {
  return queryOptions({
    queryKey: videoKeys.detail(videoId),
    queryFn: ({ signal }) => getVideo(videoId, { signal, redirectOnError }),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
    // Signed media links last 90 minutes (VIDEO_MEDIA_LINK_TTL_SECONDS); a fresh copy after 15 minutes leaves
    // a link the player starts with at least 75 minutes, a long lesson video.
    staleTime: 15 * 60 * 1000,
  });
}

export function useVideo(videoId: number | null, options: { redirectOnError?: boolean } = {}) {
  return useQuery({ ...videoQueryOptions(videoId ?? 0, options), enabled: videoId !== null });
}
