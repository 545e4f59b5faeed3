// The offline upload queue as the app composes it (issue 19): adding a video, the runner that uploads the
// waiting ones when the network is back (with the session's token, keep_videos after a native upload), the
// list on the offline videos screen, and the clean-up at sign-out. A lazy chunk of its own: the course
// videos and the offline videos routes and the sign-out load it (a static import from two routes made it a
// shared chunk that the build folds into the initial JS).
import type { QueryClient } from '@tanstack/react-query';
import { addQueuedUpload, removeUserQueuedUploads } from '../features/videos/api/upload-queue-store.ts';
import { QueuedUploadsList } from '../features/videos/components/queued-uploads-list.tsx';
import { uploadQueueKeys, useUploadQueueRunner } from '../features/videos/hooks/use-upload-queue.ts';
import type { KeepLocalCopy } from '../features/videos/hooks/use-video-upload.ts';
import { uploadTokens } from './upload-tokens.ts';

/** Keeps the video, its metadata and course on the device until it can upload. */
export async function queueVideo(queryClient: QueryClient, userId: number, file: File, metadata: Record<string, string>): Promise<void> {
  await addQueuedUpload({
    userId,
    courseId: Number(metadata.og_id),
    title: metadata.title ?? file.name,
    metadata,
    fileName: file.name,
    mimeType: file.type || 'application/octet-stream',
    size: file.size,
    queuedAt: new Date().toISOString(),
    file,
  });
  await queryClient.invalidateQueries({ queryKey: uploadQueueKeys.all(userId) });
}

export interface UploadQueueRunnerProps {
  userId: number;
  /** keep_videos after a native upload: the screen hands in where the copy goes (the offline videos). */
  keepLocalCopy: KeepLocalCopy;
}

/** Uploads the user's waiting videos when the network comes back (one screen at a time mounts it). */
export function UploadQueueRunner({ userId, keepLocalCopy }: UploadQueueRunnerProps) {
  useUploadQueueRunner({ userId, tokens: uploadTokens, keepLocalCopy });
  return null;
}

/** The offline videos screen's part: the waiting videos, and their runner. */
export function UploadQueueSection({ userId, keepLocalCopy }: { userId: number | null; keepLocalCopy: KeepLocalCopy }) {
  return (
    <>
      <QueuedUploadsList userId={userId} />
      {userId !== null && <UploadQueueRunner userId={userId} keepLocalCopy={keepLocalCopy} />}
    </>
  );
}

/** At sign-out: the videos still waiting on this device to upload. */
export function forgetQueuedUploads(userId: number): Promise<void> {
  return removeUserQueuedUploads(userId);
}
