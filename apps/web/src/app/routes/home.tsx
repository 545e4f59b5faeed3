// Start screen of a signed-in user inside the shell, until the course chooser arrives.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('home.title')}
      </Title>
      <Text>{t('home.noCourse')}</Text>
    </Stack>
  );
}
