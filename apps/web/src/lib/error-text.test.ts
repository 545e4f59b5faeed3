import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { codeText, errorCodeOf, errorText } from './error-text.ts';
import { createI18n } from './i18n.ts';

const resources = {
  en: {
    translation: {
      errors: { INTERNAL_ERROR: 'Something went wrong', FORBIDDEN: 'Not allowed here', CONFLICT: 'Changed meanwhile' },
      legal: { errors: { CONFLICT: 'The terms changed meanwhile' } },
      other: { errors: { FORBIDDEN: 'Other feature text' } },
    },
  },
};

describe('errorCodeOf', () => {
  it('takes the code of an ApiError', () => {
    expect(errorCodeOf(new ApiError({ status: 403, code: 'FORBIDDEN' }))).toBe('FORBIDDEN');
  });

  it('reads anything else as INTERNAL_ERROR', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('INTERNAL_ERROR');
    expect(errorCodeOf(undefined)).toBe('INTERNAL_ERROR');
  });
});

describe('errorText', () => {
  it('translates the code of an ApiError', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(errorText(t, new ApiError({ status: 403, code: 'FORBIDDEN' }))).toBe('Not allowed here');
  });

  it('falls back to the INTERNAL_ERROR text for an untranslated code, never the raw key', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(errorText(t, new ApiError({ status: 409, code: 'SOMETHING_NEW' }))).toBe('Something went wrong');
  });

  it('shows the INTERNAL_ERROR text for a failure that is not an ApiError', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(errorText(t, new TypeError('failed to fetch'))).toBe('Something went wrong');
  });
});

describe('codeText', () => {
  it('reads a feature prefix before errors.<CODE>, in the order given', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(codeText(t, 'CONFLICT', { prefixes: ['legal.errors'] })).toBe('The terms changed meanwhile');
    expect(codeText(t, 'FORBIDDEN', { prefixes: ['legal.errors'] })).toBe('Not allowed here');
    expect(codeText(t, 'FORBIDDEN', { prefixes: ['legal.errors', 'other.errors'] })).toBe('Other feature text');
    expect(codeText(t, 'CONFLICT', { prefixes: ['legal.errors', 'other.errors'] })).toBe('The terms changed meanwhile');
  });

  it('gives the fallback for an untranslated code, and an empty fallback shows nothing', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(codeText(t, 'SOMETHING_NEW', { prefixes: ['legal.errors'], fallback: 'Sign-in failed' })).toBe('Sign-in failed');
    expect(codeText(t, 'SOMETHING_NEW', { fallback: '' })).toBe('');
    expect(codeText(t, 'FORBIDDEN', { fallback: '' })).toBe('Not allowed here');
    expect(codeText(t, 'SOMETHING_NEW')).toBe('Something went wrong');
  });

  it('errorText takes the same options', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(errorText(t, new ApiError({ status: 409, code: 'CONFLICT' }), { prefixes: ['legal.errors'] })).toBe('The terms changed meanwhile');
    expect(errorText(t, new TypeError('failed to fetch'), { fallback: 'Try again' })).toBe('Something went wrong');
  });
});
