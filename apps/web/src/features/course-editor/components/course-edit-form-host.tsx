// The course-edit-form menu target (spec §2): `?dialog=course-edit-form` on a course screen opens the
// edit dialog over it (the dashboard, or the assignments of a self-learning course without one).
// Closing removes the parameter, so back and reload behave.
import { COURSE_EDIT_DIALOG, COURSE_EDIT_DIALOG_PARAM } from '@campus/shared';
import { useSearchParams } from 'react-router';
import type { CourseDeletedResult, CourseSavedResult } from '../utils/course-editor-target.ts';
import { LazyCourseEditorDialog } from './lazy-course-editor-dialog.tsx';

export interface CourseEditFormHostProps {
  courseId: number;
  /** False for users who may not administer the course: the parameter is then ignored. */
  canEdit: boolean;
  onSaved?: (result: CourseSavedResult) => void;
  /** Offers "Delete course"; the caller leaves the course's screens, which closes the dialog. */
  onDeleted?: (result: CourseDeletedResult) => void;
}

export function CourseEditFormHost({ courseId, canEdit, onSaved, onDeleted }: CourseEditFormHostProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = canEdit && searchParams.get(COURSE_EDIT_DIALOG_PARAM) === COURSE_EDIT_DIALOG;

  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COURSE_EDIT_DIALOG_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <LazyCourseEditorDialog
      target={opened ? { mode: 'edit', courseId } : null}
      onClose={close}
      onSaved={(result) => onSaved?.(result)}
      onDeleted={onDeleted}
    />
  );
}
