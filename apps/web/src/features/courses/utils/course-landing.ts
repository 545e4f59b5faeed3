// Where a course opens after it was chosen (spec §2 navigation targets, §4 "Opening a course"):
// self-learning courses go to the dashboard if enabled, else to the tasks for those who manage them,
// else to the learning path; every other course opens its dashboard.
import { coursePath, hasPermission, type Course, type PathOptions } from '@campus/shared';

export type LandingRoute = 'dashboard' | 'assignments' | 'learning-path';

export function courseLandingRoute(course: Pick<Course, 'course_type' | 'type' | 'dashboard_enabled' | 'permissions'>): LandingRoute {
  if (course.course_type !== 'self_learning') return 'dashboard';
  if (course.dashboard_enabled) return 'dashboard';
  // Groups have no tasks, whatever the permissions say.
  if (course.type === 'course' && hasPermission(course.permissions, 'access_cockpit')) return 'assignments';
  return 'learning-path';
}

export function courseLandingPath(
  course: Pick<Course, 'og_id' | 'course_type' | 'type' | 'dashboard_enabled' | 'permissions'>,
  options?: PathOptions,
): string {
  return coursePath(course.og_id, courseLandingRoute(course), {}, options);
}
