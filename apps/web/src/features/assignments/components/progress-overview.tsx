// The learner's overall progress in the course: the share of their assignments completed (the list's
// student_progress) as a ring, with the count per status.
import { Group, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROGRESS_STATUSES, STATUS_COLORS, type StatusCounts } from '../utils/assignment-status.ts';
import { StatusBadge } from './status-badge.tsx';

export function ProgressOverview({ percent, counts }: { percent: number; counts: StatusCounts }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="assignments-progress">
      <Group gap="lg" wrap="nowrap">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps
          sections={[{ value: percent, color: STATUS_COLORS.completed }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {t('assignments.progress.percent', { percent })}
            </Text>
          }
          aria-label={t('assignments.progress.label', { percent })}
          role="img"
        />
        <Stack gap={6}>
          <Text fw={600}>{t('assignments.progress.title')}</Text>
          <Group gap="xs">
            {PROGRESS_STATUSES.map((status) => (
              <Group key={status} gap={4} wrap="nowrap">
                <StatusBadge status={status} />
                <Text size="sm" data-testid={`count-${status}`}>
                  {counts[status]}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
