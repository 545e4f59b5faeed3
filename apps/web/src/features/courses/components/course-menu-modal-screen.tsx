// Route `course-menu-modal` (spec §2): the chooser over the current screen. Opened after the terms
// were rejected (`state.required`), closing it without a choice signs the user out (spec §4 Legal).
import { appPath } from '@campus/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useSelectCourse } from '../hooks/use-select-course.ts';
import { useSelectedCourseId } from '../store/selected-course.ts';
import { CourseChooserModal } from './course-chooser-modal.tsx';

/** Navigation state that makes a choice mandatory. */
export interface CourseMenuModalState {
  required?: boolean;
}

export function courseChoiceRequired(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as CourseMenuModalState).required === true;
}

export interface CourseMenuModalScreenProps {
  /** Called when a mandatory choice was not made (the shell signs the user out). */
  onAbandon: () => void;
}

export function CourseMenuModalScreen({ onAbandon }: CourseMenuModalScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const select = useSelectCourse();
  const currentCourseId = useSelectedCourseId();
  const required = courseChoiceRequired(location.state);

  const close = useCallback(() => {
    if (required) {
      onAbandon();
      return;
    }
    // Back to where the chooser was opened from; straight to the start when it was the first page.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(localized(appPath('start')), { replace: true });
  }, [required, onAbandon, location.key, navigate, localized]);

  return (
    <CourseChooserModal
      opened
      onClose={close}
      onSelect={(courseId) => select(courseId, { replace: true })}
      currentCourseId={currentCourseId}
    />
  );
}
