// `offline-video-player` (spec §2, issue 19): plays a kept video from this device's store, with no network
// (the browser's stored file, or the native app's file through Capacitor's local server).
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nativeFileSrc, type KeptOfflineVideo } from '../api/offline-video-store.ts';
import { useOfflineVideo } from '../hooks/use-offline-videos.ts';
import { playableType } from '../utils/offline-video-rules.ts';

export interface OfflineVideoPlayerPageProps {
  userId: number | null;
  videoId: number | null;
  /** The offline list. */
  backTo: string;
  /** A native file's playable address; Capacitor's convertFileSrc by default. */
  fileSrc?: (uri: string) => Promise<string>;
}

/**
 * What the <video> plays: in the browser an object URL for the kept file (revoked when the page leaves or
 * the file changes); on native the file's address on Capacitor's local server (`convertFileSrc`).
 */
function usePlayableSrc(entry: KeptOfflineVideo | null | undefined, fileSrc: (uri: string) => Promise<string>): string | null {
  const [src, setSrc] = useState<string | null>(null);
  const file = entry?.file;
  const uri = entry?.uri;
  useEffect(() => {
    if (file) {
      const created = URL.createObjectURL(file);
      setSrc(created);
      return () => {
        URL.revokeObjectURL(created);
        setSrc(null);
      };
    }
    if (uri === undefined) return undefined;
    let current = true;
    void fileSrc(uri)
      .then((converted) => current && setSrc(converted))
      .catch(() => undefined);
    return () => {
      current = false;
      setSrc(null);
    };
  }, [file, uri, fileSrc]);
  return src;
}

export function OfflineVideoPlayerPage({ userId, videoId, backTo, fileSrc = nativeFileSrc }: OfflineVideoPlayerPageProps) {
  const { t } = useTranslation();
  const entry = useOfflineVideo(userId, videoId);
  const url = usePlayableSrc(entry.data, fileSrc);
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
