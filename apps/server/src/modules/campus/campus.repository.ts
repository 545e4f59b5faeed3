// The campus module's database access: the campus, who belongs to it, its course list and the
// dashboard's collapsed sections.
import type { CampusListType, CampusRole, CourseKind, CourseType } from '@campus/shared';
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campusCollapsedSections,
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  domains,
  sites,
  type DomainFeatures,
} from '../../db/schema/index.ts';

export interface CampusRow {
  id: number;
  name: string;
  primaryColor: string;
  features: DomainFeatures;
}

/**
 * The lowest campus id the user belongs to: by membership, a campus role or a course there; never a
 * campus that suspended them (issue 27).
 */
export async function findUserCampusId(db: Database, userId: number): Promise<number | undefined> {
  const result = await db.execute<{ domain_id: number }>(sql`
    SELECT min(domain_id) AS domain_id FROM (
      SELECT ${domainMembers.domainId} AS domain_id FROM ${domainMembers} WHERE ${domainMembers.userId} = ${userId}
      UNION ALL
      SELECT ${domainRoles.domainId} FROM ${domainRoles} WHERE ${domainRoles.userId} = ${userId}
      UNION ALL
      SELECT ${courses.domainId} FROM ${courseMembers}
        JOIN ${courses} ON ${courses.id} = ${courseMembers.courseId}
        WHERE ${courseMembers.userId} = ${userId} AND ${courses.deletedAt} IS NULL
    ) AS reach
    WHERE NOT EXISTS (SELECT 1 FROM ${domainMembers} s WHERE s.domain_id = reach.domain_id AND s.user_id = ${userId} AND s.suspended_at IS NOT NULL)`);
  const value = result.rows[0]?.domain_id;
  return value === null || value === undefined ? undefined : Number(value);
}

/** The campus this installation serves first (lowest id). */
export async function findFirstCampusId(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ id: domains.id }).from(domains).orderBy(asc(domains.id)).limit(1);
  return row?.id;
}

export interface CampusAccessRow extends CampusRow {
  /** Member of the campus, holds a campus role there, or takes part in one of its courses. */
  belongs: boolean;
  /** The user's campus roles there. */
  roles: CampusRole[];
}

