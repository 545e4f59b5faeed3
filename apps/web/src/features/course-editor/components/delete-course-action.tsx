// "Delete course" in the edit dialog: a confirmation that names the course (above the dialog), then
// DELETE /og/{id}. A failure stays in the dialog; success is reported to the caller, which closes the
// dialog, forgets the course and leaves for the campus dashboard.
import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OVER_DIALOG_Z_INDEX } from '../../../components/dialog-layout.ts';
import { errorText } from '../../../lib/error-text.ts';
import { deleteCourse } from '../api/delete-course.ts';
import type { CourseDeletedResult } from '../utils/course-editor-target.ts';

export interface DeleteCourseActionProps {
  courseId: number;
  /** The course title, named in the confirmation. */
  title: string;
  onDeleted: (deleted: CourseDeletedResult) => void;
}

export function DeleteCourseAction({ courseId, title, onDeleted }: DeleteCourseActionProps) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: () => deleteCourse(courseId),
    onSuccess: () => onDeleted({ courseId, title }),
  });

  const errorMessage = remove.error ? errorText(t, remove.error) : null;

  const confirm = () =>
    modals.openConfirmModal({
      title: t('courseDelete.confirmTitle'),
      children: (
        <Text size="sm" data-testid="course-delete-message">
          {t('courseDelete.confirmMessage', { title })}
        </Text>
      ),
      labels: { confirm: t('courseDelete.confirm'), cancel: t('courseDelete.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'course-delete-confirm' },
      cancelProps: { 'data-testid': 'course-delete-cancel' },
      // Opened from the dialog: it lies above it.
      zIndex: OVER_DIALOG_Z_INDEX,
      onConfirm: () => remove.mutate(),
    });

  return (
    <>
      {errorMessage !== null ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('courseDelete.failed')} data-testid="course-delete-error">
          {errorMessage}
        </Alert>
      ) : null}
      <Group justify="flex-start">
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirm}
          loading={remove.isPending}
          data-testid="course-delete"
        >
          {t('courseDelete.action')}
        </Button>
      </Group>
    </>
  );
}
