// `offline-videos` (spec §2, issue 19): the videos the signed-in user kept on this device, newest first,
// each with its length, size and the day it was kept; play one (offline-video-player) or remove it. The list
// reads only the device's store, so it works without a network once the app is open.
import { formatVideoTime } from '@campus/shared';
import { ActionIcon, Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay, IconTrash, IconWifiOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { codeText } from '../../../lib/error-text.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useDeleteOfflineVideo, useOfflineVideos } from '../hooks/use-offline-videos.ts';
import { useOnline } from '../hooks/use-online.ts';
import type { OfflineVideoSummary } from '../utils/offline-video-rules.ts';

export interface OfflineVideosPageProps {
  userId: number | null;
  playerTo(videoId: number): string;
  /** Videos waiting on this device to upload (the upload queue, composed in app/); shown above the list. */
  waitingUploads?: ReactNode;
}

export function OfflineVideosPage({ userId, playerTo, waitingUploads }: OfflineVideosPageProps) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const videos = useOfflineVideos(userId);
  const remove = useDeleteOfflineVideo(userId);
  const [removing, setRemoving] = useState<OfflineVideoSummary | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.videoId, {
      onSuccess: () => setRemoving(null),
      onError: () => notifications.show({ color: 'red', message: t('offlineVideos.errors.OFFLINE_STORAGE_UNAVAILABLE') }),
    });
  };

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={900} data-testid="offline-videos-page">
      <Title order={1} size="h2">
        {t('offlineVideos.title')}
      </Title>
      <Text c="dimmed">{t('offlineVideos.intro')}</Text>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} aria-hidden />} role="status" data-testid="offline-notice">
          {t('offlineVideos.offlineNotice')}
        </Alert>
      )}
      {waitingUploads}
      {videos.isError && (
        <Alert color="red" role="alert">
          {codeText(t, 'OFFLINE_STORAGE_UNAVAILABLE', { prefixes: ['offlineVideos.errors'] })}
        </Alert>
      )}
      {videos.data?.length === 0 && (
        <Text data-testid="offline-videos-empty">{t('offlineVideos.empty')}</Text>
      )}
      {videos.data && videos.data.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('offlineVideos.listLabel')}>
          {videos.data.map((video) => (
            <Paper component="li" key={video.videoId} withBorder p="sm" radius="md" data-testid="offline-video">
              <Group justify="space-between" wrap="nowrap" align="center">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={playerTo(video.videoId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {video.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      video.duration === null ? null : formatVideoTime(video.duration).replace(/\.\d$/, ''),
                      formatFileSize(video.size, i18n.language),
                      t('offlineVideos.keptOn', { date: formatDate(video.savedAt) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon component={Link} to={playerTo(video.videoId)} variant="light" size="lg" aria-label={t('offlineVideos.play', { title: video.title })}>
                    <IconPlayerPlay size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="lg" onClick={() => setRemoving(video)} aria-label={t('offlineVideos.remove', { title: video.title })}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('offlineVideos.removeTitle')} centered>
        <Stack>
          <Text>{t('offlineVideos.removeText', { title: removing?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('offlineVideos.cancel')}
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending} data-testid="confirm-remove-offline">
              {t('offlineVideos.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
