// PUT /videos/{id}, DELETE /videos/{id}, POST /videos/{id}/retry, POST /videos/add-splitscreen (spec §7,
// contract-videos.md). Failures are shown where they happen, not on the error screen.
import type { Video, VideoSplitscreen, VideoSplitscreenInput, VideoUpdateInput } from '@campus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { videoKeys } from './query-keys.ts';

export function updateVideo(videoId: number, input: VideoUpdateInput, client: ApiClient = apiClient): Promise<Video> {
  return client.put<Video>(`/videos/${videoId}`, input, { redirectOnError: false });
}

export function deleteVideo(videoId: number, client: ApiClient = apiClient): Promise<void> {
  return client.delete<void>(`/videos/${videoId}`, { redirectOnError: false });
}

export function retryVideo(videoId: number, client: ApiClient = apiClient): Promise<Video> {
  return client.post<Video>(`/videos/${videoId}/retry`, undefined, { redirectOnError: false });
}

export function addSplitscreen(input: VideoSplitscreenInput, client: ApiClient = apiClient): Promise<VideoSplitscreen> {
  return client.post<VideoSplitscreen>('/videos/add-splitscreen', input, { redirectOnError: false });
}

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, input }: { videoId: number; input: VideoUpdateInput }) => updateVideo(videoId, input),
    onSuccess: async (video) => {
      queryClient.setQueryData(videoKeys.detail(video.id), video);
      await queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => deleteVideo(videoId),
    onSuccess: async (_result, videoId) => {
      queryClient.removeQueries({ queryKey: videoKeys.detail(videoId) });
      await queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}

export function useRetryVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => retryVideo(videoId),
    onSuccess: async (video) => {
      queryClient.setQueryData(videoKeys.detail(video.id), video);
      await queryClient.invalidateQueries({ queryKey: videoKeys.lists() });
    },
  });
}

export function useAddSplitscreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VideoSplitscreenInput) => addSplitscreen(input),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: videoKeys.detail(input.main_video_id) });
    },
  });
}
