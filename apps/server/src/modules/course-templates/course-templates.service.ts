// Course templates (issue 18): marking a course as a template, the campus's templates and "use template",
// which creates a new course with the template's type and config, its assignments (as drafts; the template's
// drafts only for those who manage the template course, issue 27), learning
// path and course documents — never its members, submissions, content, videos or progress. The rows go
// in one transaction; the files are copied before it commits and removed again when it fails.
import {
  COURSE_FORM_ERRORS,
  COURSE_TEMPLATE_ERROR_CODES,
  ERROR_CODES,
  calendarDateOf,
  startOfDayUnixSeconds,
  todayInTimeZone,
  type CourseTemplate,
  type CourseTemplateFlag,
  type CourseTemplateList,
  type UseTemplateInput,
  type UseTemplateResponse,
} from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { FileNotFoundError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import { copyCourseAssignments, countCourseAssignments } from '../assignments/assignments.copy.sources.ts';
import { getCurrentCampus, requireCampusAccess, type CampusAccess } from '../campus/campus-access.ts';
import { copyCourseDocuments, countCourseDocuments } from '../course-documents/course-documents.copy.sources.ts';
import { findCourseAccess, requireCourseAccess } from '../courses/course-access.ts';
import { mayAdministerCourse } from '../courses/courses.policy.ts';
import { copyLearningPath, countCopiedPathSteps } from '../learning-paths/learning-paths.copy.sources.ts';
import { holdsTemplatePermission } from './course-templates.policy.ts';
import {
  findLiveCourse,
  heldRoleIdsOnCampus,
  insertCourseFromTemplate,
  listCampusTemplates,
  setTemplateFlag,
  type TemplateCourseRow,
} from './course-templates.repository.ts';

export interface CourseTemplateDeps {
  db: Database;
  files: FileStore;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Course dates are calendar dates in UTC, as in the course editor. */
const TIME_ZONE = 'UTC';

function templatesForbidden(): AppError {
  return forbidden('Course templates need campus_manager or a moderator role in a course of the campus.', COURSE_TEMPLATE_ERROR_CODES.forbidden);
}

function templateNotFound(id: number): AppError {
  return notFound(`Course template ${id} was not found.`);
}

/** The caller's campus, once they hold the template permission there (403 otherwise). */
async function requireTemplateCampus(db: Database, principal: Principal): Promise<CampusAccess> {
  const campus = await getCurrentCampus(db, principal);
  const access = await requireCampusAccess(db, principal, campus.domainId);
  const held = await heldRoleIdsOnCampus(db, principal.userId, access.campus.id);
  if (!holdsTemplatePermission(access.roles, principal, held)) throw templatesForbidden();
  return access;
}

/** A template of the caller's campus; another campus's, a course that is no template, or a deleted one is 404. */
async function requireTemplate(db: Database, principal: Principal, templateId: number): Promise<TemplateCourseRow> {
  const access = await requireTemplateCampus(db, principal);
  const row = await findLiveCourse(db, templateId);
  if (!row || !row.isTemplate || row.domainId !== access.campus.id) throw templateNotFound(templateId);
  return row;
}

const unixSeconds = (date: Date | null): number | null => (date === null ? null : Math.floor(date.getTime() / 1000));

/**
 * Whether the caller manages the template course (administers it: its managers and instructors, campus
 * managers, admins): only they see and copy its draft assignments; other holders of the template
 * permission use what the template publishes (issue 27).
 */
async function managesTemplate(db: Database, principal: Principal, templateId: number): Promise<boolean> {
  const access = await findCourseAccess(db, principal, templateId);
  return access !== undefined && mayAdministerCourse({ permissions: access.permissions, campusManager: access.row.campusManager }, principal);
}

async function presentTemplate(db: Database, principal: Principal, row: TemplateCourseRow): Promise<CourseTemplate> {
  const includeDrafts = await managesTemplate(db, principal, row.id);
  const [assignments, pathSteps, documents] = await Promise.all([
    countCourseAssignments(db, row.id, includeDrafts),
    countCopiedPathSteps(db, row.id, includeDrafts),
    countCourseDocuments(db, row.id),
  ]);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    course_type: row.courseType,
    startdate: unixSeconds(row.startDate),
    enddate: unixSeconds(row.endDate),
    counts: { assignments, pathSteps, folders: documents.folders, documents: documents.documents },
  };
}

/** `GET /templates`: the caller's campus's templates. */
export async function listTemplates(deps: CourseTemplateDeps, principal: Principal): Promise<CourseTemplateList> {
  const access = await requireTemplateCampus(deps.db, principal);
  const rows = await listCampusTemplates(deps.db, access.campus.id);
  const templates: CourseTemplate[] = [];
  for (const row of rows) templates.push(await presentTemplate(deps.db, principal, row));
  return { templates };
}

/** `GET /use-template/{id}`: one template with what "use template" copies. */
export async function getTemplate(deps: CourseTemplateDeps, principal: Principal, templateId: number): Promise<CourseTemplate> {
  return presentTemplate(deps.db, principal, await requireTemplate(deps.db, principal, templateId));
}

/** `GET /og/{id}/template`: whether the course is a template, for those who administer it. */
export async function getTemplateFlag(deps: CourseTemplateDeps, principal: Principal, courseId: number): Promise<CourseTemplateFlag> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  if (!mayAdministerCourse({ permissions: access.permissions, campusManager: access.row.campusManager }, principal)) {
    throw forbidden('Only those who administer the course see whether it is a template.');
  }
  const row = await findLiveCourse(deps.db, courseId);
  if (!row) throw notFound(`Course ${courseId} was not found.`);
  return { id: row.id, isTemplate: row.isTemplate };
}

