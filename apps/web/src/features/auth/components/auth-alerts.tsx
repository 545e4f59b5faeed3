// The alerts of spec §8: the authentication error (SERVER_ERROR_AUTH_TITLE / _SUBTITLE, one confirm
// button) and the app-version alert for must_update (SERVER_ERROR_APP_VERSION_TITLE / _SUBTITLE). They
// are opened from outside React (the token session, the start-up), hence Mantine's imperative modals.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const AUTH_ERROR_ALERT_ID = 'auth-error-alert';
export const APP_VERSION_ALERT_ID = 'app-version-alert';

function AuthErrorTitle() {
  const { t } = useTranslation();
  return <>{t('alerts.SERVER_ERROR_AUTH_TITLE')}</>;
}

function AuthErrorBody({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text>{t('alerts.SERVER_ERROR_AUTH_SUBTITLE')}</Text>
      <Group justify="flex-end">
        <Button onClick={onConfirm} data-autofocus>
          {t('alerts.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

function AppVersionTitle() {
  const { t } = useTranslation();
  return <>{t('alerts.SERVER_ERROR_APP_VERSION_TITLE')}</>;
}

function AppVersionBody({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text>{t('alerts.SERVER_ERROR_APP_VERSION_SUBTITLE')}</Text>
      <Group justify="flex-end">
        <Button onClick={onConfirm} data-autofocus>
          {t('alerts.reload')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Shows one alert per id: a second failure while it is open replaces it instead of stacking another. */
function openOnce(id: string, title: ReactNode, body: (close: () => void) => ReactNode): void {
  const close = () => modals.close(id);
  close();
  modals.open({
    modalId: id,
    title,
    children: body(close),
    centered: true,
    closeOnClickOutside: false,
    closeOnEscape: false,
    withCloseButton: false,
  });
}

/** The session ended (refresh refused): the user has to sign in again. */
export function openAuthErrorAlert(onConfirm?: () => void): void {
  openOnce(AUTH_ERROR_ALERT_ID, <AuthErrorTitle />, (close) => (
    <AuthErrorBody
      onConfirm={() => {
        close();
        onConfirm?.();
      }}
    />
  ));
}

/** must_update: this build is too old for the server; on the web a reload fetches the current one. */
export function openAppVersionAlert(reload: () => void = () => window.location.reload()): void {
  openOnce(APP_VERSION_ALERT_ID, <AppVersionTitle />, (close) => (
    <AppVersionBody
      onConfirm={() => {
        close();
        reload();
      }}
    />
  ));
}
