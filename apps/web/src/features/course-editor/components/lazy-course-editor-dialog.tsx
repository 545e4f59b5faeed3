// The course dialog as a lazy chunk (ARCHITECTURE §6 budget): screens import this small wrapper; the
// dialog, its form, the date pickers and the shared schema load when it first opens.
import { lazy, Suspense } from 'react';
import type { CourseDeletedResult, CourseEditorTarget, CourseSavedResult } from '../utils/course-editor-target.ts';

const loadDialog = () => import('./course-editor-dialog.tsx');
const CourseEditorDialog = lazy(async () => ({ default: (await loadDialog()).CourseEditorDialog }));

/** Starts loading the dialog early (on hover of the button that opens it, say). */
export function preloadCourseEditor(): void {
  void loadDialog().catch(() => undefined);
}

export interface LazyCourseEditorDialogProps {
  /** What to edit; null keeps the dialog closed. */
  target: CourseEditorTarget | null;
  onClose: () => void;
  onSaved: (result: CourseSavedResult) => void;
  /** Offers deleting an existing course; see CourseEditorDialog. */
  onDeleted?: (result: CourseDeletedResult) => void;
}

function targetKey(target: CourseEditorTarget): string {
  return target.mode === 'create' ? `create-${target.courseType}-${target.domainId ?? ''}` : `edit-${target.courseId}`;
}

export function LazyCourseEditorDialog({ target, onClose, onSaved, onDeleted }: LazyCourseEditorDialogProps) {
  if (target === null) return null;
  return (
    <Suspense fallback={null}>
      {/* A new target starts a fresh form. */}
      <CourseEditorDialog key={targetKey(target)} target={target} onClose={onClose} onSaved={onSaved} onDeleted={onDeleted} />
    </Suspense>
  );
}
