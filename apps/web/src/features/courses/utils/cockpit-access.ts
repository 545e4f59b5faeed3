// The cockpit guard (spec §5, §6): students — and staff in student mode — are sent to the root.
import { canOpenCockpit, type Course } from '@campus/shared';

export function mayOpenCockpit(course: Pick<Course, 'roles' | 'permissions'>, studentMode: boolean): boolean {
  return canOpenCockpit(
    course.roles.map((role) => role.id),
    course.permissions,
    studentMode,
  );
}
