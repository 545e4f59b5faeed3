// The external-link dialog (spec §2, native app only): icon, title, message, continue in the device
// browser, cancel. On the web external links open in the same window instead.
import { Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export function openExternalLinkDialog(url: string, t: TFunction, openInBrowser: (url: string) => void): void {
  modals.openConfirmModal({
    title: (
      <Group gap="xs" wrap="nowrap">
        <IconExternalLink size={20} aria-hidden />
        <span>{t('navigation.external.title')}</span>
      </Group>
    ),
    children: <Text size="sm">{t('navigation.external.message', { host: hostOf(url) })}</Text>,
    labels: { confirm: t('navigation.external.continue'), cancel: t('navigation.external.cancel') },
    onConfirm: () => openInBrowser(url),
  });
}
