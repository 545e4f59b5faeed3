// `offline-videos` and `offline-video-player?id=` (spec §2, issue 19): the videos the signed-in user kept on
// this device, and one of them playing. One module for both, so the player opens without a network once
// the list has been open. The player's "Keep offline" action and the sign-out's clean-up load this module
// too (dynamic imports): the whole feature is one lazy chunk, never a shared one the bundler would fold
// into the initial JS.
import { appPath, type Video } from '@campus/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useMe } from '../../features/auth/api/get-me.ts';
import { keepUploadedCopy } from '../../features/offline-videos/api/keep-offline.ts';
import { removeUserOfflineVideos } from '../../features/offline-videos/api/offline-video-store.ts';
import { KeepOfflineButton } from '../../features/offline-videos/components/keep-offline-button.tsx';
import { OfflineVideoPlayerPage } from '../../features/offline-videos/components/offline-video-player-page.tsx';
import { OfflineVideosPage } from '../../features/offline-videos/components/offline-videos-page.tsx';
import { offlineVideoKeys } from '../../features/offline-videos/hooks/use-offline-videos.ts';
import type { KeepLocalCopy } from '../../features/videos/hooks/use-video-upload.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

// The videos waiting on this device to upload (issue 19), with their runner: a lazy chunk of their own (the
// sign-out's clean-up loads it too). If it cannot load (offline), the list shows without them.
const UploadQueueSection = lazy<ComponentType<{ userId: number | null; keepLocalCopy: KeepLocalCopy }>>(() =>
  import('../upload-queue-section.tsx').then(
    (module) => ({ default: module.UploadQueueSection }),
    () => ({ default: () => null }),
  ),
);

function positiveId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export function OfflineVideosRoute() {
  const localized = useLocalizedPath();
  const me = useMe();
  const userId = me.data?.uid ?? null;
  const queryClient = useQueryClient();
  const keepLocalCopy = useCallback<KeepLocalCopy>(async (copy) => (userId === null ? undefined : keepUploadedVideo(queryClient, userId, copy)), [userId, queryClient]);
  return (
    <OfflineVideosPage
      userId={userId}
      playerTo={(videoId) => localized(`${appPath('offline-video-player')}?id=${videoId}`)}
      waitingUploads={
        <Suspense fallback={null}>
          <UploadQueueSection userId={userId} keepLocalCopy={keepLocalCopy} />
        </Suspense>
      }
    />
  );
}

export function OfflineVideoPlayerRoute() {
  const localized = useLocalizedPath();
  const [search] = useSearchParams();
  const me = useMe();
  const videoId = positiveId(search.get('id'));
  return <OfflineVideoPlayerPage key={videoId ?? 0} userId={me.data?.uid ?? null} videoId={videoId} backTo={localized(appPath('offline-videos'))} />;
}

/** "Keep offline" under a video's player, for the signed-in user. */
export function KeepOfflineAction({ video }: { video: Pick<Video, 'id' | 'courseId' | 'title' | 'duration' | 'playerURL' | 'status'> }) {
  const localized = useLocalizedPath();
  const me = useMe();
  return <KeepOfflineButton userId={me.data?.uid ?? null} video={video} offlineListTo={localized(appPath('offline-videos'))} />;
}

/** keep_videos after a native upload (issue 19): the uploaded file joins the user's offline videos. */
export async function keepUploadedVideo(queryClient: QueryClient, userId: number, upload: { videoId: number; courseId: number; title: string; file: Blob }): Promise<void> {
  await keepUploadedCopy({ userId, upload });
  await queryClient.invalidateQueries({ queryKey: offlineVideoKeys.all(userId) });
}

/** At sign-out: what the user kept on this device, and the videos still waiting there to upload. */
export async function forgetOfflineVideos(userId: number): Promise<void> {
  const forgetQueue = async () => (await import('../upload-queue-section.tsx')).forgetQueuedUploads(userId);
  await Promise.all([removeUserOfflineVideos(userId), forgetQueue()]);
}
