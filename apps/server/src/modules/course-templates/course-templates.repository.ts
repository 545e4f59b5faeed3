// The course rows the course-templates module reads and writes: template flags, the campus's templates,
// the roles a user holds in the campus's courses, and the new course with its manager.
import { COURSE_ROLE } from '@campus/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseMembers, courses } from '../../db/schema/courses.ts';

const templateColumns = {
  id: courses.id,
  domainId: courses.domainId,
  siteId: courses.siteId,
  title: courses.title,
  description: courses.description,
  kind: courses.kind,
  courseType: courses.courseType,
  startDate: courses.startDate,
  endDate: courses.endDate,
  settings: courses.settings,
  dashboardEnabled: courses.dashboardEnabled,
  isTemplate: courses.isTemplate,
};

export type TemplateCourseRow = NonNullable<Awaited<ReturnType<typeof findLiveCourse>>>;

/** A course that is not deleted, or undefined. */
export async function findLiveCourse(db: Database, courseId: number) {
  const [row] = await db
    .select(templateColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .limit(1);
  return row;
}

/** The live template courses of a campus, by title. */
export async function listCampusTemplates(db: Database, domainId: number): Promise<TemplateCourseRow[]> {
  return db
    .select(templateColumns)
    .from(courses)
    .where(and(eq(courses.domainId, domainId), eq(courses.isTemplate, true), isNull(courses.deletedAt)))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** Every course role the user holds in the live courses of the campus. */
export async function heldRoleIdsOnCampus(db: Database, userId: number, domainId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ roleId: courseMembers.roleId })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), eq(courses.domainId, domainId), isNull(courses.deletedAt)));
  return rows.map((row) => row.roleId);
}

export async function setTemplateFlag(db: Database, courseId: number, isTemplate: boolean): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ isTemplate })
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .returning({ id: courses.id });
  return rows.length > 0;
}

export interface CourseFromTemplate {
  template: TemplateCourseRow;
  title: string;
  startDate: Date | null;
  endDate: Date | null;
  creatorId: number;
}

/** The new course (the template's campus, site, type and config; not a template itself) and its manager. */
export async function insertCourseFromTemplate(db: Database, course: CourseFromTemplate): Promise<number> {
  const { template } = course;
  const [row] = await db
    .insert(courses)
    .values({
      domainId: template.domainId,
      siteId: template.siteId,
      title: course.title,
      description: template.description,
      kind: template.kind,
      courseType: template.courseType,
      startDate: course.startDate,
      endDate: course.endDate,
      settings: template.settings,
      dashboardEnabled: template.dashboardEnabled,
      createdBy: course.creatorId,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course insert returned nothing');
  await db.insert(courseMembers).values({ courseId: row.id, userId: course.creatorId, roleId: COURSE_ROLE.manager });
  return row.id;
}
