// The student's work area of an assignment (issue 6): what to hand in, the own status with the changes
// the learner may make (can_work_on, spec §4), the empty-assignment rule of spec §6, links to the
// screens where the work is created (content, video upload; the route passes them), and the work the
// learner handed in for it.
import type { Assignment, AssignmentProgressStatus, AssignmentSubmission, CourseType } from '@campus/shared';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilePlus, IconFileText, IconVideo, IconVideoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { isRichTextEmpty } from '../../../components/rich-text/rich-text-options.ts';
import { useSetAssignmentProgress } from '../api/set-assignment-progress.ts';
import { blockedByEmptyRule, statusActions } from '../utils/assignment-status.ts';
import { formatDate } from '../utils/format.ts';
import { StatusBadge } from './status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';

export interface WorkLinks {
  /** App path of the screen to create content for this assignment. */
  createContent?: string;
  /** App path of the screen to upload a video for this assignment. */
  uploadVideo?: string;
}

export interface WorkAreaProps {
  assignment: Assignment;
  courseType: CourseType;
  links?: WorkLinks;
}

function OwnSubmissions({ submissions }: { submissions: readonly AssignmentSubmission[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Stack gap={4} component="section" aria-labelledby="own-submissions-title">
      <Text fw={600} size="sm" id="own-submissions-title">
        {t('assignments.work.submissions')}
      </Text>
      {submissions.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="own-submissions-empty">
          {t('assignments.work.noSubmissions')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" data-testid="own-submissions">
          {submissions.map((submission) => (
            <List.Item key={`${submission.kind}-${submission.id}`} data-testid="own-submission">
              <Group gap="xs" wrap="nowrap">
                {submission.kind === 'video' ? <IconVideo size={16} aria-hidden /> : <IconFileText size={16} aria-hidden />}
                {submission.url ? (
                  <Anchor component={Link} to={localized(submission.url)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {submission.title}
                  </Anchor>
                ) : (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {submission.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t(`assignments.cockpit.kind.${submission.kind}`)} · {formatDate(submission.createdAt)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function WorkArea({ assignment, courseType, links = {} }: WorkAreaProps) {
  const { t } = useTranslation();
  const progress = useSetAssignmentProgress(assignment.id);
  const status = assignment.studentProgress.status;
  const canWorkOn = assignment.studentProcessing.can_work_on;
  const actions = statusActions(status, canWorkOn);
  const pendingTarget: AssignmentProgressStatus | undefined = progress.isPending ? progress.variables.status : undefined;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="work-area-title" data-testid="work-area">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="work-area-title">
            {t('assignments.work.title')}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('assignments.work.yourStatus')}
            </Text>
            <StatusBadge status={status} data-testid="own-status" />
          </Group>
        </Group>
        {assignment.studentProgress.updatedAt ? (
          <Text size="xs" c="dimmed">
            {t('assignments.work.updatedAt', { date: formatDate(assignment.studentProgress.updatedAt, { withTime: true }) })}
          </Text>
        ) : null}
        {isRichTextEmpty(assignment.studentProcessing.description) ? null : <RichTextViewer html={assignment.studentProcessing.description} />}

        {!canWorkOn && blockedByEmptyRule(courseType, assignment) ? (
          <Alert color="gray" data-testid="empty-assignment-note">
            {t('assignments.work.emptyRule')}
          </Alert>
        ) : null}

        {actions.length > 0 ? (
          <Group gap="sm">
            {actions.map((action) => (
              <Button
                key={action.to}
                variant={action.to === 'completed' ? 'filled' : 'light'}
                loading={pendingTarget === action.to}
                disabled={progress.isPending && pendingTarget !== action.to}
                onClick={() => progress.mutate({ status: action.to })}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </Group>
        ) : null}
        {progress.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, progress.error)}
          </Alert>
        ) : null}

        {canWorkOn && (links.createContent || links.uploadVideo) ? (
          <Group gap="sm">
            {links.createContent ? (
              <Button component={Link} to={links.createContent} variant="default" leftSection={<IconFilePlus size={16} aria-hidden />}>
                {t('assignments.work.createContent')}
              </Button>
            ) : null}
            {links.uploadVideo ? (
              <Button component={Link} to={links.uploadVideo} variant="default" leftSection={<IconVideoPlus size={16} aria-hidden />}>
                {t('assignments.work.uploadVideo')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {assignment.ownSubmissions ? <OwnSubmissions submissions={assignment.ownSubmissions} /> : null}
      </Stack>
    </Paper>
  );
}
