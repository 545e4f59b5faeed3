// Frame of the imprint and privacy pages: readable line length, the app name and the way back.
import { appPath } from '@campus/shared';
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({ title, sections, testId, aside }: { title: string; sections: readonly LegalSection[]; testId: string; aside?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Box mih="100dvh" data-testid={testId}>
      <Group component="header" justify="space-between" px="md" py="sm">
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
        <Anchor component={Link} to={localized(appPath('start'))} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={16} aria-hidden />
          {t('legal.back')}
        </Anchor>
      </Group>
      <Container component="main" size="md" py="lg">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {sections.map((section) => (
            <Stack component="section" gap={4} key={section.heading}>
              <Title order={2} size="h4">
                {section.heading}
              </Title>
              {typeof section.body === 'string' ? <Text style={{ whiteSpace: 'pre-line' }}>{section.body}</Text> : section.body}
            </Stack>
          ))}
          {aside}
        </Stack>
      </Container>
    </Box>
  );
}
