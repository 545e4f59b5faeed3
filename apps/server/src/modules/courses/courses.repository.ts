// The courses module's database access. Every read filters soft-deleted courses out.
import type { CourseKind, CourseType } from '@campus/shared';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  assignments,
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  domains,
  legalAcceptances,
  learningPathSections,
  legalTerms,
  sites,
  type CourseSettings,
} from '../../db/schema/index.ts';

export interface CourseAccessRow {
  id: number;
  domainId: number;
  domainName: string;
  siteId: number | null;
  siteName: string | null;
  title: string;
  description: string;
  kind: CourseKind;
  courseType: CourseType;
  settings: CourseSettings;
  dashboardEnabled: boolean;
  startDate: Date | null;
  endDate: Date | null;
  /** The user's membership role, null without membership. */
  heldRoleId: number | null;
  /** The user holds campus_manager on the course's campus. */
  campusManager: boolean;
  /** Current terms version of the campus (null: the campus has no terms) and whether the user accepted it. */
  termsVersion: number | null;
  termsAccepted: boolean;
  /**
   * The course has assignments (not deleted). Without any, a learner's progress share is 0 without
   * asking the assignments module (its four queries); an index probe of assignments_course_id_position_idx.
   */
  hasAssignments: boolean;
  /** The course has a learning path (a section): progress comes from it, and the side menu shows it. */
  hasLearningPath: boolean;
}

/** `(SELECT id FROM legal_terms …)`: the current terms of the campus of the row's course. */
function currentTermsOf(domainId: SQL | typeof courses.domainId, column: 'id' | 'version'): SQL {
  const target = column === 'id' ? legalTerms.id : legalTerms.version;
  return sql`(SELECT ${target} FROM ${legalTerms} WHERE ${legalTerms.domainId} = ${domainId} ORDER BY ${legalTerms.version} DESC LIMIT 1)`;
}

const userIdParam = sql.placeholder('userId');

/**
 * A campus manager suspended the user on the course's campus (issue 27): their course memberships there
 * count for nothing until they are enabled again.
 */
const suspendedOnCourseCampus = sql`EXISTS (SELECT 1 FROM ${domainMembers} WHERE ${domainMembers.domainId} = ${courses.domainId}
  AND ${domainMembers.userId} = ${userIdParam} AND ${domainMembers.suspendedAt} IS NOT NULL)`;
const courseIdParam = sql.placeholder('courseId');

function prepareCourseAccessQuery(db: Database) {
  return db
    .select({
      id: courses.id,
      domainId: courses.domainId,
      domainName: domains.name,
      siteId: courses.siteId,
      siteName: sites.name,
      title: courses.title,
      description: courses.description,
      kind: courses.kind,
      courseType: courses.courseType,
      settings: courses.settings,
      dashboardEnabled: courses.dashboardEnabled,
      startDate: courses.startDate,
      endDate: courses.endDate,
      heldRoleId: courseMembers.roleId,
      campusManager: sql<boolean>`EXISTS (SELECT 1 FROM ${domainRoles} WHERE ${domainRoles.domainId} = ${courses.domainId} AND ${domainRoles.userId} = ${userIdParam} AND ${domainRoles.role} = 'campus_manager')`,
      termsVersion: sql<number | null>`${currentTermsOf(courses.domainId, 'version')}`,
      termsAccepted: sql<boolean>`EXISTS (SELECT 1 FROM ${legalAcceptances} WHERE ${legalAcceptances.userId} = ${userIdParam} AND ${legalAcceptances.termsId} = ${currentTermsOf(courses.domainId, 'id')})`,
      hasAssignments: sql<boolean>`EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.courseId} = ${courses.id} AND ${assignments.deletedAt} IS NULL)`,
      hasLearningPath: sql<boolean>`EXISTS (SELECT 1 FROM ${learningPathSections} WHERE ${learningPathSections.courseId} = ${courses.id})`,
    })
    .from(courses)
    .innerJoin(domains, eq(domains.id, courses.domainId))
    .leftJoin(sites, eq(sites.id, courses.siteId))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userIdParam), sql`NOT ${suspendedOnCourseCampus}`))
    .where(and(eq(courses.id, courseIdParam), isNull(courses.deletedAt)))
    .limit(1)
    .prepare('courses_access_row');
}

