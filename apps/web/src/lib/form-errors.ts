// Form errors as i18n keys, and the server's field errors (problem+json `errors[].path`, VALIDATION_FAILED)
// put on a form's fields. One helper for every form: each form only says which field a wire path is.
import type { FieldError } from '@campus/shared';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

/** A form error: an i18n key and its values. */
export interface FormError {
  key: string;
  values?: Record<string, number | string>;
}

export type FormErrors<Field extends string> = Partial<Record<Field, FormError>>;

/**
 * The server's field errors on the form's fields: the first per field, under `messageKey` with the
 * server's message as `{{message}}`. Paths that name no field (`fieldOf` gives undefined) are left to the caller.
 */
export function serverFieldErrorsOn<Field extends string>(
  fieldErrors: readonly FieldError[],
  fieldOf: (path: string) => Field | undefined,
  messageKey: string,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const error of fieldErrors) {
    const field = fieldOf(error.path);
    if (field !== undefined && !errors[field]) errors[field] = { key: messageKey, values: { message: error.message } };
  }
  return errors;
}

/** The texts for Mantine's `form.setErrors`, field by field. */
export function translateFormErrors<Field extends string>(errors: FormErrors<Field>, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries<FormError | undefined>(errors).flatMap(([field, error]) => (error ? [[field, t(error.key, error.values)]] : [])));
}

/** What a form shows for a refused save: the failure's text, and the server's field errors as texts per field. */
export interface SaveFailureTexts {
  message: string;
  fields: Record<string, string>;
}

/** The texts of a refused save; `fieldErrorsOf` is the form's own mapping of the server's field errors. */
export function saveFailureTexts<Field extends string>(
  error: unknown,
  t: TFunction,
  fieldErrorsOf: (fieldErrors: readonly FieldError[]) => FormErrors<Field>,
): SaveFailureTexts {
  const fields = error instanceof ApiError ? translateFormErrors(fieldErrorsOf(error.errors), t) : {};
  return { message: errorText(t, error), fields };
}
