// Members and profiles (issue 13, spec §2 `members`, `member?id`, `app/member`, `app/user/{id}`,
// `member-context-modal`; §6 course roles; §7 base path /members and /user). The wire schemas the server
// validates with and the web forms reuse, and the few pure rules both sides share.
//
// Rules:
// - Every course member (any role) reads the course's member list and a member's profile in the course;
//   a course the caller may not see is 404.
// - Staff (administer_course: managers, instructors, campus managers and admins acting as manager; not in
//   student mode) invite, change roles, remove members and manage workgroups and group assignments.
// - Nobody changes their own role or removes themselves here; a course keeps at least one manager.
// - The campus profile (`/user/{uid}/profile`) is for the user, people who share a course with them, and
//   staff of the campus (admin, campus_manager); anyone else gets 404.
import { z } from 'zod';
import { WorkgroupRefSchema } from './assignments.ts';
import { CourseRoleIdSchema } from './courses.ts';
import { COURSE_KINDS } from './course-types.ts';
import { listPageSchema } from './list-page.ts';
import { COURSE_ROLE, type CourseRoleId } from './roles.ts';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

export const MEMBERS_PAGE_SIZE = 20;

export const MEMBER_LIMITS = {
  searchMax: 200,
  workgroupNameMax: 100,
  targetGroupMax: 100,
  groupsMax: 50,
  emailMax: 254,
  /** Newest content items and videos a profile shows. */
  profileItems: 20,
} as const;

/** Problem codes of the members and profile endpoints (besides the cross-cutting ERROR_CODES). */
export const MEMBER_ERROR_CODES = {
  /** Managing members needs administer_course. */
  manageForbidden: 'MEMBER_MANAGE_FORBIDDEN',
  /** The uid is not a member of the course. */
  memberNotFound: 'MEMBER_NOT_FOUND',
  /** No account of the course's campus has this e-mail address. */
  inviteUserNotFound: 'MEMBER_INVITE_USER_NOT_FOUND',
  /** The invited account is a member of the course already. */
  alreadyMember: 'MEMBER_ALREADY_MEMBER',
  /** The change would leave the course without a manager. */
  lastManager: 'MEMBER_LAST_MANAGER',
  /** Nobody changes their own role or removes themselves here. */
  selfChange: 'MEMBER_SELF_CHANGE_FORBIDDEN',
  /** A workgroup id that is not one of the course's. */
  workgroupNotFound: 'MEMBER_WORKGROUP_NOT_FOUND',
  /** The course has a workgroup of that name already. */
  workgroupExists: 'MEMBER_WORKGROUP_EXISTS',
  /** The user does not exist or the caller may not see their profile. */
  profileNotFound: 'USER_PROFILE_NOT_FOUND',
} as const;

/** Role ids in the order lists and pickers show them: those who run the course first. */
export const MEMBER_ROLE_ORDER: readonly CourseRoleId[] = [
  COURSE_ROLE.manager,
  COURSE_ROLE.instructor,
  COURSE_ROLE.mentor,
  COURSE_ROLE.student,
  COURSE_ROLE.member,
  COURSE_ROLE.guest,
];

/** Trimmed, without empty entries and case-insensitive duplicates (the first spelling wins). */
export function normalizeGroupNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

// ---- requests ----