// Every course-scoped request runs this query: prepared once per database handle (a named statement
// on PostgreSQL), so neither Drizzle nor the server plans it again for each request.
const courseAccessQueries = new WeakMap<Database, ReturnType<typeof prepareCourseAccessQuery>>();

/** One course with everything needed to decide what the user may do there; one round trip. */
export async function findCourseAccessRow(db: Database, courseId: number, userId: number): Promise<CourseAccessRow | undefined> {
  let query = courseAccessQueries.get(db);
  if (!query) {
    query = prepareCourseAccessQuery(db);
    courseAccessQueries.set(db, query);
  }
  const [row] = await query.execute({ courseId, userId });
  return row;
}

export interface CourseListRow {
  id: number;
  domainId: number;
  title: string;
  kind: CourseKind;
  courseType: CourseType;
  siteName: string | null;
  heldRoleId: number | null;
  /** The user holds campus_manager on the course's campus. */
  campusManager: boolean;
}

const managedCourses = alias(courses, 'managed_courses');

function prepareCourseListQuery(db: Database, allCourses: boolean) {
  const columns = {
    id: courses.id,
    domainId: courses.domainId,
    title: courses.title,
    kind: courses.kind,
    courseType: courses.courseType,
    siteName: sites.name,
    heldRoleId: courseMembers.roleId,
    campusManager: sql<boolean>`EXISTS (SELECT 1 FROM ${domainRoles} WHERE ${domainRoles.domainId} = ${courses.domainId} AND ${domainRoles.userId} = ${userIdParam} AND ${domainRoles.role} = 'campus_manager')`,
  };
  const base = db.select(columns).from(courses);
  const reached = allCourses
    ? base
    : base.innerJoin(
        // The own courses and those of managed campuses, each found through an index.
        union(
          db
            // Named `id` like the second branch: a union takes its column names from the first.
            .select({ id: sql<number>`${courseMembers.courseId}`.as('id') })
            .from(courseMembers)
            .where(eq(courseMembers.userId, userIdParam)),
          db
            .select({ id: managedCourses.id })
            .from(managedCourses)
            .where(
              inArray(
                managedCourses.domainId,
                db
                  .select({ domainId: domainRoles.domainId })
                  .from(domainRoles)
                  .where(and(eq(domainRoles.userId, userIdParam), eq(domainRoles.role, 'campus_manager'))),
              ),
            ),
        ).as('visible'),
        sql`"visible"."id" = ${courses.id}`,
      );
  return reached
    .leftJoin(sites, eq(sites.id, courses.siteId))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, userIdParam)))
    .where(and(isNull(courses.deletedAt), sql`NOT ${suspendedOnCourseCampus}`))
    .orderBy(sql`${sites.name} ASC NULLS LAST`, asc(courses.title), asc(courses.id))
    .prepare(allCourses ? 'courses_list_all' : 'courses_list_visible');
}

type CourseListQuery = ReturnType<typeof prepareCourseListQuery>;
const courseListQueries = new WeakMap<Database, { all: CourseListQuery; visible: CourseListQuery }>();

/**
 * The courses the user may open, ordered by site name (none last), title, id, in one round trip:
 * every course for campus admins (`allCourses`); otherwise the own courses and those of the campuses
 * the user manages.
 */
export async function listVisibleCourses(db: Database, userId: number, allCourses: boolean): Promise<CourseListRow[]> {
  let queries = courseListQueries.get(db);
  if (!queries) {
    queries = { all: prepareCourseListQuery(db, true), visible: prepareCourseListQuery(db, false) };
    courseListQueries.set(db, queries);
  }
  return (allCourses ? queries.all : queries.visible).execute({ userId });
}

/** Members of a course per role id. */
export async function countMembersByRole(db: Database, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ roleId: courseMembers.roleId, members: count() })
    .from(courseMembers)
    .where(eq(courseMembers.courseId, courseId))
    .groupBy(courseMembers.roleId);
  return new Map(rows.map((row) => [row.roleId, row.members]));
}
