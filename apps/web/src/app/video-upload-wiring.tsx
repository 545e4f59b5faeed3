// What the course videos route hands the upload screens (issue 8, issue 19): keep_videos (a finished native
// upload joins the offline videos, from their own lazy chunk), the offline upload queue (a video that may not
// upload now waits on the device) and the queue's runner. The queue's code is a lazy chunk of its own
// (upload-queue-section.tsx): importing it statically from here made it a chunk shared with the modals,
// which the build folds into the initial JS. The runner mounts with the videos screen, which loads that
// chunk while the network is there, so a video queued offline finds it loaded.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import type { KeepLocalCopy, QueueUpload } from '../features/videos/hooks/use-video-upload.ts';
import type { UploadQueueRunnerProps } from './upload-queue-section.tsx';

const LazyRunner = lazy(() =>
  import('./upload-queue-section.tsx').then(
    (module) => ({ default: module.UploadQueueRunner }),
    () => ({ default: (_props: UploadQueueRunnerProps) => null }),
  ),
);

/** keep_videos: the uploaded file joins the user's offline videos (nothing without a signed-in user). */
export function useKeepLocalCopy(userId: number | null): KeepLocalCopy {
  const queryClient = useQueryClient();
  return useCallback<KeepLocalCopy>(
    async (copy) => {
      if (userId === null) return;
      // The offline videos' own lazy chunk.
      const offline = await import('./routes/offline-videos.tsx');
      await offline.keepUploadedVideo(queryClient, userId, copy);
    },
    [userId, queryClient],
  );
}

/** The offline upload queue: the video, its metadata and course wait on the device for the user. */
export function useQueueUpload(userId: number | null): QueueUpload | undefined {
  const queryClient = useQueryClient();
  const queue = useCallback<QueueUpload>(
    async (file, metadata) => {
      if (userId === null) return;
      const { queueVideo } = await import('./upload-queue-section.tsx');
      await queueVideo(queryClient, userId, file, metadata);
    },
    [userId, queryClient],
  );
  return userId === null ? undefined : queue;
}

/** The queue's runner for the signed-in user (loads its chunk now, while the network is there). */
export function QueueRunner({ userId, keepLocalCopy }: { userId: number | null; keepLocalCopy: KeepLocalCopy }) {
  if (userId === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyRunner userId={userId} keepLocalCopy={keepLocalCopy} />
    </Suspense>
  );
}
