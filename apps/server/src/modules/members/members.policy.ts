// Who manages a course's members (spec §6): administer_course, which managers and instructors hold and
// campus managers and admins act with; student mode has already taken it away. Pure, for other modules too.
import { hasPermission, type PermissionMap } from '@campus/shared';

export function mayManageMembers(permissions: PermissionMap): boolean {
  return hasPermission(permissions, 'administer_course');
}
