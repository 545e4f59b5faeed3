// What the course dialog opens for: a new course of a type on a campus, or an existing course.
import type { CourseType } from '@campus/shared';

export type CourseEditorTarget =
  | { mode: 'create'; courseType: CourseType; /** The campus of the new course; the user's own without it. */ domainId?: number }
  | { mode: 'edit'; courseId: number };

/** What the dialog reports after a successful save. */
export interface CourseSavedResult {
  courseId: number;
  created: boolean;
  courseType: CourseType;
  dashboardEnabled: boolean;
}

/** What the dialog reports after the course was deleted (DELETE /og/{id}). */
export interface CourseDeletedResult {
  courseId: number;
  /** The stored title, for the message. */
  title: string;
}
