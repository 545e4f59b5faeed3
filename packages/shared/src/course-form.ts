// Course save payload (spec §3), its validation (spec §5) and the pure rules of the course creation
// stepper (spec §4). POST /og and PUT /og/{id} validate with the same schema as the web form.
import { z } from 'zod';
import { COURSE_TYPES, type CourseType } from './course-types.ts';

/** Text limits: title and description from spec §9; the others are our choice. */
export const COURSE_TEXT_LIMITS = {
  title: 500,
  description: 1000,
  category: 255,
  targetGroup: 255,
  videoTopic: 255,
  dashboardInfoTitle: 255,
  learningPackageTitle: 255,
  learningPackage: 2048,
  /** Rich-text fields (dashboardInfo, courseInfo), counted as HTML. */
  richText: 100_000,
} as const;

/** Quotas and workgroup size may not go below this (spec §9). */
export const COURSE_NUMBER_MIN = 0;
/** Display format of course dates (spec §9 dd.mm.yy), as a dayjs/Mantine format string. */
export const DATE_FORMAT = 'DD.MM.YY';
/** The target group multiselect shows up to this many labels (spec §9). */
export const TARGET_GROUP_MAX_DISPLAYED = 3;

export const SPOT_TYPES = ['only_campus', 'campus_and_course'] as const;
export type SpotType = (typeof SPOT_TYPES)[number];
export const TANDEM_VISIBILITIES = ['all_interactions', 'participant_interactions'] as const;
export type TandemVisibility = (typeof TANDEM_VISIBILITIES)[number];
export const WORKGROUP_TYPES = ['course_context', 'assignment_context'] as const;
export type WorkgroupType = (typeof WORKGROUP_TYPES)[number];

/** Validation messages are i18n keys; the web app translates them, the API returns them as they are. */
export const COURSE_FORM_ERRORS = {
  invalid: 'courseForm.errors.invalid',
  titleRequired: 'courseForm.errors.titleRequired',
  titleTooLong: 'courseForm.errors.titleTooLong',
  descriptionRequired: 'courseForm.errors.descriptionRequired',
  descriptionTooLong: 'courseForm.errors.descriptionTooLong',
  textTooLong: 'courseForm.errors.textTooLong',
  dateRequired: 'courseForm.errors.dateRequired',
  invalidDate: 'courseForm.errors.invalidDate',
  startDateInPast: 'courseForm.errors.startDateInPast',
  endDateBeforeStartDate: 'courseForm.errors.endDateBeforeStartDate',
  number: 'courseForm.errors.number',
  targetGroupRequired: 'courseForm.errors.targetGroupRequired',
  subcategoryWithoutCategory: 'courseForm.errors.subcategoryWithoutCategory',
} as const;
const E = COURSE_FORM_ERRORS;

const optionalText = (max: number) =>
  z.string({ error: E.invalid }).max(max, { error: E.textTooLong }).nullable().optional();

/** A single taxonomy term name; blank means none (spec §5: a single value only). */
const termName = z
  .string({ error: E.invalid })
  .trim()
  .max(COURSE_TEXT_LIMITS.category, { error: E.textTooLong })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * Quotas and workgroup size: digits only, ≥ 0 (spec §5). Takes the typed text or a number, gives a
 * number; empty text means "not set" (null).
 */
const count = z
  .union([z.number(), z.string()], { error: E.number })
  .nullable()
  .optional()
  .transform((value, ctx): number | null | undefined => {
    if (value === null || value === undefined) return value;
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text === '') return null;
    if (text !== undefined && !/^\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: E.number });
      return z.NEVER;
    }
    const number = text === undefined ? value : Number(text);
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < COURSE_NUMBER_MIN) {
      ctx.addIssue({ code: 'custom', message: E.number });
      return z.NEVER;
    }
    return number;
  });

/** 9999-12-31T23:59:59Z: later instants are no calendar date (and Intl throws on them). */
export const UNIX_SECONDS_MAX = 253_402_300_799;

/** Whole seconds from 1970 to the end of year 9999: a date every rule here can compute with. */
function isCalendarSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= UNIX_SECONDS_MAX;
}

