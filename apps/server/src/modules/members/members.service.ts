// Members of a course (issue 13): the paged list with filters, a member's profile in the course, and
// what staff do (invite by e-mail, change a role, remove, workgroups and group assignment). The rules
// are in packages/shared/src/members.ts; who may manage is members.policy.ts. A member's content and
// videos come from those features (wired in app.ts), filtered here by the assignments the viewer may see
// so an item never names a hidden assignment's existence.
import {
  MEMBER_ERROR_CODES,
  MEMBER_LIMITS,
  MEMBERS_PAGE_SIZE,
  normalizeGroupNames,
  type CourseRoleId,
  type Member,
  type MemberGroupsInput,
  type MemberInviteInput,
  type MemberProfile,
  type MemberProfileEntry,
  type MembersList,
  type MembersListQuery,
  type PermissionMap,
  type Workgroup,
  type WorkgroupInput,
  type WorkgroupList,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { visibleAssignmentIds } from '../assignments/assignment-access.ts';
import { requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { mayManageMembers } from './members.policy.ts';
import {
  deleteMember,
  deleteWorkgroup,
  findCampusTargetGroupOptions,
  findCampusUserByEmail,
  findHeldTargetGroups,
  findMember,
  findMemberGroups,
  findWorkgroupIds,
  insertMember,
  insertWorkgroup,
  listMembers,
  listWorkgroups,
  replaceMemberGroups,
  updateMemberRole,
  type MemberGroups,
  type MemberRow,
  type MemberWriteResult,
} from './members.repository.ts';

/** A published item of a member, as the content and videos features hand it in. */
export interface MemberItemRecord {
  id: number;
  title: string;
  createdAt: Date;
  url: string;
  assignmentId: number | null;
}

export interface MembersDeps {
  db: Database;
  /** From the content feature (authoredContentSource): the member's newest feed items in the course. */
  authoredContent: (db: Database, courseId: number, authorId: number, limit: number) => Promise<readonly (MemberItemRecord & { type: string })[]>;
  /** From the videos feature (ownedVideosSource): the member's newest videos the viewer may see. */
  ownedVideos: (
    db: Database,
    viewer: { userId: number; permissions: PermissionMap },
    courseId: number,
    ownerId: number,
    limit: number,
  ) => Promise<readonly MemberItemRecord[]>;
  /** From the account feature (pictureUrlsOf): picture URLs by user id; users without one are absent. */
  pictureUrls: (db: Database, userIds: readonly number[]) => Promise<Map<number, string>>;
}

function memberNotFound(uid: number): AppError {
  return notFound(`User ${uid} is not a member of this course.`, MEMBER_ERROR_CODES.memberNotFound);
}

function assertManage(access: CourseAccess): void {
  if (!mayManageMembers(access.permissions)) {
    throw forbidden('Only the people who administer the course manage its members.', MEMBER_ERROR_CODES.manageForbidden);
  }
}

function assertNotSelf(principal: Principal, uid: number): void {
  if (principal.userId === uid) throw forbidden('You cannot change your own role or remove yourself.', MEMBER_ERROR_CODES.selfChange);
}

function presentMember(row: MemberRow, groups: MemberGroups | undefined, picture: string | undefined): Member {
  return {
    uid: row.uid,
    name: row.name,
    picture: picture ?? null,
    roles: [{ id: row.roleId as CourseRoleId }],
    workgroups: groups?.workgroups ?? [],
    targetGroups: groups?.targetGroups ?? [],
    joined: row.joinedAt.toISOString(),
  };
}

/** Target groups the course names in its settings (course save payload `course_target_group`). */
function courseTargetGroups(settings: Readonly<Record<string, unknown>>): string[] {
  const value = settings.course_target_group;
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

async function targetGroupChoices(db: Database, access: CourseAccess): Promise<string[]> {
  const [campus, held] = await Promise.all([findCampusTargetGroupOptions(db, access.row.domainId), findHeldTargetGroups(db, access.row.id)]);
  return normalizeGroupNames([...courseTargetGroups(access.row.settings), ...campus, ...held]).sort((a, b) => a.localeCompare(b));
}

export async function getMembers(deps: MembersDeps, principal: Principal, query: MembersListQuery): Promise<MembersList> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, query.og);
  const offset = query.page * MEMBERS_PAGE_SIZE;
  const filter = { search: query.search, roleId: query.role, workgroupId: query.workgroup, targetGroup: query.targetGroup };
  const [{ rows, total }, workgroups, targetGroups] = await Promise.all([
    listMembers(db, query.og, filter, offset, MEMBERS_PAGE_SIZE),
    listWorkgroups(db, query.og),
    targetGroupChoices(db, access),
  ]);
  const uids = rows.map((row) => row.uid);
  const [groups, pictures] = await Promise.all([findMemberGroups(db, query.og, uids), deps.pictureUrls(db, uids)]);
  return {
    items: rows.map((row) => presentMember(row, groups.get(row.uid), pictures.get(row.uid))),
    total,
    offset,
    limit: MEMBERS_PAGE_SIZE,
    canManage: mayManageMembers(access.permissions),
    workgroups,
    targetGroups,
  };
}

async function visibleItems<T extends MemberItemRecord>(db: Database, principal: Principal, access: CourseAccess, items: readonly T[]): Promise<T[]> {
  const linked = [...new Set(items.flatMap((item) => (item.assignmentId === null ? [] : [item.assignmentId])))];
  const visible = linked.length === 0 ? new Set<number>() : await visibleAssignmentIds(db, { userId: principal.userId, access }, linked);
  return items.filter((item) => item.assignmentId === null || visible.has(item.assignmentId));
}

function entry(item: MemberItemRecord, type: string): MemberProfileEntry {
  return { id: item.id, title: item.title, type, created: item.createdAt.toISOString(), url: item.url };
}

export async function getMemberProfile(deps: MembersDeps, principal: Principal, courseId: number, uid: number): Promise<MemberProfile> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  const row = await findMember(deps.db, courseId, uid);
  if (!row) throw memberNotFound(uid);
  const limit = MEMBER_LIMITS.profileItems;
  const [groups, pictures, content, videos] = await Promise.all([
    findMemberGroups(deps.db, courseId, [uid]),
    deps.pictureUrls(deps.db, [uid]),
    deps.authoredContent(deps.db, courseId, uid, limit),
    deps.ownedVideos(deps.db, { userId: principal.userId, permissions: access.permissions }, courseId, uid, limit),
  ]);
  const [shownContent, shownVideos] = await Promise.all([
    visibleItems(deps.db, principal, access, content),
    visibleItems(deps.db, principal, access, videos),
  ]);
  return {
    ...presentMember(row, groups.get(uid), pictures.get(uid)),
    og_id: courseId,
    isSelf: principal.userId === uid,
    canManage: mayManageMembers(access.permissions),
    content: shownContent.map((item) => entry(item, item.type)),
    videos: shownVideos.map((item) => entry(item, 'video')),
  };
}

