// Deleting a topic or a reply asks first.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

export function confirmDialogDelete(t: TFunction, text: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('dialogs.delete.title'),
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: t('dialogs.delete.confirm'), cancel: t('dialogs.delete.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** Closing a form with changes asks first (spec §8). */
export function confirmDiscard(t: TFunction, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('dialogs.discard.title'),
    children: <Text size="sm">{t('dialogs.discard.text')}</Text>,
    labels: { confirm: t('dialogs.discard.confirm'), cancel: t('dialogs.discard.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
