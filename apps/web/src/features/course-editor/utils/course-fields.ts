// Which form fields the dialog shows (the server decides per course type and campus, spec §3) and which
// are enabled right now (the field rules of spec §4, from the shared courseFieldsEnabled).
import {
  COURSE_CONFIG_KEYS,
  COURSE_CONFIG_PAYLOAD_FIELDS,
  courseFieldsEnabled,
  type CourseConfig,
} from '@campus/shared';
import { calendarDateToUnixSeconds, type CourseFormField, type CourseFormValues } from './course-form-values.ts';

export function visibleFormFields(config: CourseConfig): ReadonlySet<CourseFormField> {
  const fields = new Set<CourseFormField>();
  for (const key of COURSE_CONFIG_KEYS) {
    const field = COURSE_CONFIG_PAYLOAD_FIELDS[key];
    if (field !== null && config.config[key].visible) fields.add(field);
  }
  return fields;
}

export interface EnabledFields {
  workgroupSize: boolean;
  workgroupType: boolean;
  videoTopics: boolean;
  memberVideoTopicsEnabled: boolean;
  subcategory: boolean;
  /** False for a start date already past on an existing course (spec §4). */
  startdate: boolean;
  /** Quotas count only for spot type campus_and_course; only_campus resets them (spec §4). */
  quotas: boolean;
}

export interface EnabledFieldsContext {
  isNew: boolean;
  today: string;
  timeZone: string;
  /** The start date the course had when the dialog opened: a past one stays locked. */
  initialStartdate: string | null;
  /** The server's own verdict (start_date.editable). */
  startdateEditable: boolean;
}

export function enabledFormFields(values: CourseFormValues, context: EnabledFieldsContext): EnabledFields {
  const initialStart = calendarDateToUnixSeconds(context.initialStartdate);
  const flags = courseFieldsEnabled(
    // Without a stored start date nothing is locked; 0 is then never looked at.
    { ...values, startdate: initialStart ?? 0 },
    { isNew: context.isNew || initialStart === null, today: context.today, timeZone: context.timeZone },
  );
  return {
    workgroupSize: flags.workgroupSize,
    workgroupType: flags.workgroupType,
    videoTopics: flags.videoTopics,
    memberVideoTopicsEnabled: flags.memberVideoTopicsEnabled,
    subcategory: flags.subcategory,
    startdate: flags.startdate && context.startdateEditable,
    quotas: values.spottype === 'campus_and_course',
  };
}
