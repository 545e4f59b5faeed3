// The kept videos of the signed-in user, through the query cache (so the player's button and the offline
// list agree), and the actions on them.
import type { Video } from '@campus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { keepVideoOffline } from '../api/keep-offline.ts';
import { deleteOfflineVideo, getOfflineVideo, listOfflineVideos } from '../api/offline-video-store.ts';
import { sortOfflineVideos } from '../utils/offline-video-rules.ts';

export const offlineVideoKeys = {
  all: (userId: number) => ['offline-videos', userId] as const,
  one: (userId: number, videoId: number) => ['offline-videos', userId, videoId] as const,
};

// The store is local: no refetch on focus or reconnect, and nothing to retry.
const LOCAL = { staleTime: Infinity, retry: false, networkMode: 'always' } as const;

export function useOfflineVideos(userId: number | null) {
  return useQuery({
    queryKey: offlineVideoKeys.all(userId ?? 0),
    queryFn: async () => sortOfflineVideos(await listOfflineVideos(userId ?? 0)),
    enabled: userId !== null,
    ...LOCAL,
  });
}

/** One kept video with its file (the offline player). */
export function useOfflineVideo(userId: number | null, videoId: number | null) {
  return useQuery({
    queryKey: offlineVideoKeys.one(userId ?? 0, videoId ?? 0),
    queryFn: () => getOfflineVideo(userId ?? 0, videoId ?? 0),
    enabled: userId !== null && videoId !== null,
    gcTime: 0,
    ...LOCAL,
  });
}

export function useKeepOffline(userId: number | null) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: (video: Pick<Video, 'id' | 'courseId' | 'title' | 'duration' | 'playerURL'>) => {
      setProgress(0);
      return keepVideoOffline({
        userId: userId ?? 0,
        video,
        onProgress: (loaded, total) => setProgress(total ? Math.min(99, Math.floor((loaded / total) * 100)) : null),
      });
    },
    onSettled: () => {
      setProgress(null);
      return client.invalidateQueries({ queryKey: offlineVideoKeys.all(userId ?? 0) });
    },
  });
  return { ...mutation, progress };
}

export function useDeleteOfflineVideo(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (videoId: number) => deleteOfflineVideo(userId ?? 0, videoId),
    onSettled: () => client.invalidateQueries({ queryKey: offlineVideoKeys.all(userId ?? 0) }),
  });
}
