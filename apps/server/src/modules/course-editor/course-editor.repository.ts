// The course editor's database access: campus course options, course rows (deleted ones too, for
// restore), inserting a course with its first manager, updating and soft-deleting it.
import { COURSE_ROLE, type CampusCourseOptions, type CourseKind, type CourseType } from '@campus/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseMembers, courses, domains, type CourseSettings, type DomainFeatures } from '../../db/schema/index.ts';
import { campusCourseOptions } from '../../db/schema/taxonomy.ts';

const NO_OPTIONS: CampusCourseOptions = { targetGroupOptions: [], targetGroupRequired: false, tandemEnabled: false };

/** The campus's course editor settings; a campus without a row has none of them. */
export async function findCampusCourseOptions(db: Database, domainId: number): Promise<CampusCourseOptions> {
  const [row] = await db
    .select({
      targetGroupOptions: campusCourseOptions.targetGroupOptions,
      targetGroupRequired: campusCourseOptions.targetGroupRequired,
      tandemEnabled: campusCourseOptions.tandemEnabled,
    })
    .from(campusCourseOptions)
    .where(eq(campusCourseOptions.domainId, domainId))
    .limit(1);
  return row ?? NO_OPTIONS;
}

const NO_FEATURES: DomainFeatures = { courseTypes: { self_learning: false, compact_learning: false } };

/** campus_features of the campus (spec §3): which optional course types it offers. */
export async function findCampusFeatures(db: Database, domainId: number): Promise<DomainFeatures> {
  const [row] = await db.select({ features: domains.features }).from(domains).where(eq(domains.id, domainId)).limit(1);
  return row?.features ?? NO_FEATURES;
}

export interface EditableCourseRow {
  id: number;
  domainId: number;
  title: string;
  description: string;
  kind: CourseKind;
  courseType: CourseType;
  startDate: Date | null;
  endDate: Date | null;
  settings: CourseSettings;
  dashboardEnabled: boolean;
  deletedAt: Date | null;
}

const editableColumns = {
  id: courses.id,
  domainId: courses.domainId,
  title: courses.title,
  description: courses.description,
  kind: courses.kind,
  courseType: courses.courseType,
  startDate: courses.startDate,
  endDate: courses.endDate,
  settings: courses.settings,
  dashboardEnabled: courses.dashboardEnabled,
  deletedAt: courses.deletedAt,
};

/** A course by id, soft-deleted ones included (restore needs them). */
export async function findCourseRow(db: Database, courseId: number): Promise<EditableCourseRow | undefined> {
  const [row] = await db.select(editableColumns).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}

/** The live course, its row locked until the transaction ends so two saves do not interleave. */
export async function lockLiveCourse(db: Database, courseId: number): Promise<EditableCourseRow | undefined> {
  const [row] = await db
    .select(editableColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

/** The columns of a course the editor writes; `settings` is merged into the stored settings. */
export interface CourseWrite {
  title: string;
  description: string;
  courseType: CourseType;
  startDate: Date;
  endDate: Date;
  settings: CourseSettings;
}

/** Inserts the course and makes `creatorId` its manager (role 3); returns the new id. */
export async function insertCourseWithManager(
  db: Database,
  course: CourseWrite & { domainId: number; creatorId: number },
): Promise<EditableCourseRow> {
  const [row] = await db
    .insert(courses)
    .values({
      domainId: course.domainId,
      title: course.title,
      description: course.description,
      kind: 'course',
      courseType: course.courseType,
      startDate: course.startDate,
      endDate: course.endDate,
      settings: course.settings,
      createdBy: course.creatorId,
    })
    .returning(editableColumns);
  if (!row) throw new Error('course insert returned nothing');
  await db
    .insert(courseMembers)
    .values({ courseId: row.id, userId: course.creatorId, roleId: COURSE_ROLE.manager })
    .onConflictDoUpdate({ target: [courseMembers.courseId, courseMembers.userId], set: { roleId: COURSE_ROLE.manager } });
  return row;
}

/**
 * Writes the editor's columns; settings are merged (`||`) so keys other features keep in the
 * course settings (e.g. videoUploadEnabled) survive an edit.
 */
export async function updateCourse(db: Database, courseId: number, course: CourseWrite): Promise<EditableCourseRow | undefined> {
  const [row] = await db
    .update(courses)
    .set({
      title: course.title,
      description: course.description,
      courseType: course.courseType,
      startDate: course.startDate,
      endDate: course.endDate,
      settings: sql`${courses.settings} || ${JSON.stringify(course.settings)}::jsonb`,
    })
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .returning(editableColumns);
  return row;
}

/** Marks the course deleted; its rows and memberships stay for a restore. False if it was not live. */
export async function softDeleteCourse(db: Database, courseId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ deletedAt: now })
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .returning({ id: courses.id });
  return rows.length > 0;
}

/** Brings a soft-deleted course back; false if it was not deleted. */
export async function restoreCourse(db: Database, courseId: number): Promise<boolean> {
  const rows = await db
    .update(courses)
    .set({ deletedAt: null })
    .where(and(eq(courses.id, courseId), isNotNull(courses.deletedAt)))
    .returning({ id: courses.id });
  return rows.length > 0;
}
