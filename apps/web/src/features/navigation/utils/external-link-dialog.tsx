// The external-link dialog (spec §2, native app only): icon, title, message, continue in the device
// browser, cancel. On the web external links open in the same window instead; the callers ask
// lib/platform.ts. Also the legacy catch-all on native iOS (spec §2 "Server URL to app route mapper"): the
// older site's page in a full-screen dialog with ios_pwa_mode=1, the app's navigation blocked.
import { Box, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { openInDeviceBrowser } from '../../../lib/device-browser.ts';

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** Opens `url` in the device browser (`@capacitor/browser`) after the user chose to continue. */
export function openExternalLinkDialog(
  url: string,
  t: TFunction,
  openInBrowser: (url: string) => void | Promise<void> = openInDeviceBrowser,
): string {
  return modals.openConfirmModal({
    title: t('navigation.external.title'),
    fullScreen: true,
    closeButtonProps: { 'aria-label': t('navigation.external.close') },
    children: (
      <Stack align="center" gap="md" py="xl" data-testid="external-link-dialog">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconExternalLink size={32} />
        </ThemeIcon>
        <Text ta="center">{t('navigation.external.message', { host: hostOf(url) })}</Text>
      </Stack>
    ),
    labels: { confirm: t('navigation.external.continue'), cancel: t('navigation.external.cancel') },
    groupProps: { justify: 'center' },
    onConfirm: () => {
      void Promise.resolve(openInBrowser(url)).catch((error: unknown) => console.warn('device browser failed', error));
    },
  });
}

/** The legacy page URL with the spec's `ios_pwa_mode=1`. */
export function iosPwaUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('ios_pwa_mode', '1');
  return parsed.href;
}

/** Native iOS: the legacy catch-all in a full-screen dialog; the app stays where it is. */
export function openLegacyPageDialog(frameUrl: string, t: TFunction): string {
  const src = iosPwaUrl(frameUrl);
  return modals.open({
    title: t('navigation.legacy.frameTitle'),
    fullScreen: true,
    closeButtonProps: { 'aria-label': t('navigation.legacy.close') },
    children: (
      <Box
        component="iframe"
        src={src}
        title={t('navigation.legacy.frameTitle')}
        data-testid="legacy-dialog-frame"
        style={{ border: 0, width: '100%', minHeight: 'calc(100dvh - 80px)' }}
      />
    ),
  });
}
