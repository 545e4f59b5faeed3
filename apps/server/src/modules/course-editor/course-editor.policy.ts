// Who may create, edit, delete and restore courses and add taxonomy terms (spec §6, issue 5).
// Pure: the services load the facts and ask here.
import { canCreateCourseType, hasCampusRole, type CampusFeatures, type CampusRole, type CourseType, type PermissionMap } from '@campus/shared';
import type { Principal } from '../auth/principal.ts';

type Actor = Pick<Principal, 'isAdmin' | 'studentMode'>;

/**
 * Campus managers and admins run a campus. In student mode they act as students, so they do not
 * (principal.isAdmin is already false in student mode).
 */
export function runsCampus(campusRoles: readonly CampusRole[], actor: Actor): boolean {
  if (actor.studentMode) return false;
  return hasCampusRole(campusRoles, 'campus_manager', actor.isAdmin);
}

export type CreateDecision = 'allowed' | 'forbidden' | 'type_not_allowed';

/**
 * Creating a course of `type`: campus managers and admins only ('forbidden' for everyone else);
 * self_learning and compact_learning only while the campus feature is on ('type_not_allowed').
 */
export function decideCourseCreation(
  type: CourseType,
  features: CampusFeatures,
  campusRoles: readonly CampusRole[],
  actor: Actor,
): CreateDecision {
  if (!runsCampus(campusRoles, actor)) return 'forbidden';
  return canCreateCourseType(type, features, campusRoles, actor.isAdmin) ? 'allowed' : 'type_not_allowed';
}

export interface CourseAdminFacts {
  /** The user's permissions in the course, student mode applied. */
  permissions: PermissionMap;
  /** The user holds campus_manager on the course's campus. */
  campusManager: boolean;
}

/** Editing, deleting and configuring a course: its managers (administer_course), campus managers, admins. */
export function mayAdministerCourse(facts: CourseAdminFacts, actor: Actor): boolean {
  if (facts.permissions.administer_course === 1) return true;
  return runsCampus(facts.campusManager ? ['campus_manager'] : [], actor);
}
