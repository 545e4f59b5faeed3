// Spec §8 "Video upload failure": a popup VIDEO_UPLOAD_ERROR_1 + video title + VIDEO_UPLOAD_ERROR_2 with
// a Confirm button; the reason (errors.<CODE>) below it.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OVER_DIALOG_Z_INDEX } from '../../../components/dialog-layout.ts';
import { codeText } from '../../../lib/error-text.ts';

export interface UploadFailedPopupProps {
  opened: boolean;
  title: string;
  code: string | null;
  onConfirm(): void;
}

export function UploadFailedPopup({ opened, title, code, onConfirm }: UploadFailedPopupProps) {
  const { t } = useTranslation();
  // Only a reason the campus has words for is shown; an unknown code adds nothing below the message.
  const reason = code ? codeText(t, code, { fallback: '' }) : '';
  return (
    <Modal opened={opened} onClose={onConfirm} title={t('videos.upload.failedTitle')} withCloseButton={false} centered zIndex={OVER_DIALOG_Z_INDEX}>
      <Stack data-testid="upload-failed-popup">
        <Text>
          {t('videos.VIDEO_UPLOAD_ERROR_1')} <strong>{title}</strong> {t('videos.VIDEO_UPLOAD_ERROR_2')}
        </Text>
        {reason !== '' && (
          <Text size="sm" c="dimmed" data-testid="upload-failed-reason">
            {reason}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onConfirm}>{t('videos.actions.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
