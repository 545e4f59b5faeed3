// Frame of the pages outside the shell (sign-in, error, not found): app name, language, one centred card.
import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch.tsx';

export function CenteredLayout({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      <Group component="header" justify="space-between" px="md" py="sm">
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Box component="main" p="md" style={{ flex: 1, display: 'grid', placeItems: 'center' }}>
        <Paper withBorder shadow="sm" p="xl" radius="md" maw={480} w="100%">
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
