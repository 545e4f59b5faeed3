// An assignment's attachments with a download each. The files need the session's token, so the
// download goes through the API client (download_url: the item_url with the download flag).
import type { AssignmentAttachment } from '@campus/shared';
import { Button, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadApiFile } from '../api/download-file.ts';
import { formatFileSize } from '../utils/format.ts';
import { errorText } from '../../../lib/error-text.ts';

export function AttachmentList({ attachments }: { attachments: readonly AssignmentAttachment[] }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<number | null>(null);

  async function download(attachment: AssignmentAttachment): Promise<void> {
    setPending(attachment.id);
    try {
      await downloadApiFile(attachment.download_url, attachment.name);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('assignments.attachments.downloadFailed', { name: attachment.name }),
        message: errorText(t, error),
      });
    } finally {
      setPending(null);
    }
  }

  return (
    <List spacing="xs" listStyleType="none" data-testid="assignment-attachments">
      {attachments.map((attachment) => (
        <List.Item key={attachment.id}>
          <Group gap="sm" wrap="nowrap">
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {attachment.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(attachment.size, i18n.language)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={pending === attachment.id}
              onClick={() => void download(attachment)}
              aria-label={t('assignments.attachments.downloadNamed', { name: attachment.name })}
            >
              {t('assignments.attachments.download')}
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
