// GET and PUT /videos/{id}/progress (issue 14): the caller's resume position and watched ranges. A
// failure here never sends the user to the error screen: progress is best effort.
import type { VideoProgress, VideoProgressInput } from '@campus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { videoKeys } from './query-keys.ts';

export function getVideoProgress(videoId: number, { signal, client = apiClient }: { signal?: AbortSignal; client?: ApiClient } = {}): Promise<VideoProgress> {
  return client.get<VideoProgress>(`/videos/${videoId}/progress`, { signal, redirectOnError: false });
}

/** `keepalive` lets the report outlive the page (sent while it unloads). */
export function reportVideoProgress(
  videoId: number,
  input: VideoProgressInput,
  { keepalive = false, client = apiClient }: { keepalive?: boolean; client?: ApiClient } = {},
): Promise<VideoProgress> {
  return client.put<VideoProgress>(`/videos/${videoId}/progress`, input, { redirectOnError: false, keepalive });
}

export function videoProgressQueryOptions(videoId: number) {
  return queryOptions({
    queryKey: videoKeys.progress(videoId),
    queryFn: ({ signal }) => getVideoProgress(videoId, { signal }),
    // Read fresh on every open: the user may have watched on another device meanwhile.
    staleTime: 0,
    retry: false,
  });
}

export function useVideoProgress(videoId: number, enabled: boolean) {
  return useQuery({ ...videoProgressQueryOptions(videoId), enabled });
}
