// The draft badge and the due date (red with an "overdue" badge when the learner is late), shown on the
// assignment card and on the detail page alike.
import type { Assignment } from '@campus/shared';
import { Badge, Group, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../utils/format.ts';

export interface PublicationAndDueProps {
  assignment: Pick<Assignment, 'status' | 'dueDate'>;
  overdue: boolean;
}

export function PublicationAndDue({ assignment, overdue }: PublicationAndDueProps) {
  const { t } = useTranslation();
  return (
    <>
      {assignment.status === 'draft' ? (
        <Badge color="gray" variant="outline">
          {t('assignments.publication.draft')}
        </Badge>
      ) : null}
      {assignment.dueDate ? (
        <Group gap={4} wrap="nowrap">
          <IconCalendarDue size={16} aria-hidden />
          <Text size="sm" c={overdue ? 'red' : 'dimmed'}>
            {t('assignments.due', { date: formatDate(assignment.dueDate, { withTime: true }) })}
          </Text>
          {overdue ? (
            <Badge color="red" variant="light" size="sm">
              {t('assignments.overdue')}
            </Badge>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
