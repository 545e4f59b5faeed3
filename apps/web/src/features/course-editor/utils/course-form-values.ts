// The values the course dialog's form holds, and how they become the save payload (spec §3 "Course save
// payload"): dates are calendar dates in the form ('YYYY-MM-DD', what the Mantine date pickers give) and
// unix seconds on the wire; quotas stay typed text until the shared schema turns them into numbers.
import {
  calendarDateOf,
  COURSE_STEP_FIELDS as COURSE_SAVE_STEP_FIELDS,
  courseFormValuesFromConfig,
  startOfDayUnixSeconds,
  type CourseConfig,
  type CourseSaveFormValues,
  type CourseStepId,
  type CourseType,
  type SpotType,
  type TandemVisibility,
  type WorkgroupType,
} from '@campus/shared';

/**
 * Course dates are calendar days. They travel as the unix seconds of that day's midnight in UTC, the
 * zone the server judges "start date in the past" in, so a day picked here is the same day there.
 */
export const COURSE_DATE_TIME_ZONE = 'UTC';

export interface CourseFormValues {
  title: string;
  description: string;
  category: string | null;
  subcategory: string | null;
  course_target_group: string[];
  /** 'YYYY-MM-DD' or null. */
  startdate: string | null;
  enddate: string | null;
  spottype: SpotType | null;
  /** Typed text (digits) or a number from the config; null when not set. */
  campusSpotQuota: string | number | null;
  courseSpotQuota: string | number | null;
  tandemVisibility: TandemVisibility | null;
  workgroupsEnabled: boolean;
  workgroupSize: string | number | null;
  workgroupType: WorkgroupType | null;
  predefinedVideoTopicsEnabled: boolean;
  videoTopics: string[];
  memberVideoTopicsEnabled: boolean;
  memberNewsEnabled: boolean;
  memberDialogsEnabled: boolean;
  memberFilesEnabled: boolean;
  memberBlogNotificationEnabled: boolean;
  dashboardInfoTitle: string;
  dashboardInfo: string;
  courseInfo: string;
  learningPackageTitle: string;
  learningPackage: string;
}

export type CourseFormField = keyof CourseFormValues;

export function emptyCourseFormValues(): CourseFormValues {
  return {
    title: '',
    description: '',
    category: null,
    subcategory: null,
    course_target_group: [],
    startdate: null,
    enddate: null,
    spottype: null,
    campusSpotQuota: null,
    courseSpotQuota: null,
    tandemVisibility: null,
    workgroupsEnabled: false,
    workgroupSize: null,
    workgroupType: null,
    predefinedVideoTopicsEnabled: false,
    videoTopics: [],
    memberVideoTopicsEnabled: false,
    memberNewsEnabled: false,
    memberDialogsEnabled: false,
    memberFilesEnabled: false,
    memberBlogNotificationEnabled: false,
    dashboardInfoTitle: '',
    dashboardInfo: '',
    courseInfo: '',
    learningPackageTitle: '',
    learningPackage: '',
  };
}

/** The form's starting values from the course config (GET /og/course-config/load|edit). */
export function formValuesFromConfig(config: CourseConfig): CourseFormValues {
  const initial = courseFormValuesFromConfig(config);
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: initial.title,
    description: initial.description,
    category: initial.category ?? null,
    subcategory: initial.subcategory ?? null,
    course_target_group: [...(initial.course_target_group ?? [])],
    startdate: unixSecondsToCalendarDate(initial.startdate),
    enddate: unixSecondsToCalendarDate(initial.enddate),
    spottype: initial.spottype ?? null,
    campusSpotQuota: initial.campusSpotQuota ?? null,
    courseSpotQuota: initial.courseSpotQuota ?? null,
    tandemVisibility: initial.tandemVisibility ?? null,
    workgroupsEnabled: initial.workgroupsEnabled === true,
    workgroupSize: initial.workgroupSize ?? null,
    workgroupType: initial.workgroupType ?? null,
    predefinedVideoTopicsEnabled: initial.predefinedVideoTopicsEnabled === true,
    videoTopics: [...(initial.videoTopics ?? [])],
    memberVideoTopicsEnabled: initial.memberVideoTopicsEnabled === true,
    memberNewsEnabled: initial.memberNewsEnabled === true,
    memberDialogsEnabled: initial.memberDialogsEnabled === true,
    memberFilesEnabled: initial.memberFilesEnabled === true,
    memberBlogNotificationEnabled: initial.memberBlogNotificationEnabled === true,
    dashboardInfoTitle: text(initial.dashboardInfoTitle),
    dashboardInfo: text(initial.dashboardInfo),
    courseInfo: text(initial.courseInfo),
    learningPackageTitle: text(initial.learningPackageTitle),
    learningPackage: text(initial.learningPackage),
  };
}

