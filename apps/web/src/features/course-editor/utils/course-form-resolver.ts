// Validation of the course dialog with the shared schema (the one the server uses, spec §5), mapped to
// @mantine/form errors: one message per form field, as an i18n key the dialog translates when it renders.
import {
  COURSE_FORM_ERRORS,
  courseSaveSchema,
  type CourseSaveInput,
  type CourseType,
  type FieldError,
} from '@campus/shared';
import { toCoursePayload, type CourseFormValues } from './course-form-values.ts';

export interface CourseFormContext {
  courseType: CourseType;
  /**
   * A start date before today is refused: for a new course (spec §5), and, as the server does, for a
   * course whose start date had not passed when the dialog opened.
   */
  isNew: boolean;
  /** Today as YYYY-MM-DD in the course date zone. */
  today: string;
  /** course_target_group_required of the course config. */
  targetGroupRequired: boolean;
}

/** Form field → i18n key of its (first) error. */
export type CourseFormErrors = Record<string, string>;

const ERROR_KEY_PREFIX = 'courseForm.errors.';

/**
 * The form field an error path belongs to. Errors inside a list (`videoTopics.2`) land on the list,
 * whose input shows one message.
 */
export function formFieldOf(path: readonly PropertyKey[] | string): string {
  const first = typeof path === 'string' ? path.split('.', 1)[0] : path[0];
  return first === undefined ? '' : String(first);
}

/** Messages of the shared schema are i18n keys; anything else (a library default) becomes "invalid". */
export function errorKeyOf(message: string): string {
  return message.startsWith(ERROR_KEY_PREFIX) ? message : COURSE_FORM_ERRORS.invalid;
}

/** One error per field, the first one reported; errors without a field are left out. */
export function toFormErrors(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): CourseFormErrors {
  const errors: CourseFormErrors = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path);
    if (field === '' || field in errors) continue;
    errors[field] = errorKeyOf(issue.message);
  }
  return errors;
}

export type CourseFormValidation = { valid: true; payload: CourseSaveInput; errors: CourseFormErrors } | { valid: false; errors: CourseFormErrors };

/** Runs the shared save schema over the form values; on success also gives the payload to send. */
export function validateCourseForm(values: CourseFormValues, context: CourseFormContext): CourseFormValidation {
  const schema = courseSaveSchema({
    isNew: context.isNew,
    today: context.today,
    targetGroupRequired: context.targetGroupRequired,
  });
  const result = schema.safeParse(toCoursePayload(values, context.courseType));
  if (result.success) return { valid: true, payload: result.data, errors: {} };
  return { valid: false, errors: toFormErrors(result.error.issues) };
}

/**
 * Field errors of a refused save (problem+json `errors`, dot paths). The server sends the shared
 * schema's keys; its own messages pass through for the dialog to translate or replace.
 */
export function serverFormErrors(errors: readonly FieldError[]): CourseFormErrors {
  const result: CourseFormErrors = {};
  for (const error of errors) {
    const field = formFieldOf(error.path);
    if (field === '' || field in result) continue;
    result[field] = error.message;
  }
  return result;
}
