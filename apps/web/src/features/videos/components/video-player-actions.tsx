// The buttons under the timeline: comment now, split screen, and for editors download and export.
import { Button, Group } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoDownloadKind } from '../hooks/use-video-downloads.ts';

export interface VideoPlayerActionsProps {
  canComment: boolean;
  canDownload: boolean;
  splitPickerOpen: boolean;
  onComment: () => void;
  onToggleSplitPicker: () => void;
  onDownload: (kind: VideoDownloadKind) => void;
  /** "Comment at current time", so focus can return to it when the composer closes. */
  commentButtonRef?: Ref<HTMLButtonElement>;
  /** Actions the app adds (e.g. keep offline, from another feature). */
  children?: ReactNode;
}

export function VideoPlayerActions({ canComment, canDownload, splitPickerOpen, onComment, onToggleSplitPicker, onDownload, commentButtonRef, children }: VideoPlayerActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      {canComment && (
        <Button ref={commentButtonRef} onClick={onComment} data-testid="comment-now">
          {t('videos.player.commentNow')}
        </Button>
      )}
      <Button variant="light" onClick={onToggleSplitPicker} aria-expanded={splitPickerOpen}>
        {t('videos.split.button')}
      </Button>
      {canDownload && (
        <>
          <Button variant="subtle" onClick={() => onDownload('source')}>
            {t('videos.actions.downloadSource')}
          </Button>
          <Button variant="subtle" onClick={() => onDownload('export')}>
            {t('videos.actions.exportComments')}
          </Button>
        </>
      )}
      {children}
    </Group>
  );
}
