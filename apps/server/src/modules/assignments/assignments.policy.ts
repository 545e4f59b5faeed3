// Who may do what with assignments, as pure rules over the course roles (student mode applied) and
// permissions. The service asks these; nothing here touches the database.
import {
  COURSE_ROLE,
  canOpenCockpit,
  effectiveRoleIds,
  isAssignmentForMember,
  isStaffRole,
  type AssignmentAudience,
  type AssignmentPublicationStatus,
  type AudienceMember,
  type CourseRoleId,
  type CourseRoleName,
  type PermissionMap,
} from '@campus/shared';

/** Roles whose members work on assignments and have progress (the cockpit's rows). */
export const LEARNER_ROLE_IDS: readonly CourseRoleId[] = [COURSE_ROLE.student, COURSE_ROLE.member];

export interface AssignmentCapabilities {
  /** Create, edit, delete, upload attachments, set anyone's status, open the cockpits (access_cockpit). */
  canManage: boolean;
  /** Staff (manager, instructor, mentor) see every published assignment whatever its audience. */
  seesEveryAudience: boolean;
  /** A learner (student or member, no staff role): has their own progress. */
  tracksProgress: boolean;
  /** The role the user acts with, for the list response. */
  role: CourseRoleName;
}

// The first role held in this order names the user's role in the list response.
const ROLE_PRECEDENCE: readonly CourseRoleName[] = ['manager', 'instructor', 'mentor', 'student', 'member', 'guest'];

export function assignmentCapabilities(
  roleIds: readonly CourseRoleId[],
  permissions: PermissionMap,
  studentMode: boolean,
): AssignmentCapabilities {
  const effective = effectiveRoleIds(roleIds, studentMode);
  const staff = effective.some(isStaffRole);
  const role = ROLE_PRECEDENCE.find((name) => effective.includes(COURSE_ROLE[name])) ?? 'guest';
  return {
    canManage: canOpenCockpit(roleIds, permissions, studentMode),
    seesEveryAudience: staff,
    tracksProgress: !staff && effective.some((id) => LEARNER_ROLE_IDS.includes(id)),
    role,
  };
}

export interface VisibilityInput {
  status: AssignmentPublicationStatus;
  audience: AssignmentAudience;
}

/**
 * Drafts: only managers. Published: staff always; everyone else when the assignment is for them
 * (target groups and workgroups, see isAssignmentForMember).
 */
export function canSeeAssignment(capabilities: AssignmentCapabilities, assignment: VisibilityInput, member: AudienceMember): boolean {
  if (capabilities.canManage) return true;
  if (assignment.status !== 'published') return false;
  return capabilities.seesEveryAudience || isAssignmentForMember(assignment.audience, member);
}

/** Whether a learner's progress counts for this assignment (published and for them). */
export function isAssignedTo(assignment: VisibilityInput, member: AudienceMember): boolean {
  return assignment.status === 'published' && isAssignmentForMember(assignment.audience, member);
}
