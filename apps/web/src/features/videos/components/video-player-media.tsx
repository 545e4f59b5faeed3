// The player area of a video: the <video> once it is ready, else why not (failed, with a retry for
// managers, or still processing).
import type { Video } from '@campus/shared';
import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useRetryVideo } from '../api/video-mutations.ts';

export interface VideoPlayerMediaProps {
  video: Video;
  canManage: boolean;
  /** Receives the <video> element (null when it goes away). */
  onElement: (element: HTMLVideoElement | null) => void;
}

export function VideoPlayerMedia({ video, canManage, onElement }: VideoPlayerMediaProps) {
  const { t } = useTranslation();
  const retry = useRetryVideo();

  if (video.status === 'ready' && video.playerURL) {
    return (
      <video
        ref={onElement}
        src={video.playerURL}
        poster={video.posterUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        data-testid="video-element"
        aria-label={video.title}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 4, display: 'block' }}
      />
    );
  }
  if (video.status === 'failed') {
    return (
      <Alert color="red" data-testid="video-failed" title={t('videos.status.failed')}>
        {video.failureReason && <Text size="sm">{video.failureReason}</Text>}
        {canManage && (
          <Button
            mt="xs"
            size="xs"
            loading={retry.isPending}
            onClick={() => retry.mutate(video.id, { onError: (error) => notifications.show({ color: 'red', message: errorText(t, error) }) })}
          >
            {t('videos.actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="blue" data-testid="video-processing">
      {t('videos.upload.processing')}
    </Alert>
  );
}
