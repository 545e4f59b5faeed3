// Creating, editing, deleting and restoring courses (issue 5). The payload is validated with the same
// shared schema as the web form (courseSaveSchema), then against the campus: the course type may be
// created here, the category is a term of the campus, the subcategory a child of it, the target groups
// are the campus's options. Every failed rule is reported at once with its field path.
import {
  COURSE_CONFIG_ERRORS,
  COURSE_EDITOR_ERROR_CODES,
  COURSE_TYPES,
  ERROR_CODES,
  VOCABULARY,
  courseConfigVisibility,
  courseSaveSchema,
  isStartDateLocked,
  normalizeCourseSave,
  todayInTimeZone,
  type CampusCourseOptions,
  type CampusRole,
  type CourseConfig,
  type CourseCreateQuery,
  type CourseSaveInput,
  type CourseSaveResponse,
  type CourseType,
  type FieldError,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import type { CourseSettings, DomainFeatures } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { getCurrentCampus, requireCampusAccess } from '../campus/campus-access.ts';
import { courseNotFound, requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { mayAdministerCourse, runsCampus } from '../courses/courses.policy.ts';
import { findTermByName, insertTermIfMissing, type TermRow } from '../taxonomy/taxonomy.sources.ts';
import { decideCourseCreation } from './course-editor.policy.ts';
import {
  configValuesFromRow,
  defaultConfigValues,
  presentCourseConfig,
  presentSaveResponse,
  unixSeconds,
} from './course-editor.presenter.ts';
import {
  findCampusCourseOptions,
  findCampusFeatures,
  findCourseRow,
  insertCourseWithManager,
  lockLiveCourse,
  restoreCourse,
  softDeleteCourse,
  updateCourse,
  type CourseWrite,
  type EditableCourseRow,
} from './course-editor.repository.ts';

/** Course dates are calendar dates judged in this zone (the shared form rules default to it too). */
export const COURSE_TIME_ZONE = 'UTC';

function validationFailed(errors: FieldError[]): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The course is invalid.', { errors });
}

/** The campus of a new course: `?domain=` or the user's own campus; one they do not belong to is 404. */
async function campusForNewCourse(db: Database, principal: Principal, query: CourseCreateQuery) {
  const domainId = query.domain ?? (await getCurrentCampus(db, principal)).id;
  return requireCampusAccess(db, principal, domainId);
}

/** Course access of someone who may administer the course: 404 when they cannot see it, 403 when they may not edit. */
async function requireCourseAdministration(db: Database, principal: Principal, courseId: number): Promise<CourseAccess> {
  const access = await requireCourseAccess(db, principal, courseId);
  if (!mayAdministerCourse({ permissions: access.permissions, campusManager: access.row.campusManager }, principal)) {
    throw forbidden('Only the managers of the course, campus managers and admins edit a course.');
  }
  return access;
}

/** `GET /og/course-config/load/{type}`: the config of a new course of that type. */
export async function loadNewCourseConfig(
  db: Database,
  principal: Principal,
  type: CourseType,
  query: CourseCreateQuery,
): Promise<CourseConfig> {
  const campus = await campusForNewCourse(db, principal, query);
  const decision = decideCourseCreation(type, campus.campus.features, campus.roles, principal);
  if (decision === 'forbidden') throw forbidden('Only campus managers and admins create courses.');
  if (decision === 'type_not_allowed') {
    throw forbidden(`This campus does not offer ${type} courses.`, COURSE_EDITOR_ERROR_CODES.courseTypeNotAllowed);
  }
  const options = await findCampusCourseOptions(db, campus.campus.id);
  const visibility = courseConfigVisibility(type, options);
  return presentCourseConfig({
    ogId: null,
    domainId: campus.campus.id,
    type,
    values: defaultConfigValues(options, visibility),
    visibility,
    startEditable: true,
    timeZone: COURSE_TIME_ZONE,
  });
}

/** `GET /og/course-config/edit/{id}`: the stored values of a course, for those who may edit it. */
export async function loadCourseConfig(db: Database, principal: Principal, courseId: number, now: Date = new Date()): Promise<CourseConfig> {
  await requireCourseAdministration(db, principal, courseId);
  const row = await findCourseRow(db, courseId);
  if (!row || row.deletedAt !== null) throw courseNotFound(courseId);
  const options = await findCampusCourseOptions(db, row.domainId);
  const locked = isStartDateLocked(unixSeconds(row.startDate), {
    isNew: false,
    today: todayInTimeZone(COURSE_TIME_ZONE, now),
    timeZone: COURSE_TIME_ZONE,
  });
  return presentCourseConfig({
    ogId: row.id,
    domainId: row.domainId,
    type: row.courseType,
    values: configValuesFromRow(row, options),
    visibility: courseConfigVisibility(row.courseType, options),
    startEditable: !locked,
    timeZone: COURSE_TIME_ZONE,
  });
}

interface SaveRules {
  /** The start date may not lie before today: a new course, or one that has not started yet. */
  startMustNotBePast: boolean;
  today: string;
  domainId: number;
  options: CampusCourseOptions;
  /** Target groups the course already names stay acceptable after the campus dropped them. */
  storedTargetGroups: readonly string[];
  mayUseType(type: CourseType): boolean;
}

interface ValidSave {
  input: CourseSaveInput;
  category: TermRow | undefined;
  subcategory: TermRow | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typedName(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The shared schema's verdict plus the campus rules, all errors at once. The campus rules look at
 * the raw fields that are well-formed, so a wrong title does not hide an unknown category.
 */
async function validateSave(db: Database, raw: unknown, rules: SaveRules): Promise<ValidSave> {
  const targetGroupsOffered = rules.options.targetGroupOptions.length > 0;
  const parsed = courseSaveSchema({
    isNew: rules.startMustNotBePast,
    today: rules.today,
    timeZone: COURSE_TIME_ZONE,
    targetGroupRequired: targetGroupsOffered && rules.options.targetGroupRequired,
  }).safeParse(raw);
  const errors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const fields = isRecord(raw) ? raw : {};

  const type = fields.course_type;
  if (typeof type === 'string' && (COURSE_TYPES as readonly string[]).includes(type) && !rules.mayUseType(type as CourseType)) {
    errors.push({ path: 'course_type', message: COURSE_CONFIG_ERRORS.courseTypeNotAllowed });
  }

  let category: TermRow | undefined;
  let subcategory: TermRow | undefined;
  const categoryName = typedName(fields.category);
  if (categoryName !== undefined) {
    category = await findTermByName(db, { domainId: rules.domainId, vid: VOCABULARY.courseCategories }, categoryName);
    if (!category) errors.push({ path: 'category', message: COURSE_CONFIG_ERRORS.unknownCategory });
  }
  const subcategoryName = typedName(fields.subcategory);
  if (subcategoryName !== undefined && category) {
    subcategory = await findTermByName(
      db,
      { domainId: rules.domainId, vid: VOCABULARY.childCategories, parentId: category.id },
      subcategoryName,
    );
    if (!subcategory) errors.push({ path: 'subcategory', message: COURSE_CONFIG_ERRORS.unknownSubcategory });
  }

  const groups = fields.course_target_group;
  if (targetGroupsOffered && Array.isArray(groups)) {
    const allowed = new Set([...rules.options.targetGroupOptions, ...rules.storedTargetGroups].map((group) => group.toLowerCase()));
    const unknown = groups.some((group) => typeof group === 'string' && group !== '' && !allowed.has(group.trim().toLowerCase()));
    if (unknown) errors.push({ path: 'course_target_group', message: COURSE_CONFIG_ERRORS.unknownTargetGroup });
  }

  if (!parsed.success || errors.length > 0) throw validationFailed(dedupe(errors));
  return { input: parsed.data, category, subcategory };
}

function dedupe(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Case-insensitive de-duplication that keeps the first spelling and the order. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Target groups in the campus's spelling. */
function canonicalTargetGroups(groups: readonly string[], choices: readonly string[]): string[] {
  const byKey = new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
  return uniqueNames(groups.map((group) => byKey.get(group.trim().toLowerCase()) ?? group.trim()));
}

function richText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clean = sanitizeRichText(value);
  return clean === '' ? null : clean;
}

function plainText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The row to write. Every editor key is set (null when empty) so a merge into stored settings
 * never leaves a stale value. Video topics typed for the course become terms of the campus's
 * vocabulary 18 (spec: new terms typed by an allowed user are created in the campus vocabulary).
 */
async function courseWrite(
  db: Database,
  valid: ValidSave,
  context: { domainId: number; userId: number; options: CampusCourseOptions; storedTargetGroups: readonly string[] },
): Promise<CourseWrite> {
  const input = normalizeCourseSave(valid.input, courseConfigVisibility(valid.input.course_type, context.options));
  const topics: string[] = [];
  for (const name of uniqueNames(input.videoTopics ?? [])) {
    const { term } = await insertTermIfMissing(db, {
      domainId: context.domainId,
      vid: VOCABULARY.videoTopics,
      name,
      parentId: null,
      createdBy: context.userId,
    });
    topics.push(term.name);
  }
  const choices = [...context.options.targetGroupOptions, ...context.storedTargetGroups];
  const settings: CourseSettings = {
    category: valid.category?.name ?? null,
    categoryTid: valid.category?.id ?? null,
    subcategory: valid.subcategory?.name ?? null,
    subcategoryTid: valid.subcategory?.id ?? null,
    course_target_group: canonicalTargetGroups(input.course_target_group ?? [], choices),
    spottype: input.spottype ?? null,
    campusSpotQuota: input.campusSpotQuota ?? null,
    courseSpotQuota: input.courseSpotQuota ?? null,
    tandemVisibility: input.tandemVisibility ?? null,
    workgroupsEnabled: input.workgroupsEnabled === true,
    workgroupSize: input.workgroupSize ?? null,
    workgroupType: input.workgroupType ?? null,
    predefinedVideoTopicsEnabled: input.predefinedVideoTopicsEnabled === true,
    videoTopics: uniqueNames(topics),
    memberVideoTopicsEnabled: input.memberVideoTopicsEnabled === true,
    memberNewsEnabled: input.memberNewsEnabled === true,
    memberDialogsEnabled: input.memberDialogsEnabled === true,
    memberFilesEnabled: input.memberFilesEnabled === true,
    memberBlogNotificationEnabled: input.memberBlogNotificationEnabled === true,
    dashboardInfoTitle: plainText(input.dashboardInfoTitle),
    dashboardInfo: richText(input.dashboardInfo),
    courseInfo: richText(input.courseInfo),
    learningPackageTitle: plainText(input.learningPackageTitle),
    learningPackage: plainText(input.learningPackage),
  };
  return {
    title: input.title,
    description: input.description,
    courseType: input.course_type,
    startDate: new Date(input.startdate * 1000),
    endDate: new Date(input.enddate * 1000),
    settings,
  };
}

/** `POST /og`: campus managers and admins create a course on their campus and become its manager. */
export async function createCourse(
  db: Database,
  principal: Principal,
  raw: unknown,
  query: CourseCreateQuery,
  now: Date = new Date(),
): Promise<CourseSaveResponse> {
  const campus = await campusForNewCourse(db, principal, query);
  if (!runsCampus(campus.roles, principal)) throw forbidden('Only campus managers and admins create courses.');
  const domainId = campus.campus.id;
  const options = await findCampusCourseOptions(db, domainId);
  const valid = await validateSave(db, raw, {
    startMustNotBePast: true,
    today: todayInTimeZone(COURSE_TIME_ZONE, now),
    domainId,
    options,
    storedTargetGroups: [],
    mayUseType: (type) => decideCourseCreation(type, campus.campus.features, campus.roles, principal) === 'allowed',
  });
  const row = await db.transaction(async (tx) => {
    const write = await courseWrite(tx, valid, { domainId, userId: principal.userId, options, storedTargetGroups: [] });
    return insertCourseWithManager(tx, { ...write, domainId, creatorId: principal.userId });
  });
  return presentSaveResponse(row);
}

function storedTargetGroupsOf(row: EditableCourseRow): string[] {
  const value = row.settings.course_target_group;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * `PUT /og/{id}`. A start date already past stays as it is (spec §4), whatever the payload says.
 * Switching the course type needs the right to create that type.
 */
export async function updateCourseFromPayload(
  db: Database,
  principal: Principal,
  courseId: number,
  raw: unknown,
  now: Date = new Date(),
): Promise<CourseSaveResponse> {
  const access = await requireCourseAdministration(db, principal, courseId);
  const stored = await findCourseRow(db, courseId);
  if (!stored || stored.deletedAt !== null) throw courseNotFound(courseId);
  const today = todayInTimeZone(COURSE_TIME_ZONE, now);
  const storedStart = unixSeconds(stored.startDate);
  const locked = isStartDateLocked(storedStart, { isNew: false, today, timeZone: COURSE_TIME_ZONE });
  const payload = locked && isRecord(raw) ? { ...raw, startdate: storedStart } : raw;

  const features: DomainFeatures = await findCampusFeatures(db, stored.domainId);
  const campusRoles: CampusRole[] = access.row.campusManager ? ['campus_manager'] : [];
  const options = await findCampusCourseOptions(db, stored.domainId);
  const storedTargetGroups = storedTargetGroupsOf(stored);
  const valid = await validateSave(db, payload, {
    startMustNotBePast: !locked,
    today,
    domainId: stored.domainId,
    options,
    storedTargetGroups,
    mayUseType: (type) => type === stored.courseType || decideCourseCreation(type, features, campusRoles, principal) === 'allowed',
  });

  const row = await db.transaction(async (tx) => {
    if (!(await lockLiveCourse(tx, courseId))) return undefined;
    const write = await courseWrite(tx, valid, { domainId: stored.domainId, userId: principal.userId, options, storedTargetGroups });
    return updateCourse(tx, courseId, write);
  });
  if (!row) throw courseNotFound(courseId);
  return presentSaveResponse(row);
}

/** `DELETE /og/{id}`: soft delete; the course disappears for everyone and stays restorable. */
export async function deleteCourse(db: Database, principal: Principal, courseId: number, now: Date = new Date()): Promise<void> {
  await requireCourseAdministration(db, principal, courseId);
  if (!(await softDeleteCourse(db, courseId, now))) throw courseNotFound(courseId);
}

/** `POST /og/{id}/restore` (admins): undoes a soft delete; restoring a live course changes nothing. */
export async function restoreDeletedCourse(db: Database, courseId: number): Promise<CourseSaveResponse> {
  const row = await findCourseRow(db, courseId);
  if (!row) throw courseNotFound(courseId);
  if (row.deletedAt !== null) await restoreCourse(db, courseId);
  return presentSaveResponse({ ...row, deletedAt: null });
}
