// The text a failure shows: `t('errors.<CODE>')` (AGENTS.md "Errors"), or the generic INTERNAL_ERROR
// text for a code without a translation and for anything that is not an ApiError. Features that word
// some codes their own way (`legal.errors.<CODE>`) name their prefixes, and a place with its own text
// for an unknown code names that fallback; the lookup itself lives only here.
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** The problem code of a failure, for `t('errors.<CODE>')`; INTERNAL_ERROR for anything but an ApiError. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
}

export interface ErrorTextOptions {
  /** Feature key prefixes read before `errors`, the first with a translation wins: `['legal.errors']`. */
  prefixes?: readonly string[];
  /** The text when no key translates the code: the INTERNAL_ERROR text unless given ('' shows nothing). */
  fallback?: string;
}

/** The translated text of a problem code: `<prefix>.<CODE>` per prefix, then `errors.<CODE>`, then the fallback. */
export function codeText(t: TFunction, code: string, options: ErrorTextOptions = {}): string {
  const fallback = options.fallback ?? t('errors.INTERNAL_ERROR');
  const keys = [...(options.prefixes ?? []), 'errors'].map((prefix) => `${prefix}.${code}`);
  return keys.reduceRight<string>((otherwise, key) => t(key, { defaultValue: otherwise }), fallback);
}

/** The translated text of a failure; an untranslated code reads as INTERNAL_ERROR (or the fallback), never as a raw key. */
export function errorText(t: TFunction, error: unknown, options: ErrorTextOptions = {}): string {
  return codeText(t, errorCodeOf(error), options);
}
