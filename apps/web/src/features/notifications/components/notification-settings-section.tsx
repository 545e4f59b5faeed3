// The settings screen's way to the notification settings (issue 16): a section with the link.
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotificationSettingsSection({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="settings-notifications">
      <Stack gap="xs">
        <Title order={2} size="h4" id="settings-notifications">
          {t('notifications.title')}
        </Title>
        <Text size="sm">{t('notifications.settings.sectionHint')}</Text>
        <Anchor component={Link} to={to} data-testid="settings-notification-settings">
          {t('notifications.settings.menu')}
        </Anchor>
      </Stack>
    </Card>
  );
}
