// A yes/no question before an action that takes effect at once (disable, enable, impersonate).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';

export interface ConfirmModalProps {
  title: string;
  body: string;
  confirmLabel: string;
  color?: string;
  onClose(): void;
  /** Resolves when done (the modal closes); a rejection shows its problem code. */
  onConfirm(): Promise<unknown>;
}

export function ConfirmModal({ title, body, confirmLabel, color, onClose, onConfirm }: ConfirmModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function confirm(): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text>{body}</Text>
        {failure ? (
          <Alert color="red" role="alert">
            {errorText(t, failure, { prefixes: ['userAdmin.errors'] })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('userAdmin.cancel')}
          </Button>
          <Button color={color} onClick={() => void confirm()} loading={busy} data-testid="user-admin-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
