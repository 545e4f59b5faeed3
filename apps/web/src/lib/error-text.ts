// The text a failure shows: `t('errors.<CODE>')` (AGENTS.md "Errors"), or the generic INTERNAL_ERROR
// text for a code without a translation and for anything that is not an ApiError.
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** The problem code of a failure, for `t('errors.<CODE>')`; INTERNAL_ERROR for anything but an ApiError. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
}

/** The translated text of a failure; an untranslated code reads as INTERNAL_ERROR, never as a raw key. */
export function errorText(t: TFunction, error: unknown): string {
  return t(`errors.${errorCodeOf(error)}`, { defaultValue: t('errors.INTERNAL_ERROR') });
}
