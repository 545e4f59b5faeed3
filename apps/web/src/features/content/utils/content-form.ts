// The create/edit form's values, its client-side checks and its way to the wire (spec §5 title 1..500;
// external URL http/https). The server is the authority: its field errors (problem+json `errors[].path`)
// land on the same fields. Zod-free on purpose: the form chunk stays small, the limits come from
// content-constants (the same ones the shared schemas use).
import {
  CONTENT_BODY_MAX,
  CONTENT_TITLE_MAX,
  EXTERNAL_URL_MAX,
  type ContentCreateInput,
  type ContentItem,
  type ContentUpdateInput,
  type EditableContentType,
  type FieldError,
} from '@campus/shared';
import { serverFieldErrorsOn, type FormErrors } from '../../../lib/form-errors.ts';

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

export function contentFormValues(item?: ContentItem): ContentFormValues {
  if (!item) return { title: '', body: '', assignmentId: null, tids: [], externalUrl: '' };
  return {
    title: item.title,
    body: item.body,
    assignmentId: item.assignmentId === null ? null : String(item.assignmentId),
    tids: item.tags.map((tag) => String(tag.tid)),
    externalUrl: item.externalUrl ?? '',
  };
}

/** An absolute http(s) URL without credentials; anything else (javascript:, data:, relative) is refused. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}

/** The checks the form makes before it sends (the server repeats and completes them). */
export function validateContentForm(values: ContentFormValues, type: EditableContentType): ContentFormErrors {
  const errors: ContentFormErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = { key: 'content.form.errors.titleRequired' };
  else if (title.length > CONTENT_TITLE_MAX) errors.title = { key: 'content.form.errors.tooLong', values: { max: CONTENT_TITLE_MAX } };
  if (values.body.length > CONTENT_BODY_MAX) errors.body = { key: 'content.form.errors.bodyTooLong' };
  if (type === 'external_content') {
    const url = values.externalUrl.trim();
    if (url === '') errors.externalUrl = { key: 'content.form.errors.urlRequired' };
    else if (url.length > EXTERNAL_URL_MAX) errors.externalUrl = { key: 'content.form.errors.tooLong', values: { max: EXTERNAL_URL_MAX } };
    else if (!isHttpUrl(url)) errors.externalUrl = { key: 'content.form.errors.urlInvalid' };
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
