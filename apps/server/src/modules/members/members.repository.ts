// Course members (course_members with the account's name), their workgroups (workgroups,
// workgroup_members) and target groups (course_member_target_groups), the writes staff make, and the
// rows of the campus-wide profile. Workgroup memberships are not tied to the course membership by a
// foreign key, so removing a member removes their workgroup memberships of that course here.
import { COURSE_ROLE } from '@campus/shared';
import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  campusCourseOptions,
  courseMemberTargetGroups,
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  users,
  workgroupMembers,
  workgroups,
} from '../../db/schema/index.ts';

export interface MemberRow {
  uid: number;
  name: string;
  roleId: number;
  joinedAt: Date;
}

export interface MemberFilter {
  search: string | undefined;
  roleId: number | undefined;
  workgroupId: number | undefined;
  targetGroup: string | undefined;
}

const memberColumns = {
  uid: courseMembers.userId,
  name: users.displayName,
  roleId: courseMembers.roleId,
  joinedAt: courseMembers.joinedAt,
};

/** `%` and `_` typed into the search are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function memberWhere(courseId: number, filter: MemberFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(courseMembers.courseId, courseId)];
  if (filter.search !== undefined) conditions.push(ilike(users.displayName, likePattern(filter.search)));
  if (filter.roleId !== undefined) conditions.push(eq(courseMembers.roleId, filter.roleId));
  if (filter.workgroupId !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${workgroupMembers} WHERE ${workgroupMembers.workgroupId} = ${filter.workgroupId} AND ${workgroupMembers.userId} = ${courseMembers.userId})`,
    );
  }
  if (filter.targetGroup !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${courseMemberTargetGroups} WHERE ${courseMemberTargetGroups.courseId} = ${courseMembers.courseId} AND ${courseMemberTargetGroups.userId} = ${courseMembers.userId} AND lower(${courseMemberTargetGroups.targetGroup}) = lower(${filter.targetGroup}))`,
    );
  }
  return and(...conditions);
}

/** One page of a course's members by name, and how many match. */
export async function listMembers(
  db: Database,
  courseId: number,
  filter: MemberFilter,
  offset: number,
  limit: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = memberWhere(courseId, filter);
  const [rows, totals] = await Promise.all([
    db
      .select(memberColumns)
      .from(courseMembers)
      .innerJoin(users, eq(users.id, courseMembers.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.displayName})`), asc(courseMembers.userId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(courseMembers).innerJoin(users, eq(users.id, courseMembers.userId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findMember(db: Database, courseId: number, uid: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, uid)))
    .limit(1);
  return row;
}

export interface MemberGroups {
  workgroups: { id: number; name: string }[];
  targetGroups: string[];
}

/** The workgroups and target groups of these members in the course. */
export async function findMemberGroups(db: Database, courseId: number, uids: readonly number[]): Promise<Map<number, MemberGroups>> {
  const result = new Map<number, MemberGroups>(uids.map((uid) => [uid, { workgroups: [], targetGroups: [] }]));
  if (uids.length === 0) return result;
  const [groupRows, targetRows] = await Promise.all([
    db
      .select({ uid: workgroupMembers.userId, id: workgroups.id, name: workgroups.name })
      .from(workgroupMembers)
      .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
      .where(and(eq(workgroups.courseId, courseId), inArray(workgroupMembers.userId, [...uids])))
      .orderBy(asc(workgroups.name), asc(workgroups.id)),
    db
      .select({ uid: courseMemberTargetGroups.userId, name: courseMemberTargetGroups.targetGroup })
      .from(courseMemberTargetGroups)
      .where(and(eq(courseMemberTargetGroups.courseId, courseId), inArray(courseMemberTargetGroups.userId, [...uids])))
      .orderBy(asc(courseMemberTargetGroups.targetGroup)),
  ]);
  for (const row of groupRows) result.get(row.uid)?.workgroups.push({ id: row.id, name: row.name });
  for (const row of targetRows) result.get(row.uid)?.targetGroups.push(row.name);
  return result;
}

export interface WorkgroupRow {
  id: number;
  name: string;
  memberCount: number;
}

/** The course's workgroups by name, each with how many current course members are in it. */
export async function listWorkgroups(db: Database, courseId: number): Promise<WorkgroupRow[]> {
  const [groups, counts] = await Promise.all([
    db
      .select({ id: workgroups.id, name: workgroups.name })
      .from(workgroups)
      .where(eq(workgroups.courseId, courseId))
      .orderBy(asc(sql`lower(${workgroups.name})`), asc(workgroups.id)),
    db
      .select({ id: workgroupMembers.workgroupId, total: count() })
      .from(workgroupMembers)
      .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
      .innerJoin(courseMembers, and(eq(courseMembers.courseId, workgroups.courseId), eq(courseMembers.userId, workgroupMembers.userId)))
      .where(eq(workgroups.courseId, courseId))
      .groupBy(workgroupMembers.workgroupId),
  ]);
  const totals = new Map(counts.map((row) => [row.id, row.total]));
  return groups.map((group) => ({ ...group, memberCount: totals.get(group.id) ?? 0 }));
}

export async function findWorkgroupIds(db: Database, courseId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: workgroups.id })
    .from(workgroups)
    .where(and(eq(workgroups.courseId, courseId), inArray(workgroups.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Inserts a workgroup; undefined when the course has one of that name (any case) already. */
export async function insertWorkgroup(db: Database, courseId: number, name: string): Promise<WorkgroupRow | undefined> {
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: workgroups.id })
      .from(workgroups)
      .where(and(eq(workgroups.courseId, courseId), eq(sql`lower(${workgroups.name})`, name.toLowerCase())))
      .limit(1);
    if (clash) return undefined;
    const [row] = await tx
      .insert(workgroups)
      .values({ courseId, name })
      .onConflictDoNothing()
      .returning({ id: workgroups.id, name: workgroups.name });
    return row ? { ...row, memberCount: 0 } : undefined;
  });
}

/** Deletes the course's workgroup (its memberships and assignment links go with it); false when there is none. */
export async function deleteWorkgroup(db: Database, courseId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(workgroups)
    .where(and(eq(workgroups.courseId, courseId), eq(workgroups.id, id)))
    .returning({ id: workgroups.id });
  return rows.length > 0;
}

/** Target groups members of the course hold (choices the course has in use). */
export async function findHeldTargetGroups(db: Database, courseId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: courseMemberTargetGroups.targetGroup })
    .from(courseMemberTargetGroups)
    .where(eq(courseMemberTargetGroups.courseId, courseId));
  return rows.map((row) => row.name);
}

/** The campus's target group options (campus_course_options), in their order. */
export async function findCampusTargetGroupOptions(db: Database, domainId: number): Promise<string[]> {
  const [row] = await db
    .select({ options: campusCourseOptions.targetGroupOptions })
    .from(campusCourseOptions)
    .where(eq(campusCourseOptions.domainId, domainId))
    .limit(1);
  return row?.options ?? [];
}

/** The account of this campus with the e-mail address (stored lower-cased); not one suspended there (issue 27). */
export async function findCampusUserByEmail(db: Database, domainId: number, email: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(domainMembers, and(eq(domainMembers.userId, users.id), eq(domainMembers.domainId, domainId)))
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.disabledAt), isNull(domainMembers.suspendedAt)))
    .limit(1);
  return row;
}

/** Adds the membership; false when the user is a member already. */
export async function insertMember(db: Database, courseId: number, uid: number, roleId: number): Promise<boolean> {
  const rows = await db
    .insert(courseMembers)
    .values({ courseId, userId: uid, roleId })
    .onConflictDoNothing()
    .returning({ uid: courseMembers.userId });
  return rows.length > 0;
}

export type MemberWriteResult = 'done' | 'not_member' | 'last_manager';

/**
 * Runs `write` on the member's row unless it would leave the course without a manager. The course row
 * is locked first, so two staff demoting the last two managers at once cannot both succeed.
 */
async function guardedMemberWrite(
  db: Database,
  courseId: number,
  uid: number,
  newRoleId: number | null,
  write: (tx: Database) => Promise<void>,
): Promise<MemberWriteResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
    const [member] = await tx
      .select({ roleId: courseMembers.roleId })
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, uid)))
      .limit(1);
    if (!member) return 'not_member';
    if (member.roleId === COURSE_ROLE.manager && newRoleId !== COURSE_ROLE.manager) {
      const [managers] = await tx
        .select({ total: count() })
        .from(courseMembers)
        .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.roleId, COURSE_ROLE.manager)));
      if ((managers?.total ?? 0) <= 1) return 'last_manager';
    }
    await write(tx);
    return 'done';
  });
}

export function updateMemberRole(db: Database, courseId: number, uid: number, roleId: number): Promise<MemberWriteResult> {
  return guardedMemberWrite(db, courseId, uid, roleId, async (tx) => {
    await tx
      .update(courseMembers)
      .set({ roleId })
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, uid)));
  });
}

/** Ends the membership (target groups go by foreign key) and the workgroup memberships of this course; content stays. */
export function deleteMember(db: Database, courseId: number, uid: number): Promise<MemberWriteResult> {
  return guardedMemberWrite(db, courseId, uid, null, async (tx) => {
    await tx
      .delete(workgroupMembers)
      .where(
        and(
          eq(workgroupMembers.userId, uid),
          inArray(workgroupMembers.workgroupId, tx.select({ id: workgroups.id }).from(workgroups).where(eq(workgroups.courseId, courseId))),
        ),
      );
    await tx.delete(courseMembers).where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, uid)));
  });
}

/** Replaces the member's workgroups (of this course) and target groups. */
export async function replaceMemberGroups(
  db: Database,
  courseId: number,
  uid: number,
  workgroupIds: readonly number[],
  targetGroups: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(workgroupMembers)
      .where(
        and(
          eq(workgroupMembers.userId, uid),
          inArray(workgroupMembers.workgroupId, tx.select({ id: workgroups.id }).from(workgroups).where(eq(workgroups.courseId, courseId))),
        ),
      );
    if (workgroupIds.length > 0) await tx.insert(workgroupMembers).values(workgroupIds.map((workgroupId) => ({ workgroupId, userId: uid })));
    await tx.delete(courseMemberTargetGroups).where(and(eq(courseMemberTargetGroups.courseId, courseId), eq(courseMemberTargetGroups.userId, uid)));
    if (targetGroups.length > 0) {
      await tx.insert(courseMemberTargetGroups).values(targetGroups.map((targetGroup) => ({ courseId, userId: uid, targetGroup })));
    }
  });
}

// ---- campus-wide profile ----

export async function findUser(db: Database, uid: number): Promise<{ id: number; name: string; email: string } | undefined> {
  const [row] = await db.select({ id: users.id, name: users.displayName, email: users.email }).from(users).where(eq(users.id, uid)).limit(1);
  return row;
}

export interface ProfileCourseRow {
  id: number;
  title: string;
  kind: 'course' | 'group';
  roleId: number;
}

const viewerMembers = alias(courseMembers, 'viewer_members');

/** The live courses `uid` is a member of, with their role; with `viewerId`, only those the viewer is a member of too. */
export async function findProfileCourses(db: Database, uid: number, viewerId: number | null): Promise<ProfileCourseRow[]> {
  const base = db
    .select({ id: courses.id, title: courses.title, kind: courses.kind, roleId: courseMembers.roleId })
    .from(courseMembers)
    .innerJoin(courses, and(eq(courses.id, courseMembers.courseId), isNull(courses.deletedAt)));
  const joined =
    viewerId === null
      ? base
      : base.innerJoin(viewerMembers, and(eq(viewerMembers.courseId, courseMembers.courseId), eq(viewerMembers.userId, viewerId)));
  return joined.where(eq(courseMembers.userId, uid)).orderBy(asc(sql`lower(${courses.title})`), asc(courses.id));
}

/** The viewer is campus_manager of a campus the user belongs to. */
export async function managesCampusOf(db: Database, viewerId: number, uid: number): Promise<boolean> {
  const rows = await db
    .select({ domainId: domainMembers.domainId })
    .from(domainMembers)
    .innerJoin(
      domainRoles,
      and(eq(domainRoles.domainId, domainMembers.domainId), eq(domainRoles.userId, viewerId), eq(domainRoles.role, 'campus_manager')),
    )
    .where(eq(domainMembers.userId, uid))
    .limit(1);
  return rows.length > 0;
}