const unixSeconds = z
  .number({ error: E.dateRequired })
  .int({ error: E.invalidDate })
  .min(0, { error: E.invalidDate })
  .max(UNIX_SECONDS_MAX, { error: E.invalidDate });

const flag = z.boolean({ error: E.invalid }).optional();

/**
 * The payload fields each step of the course dialog edits (spec §2, §3), in payload order; errors on a
 * field take the user to its step. course_type is chosen before the dialog opens.
 */
export const COURSE_STEP_FIELDS = {
  general: [
    'title',
    'description',
    'category',
    'subcategory',
    'course_target_group',
    'startdate',
    'enddate',
    'spottype',
    'campusSpotQuota',
    'courseSpotQuota',
  ],
  visibility: [
    'tandemVisibility',
    'workgroupsEnabled',
    'workgroupSize',
    'workgroupType',
    'predefinedVideoTopicsEnabled',
    'videoTopics',
    'memberVideoTopicsEnabled',
    'memberNewsEnabled',
    'memberDialogsEnabled',
    'memberFilesEnabled',
    'memberBlogNotificationEnabled',
  ],
  course_info: ['dashboardInfoTitle', 'dashboardInfo', 'courseInfo'],
  external_content: ['learningPackageTitle', 'learningPackage'],
} as const satisfies Record<CourseStepId, readonly string[]>;

/** The payload fields of spec §3 "Course save payload", exactly as named there (the schema's keys). */
export const COURSE_SAVE_FIELDS = [
  'course_type',
  ...COURSE_STEP_FIELDS.general,
  ...COURSE_STEP_FIELDS.visibility,
  ...COURSE_STEP_FIELDS.course_info,
  ...COURSE_STEP_FIELDS.external_content,
] as const;

const courseSaveShape = {
  course_type: z.enum(COURSE_TYPES, { error: E.invalid }),
  title: z
    .string({ error: E.titleRequired })
    .trim()
    .min(1, { error: E.titleRequired })
    .max(COURSE_TEXT_LIMITS.title, { error: E.titleTooLong }),
  description: z
    .string({ error: E.descriptionRequired })
    .trim()
    .min(1, { error: E.descriptionRequired })
    .max(COURSE_TEXT_LIMITS.description, { error: E.descriptionTooLong }),
  category: termName,
  subcategory: termName,
  course_target_group: z
    .array(z.string({ error: E.invalid }).min(1, { error: E.invalid }).max(COURSE_TEXT_LIMITS.targetGroup), {
      error: E.invalid,
    })
    .optional(),
  startdate: unixSeconds,
  enddate: unixSeconds,
  spottype: z.enum(SPOT_TYPES, { error: E.invalid }).nullable().optional(),
  campusSpotQuota: count,
  courseSpotQuota: count,
  tandemVisibility: z.enum(TANDEM_VISIBILITIES, { error: E.invalid }).nullable().optional(),
  workgroupsEnabled: flag,
  workgroupSize: count,
  workgroupType: z.enum(WORKGROUP_TYPES, { error: E.invalid }).nullable().optional(),
  predefinedVideoTopicsEnabled: flag,
  videoTopics: z
    .array(z.string({ error: E.invalid }).trim().min(1, { error: E.invalid }).max(COURSE_TEXT_LIMITS.videoTopic), {
      error: E.invalid,
    })
    .optional(),
  memberVideoTopicsEnabled: flag,
  memberNewsEnabled: flag,
  memberDialogsEnabled: flag,
  memberFilesEnabled: flag,
  memberBlogNotificationEnabled: flag,
  dashboardInfoTitle: optionalText(COURSE_TEXT_LIMITS.dashboardInfoTitle),
  dashboardInfo: optionalText(COURSE_TEXT_LIMITS.richText),
  courseInfo: optionalText(COURSE_TEXT_LIMITS.richText),
  learningPackageTitle: optionalText(COURSE_TEXT_LIMITS.learningPackageTitle),
  learningPackage: optionalText(COURSE_TEXT_LIMITS.learningPackage),
} satisfies Record<(typeof COURSE_SAVE_FIELDS)[number], z.ZodType>;

// Cross-field rules run even when another field failed, so the form shows every error at once; but
// only on an object: a payload that is null, empty or a bare value has already failed as a whole.
const always = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null && !Array.isArray(value),
};

