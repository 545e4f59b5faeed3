// The selected course, in one small store over lib/course-stack (which keeps it, and the stack of
// previous courses, in local storage). Components subscribe with useSelectedCourseId.
import { useSyncExternalStore } from 'react';
import { clearSelectedCourse, forgetCourse, getSelectedCourse, selectCourse } from '../../../lib/course-stack.ts';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab selecting a course changes storage; follow it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Selects a course; the previous one goes onto the previous-course stack. */
export function setSelectedCourse(courseId: number): void {
  if (getSelectedCourse() === courseId) return;
  selectCourse(courseId);
  notify();
}

/** Clears the course context (campus dashboard); the course stays on the stack for later. */
export function clearCourseContext(): void {
  if (getSelectedCourse() === null) return;
  clearSelectedCourse();
  notify();
}

/** A deleted course leaves the selection and the previous-course stack. */
export function forgetDeletedCourse(courseId: number): void {
  forgetCourse(courseId);
  notify();
}

export function useSelectedCourseId(): number | null {
  return useSyncExternalStore(subscribe, getSelectedCourse, () => null);
}
