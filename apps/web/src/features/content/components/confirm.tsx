// Confirmations of the content screens: leaving a changed form (spec §8 "Cancel on a dirty form asks
// for confirmation") and deleting an item or a comment.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

export function confirmDiscard(t: TFunction, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('content.form.discardTitle'),
    children: <Text size="sm">{t('content.form.discardText')}</Text>,
    labels: { confirm: t('content.form.discard'), cancel: t('content.form.keepEditing') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

export function confirmDelete(t: TFunction, { title, text }: { title: string; text: string }, onConfirm: () => void): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: t('content.delete.confirm'), cancel: t('content.delete.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
