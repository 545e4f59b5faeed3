// `offline-video-player` (spec §2, issue 19): plays a kept video from this device's store, with no network.
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOfflineVideo } from '../hooks/use-offline-videos.ts';
import { playableType } from '../utils/offline-video-rules.ts';

export interface OfflineVideoPlayerPageProps {
  userId: number | null;
  videoId: number | null;
  /** The offline list. */
  backTo: string;
}

/** An object URL for the kept file, revoked when the page leaves or the file changes. */
function useObjectUrl(file: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

export function OfflineVideoPlayerPage({ userId, videoId, backTo }: OfflineVideoPlayerPageProps) {
  const { t } = useTranslation();
  const entry = useOfflineVideo(userId, videoId);
  const url = useObjectUrl(entry.data?.file);
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('offlineVideos.backToList')}
    </Anchor>
  );

  if (videoId === null || entry.isError || entry.data === null) {
    return (
      <Stack p={{ base: 'xs', sm: 'md' }} maw={900} data-testid="offline-video-player-page">
        {back}
        <Alert color="gray" role="status" data-testid="offline-video-missing">
          {t('offlineVideos.missing')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={900} data-testid="offline-video-player-page">
      {back}
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {entry.data?.title ?? t('offlineVideos.title')}
      </Title>
      {url && entry.data ? (
        <video controls playsInline preload="metadata" style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 4, display: 'block' }} data-testid="offline-video-element" aria-label={entry.data.title}>
          <source src={url} type={playableType(entry.data.mimeType)} />
        </video>
      ) : (
        <Text c="dimmed">{t('common.loading')}</Text>
      )}
      <Text size="sm" c="dimmed">
        {t('offlineVideos.playerNote')}
      </Text>
    </Stack>
  );
}