// Subqueries name the campus by parameter, not `domains.id`: in a single-table select Drizzle leaves
// columns unqualified, so the outer column would bind inside the subquery.
const param = {
  domainId: sql.placeholder('domainId'),
  userId: sql.placeholder('userId'),
  kind: sql.placeholder('kind'),
  listType: sql.placeholder('listType'),
  pattern: sql.placeholder('pattern'),
  courseType: sql.placeholder('courseType'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

function prepareCampusAccessQuery(db: Database) {
  return db
    .select({
      id: domains.id,
      name: domains.name,
      primaryColor: domains.primaryColor,
      features: domains.features,
      // A membership a campus manager suspended (issue 27) shuts the campus, its courses included.
      belongs: sql<boolean>`(
        (EXISTS (SELECT 1 FROM ${domainMembers} WHERE ${domainMembers.domainId} = ${param.domainId} AND ${domainMembers.userId} = ${param.userId})
         OR EXISTS (SELECT 1 FROM ${courseMembers} JOIN ${courses} ON ${courses.id} = ${courseMembers.courseId}
                    WHERE ${courseMembers.userId} = ${param.userId} AND ${courses.domainId} = ${param.domainId} AND ${courses.deletedAt} IS NULL))
        AND NOT EXISTS (SELECT 1 FROM ${domainMembers} WHERE ${domainMembers.domainId} = ${param.domainId} AND ${domainMembers.userId} = ${param.userId}
                        AND ${domainMembers.suspendedAt} IS NOT NULL))`,
      roles: sql<CampusRole[] | null>`(SELECT json_agg(${domainRoles.role} ORDER BY ${domainRoles.role}) FROM ${domainRoles}
        WHERE ${domainRoles.domainId} = ${param.domainId} AND ${domainRoles.userId} = ${param.userId})`,
    })
    .from(domains)
    .where(eq(domains.id, param.domainId))
    .limit(1)
    .prepare('campus_access_row');
}

interface CampusCourseVariant {
  allCourses: boolean;
  filtered: boolean;
  typed: boolean;
}

function prepareCampusCourseQuery(db: Database, variant: CampusCourseVariant) {
  const { allCourses } = variant;
  const membership = and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, param.userId));
  const base = db
    .select({
      id: courses.id,
      title: courses.title,
      kind: courses.kind,
      courseType: courses.courseType,
      description: courses.description,
      siteId: courses.siteId,
      siteName: sites.name,
      startDate: courses.startDate,
      endDate: courses.endDate,
      heldRoleId: courseMembers.roleId,
      sectionCollapsed: campusCollapsedSections.collapsed,
      // The total of the filtered list, carried on every row: one round trip for page and count.
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(sites, eq(sites.id, courses.siteId))
    .leftJoin(
      campusCollapsedSections,
      and(
        eq(campusCollapsedSections.userId, param.userId),
        eq(campusCollapsedSections.domainId, param.domainId),
        eq(campusCollapsedSections.listType, param.listType),
        eq(campusCollapsedSections.sectionId, sql`coalesce(${courses.siteId}, 0)`),
      ),
    );
  const joined = allCourses ? base.leftJoin(courseMembers, membership) : base.innerJoin(courseMembers, membership);
  return joined
    .where(
      and(
        eq(courses.domainId, param.domainId),
        eq(courses.kind, param.kind),
        isNull(courses.deletedAt),
        variant.filtered ? ilike(courses.title, param.pattern) : undefined,
        variant.typed ? eq(courses.courseType, param.courseType) : undefined,
      ),
    )
    .orderBy(sql`${sites.name} ASC NULLS LAST`, asc(courses.title), asc(courses.id))
    .limit(param.limit)
    .offset(param.offset)
    .prepare(campusCourseStatementName(variant));
}

function campusCourseStatementName({ allCourses, filtered, typed }: CampusCourseVariant): string {
  return `campus_courses_${allCourses ? 'all' : 'member'}${filtered ? '_filtered' : ''}${typed ? '_typed' : ''}`;
}

type CampusCourseStatement = ReturnType<typeof prepareCampusCourseQuery>;

interface CampusQueries {
  access: ReturnType<typeof prepareCampusAccessQuery>;
  /**
   * One statement per combination of optional filters (by statement name): a single "null or match"
   * statement gets a generic plan that misjudges the row count and scans every course of the campus.
   */
  courses: Map<string, CampusCourseStatement>;
}

// The campus calls run on every dashboard view: prepared once per database handle (named statements
// on PostgreSQL), so they are neither rebuilt nor planned again per request.
const campusQueries = new WeakMap<Database, CampusQueries>();

function queriesFor(db: Database): CampusQueries {
  let queries = campusQueries.get(db);
  if (!queries) {
    queries = { access: prepareCampusAccessQuery(db), courses: new Map() };
    campusQueries.set(db, queries);
  }
  return queries;
}

function campusCourseStatement(db: Database, variant: CampusCourseVariant): CampusCourseStatement {
  const statements = queriesFor(db).courses;
  const name = campusCourseStatementName(variant);
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareCampusCourseQuery(db, variant);
    statements.set(name, statement);
  }
  return statement;
}

/** The campus and the user's standing in it, in one round trip. */
export async function findCampusAccessRow(db: Database, domainId: number, userId: number): Promise<CampusAccessRow | undefined> {
  const [row] = await queriesFor(db).access.execute({ domainId, userId });
  if (!row) return undefined;
  const roles = row.roles ?? [];
  return { ...row, roles, belongs: row.belongs || roles.length > 0 };
}

export interface CampusCourseRow {
  id: number;
  title: string;
  kind: CourseKind;
  courseType: CourseType;
  description: string;
  siteId: number | null;
  siteName: string | null;
  startDate: Date | null;
  endDate: Date | null;
  heldRoleId: number | null;
  /** The user's folded state of the course's section in this list; null if never set. */
  sectionCollapsed: boolean | null;
  total: number;
}

export interface CampusCourseQuery {
  domainId: number;
  listType: CampusListType;
  kind: CourseKind;
  userId: number;
  /** Every course of the campus (admins, campus managers), else the user's own. */
  allCourses: boolean;
  filter?: string;
  courseType?: CourseType;
  offset: number;
  limit: number;
}

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listCampusCourses(db: Database, query: CampusCourseQuery): Promise<{ rows: CampusCourseRow[]; total: number }> {
  const filtered = query.filter !== undefined && query.filter !== '';
  const statement = campusCourseStatement(db, { allCourses: query.allCourses, filtered, typed: query.courseType !== undefined });
  const rows = await statement.execute({
    domainId: query.domainId,
    userId: query.userId,
    kind: query.kind,
    listType: query.listType,
    // Unused placeholders of the variant are simply not bound.
    pattern: query.filter ? containsPattern(query.filter) : '',
    courseType: query.courseType ?? '',
    limit: query.limit,
    offset: query.offset,
  });
  if (rows.length > 0 || query.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the end: the page is empty, the total is still wanted (rare; not prepared).
  const membership = and(eq(courseMembers.courseId, courses.id), eq(courseMembers.userId, query.userId));
  const conditions = and(
    eq(courses.domainId, query.domainId),
    eq(courses.kind, query.kind),
    isNull(courses.deletedAt),
    query.filter ? ilike(courses.title, containsPattern(query.filter)) : undefined,
    query.courseType ? eq(courses.courseType, query.courseType) : undefined,
  );
  const counting = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(courses);
  const [counted] = await (query.allCourses ? counting : counting.innerJoin(courseMembers, membership)).where(conditions);
  return { rows, total: counted?.total ?? 0 };
}

export async function siteBelongsToCampus(db: Database, domainId: number, siteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.domainId, domainId)))
    .limit(1);
  return rows.length > 0;
}

export async function saveCollapsedSection(
  db: Database,
  state: { userId: number; domainId: number; listType: CampusListType; sectionId: number; collapsed: boolean },
): Promise<void> {
  await db
    .insert(campusCollapsedSections)
    .values(state)
    .onConflictDoUpdate({
      target: [
        campusCollapsedSections.userId,
        campusCollapsedSections.domainId,
        campusCollapsedSections.listType,
        campusCollapsedSections.sectionId,
      ],
      set: { collapsed: state.collapsed, updatedAt: new Date() },
    });
}
