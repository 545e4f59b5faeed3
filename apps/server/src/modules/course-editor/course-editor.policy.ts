// Who may create courses (spec §6, issue 5). Pure: the services load the facts and ask here. Who runs
// a campus and who administers a course (editing, deleting, adding taxonomy terms) is in
// courses/courses.policy.ts, because the taxonomy feature asks it too.
import { canCreateCourseType, type CampusFeatures, type CampusRole, type CourseType } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { runsCampus } from '../courses/courses.policy.ts';

type Actor = Pick<Principal, 'isAdmin' | 'studentMode'>;

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