const RoleParam = z.coerce.number().pipe(CourseRoleIdSchema);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** `GET /members?og=&search=&role=&workgroup=&targetGroup=&page=` (page counts from 0). */
export const MembersListQuerySchema = z.object({
  og: idParam,
  search: optionalText(MEMBER_LIMITS.searchMax),
  role: RoleParam.optional(),
  workgroup: idParam.optional(),
  targetGroup: optionalText(MEMBER_LIMITS.targetGroupMax),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type MembersListQuery = z.infer<typeof MembersListQuerySchema>;

/** `?og=` of the routes about one course. */
export const MemberCourseQuerySchema = z.object({ og: idParam });
export const MemberParamsSchema = z.object({ uid: idParam });
export const WorkgroupParamsSchema = z.object({ workgroupId: idParam });
export const UserProfileParamsSchema = z.object({ uid: idParam });

/** `POST /members/invite`: an account of the course's campus, by e-mail, becomes a member at once. */
export const MemberInviteInputSchema = z.object({
  og: id,
  email: z.string().trim().toLowerCase().max(MEMBER_LIMITS.emailMax).pipe(z.email()),
  role: CourseRoleIdSchema,
});
export type MemberInviteInput = z.input<typeof MemberInviteInputSchema>;

/** `PUT /members/{uid}?og=`. */
export const MemberRoleInputSchema = z.object({ role: CourseRoleIdSchema });
export type MemberRoleInput = z.infer<typeof MemberRoleInputSchema>;

const GroupNameSchema = (max: number) => z.string().trim().min(1).max(max);

/** `PUT /members/{uid}/groups?og=`: the member's whole set of workgroups and target groups. */
export const MemberGroupsInputSchema = z.object({
  workgroups: z.array(id).max(MEMBER_LIMITS.groupsMax),
  targetGroups: z.array(GroupNameSchema(MEMBER_LIMITS.targetGroupMax)).max(MEMBER_LIMITS.groupsMax),
});
export type MemberGroupsInput = z.infer<typeof MemberGroupsInputSchema>;

/** `POST /members/workgroups?og=`. */
export const WorkgroupInputSchema = z.object({ name: GroupNameSchema(MEMBER_LIMITS.workgroupNameMax) });
export type WorkgroupInput = z.infer<typeof WorkgroupInputSchema>;

// ---- answers ----

export const MemberRoleRefSchema = z.object({ id: CourseRoleIdSchema });

export const WorkgroupSchema = WorkgroupRefSchema.extend({ memberCount: z.number().int().nonnegative() });
export type Workgroup = z.infer<typeof WorkgroupSchema>;

export const MemberSchema = z.object({
  uid: id,
  name: z.string(),
  /** The account has no picture yet: the web shows initials. */
  picture: z.string().nullable(),
  roles: z.array(MemberRoleRefSchema),
  workgroups: z.array(WorkgroupRefSchema),
  targetGroups: z.array(z.string()),
  joined: isoDateTime,
});
export type Member = z.infer<typeof MemberSchema>;

export const MembersListSchema = listPageSchema(MemberSchema).extend({
  /** The caller manages members (administer_course). */
  canManage: z.boolean(),
  /** The course's workgroups (filter and assignment choices). */
  workgroups: z.array(WorkgroupSchema),
  /** Target group choices: the course's own, the campus's options and those members hold. */
  targetGroups: z.array(z.string()),
});
export type MembersList = z.infer<typeof MembersListSchema>;

export const WorkgroupListSchema = z.object({ items: z.array(WorkgroupSchema) });
export type WorkgroupList = z.infer<typeof WorkgroupListSchema>;

/** One of the member's content items or videos on their profile, with the app path that opens it. */
export const MemberProfileEntrySchema = z.object({
  id,
  title: z.string(),
  /** Content type (blog, news, cmap, external_content) or `video`. */
  type: z.string(),
  created: isoDateTime,
  url: z.string(),
});
export type MemberProfileEntry = z.infer<typeof MemberProfileEntrySchema>;

/** `GET /members/{uid}?og=`: the member in this course and what they published there that the caller may see. */
export const MemberProfileSchema = MemberSchema.extend({
  og_id: id,
  isSelf: z.boolean(),
  canManage: z.boolean(),
  content: z.array(MemberProfileEntrySchema),
  videos: z.array(MemberProfileEntrySchema),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const SharedCourseSchema = z.object({
  og_id: id,
  title: z.string(),
  kind: z.enum(COURSE_KINDS),
  /** The profile user's roles in that course. */
  roles: z.array(MemberRoleRefSchema),
});
export type SharedCourse = z.infer<typeof SharedCourseSchema>;

/** `GET /user/{uid}/profile`: the campus-wide profile. */
export const UserProfileSchema = z.object({
  uid: id,
  name: z.string(),
  picture: z.string().nullable(),
  isSelf: z.boolean(),
  /** Shown to the user themselves and to campus staff only. */
  email: z.string().nullable(),
  /** The courses the viewer shares with the user (their own courses when it is their own profile). */
  courses: z.array(SharedCourseSchema),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
