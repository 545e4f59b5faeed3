import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorCodeOf, errorText } from './error-text.ts';
import { createI18n } from './i18n.ts';

const resources = {
  en: { translation: { errors: { INTERNAL_ERROR: 'Something went wrong', FORBIDDEN: 'Not allowed here' } } },
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
