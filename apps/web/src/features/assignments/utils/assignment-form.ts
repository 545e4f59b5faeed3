// The create/edit form's values and their way to the wire. Validation is the shared schema's
// (AssignmentCreateInputSchema / AssignmentUpdateInputSchema, habit 1): its issues, and the server's
// field errors, are mapped onto the form fields here, as i18n keys.
import {
  ASSIGNMENT_LIMITS,
  AssignmentCreateInputSchema,
  AssignmentUpdateInputSchema,
  normalizeTargetGroups,
  type Assignment,
  type AssignmentCreateInput,
  type AssignmentUpdateInput,
  type FieldError,
} from '@campus/shared';
import { serverFieldErrorsOn, type FormError, type FormErrors } from '../../../lib/form-errors.ts';

export interface AssignmentFormValues {
  title: string;
  /** Rich text (HTML); '' for none. */
  description: string;
  /** Rich text shown in the student's work area. */
  processingDescription: string;
  /** Local date and time as the date picker holds it (`YYYY-MM-DD HH:mm:ss`), null for no due date. */
  dueDate: string | null;
  published: boolean;
  targetGroups: string[];
  /** Workgroup ids as strings (the multiselect's values). */
  workgroups: string[];
}

export type AssignmentFormField = keyof AssignmentFormValues;

export type AssignmentFormErrors = FormErrors<AssignmentFormField>;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** ISO-8601 instant → the picker's local `YYYY-MM-DD HH:mm:ss`. */
export function isoToLocalDateTime(iso: string | null): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The picker's local `YYYY-MM-DD[ HH:mm[:ss]]` → ISO-8601 instant (UTC); '' or null → null. */
export function localDateTimeToIso(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formValuesFrom(assignment?: Assignment): AssignmentFormValues {
  if (!assignment) {
    return {
      title: '',
      description: '',
      processingDescription: '',
      dueDate: null,
      published: true,
      targetGroups: [],
      workgroups: [],
    };
  }
  return {
    title: assignment.title,
    description: assignment.description,
    processingDescription: assignment.studentProcessing.description,
    dueDate: isoToLocalDateTime(assignment.dueDate),
    published: assignment.status === 'published',
    targetGroups: [...assignment.targetGroups],
    workgroups: assignment.workgroups.map((workgroup) => String(workgroup.id)),
  };
}

function fieldsOf(values: AssignmentFormValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    studentProcessing: { description: values.processingDescription },
    dueDate: localDateTimeToIso(values.dueDate),
    status: values.published ? ('published' as const) : ('draft' as const),
    targetGroups: normalizeTargetGroups(values.targetGroups),
    workgroups: values.workgroups.map(Number),
  };
}

/** The POST body for a new assignment of the course. */
export function toCreateInput(values: AssignmentFormValues, courseId: number): AssignmentCreateInput {
  return { og: courseId, ...fieldsOf(values) };
}

/** The PUT body: every field of the form (the course and the position stay). */
export function toUpdateInput(values: AssignmentFormValues): AssignmentUpdateInput {
  return fieldsOf(values);
}

/** The form field a wire path (`studentProcessing.description`, `targetGroups.2`) belongs to. */
export function formFieldOf(path: readonly PropertyKey[] | string): AssignmentFormField | undefined {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  switch (segments[0]) {
    case 'title':
      return 'title';
    case 'description':
      return 'description';
    case 'studentProcessing':
      return 'processingDescription';
    case 'dueDate':
      return 'dueDate';
    case 'status':
      return 'published';
    case 'targetGroups':
      return 'targetGroups';
    case 'workgroups':
      return 'workgroups';
    default:
      return undefined;
  }
}

interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

function errorForIssue(field: AssignmentFormField, issue: SchemaIssue): FormError {
  if (field === 'title' && issue.code === 'too_small') return { key: 'assignments.form.errors.titleRequired' };
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { key: 'assignments.form.errors.tooLong', values: { max: issue.maximum } };
  }
  if (field === 'dueDate') return { key: 'assignments.form.errors.dueDate' };
  return { key: 'assignments.form.errors.invalid' };
}

/** Checks the values with the same schema the server uses; the first problem of each field. */
export function validateAssignmentForm(values: AssignmentFormValues, courseId: number | null): AssignmentFormErrors {
  const errors: AssignmentFormErrors = {};
  // A typed date that did not parse would silently become "no due date".
  if (values.dueDate !== null && values.dueDate.trim() !== '' && localDateTimeToIso(values.dueDate) === null) {
    errors.dueDate = { key: 'assignments.form.errors.dueDate' };
  }
  const result =
    courseId === null
      ? AssignmentUpdateInputSchema.safeParse(toUpdateInput(values))
      : AssignmentCreateInputSchema.safeParse(toCreateInput(values, courseId));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path);
    if (field === undefined || errors[field]) continue;
    errors[field] = errorForIssue(field, issue as SchemaIssue);
  }
  return errors;
}

/** The server's field errors (VALIDATION_FAILED) on the form's fields; others are left to the caller. */
export function serverFieldErrors(fieldErrors: readonly FieldError[]): AssignmentFormErrors {
  return serverFieldErrorsOn(fieldErrors, formFieldOf, 'assignments.form.errors.server');
}

export type AttachmentProblem = { kind: 'tooLarge'; file: string } | { kind: 'tooMany'; max: number };

/** Files the upload would refuse: each over the size limit, and more files than an assignment may have. */
export function attachmentProblems(files: readonly File[], existingCount: number): AttachmentProblem[] {
  const problems: AttachmentProblem[] = files
    .filter((file) => file.size > ASSIGNMENT_LIMITS.attachmentMaxBytes)
    .map((file) => ({ kind: 'tooLarge', file: file.name }));
  if (existingCount + files.length > ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax) {
    problems.push({ kind: 'tooMany', max: ASSIGNMENT_LIMITS.attachmentsPerAssignmentMax });
  }
  return problems;
}
