// The offline upload queue on the offline videos page (issue 19): each video waiting on this device to
// upload, with its state (waiting for network, uploading with progress, or why the server refused it), and
// a way to remove it. Nothing shows while the queue is empty.
import { ActionIcon, Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { codeText } from '../../../lib/error-text.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useQueueActivity, useQueuedUploads, useRemoveQueuedUpload } from '../hooks/use-upload-queue.ts';
import type { QueuedUploadSummary } from '../utils/upload-queue-rules.ts';

export interface QueuedUploadsListProps {
  userId: number | null;
}

function QueuedState({ entry, progress }: { entry: QueuedUploadSummary; progress: number | null }) {
  const { t } = useTranslation();
  if (progress !== null) {
    return (
      <Text size="sm" c="blue" aria-live="polite" data-testid="queued-upload-state">
        {t('videos.queue.uploading', { percent: progress })}
      </Text>
    );
  }
  if (entry.error !== null) {
    return (
      <Text size="sm" c="red" data-testid="queued-upload-state">
        {t('videos.queue.failed', { reason: codeText(t, entry.error) })}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="queued-upload-state">
      {t('videos.queue.waiting')}
    </Text>
  );
}

export function QueuedUploadsList({ userId }: QueuedUploadsListProps) {
  const { t, i18n } = useTranslation();
  const queue = useQueuedUploads(userId);
  const activity = useQueueActivity();
  const remove = useRemoveQueuedUpload(userId);
  if (queue.isError) {
    return (
      <Alert color="red" role="alert">
        {t('videos.queue.unavailable')}
      </Alert>
    );
  }
  if (!queue.data || queue.data.length === 0) return null;

  return (
    <Stack gap="xs" data-testid="upload-queue">
      <Title order={2} size="h4">
        {t('videos.queue.title')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('videos.queue.listLabel')}>
        {queue.data.map((entry) => {
          const uploading = activity?.id === entry.id;
          return (
            <Paper component="li" key={entry.id} withBorder p="sm" radius="md" data-testid="queued-upload">
              <Group justify="space-between" wrap="nowrap" align="center">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {entry.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[formatFileSize(entry.size, i18n.language), t('videos.queue.queuedOn', { date: formatDate(entry.queuedAt, { withTime: true }) })].join(' · ')}
                  </Text>
                  <QueuedState entry={entry} progress={uploading ? (activity?.progress ?? 0) : null} />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={uploading}
                  loading={remove.isPending && remove.variables === entry.id}
                  onClick={() => remove.mutate(entry.id, { onError: () => notifications.show({ color: 'red', message: t('videos.queue.removeFailed') }) })}
                  aria-label={t('videos.queue.remove', { title: entry.title })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