/** 'YYYY-MM-DD' → unix seconds of its midnight; null stays null (the schema then asks for the date). */
export function calendarDateToUnixSeconds(date: string | null): number | null {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return startOfDayUnixSeconds(date, COURSE_DATE_TIME_ZONE);
}

export function unixSecondsToCalendarDate(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  return calendarDateOf(seconds, COURSE_DATE_TIME_ZONE);
}

/** A calendar date as the Date at its UTC midnight (for the spot calculation, which counts days). */
export function calendarDateToUtcDate(date: string | null): Date | null {
  const seconds = calendarDateToUnixSeconds(date);
  return seconds === null ? null : new Date(seconds * 1000);
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** The save payload before validation; a date not picked yet is left out. */
export type CoursePayloadDraft = Omit<CourseSaveFormValues, 'startdate' | 'enddate'> & { startdate?: number; enddate?: number };

/**
 * The save payload with the exact field names of spec §3. It is what the shared schema validates, in the
 * form as on the server; a missing date stays out so the schema reports it as required.
 */
export function toCoursePayload(values: CourseFormValues, courseType: CourseType): CoursePayloadDraft {
  const startdate = calendarDateToUnixSeconds(values.startdate);
  const enddate = calendarDateToUnixSeconds(values.enddate);
  const payload: CoursePayloadDraft = {
    course_type: courseType,
    title: values.title,
    description: values.description,
    category: values.category,
    subcategory: values.subcategory,
    course_target_group: values.course_target_group,
    spottype: values.spottype,
    campusSpotQuota: values.campusSpotQuota,
    courseSpotQuota: values.courseSpotQuota,
    tandemVisibility: values.tandemVisibility,
    workgroupsEnabled: values.workgroupsEnabled,
    workgroupSize: values.workgroupSize,
    workgroupType: values.workgroupType,
    predefinedVideoTopicsEnabled: values.predefinedVideoTopicsEnabled,
    videoTopics: values.videoTopics,
    memberVideoTopicsEnabled: values.memberVideoTopicsEnabled,
    memberNewsEnabled: values.memberNewsEnabled,
    memberDialogsEnabled: values.memberDialogsEnabled,
    memberFilesEnabled: values.memberFilesEnabled,
    memberBlogNotificationEnabled: values.memberBlogNotificationEnabled,
    dashboardInfoTitle: blankToNull(values.dashboardInfoTitle),
    dashboardInfo: blankToNull(values.dashboardInfo),
    courseInfo: blankToNull(values.courseInfo),
    learningPackageTitle: blankToNull(values.learningPackageTitle),
    learningPackage: blankToNull(values.learningPackage),
  };
  if (startdate !== null) payload.startdate = startdate;
  if (enddate !== null) payload.enddate = enddate;
  return payload;
}

/** Which step of the dialog holds each field (the shared list); errors on a field take the user to its step. */
export const COURSE_STEP_FIELDS: Readonly<Record<CourseStepId, readonly CourseFormField[]>> = COURSE_SAVE_STEP_FIELDS;

/** The step a field (or an error path such as `videoTopics.2`) belongs to. */
export function stepOfField(path: string): CourseStepId | undefined {
  const field = path.split('.', 1)[0];
  for (const [step, fields] of Object.entries(COURSE_STEP_FIELDS) as [CourseStepId, readonly string[]][]) {
    if (field !== undefined && fields.includes(field)) return step;
  }
  return undefined;
}

/** Errors that belong to the fields of the given steps. */
export function errorsOfSteps(errors: Readonly<Record<string, string>>, steps: readonly CourseStepId[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => {
    const step = stepOfField(path);
    return step !== undefined && steps.includes(step);
  }));
}
