// A full page that explains what happened and offers the way back (error screen, unknown page).
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CenteredLayout } from './layout/centered-layout.tsx';

export interface StatusPageProps {
  testId: string;
  title: string;
  message: string;
  detail?: string;
  actionLabel: string;
  actionTo: string;
}

export function StatusPage({ testId, title, message, detail, actionLabel, actionTo }: StatusPageProps) {
  return (
    <CenteredLayout testId={testId}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <Button component={Link} to={actionTo} replace leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {actionLabel}
        </Button>
      </Stack>
    </CenteredLayout>
  );
}
