// A message's attachments. Their urls need the Authorization header, so images are fetched as a Blob and
// shown from an object URL (a thumbnail that downloads the file when pressed); other files are buttons
// that download them. The server serves every attachment as a download (nosniff), never in place.
import type { MessageAttachment } from '@campus/shared';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { getAttachmentBlob, useAttachmentBlob } from '../api/attachments.ts';
import classes from './conversations.module.css';

/** Image types a browser shows safely from a Blob (no SVG: it may carry script). */
const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob === undefined) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

function useDownload() {
  const { t } = useTranslation();
  return async (attachment: MessageAttachment) => {
    try {
      saveBlob(await getAttachmentBlob(attachment.url), attachment.name);
    } catch (error) {
      notifications.show({ color: 'red', title: t('conversations.attachments.downloadFailed'), message: errorText(t, error) });
    }
  };
}

function ImageAttachment({ attachment, onDownload }: { attachment: MessageAttachment; onDownload: () => void }) {
  const { t } = useTranslation();
  const blob = useAttachmentBlob(attachment.url);
  const src = useObjectUrl(blob.data);
  if (src === null) {
    return (
      <Group gap={4} data-testid="message-image-pending">
        <IconPhoto size={16} aria-hidden />
        <Text size="sm">{attachment.name}</Text>
      </Group>
    );
  }
  return (
    <button type="button" className={classes.thumbnailButton} onClick={onDownload} aria-label={t('conversations.attachments.download', { name: attachment.name })}>
      <img src={src} alt={attachment.name} className={classes.thumbnail} data-testid="message-image" />
    </button>
  );
}

export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  const { t, i18n } = useTranslation();
  const download = useDownload();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={6} mt={6} data-testid="message-attachments">
      {attachments.map((attachment) =>
        INLINE_IMAGE_TYPES.has(attachment.mime) ? (
          <ImageAttachment key={attachment.id} attachment={attachment} onDownload={() => void download(attachment)} />
        ) : (
          <Anchor
            key={attachment.id}
            component="button"
            type="button"
            size="sm"
            onClick={() => void download(attachment)}
            aria-label={t('conversations.attachments.download', { name: attachment.name })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              <span>{attachment.name}</span>
              <Text span size="xs" c="dimmed">
                ({formatFileSize(attachment.size, i18n.language)})
              </Text>
            </Group>
          </Anchor>
        ),
      )}
    </Stack>
  );
}
