// Uploads an earlier page left unfinished (tus keeps their fingerprints): shown so they can be resumed
// by choosing the same file again, or discarded.
import { Alert, Anchor, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from '../api/upload-video.ts';

export interface PendingUploadsAlertProps {
  pending: readonly PendingUpload[];
  onDiscard: (key: string) => void;
}

export function PendingUploadsAlert({ pending, onDiscard }: PendingUploadsAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('videos.upload.pendingTitle')} data-testid="pending-uploads">
      <Text size="sm">{t('videos.upload.pendingHint')}</Text>
      <List size="sm" mt="xs">
        {pending.map((entry) => (
          <List.Item key={entry.key}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {entry.title || entry.fileName}
              </Text>
              <Text size="sm" c="dimmed">
                {entry.fileName}
              </Text>
              <Anchor component="button" type="button" size="sm" onClick={() => onDiscard(entry.key)}>
                {t('videos.upload.discard')}
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
