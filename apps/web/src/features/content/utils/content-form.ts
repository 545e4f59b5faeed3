// The create/edit form's values, its checks and its way to the wire (spec §5 title 1..500; external URL
// http/https). Validation is the shared schema's (ContentCreateInputSchema, habit 1) and the shared URL
// rule the server applies (externalUrlProblem); the server is the authority: its field errors
// (problem+json `errors[].path`) land on the same fields. The schema brings zod: this module is only
// loaded with the lazy form chunk.
import {
  ContentCreateInputSchema,
  EXTERNAL_URL_MAX,
  externalUrlProblem,
  type ContentCreateInput,
  type ContentItem,
  type ContentUpdateInput,
  type EditableContentType,
  type FieldError,
} from '@campus/shared';
import { serverFieldErrorsOn, type FormError, type FormErrors } from '../../../lib/form-errors.ts';

export interface ContentFormValues {
  title: string;
  /** Rich text (HTML); '' for none. */
  body: string;
  /** The linked assignment's id as the select holds it; null for none. */
  assignmentId: string | null;
  /** Tag term ids as strings (the multiselect's values). */
  tids: string[];
  /** External content only. */
  externalUrl: string;
}

export type ContentFormField = keyof ContentFormValues;

export type ContentFormErrors = FormErrors<ContentFormField>;

/** The form's start: the item's values, or an empty form (with the assignment it hands work in for, if any). */
export function contentFormValues(item?: ContentItem, assignmentId: number | null = null): ContentFormValues {
  if (!item) return { title: '', body: '', assignmentId: assignmentId === null ? null : String(assignmentId), tids: [], externalUrl: '' };
  return {
    title: item.title,
    body: item.body,
    assignmentId: item.assignmentId === null ? null : String(item.assignmentId),
    tids: item.tags.map((tag) => String(tag.tid)),
    externalUrl: item.externalUrl ?? '',
  };
}

interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

/** The text of a schema issue on the title or the body; other fields are left to the server. */
function errorForIssue(field: ContentFormField, issue: SchemaIssue): FormError | undefined {
  if (field === 'title') {
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { key: 'content.form.errors.tooLong', values: { max: issue.maximum } };
    return { key: 'content.form.errors.titleRequired' };
  }
  if (field === 'body') return { key: 'content.form.errors.bodyTooLong' };
  return undefined;
}

/** The address's problem under the shared rule the server applies; '' asks for an address. */
function externalUrlError(url: string): FormError | undefined {
  if (url === '') return { key: 'content.form.errors.urlRequired' };
  const problem = externalUrlProblem(url);
  if (problem === 'too_long') return { key: 'content.form.errors.tooLong', values: { max: EXTERNAL_URL_MAX } };
  return problem === null ? undefined : { key: 'content.form.errors.urlInvalid' };
}

/** The checks the form makes before it sends, with the shared schema and URL rule (the server repeats them). */
export function validateContentForm(values: ContentFormValues, type: EditableContentType): ContentFormErrors {
  const errors: ContentFormErrors = {};
  const input = toContentCreateInput(values, type);
  if (input.externalUrl !== undefined) {
    const urlError = externalUrlError(input.externalUrl);
    if (urlError) errors.externalUrl = urlError;
  }
  const result = ContentCreateInputSchema.safeParse(input);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = contentFormFieldOf(issue.path.map(String).join('.'));
    if (field === undefined || errors[field]) continue;
    const error = errorForIssue(field, issue as SchemaIssue);
    if (error) errors[field] = error;
  }
  return errors;
}

function fieldsOf(values: ContentFormValues, type: EditableContentType) {
  return {
    title: values.title.trim(),
    body: values.body,
    assignmentId: values.assignmentId === null || values.assignmentId === '' ? null : Number(values.assignmentId),
    tids: values.tids.map(Number).filter((tid) => Number.isSafeInteger(tid) && tid > 0),
    ...(type === 'external_content' ? { externalUrl: values.externalUrl.trim() } : {}),
  };
}

/** POST /content?og body. */
export function toContentCreateInput(values: ContentFormValues, type: EditableContentType): ContentCreateInput {
  return { type, ...fieldsOf(values, type) };
}

/** PUT /content body: the id and every field of the form. */
export function toContentUpdateInput(values: ContentFormValues, item: Pick<ContentItem, 'id' | 'type'>): ContentUpdateInput {
  const type = item.type as EditableContentType;
  return { id: item.id, ...fieldsOf(values, type) };
}

/** The form field a wire path (`title`, `externalUrl`, `tids.2`, `body`) belongs to. */
export function contentFormFieldOf(path: string): ContentFormField | undefined {
  const first = path.replace(/^\//, '').split(/[./[]/, 1)[0];
  switch (first) {
    case 'title':
    case 'body':
    case 'assignmentId':
    case 'tids':
    case 'externalUrl':
      return first;
    default:
      return undefined;
  }
}

/** The server's field errors on the form's fields (first per field); others are left to the caller. */
export function contentServerFieldErrors(fieldErrors: readonly FieldError[]): ContentFormErrors {
  return serverFieldErrorsOn(fieldErrors, contentFormFieldOf, 'content.form.errors.server');
}

/** A refused save whose code names a field (EXTERNAL_URL_INVALID …) marks that field too. */
export function fieldOfErrorCode(code: string): ContentFormField | undefined {
  if (code === 'EXTERNAL_URL_INVALID' || code === 'EXTERNAL_URL_NOT_PUBLIC' || code === 'EXTERNAL_PREVIEW_FAILED') return 'externalUrl';
  return undefined;
}
