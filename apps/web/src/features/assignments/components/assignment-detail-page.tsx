// course-{id}/app/assignment/{assignmentId} (spec §2, issue 6): the description, attachments to
// download, linked videos, the learner's work area, and for staff edit, delete (with confirmation) and
// the way to the assignment cockpit.
import { canOpenCockpit, coursePath, type AssignmentVideo, type Course } from '@campus/shared';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconEdit, IconLayoutGrid, IconTrash, IconVideo } from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { isRichTextEmpty } from '../../../components/rich-text/rich-text-options.ts';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { isStudentMode } from '../../../lib/student-mode.ts';
import { useDeleteAssignment } from '../api/delete-assignment.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { isLearner, isOverdue } from '../utils/assignment-status.ts';
import { AssignmentFormModal, preloadAssignmentForm } from './assignment-form-modal.tsx';
import { AttachmentList } from './attachment-list.tsx';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { WorkArea, type WorkLinks } from './work-area.tsx';
import { PublicationAndDue } from './publication-and-due.tsx';
import { errorText } from '../../../lib/error-text.ts';

export interface AssignmentDetailPageProps {
  course: Pick<Course, 'og_id' | 'course_type' | 'roles' | 'permissions'>;
  assignmentId: number;
  /** Where learners create work for this assignment; given by the route once those screens exist. */
  workLinks?: WorkLinks;
  /** App path of a linked video's player; without it videos are listed by title only. */
  videoPath?: (video: AssignmentVideo) => string;
  /** The description's container, e.g. for the route to intercept links inside it (spec §4). */
  descriptionRef?: Ref<HTMLDivElement>;
}

function VideoList({ videos, videoPath }: { videos: readonly AssignmentVideo[]; videoPath?: (video: AssignmentVideo) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="assignment-videos-title">
      <Title order={2} size="h4" id="assignment-videos-title">
        {t('assignments.videos.title')}
      </Title>
      {videos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assignments.videos.none')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" data-testid="assignment-videos">
          {videos.map((video) => (
            <List.Item key={video.id}>
              <Group gap="xs" wrap="nowrap">
                <IconVideo size={16} aria-hidden />
                {videoPath ? (
                  <Anchor component={Link} to={videoPath(video)} size="sm">
                    {video.title}
                  </Anchor>
                ) : (
                  <Text size="sm">{video.title}</Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function AssignmentDetailPage({ course, assignmentId, workLinks, videoPath, descriptionRef }: AssignmentDetailPageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const query = useAssignment(assignmentId);
  const remove = useDeleteAssignment();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} title={t('assignments.loadFailed')} />;

  const assignment = query.data;
  const roleIds = course.roles.map((role) => role.id);
  const studentMode = isStudentMode();
  const canManage = canOpenCockpit(roleIds, course.permissions, studentMode);
  const learner = isLearner(roleIds, studentMode);
  const listPath = localized(coursePath(course.og_id, 'assignments'));
  const overdue = learner && isOverdue(assignment.dueDate, assignment.studentProgress.status);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('assignments.delete.title'),
      children: <Text size="sm">{t('assignments.delete.text', { title: assignment.title })}</Text>,
      labels: { confirm: t('assignments.delete.confirm'), cancel: t('assignments.delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(assignment.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('assignments.delete.done', { title: assignment.title }) });
            void navigate(listPath, { replace: true });
          },
          onError: (error) =>
            notifications.show({ color: 'red', title: t('assignments.delete.failed'), message: errorText(t, error) }),
        }),
    });

  return (
    <Stack gap="md" data-testid="assignment-detail">
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('assignments.backToList')}
        </Group>
      </Anchor>

      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {assignment.title}
          </Title>
          <Group gap="xs">
            <PublicationAndDue assignment={assignment} overdue={overdue} />
          </Group>
        </Stack>
        {canManage ? (
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={localized(coursePath(course.og_id, 'assignment-cockpit', { id: assignment.id }))}
              leftSection={<IconLayoutGrid size={16} aria-hidden />}
            >
              {t('assignments.cockpit.open')}
            </Button>
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)} onPointerEnter={preloadAssignmentForm}>
              {t('assignments.edit')}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete} loading={remove.isPending}>
              {t('assignments.delete.button')}
            </Button>
          </Group>
        ) : null}
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('assignments.description')}>
        {isRichTextEmpty(assignment.description) ? (
          <Text c="dimmed">{t('assignments.noDescription')}</Text>
        ) : (
          <RichTextViewer html={assignment.description} data-testid="assignment-description" ref={descriptionRef} />
        )}
      </Paper>

      {assignment.attachments.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="assignment-attachments-title">
          <Title order={2} size="h4" id="assignment-attachments-title">
            {t('assignments.attachments.title')}
          </Title>
          <AttachmentList attachments={assignment.attachments} />
        </Stack>
      ) : null}

      <VideoList videos={assignment.videos ?? []} videoPath={videoPath} />

      {learner ? <WorkArea assignment={assignment} courseType={course.course_type} links={workLinks} /> : null}

      {canManage ? (
        <AssignmentFormModal
          opened={editing}
          onClose={() => setEditing(false)}
          courseId={course.og_id}
          assignment={assignment}
          onSaved={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
