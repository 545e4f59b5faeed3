// The upload under way or done: progress, then "processing" until the video is ready (or failed), then
// its poster and a link to the player.
import { coursePath, type Video } from '@campus/shared';
import { Alert, Anchor, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';

export interface UploadProgressAreaProps {
  courseId: number;
  title: string;
  /** true while the file is still going up; false once the server has it. */
  busy: boolean;
  progress: number;
  resumed: boolean;
  /** The uploaded video as the server reports it (undefined until loaded). */
  video: Video | undefined;
  onCancelUpload: () => void;
  onStartOver: () => void;
  onClose: () => void;
  /** Where "Open video" leads once it is ready; the player of the course by default. */
  openPath?: (videoId: number) => string;
  /** The start-over button's text; "Upload another" by default. */
  startOverLabel?: string;
}

export function UploadProgressArea({ courseId, title, busy, progress, resumed, video, onCancelUpload, onStartOver, onClose, openPath, startOverLabel }: UploadProgressAreaProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const done = !busy;
  const ready = video?.status === 'ready';
  const failedProcessing = video?.status === 'failed';

  return (
    <Stack data-testid="upload-progress-area">
      <Text fw={500}>{title}</Text>
      {resumed && (
        <Text size="sm" c="dimmed" data-testid="upload-resumed">
          {t('videos.upload.resumed')}
        </Text>
      )}
      <Progress value={progress} aria-label={t('videos.upload.progressLabel')} data-testid="upload-progress" data-progress={progress} animated={busy} />
      <Text size="sm" data-testid="upload-status">
        {busy ? t('videos.upload.uploading', { percent: progress }) : t('videos.upload.uploaded')}
      </Text>
      {done && !ready && !failedProcessing && (
        <Alert color="blue" data-testid="upload-processing">
          {t('videos.upload.processing')}
        </Alert>
      )}
      {done && failedProcessing && (
        <Alert color="red" data-testid="upload-processing-failed">
          {t('videos.status.failed')}
        </Alert>
      )}
      {done && ready && video && (
        <Stack gap="xs" data-testid="upload-ready">
          {video.posterUrl && <Image src={video.posterUrl} alt={video.title} radius="sm" data-testid="upload-poster" />}
          <Anchor
            component={Link}
            to={localized(openPath ? openPath(video.id) : coursePath(courseId, 'video-player', { id: video.id }))}
            onClick={onClose}
            data-testid="upload-open-video"
          >
            {t('videos.upload.openVideo')}
          </Anchor>
        </Stack>
      )}
      <Group justify="flex-end">
        {busy ? (
          <Button variant="default" onClick={onCancelUpload}>
            {t('videos.upload.cancelUpload')}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={onStartOver}>
              {startOverLabel ?? t('videos.upload.another')}
            </Button>
            <Button onClick={onClose}>{t('videos.actions.close')}</Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