async function memberAnswer(deps: MembersDeps, courseId: number, uid: number): Promise<Member> {
  const row = await findMember(deps.db, courseId, uid);
  if (!row) throw memberNotFound(uid);
  const [groups, pictures] = await Promise.all([findMemberGroups(deps.db, courseId, [uid]), deps.pictureUrls(deps.db, [uid])]);
  return presentMember(row, groups.get(uid), pictures.get(uid));
}

export async function inviteMember(deps: MembersDeps, principal: Principal, input: MemberInviteInput): Promise<Member> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, input.og);
  assertManage(access);
  const user = await findCampusUserByEmail(db, access.row.domainId, input.email);
  if (!user) {
    throw notFound('No account of this campus has that e-mail address.', MEMBER_ERROR_CODES.inviteUserNotFound);
  }
  if (!(await insertMember(db, input.og, user.id, input.role))) {
    throw new AppError(409, MEMBER_ERROR_CODES.alreadyMember, 'This account is a member of the course already.');
  }
  return memberAnswer(deps, input.og, user.id);
}

function checkWrite(result: MemberWriteResult, uid: number): void {
  if (result === 'not_member') throw memberNotFound(uid);
  if (result === 'last_manager') throw new AppError(409, MEMBER_ERROR_CODES.lastManager, 'The course must keep at least one manager.');
}

export async function changeMemberRole(deps: MembersDeps, principal: Principal, courseId: number, uid: number, roleId: CourseRoleId): Promise<Member> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, courseId);
  assertManage(access);
  assertNotSelf(principal, uid);
  checkWrite(await updateMemberRole(db, courseId, uid, roleId), uid);
  return memberAnswer(deps, courseId, uid);
}

export async function removeMember(deps: MembersDeps, principal: Principal, courseId: number, uid: number): Promise<void> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, courseId);
  assertManage(access);
  assertNotSelf(principal, uid);
  checkWrite(await deleteMember(db, courseId, uid), uid);
}

export async function setMemberGroups(deps: MembersDeps, principal: Principal, courseId: number, uid: number, input: MemberGroupsInput): Promise<Member> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, courseId);
  assertManage(access);
  if (!(await findMember(db, courseId, uid))) throw memberNotFound(uid);
  const workgroupIds = [...new Set(input.workgroups)];
  const known = await findWorkgroupIds(db, courseId, workgroupIds);
  const errors = input.workgroups.flatMap((id, index) => (known.has(id) ? [] : [{ path: `workgroups.${index}`, message: `No workgroup ${id} in this course.` }]));
  if (errors.length > 0) {
    throw new AppError(400, MEMBER_ERROR_CODES.workgroupNotFound, 'A workgroup is not one of this course.', { errors });
  }
  await replaceMemberGroups(db, courseId, uid, workgroupIds, normalizeGroupNames(input.targetGroups));
  return memberAnswer(deps, courseId, uid);
}

export async function getWorkgroups(deps: MembersDeps, principal: Principal, courseId: number): Promise<WorkgroupList> {
  const { db } = deps;
  await requireCourseAccess(db, principal, courseId);
  return { items: await listWorkgroups(db, courseId) };
}

export async function createWorkgroup(deps: MembersDeps, principal: Principal, courseId: number, input: WorkgroupInput): Promise<Workgroup> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, courseId);
  assertManage(access);
  const created = await insertWorkgroup(db, courseId, input.name);
  if (!created) {
    throw new AppError(409, MEMBER_ERROR_CODES.workgroupExists, 'The course has a workgroup of that name already.', {
      errors: [{ path: 'name', message: 'The course has a workgroup of that name already.' }],
    });
  }
  return created;
}

export async function removeWorkgroup(deps: MembersDeps, principal: Principal, courseId: number, workgroupId: number): Promise<void> {
  const { db } = deps;
  const access = await requireCourseAccess(db, principal, courseId);
  assertManage(access);
  if (!(await deleteWorkgroup(db, courseId, workgroupId))) {
    throw notFound(`Workgroup ${workgroupId} is not in this course.`, MEMBER_ERROR_CODES.workgroupNotFound);
  }
}
