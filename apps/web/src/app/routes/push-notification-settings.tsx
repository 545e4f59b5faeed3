// `push-notification-settings` (spec §2, issue 16): which notifications come as push, and web push on
// this device.
// A campus that turned push notifications off (campus settings, features) links here nowhere; opened by
// hand, the screen says so instead of offering a subscription the server would refuse.
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig } from '../../features/config/api/get-config.ts';
import { PushSettingsPage } from '../../features/notifications/components/push-settings-page.tsx';

export function PushNotificationSettingsRoute() {
  const { t } = useTranslation();
  const config = useConfig(useLocation().pathname);
  if (config.data?.push_notifications === false) {
    return (
      <Stack p={{ base: 'xs', sm: 'md' }} maw={800}>
        <Alert color="gray" role="status" data-testid="push-turned-off">
          {t('errors.CAMPUS_FEATURE_DISABLED')}
        </Alert>
      </Stack>
    );
  }
  return <PushSettingsPage />;
}
