// One assignment in the list: title (to the detail), due date, draft mark, attachments, the learner's
// status, and for staff the audience and the way to its cockpit.
import { coursePath, type Assignment } from '@campus/shared';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { isOverdue } from '../utils/assignment-status.ts';
import { StatusBadge } from './status-badge.tsx';
import { PublicationAndDue } from './publication-and-due.tsx';

export interface AssignmentCardProps {
  assignment: Assignment;
  courseId: number;
  /** The user is a learner: their status is shown. */
  showStatus: boolean;
  /** The user manages assignments: drafts, audience and the cockpit link are shown. */
  canManage: boolean;
}

export function AssignmentCard({ assignment, courseId, showStatus, canManage }: AssignmentCardProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const status = assignment.studentProgress.status;
  const overdue = showStatus && isOverdue(assignment.dueDate, status);
  const audience = [...assignment.targetGroups, ...assignment.workgroups.map((workgroup) => workgroup.name)];

  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="assignment-card" aria-labelledby={`assignment-${assignment.id}-title`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={localized(coursePath(courseId, 'assignment', { assignmentId: assignment.id }))}
            fw={600}
            size="lg"
            id={`assignment-${assignment.id}-title`}
          >
            {assignment.title}
          </Anchor>
          <Group gap="xs">
            <PublicationAndDue assignment={assignment} overdue={overdue} />
            {assignment.attachments.length > 0 ? (
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('assignments.attachmentCount', { count: assignment.attachments.length })}
                </Text>
              </Group>
            ) : null}
          </Group>
          {canManage && audience.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('assignments.audience', { groups: audience.join(', ') })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end" style={{ flexShrink: 0 }}>
          {showStatus ? <StatusBadge status={status} /> : null}
          {canManage ? (
            <Anchor component={Link} to={localized(coursePath(courseId, 'assignment-cockpit', { id: assignment.id }))} size="sm">
              {t('assignments.cockpit.open')}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
