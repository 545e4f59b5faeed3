// The zod-free part of user-admin.ts (issue 18, spec §6 "Domain roles are administered at
// /users/administer"): page size and error codes, importable by the web shell without zod.

/** Users per page of the list. */
export const USER_ADMIN_PAGE_SIZE = 25;
/** Longest search text (name or e-mail, case-insensitive). */
export const USER_ADMIN_SEARCH_MAX_LENGTH = 100;

export const USER_ADMIN_ERROR_CODES = {
  /** Administering the campus's users: campus admins (not in student mode) and campus managers only. */
  forbidden: 'USER_ADMIN_FORBIDDEN',
  /** The caller belongs to no campus (and is no admin). */
  noCampus: 'USER_ADMIN_NO_CAMPUS',
  /** The user does not belong to the campus. */
  userNotFound: 'USER_ADMIN_USER_NOT_FOUND',
  /** Nobody disables themselves, and a campus manager does not take their own campus_manager role. */
  self: 'USER_ADMIN_SELF',
  /** Only campus admins disable or enable another campus admin's account. */
  adminProtected: 'USER_ADMIN_ADMIN_PROTECTED',
  /** Adding to the campus: no account with this e-mail address. */
  accountNotFound: 'USER_ADMIN_ACCOUNT_NOT_FOUND',
  /** Adding to the campus: the account belongs to it already. */
  alreadyMember: 'USER_ADMIN_ALREADY_MEMBER',
  /** Campus roles for a person whose membership of the campus is suspended: enable them first. */
  suspended: 'USER_ADMIN_MEMBER_SUSPENDED',
  /** A campus invitation that is not the caller's, not pending or expired (issue 27). */
  invitationNotFound: 'CAMPUS_INVITATION_NOT_FOUND',
  /** Answering a campus invitation is personal: not while an admin acts as the user. */
  invitationImpersonated: 'CAMPUS_INVITATION_IMPERSONATED',
} as const;

/** How long a campus invitation waits for its answer (issue 27). */
export const CAMPUS_INVITATION_TTL_DAYS = 14;

/** The parts of GET /user/me the rule below reads. */
export interface CampusOperatorFacts {
  is_admin: boolean;
  student_mode: boolean;
  domain_roles: readonly { roles: readonly string[] }[];
}

/**
 * Whether the signed-in user administers campus users (the "Users" entry shows): a campus admin or a
 * campus manager, neither in student mode. The server decides again per request.
 */
export function administersCampusUsers(me: CampusOperatorFacts): boolean {
  if (me.student_mode) return false;
  return me.is_admin || me.domain_roles.some((entry) => entry.roles.includes('campus_manager'));
}