/**
 * `PUT /og/{id}/template`: those who administer the course (its managers and instructors, campus
 * managers, admins) and hold the template permission. Administering a course implies the permission
 * (a moderator role there, or campus_manager), but the check stays explicit.
 */
export async function saveTemplateFlag(
  deps: CourseTemplateDeps,
  principal: Principal,
  courseId: number,
  isTemplate: boolean,
): Promise<CourseTemplateFlag> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  if (!mayAdministerCourse({ permissions: access.permissions, campusManager: access.row.campusManager }, principal)) {
    throw forbidden('Only those who administer the course mark it as a template.');
  }
  const campus = await requireCampusAccess(deps.db, principal, access.row.domainId);
  const held = await heldRoleIdsOnCampus(deps.db, principal.userId, campus.campus.id);
  if (!holdsTemplatePermission(campus.roles, principal, held)) throw templatesForbidden();
  if (!(await setTemplateFlag(deps.db, courseId, isTemplate))) throw notFound(`Course ${courseId} was not found.`);
  return { id: courseId, isTemplate };
}

interface NewDates {
  startDate: Date | null;
  endDate: Date | null;
  /** How far the template's dated things move (new start minus the template's start). */
  shiftMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The new course's dates: as given (not before today), else from today for as long as the template runs. */
function newCourseDates(template: TemplateCourseRow, input: UseTemplateInput, now: Date): NewDates {
  const today = todayInTimeZone(TIME_ZONE, now);
  let start: Date | null;
  let end: Date | null;
  if (input.startdate !== undefined && input.enddate !== undefined) {
    if (calendarDateOf(input.startdate, TIME_ZONE) < today) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The course is invalid.', {
        errors: [{ path: 'startdate', message: COURSE_FORM_ERRORS.startDateInPast }],
      });
    }
    start = new Date(input.startdate * 1000);
    end = new Date(input.enddate * 1000);
  } else if (template.startDate !== null) {
    start = new Date(startOfDayUnixSeconds(today, TIME_ZONE) * 1000);
    const days = template.endDate === null ? 0 : Math.max(0, Math.round((template.endDate.getTime() - template.startDate.getTime()) / DAY_MS));
    end = template.endDate === null ? null : new Date(start.getTime() + days * DAY_MS);
  } else {
    start = null;
    end = null;
  }
  const shiftMs = start !== null && template.startDate !== null ? start.getTime() - template.startDate.getTime() : 0;
  return { startDate: start, endDate: end, shiftMs };
}

/** `POST /use-template/{id}`: a new course from the template; the caller becomes its manager. */
export async function useTemplate(
  deps: CourseTemplateDeps,
  principal: Principal,
  templateId: number,
  input: UseTemplateInput,
): Promise<UseTemplateResponse> {
  const template = await requireTemplate(deps.db, principal, templateId);
  const dates = newCourseDates(template, input, deps.now());
  const includeDrafts = await managesTemplate(deps.db, principal, template.id);
  const copiedKeys: string[] = [];
  const copyFile = async (storageKey: string, prefix: string): Promise<string | undefined> => {
    const key = newStorageKey(prefix);
    try {
      const opened = await deps.files.open(storageKey);
      copiedKeys.push(key);
      await deps.files.put(key, opened.stream);
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error;
      deps.log.warn({ storageKey, templateId }, 'course template: a stored file is missing; not copied');
      return undefined;
    }
    return key;
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      const courseId = await insertCourseFromTemplate(tx, {
        template,
        title: input.title,
        startDate: dates.startDate,
        endDate: dates.endDate,
        creatorId: principal.userId,
      });
      const ctx: CourseCopyContext = { db: tx, fromCourseId: template.id, toCourseId: courseId, userId: principal.userId, shiftMs: dates.shiftMs, includeDrafts, copyFile };
      const assignments = await copyCourseAssignments(ctx);
      const documents = await copyCourseDocuments(ctx);
      await copyLearningPath(ctx, { assignments, documents });
      return courseId;
    });
    return { id };
  } catch (error) {
    await Promise.allSettled(copiedKeys.map((key) => deps.files.delete(key)));
    throw error;
  }
}
