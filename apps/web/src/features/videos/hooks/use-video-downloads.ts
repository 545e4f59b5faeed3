// The source download and the comments export of a video, by button or by the legacy links
// (`?download=source`, `?export=xls` fetch the file once, then leave the URL).
import type { Video } from '@campus/shared';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { downloadCommentsExport, downloadVideoSource } from '../api/downloads.ts';

export type VideoDownloadKind = 'source' | 'export';

export function useVideoDownloads(video: Pick<Video, 'id' | 'title'> | undefined): (kind: VideoDownloadKind) => void {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();

  const downloadRequest = search.get('download');
  const exportRequest = search.get('export');
  useEffect(() => {
    if (!video || (downloadRequest !== 'source' && exportRequest !== 'xls')) return;
    const next = new URLSearchParams(search);
    next.delete('download');
    next.delete('export');
    setSearch(next, { replace: true });
    const task = downloadRequest === 'source' ? downloadVideoSource(video.id, video.title) : downloadCommentsExport(video.id);
    task.catch((error: unknown) => notifications.show({ color: 'red', message: errorText(t, error) }));
  }, [video, downloadRequest, exportRequest, search, setSearch, t]);

  return useCallback(
    (kind: VideoDownloadKind) => {
      if (!video) return;
      const task = kind === 'source' ? downloadVideoSource(video.id, video.title) : downloadCommentsExport(video.id);
      task.catch((error: unknown) => notifications.show({ color: 'red', message: errorText(t, error) }));
    },
    [video, t],
  );
}
