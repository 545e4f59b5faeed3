// The video player's "Keep offline" action: reads the playable file into this device's offline store, with
// progress; once kept, it leads to the offline list instead.
import type { Video } from '@campus/shared';
import { Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeText } from '../../../lib/error-text.ts';
import { useKeepOffline, useOfflineVideos } from '../hooks/use-offline-videos.ts';
import { canKeepOffline } from '../utils/offline-video-rules.ts';

export interface KeepOfflineButtonProps {
  userId: number | null;
  video: Pick<Video, 'id' | 'courseId' | 'title' | 'duration' | 'playerURL' | 'status'>;
  /** The offline list (`offline-videos`). */
  offlineListTo: string;
}

/** The problem code of a failed keep: the store's or the download's code, else a failed download. */
function failureCode(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return 'OFFLINE_DOWNLOAD_FAILED';
}

export function KeepOfflineButton({ userId, video, offlineListTo }: KeepOfflineButtonProps) {
  const { t } = useTranslation();
  const kept = useOfflineVideos(userId);
  const keep = useKeepOffline(userId);
  if (userId === null || !canKeepOffline(video) || kept.isError) return null;

  if (kept.data?.some((entry) => entry.videoId === video.id)) {
    return (
      <Button component={Link} to={offlineListTo} variant="subtle" color="teal" leftSection={<IconCircleCheck size={16} aria-hidden />} data-testid="kept-offline">
        {t('offlineVideos.keep.kept')}
      </Button>
    );
  }

  const keepNow = () =>
    keep.mutate(video, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('offlineVideos.keep.done', { title: video.title }) }),
      onError: (error) => notifications.show({ color: 'red', message: codeText(t, failureCode(error), { prefixes: ['offlineVideos.errors'] }) }),
    });

  if (keep.isPending) {
    return (
      <Button variant="subtle" disabled leftSection={<Loader size={14} aria-hidden />} data-testid="keep-offline-progress" aria-live="polite">
        {keep.progress === null ? t('offlineVideos.keep.saving') : t('offlineVideos.keep.savingPercent', { progress: keep.progress })}
      </Button>
    );
  }
  return (
    <Button variant="subtle" onClick={keepNow} leftSection={<IconDeviceFloppy size={16} aria-hidden />} data-testid="keep-offline">
      {t('offlineVideos.keep.button')}
    </Button>
  );
}