/**
 * Course save payload with the context-free rules: texts, dates present and in order, numbers,
 * subcategory only with a category. Unknown keys are dropped.
 */
export const CourseSaveInputSchema = z.object(courseSaveShape).superRefine((value, ctx) => {
  const raw: Record<string, unknown> = value;
  const { startdate, enddate } = raw;
  if (isCalendarSeconds(startdate) && isCalendarSeconds(enddate) && enddate < startdate) {
    ctx.addIssue({ code: 'custom', message: E.endDateBeforeStartDate, path: ['enddate'] });
  }
  if (isPresent(raw.subcategory) && !isPresent(raw.category)) {
    ctx.addIssue({ code: 'custom', message: E.subcategoryWithoutCategory, path: ['subcategory'] });
  }
}, always);

/** Values as the form holds them (quotas may still be text). */
export type CourseSaveFormValues = z.input<typeof CourseSaveInputSchema>;
/** The validated payload. */
export type CourseSaveInput = z.output<typeof CourseSaveInputSchema>;

function isPresent(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

export interface CourseSaveContext {
  /** Creating a new course: only then is a start date in the past refused (spec §5). */
  isNew: boolean;
  /** Today's date as YYYY-MM-DD in `timeZone` (see todayInTimeZone). */
  today: string;
  /** IANA zone the dates are judged in; UTC unless told. */
  timeZone?: string;
  /** course_target_group_required of the course config. */
  targetGroupRequired?: boolean;
}

/** The save schema with the rules that depend on the situation (spec §5). */
export function courseSaveSchema(context: CourseSaveContext) {
  if (!CALENDAR_DATE.test(context.today)) throw new RangeError(`today must be YYYY-MM-DD, got "${context.today}"`);
  const timeZone = context.timeZone ?? 'UTC';
  return CourseSaveInputSchema.superRefine((value, ctx) => {
    const raw: Record<string, unknown> = value;
    // The cross-field rules also run when startdate failed: only a computable date is compared.
    if (context.isNew && isCalendarSeconds(raw.startdate) && calendarDateOf(raw.startdate, timeZone) < context.today) {
      ctx.addIssue({ code: 'custom', message: E.startDateInPast, path: ['startdate'] });
    }
    const groups = raw.course_target_group;
    if (context.targetGroupRequired === true && !(Array.isArray(groups) && groups.length > 0)) {
      ctx.addIssue({ code: 'custom', message: E.targetGroupRequired, path: ['course_target_group'] });
    }
  }, always);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParts(instantMs: number, timeZone: string): { date: string; offsetMs: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallMs = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const date = new Date(wallMs).toISOString().slice(0, 10);
  return { date, offsetMs: wallMs - Math.floor(instantMs / 1000) * 1000 };
}

/** The calendar date (YYYY-MM-DD) of a unix-seconds instant in a time zone. */
export function calendarDateOf(unixSecondsValue: number, timeZone = 'UTC'): string {
  return dateParts(unixSecondsValue * 1000, timeZone).date;
}

/** Today as YYYY-MM-DD in a time zone, for courseSaveSchema's `today`. */
export function todayInTimeZone(timeZone = 'UTC', now: Date = new Date()): string {
  return dateParts(now.getTime(), timeZone).date;
}

/** Unix seconds of midnight at the start of a calendar date (YYYY-MM-DD) in a time zone. */
export function startOfDayUnixSeconds(date: string, timeZone = 'UTC'): number {
  if (!CALENDAR_DATE.test(date)) throw new RangeError(`date must be YYYY-MM-DD, got "${date}"`);
  const wallMs = Date.parse(`${date}T00:00:00Z`);
  // Two passes settle the offset when midnight lies next to a daylight-saving change.
  let instantMs = wallMs - dateParts(wallMs, timeZone).offsetMs;
  instantMs = wallMs - dateParts(instantMs, timeZone).offsetMs;
  return Math.floor(instantMs / 1000);
}

/** A start date already in the past cannot be edited any more (spec §4). */
export function isStartDateLocked(startdate: number | null | undefined, context: Omit<CourseSaveContext, 'targetGroupRequired'>): boolean {
  if (context.isNew || typeof startdate !== 'number') return false;
  return calendarDateOf(startdate, context.timeZone ?? 'UTC') < context.today;
}

// Stepper (spec §2 "Create/edit course dialog", §4 "Course creation stepper").

export const COURSE_STEP_IDS = ['general', 'visibility', 'course_info', 'external_content'] as const;
export type CourseStepId = (typeof COURSE_STEP_IDS)[number];
export interface CourseStep {
  id: CourseStepId;
  /** i18n key of the step title. */
  label: `courseForm.steps.${CourseStepId}`;
}

const step = (id: CourseStepId): CourseStep => ({ id, label: `courseForm.steps.${id}` });

/** Steps in order: compact learning has external content instead; self-learning asks course info second. */
export function courseSteps(courseType: CourseType): CourseStep[] {
  if (courseType === 'compact_learning') return [step('general'), step('external_content')];
  if (courseType === 'self_learning') return [step('general'), step('course_info'), step('visibility')];
  return [step('general'), step('visibility'), step('course_info')];
}

type WorkgroupFields = Pick<CourseSaveFormValues, 'workgroupsEnabled' | 'workgroupSize' | 'workgroupType'>;
type VideoTopicFields = Pick<CourseSaveFormValues, 'predefinedVideoTopicsEnabled' | 'videoTopics' | 'memberVideoTopicsEnabled'>;
type CategoryFields = Pick<CourseSaveFormValues, 'category' | 'subcategory'>;
type SpotFields = Pick<CourseSaveFormValues, 'spottype' | 'campusSpotQuota' | 'courseSpotQuota'>;

/** Enabling workgroups sets the type to course_context; disabling clears size and type. */
export function applyWorkgroupToggle<T extends WorkgroupFields>(values: T, enabled: boolean): T {
  if (enabled) return { ...values, workgroupsEnabled: true, workgroupType: 'course_context' };
  return { ...values, workgroupsEnabled: false, workgroupSize: null, workgroupType: null };
}

/** Disabling predefined video topics resets the topic list and the member topics flag. */
export function applyVideoTopicsToggle<T extends VideoTopicFields>(values: T, enabled: boolean): T {
  if (enabled) return { ...values, predefinedVideoTopicsEnabled: true };
  return { ...values, predefinedVideoTopicsEnabled: false, videoTopics: [], memberVideoTopicsEnabled: false };
}

/**
 * Sets the category; clearing it resets the subcategory (spec §4). Choosing another category resets
 * it too, since a subcategory is a child term of its category.
 */
export function applyCategoryChange<T extends CategoryFields>(values: T, category: string | null | undefined): T {
  const next = category?.trim() ? category.trim() : null;
  if (next !== null && next === values.category) return values;
  return { ...values, category: next, subcategory: null };
}

/** only_campus resets both quotas (spec §4). */
export function applySpotTypeChange<T extends SpotFields>(values: T, spottype: SpotType): T {
  if (spottype === 'only_campus') return { ...values, spottype, campusSpotQuota: null, courseSpotQuota: null };
  return { ...values, spottype };
}

/** Enter on a typed topic adds it unless it is empty or already present (spec §5). */
export function addVideoTopic(topics: readonly string[], typed: string): string[] {
  const topic = typed.trim();
  if (topic === '' || topics.includes(topic)) return [...topics];
  return [...topics, topic];
}

/** Which dependent fields are enabled for the current values (spec §4). */
export function courseFieldsEnabled(
  values: WorkgroupFields & VideoTopicFields & CategoryFields & Pick<CourseSaveFormValues, 'startdate'>,
  context: Omit<CourseSaveContext, 'targetGroupRequired'>,
): { workgroupSize: boolean; workgroupType: boolean; videoTopics: boolean; memberVideoTopicsEnabled: boolean; subcategory: boolean; startdate: boolean } {
  const workgroups = values.workgroupsEnabled === true;
  const topics = values.predefinedVideoTopicsEnabled === true;
  return {
    workgroupSize: workgroups,
    workgroupType: workgroups,
    videoTopics: topics,
    memberVideoTopicsEnabled: topics,
    subcategory: isPresent(values.category),
    startdate: !isStartDateLocked(values.startdate, context),
  };
}
