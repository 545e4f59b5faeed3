import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { saveFailureTexts, serverFieldErrorsOn, translateFormErrors } from './form-errors.ts';
import { createI18n } from './i18n.ts';

type Field = 'title' | 'body';
const fieldOf = (path: string): Field | undefined => (path === 'title' || path.startsWith('body.') ? (path.split('.')[0] as Field) : undefined);

describe('serverFieldErrorsOn', () => {
  it('puts the first error per field under the message key and leaves unknown paths out', () => {
    expect(
      serverFieldErrorsOn(
        [
          { path: 'title', message: 'Too long' },
          { path: 'title', message: 'Second' },
          { path: 'body.0', message: 'Empty' },
          { path: 'courseId', message: 'Unknown' },
        ],
        fieldOf,
        'form.errors.server',
      ),
    ).toEqual({
      title: { key: 'form.errors.server', values: { message: 'Too long' } },
      body: { key: 'form.errors.server', values: { message: 'Empty' } },
    });
  });
});

describe('translateFormErrors', () => {
  it('translates each field error with its values', async () => {
    const { t } = await createI18n({
      language: 'en',
      resources: { en: { translation: { form: { required: 'Required', server: 'Server says: {{message}}' } } } },
    });
    expect(
      translateFormErrors<Field>({ title: { key: 'form.required' }, body: { key: 'form.server', values: { message: 'no' } } }, t),
    ).toEqual({ title: 'Required', body: 'Server says: no' });
  });
});

describe('saveFailureTexts', () => {
  const resources = {
    en: { translation: { errors: { INTERNAL_ERROR: 'Something went wrong', VALIDATION_FAILED: 'Check the form' }, form: { server: 'Server says: {{message}}' } } },
  };
  const fieldErrorsOf = (fieldErrors: Parameters<typeof serverFieldErrorsOn>[0]) => serverFieldErrorsOn(fieldErrors, fieldOf, 'form.server');

  it("gives the failure's text and the server's field errors as texts on the form's fields", async () => {
    const { t } = await createI18n({ language: 'en', resources });
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'title', message: 'Too long' },
        { path: 'courseId', message: 'Unknown' },
      ],
    });
    expect(saveFailureTexts(error, t, fieldErrorsOf)).toEqual({ message: 'Check the form', fields: { title: 'Server says: Too long' } });
  });

  it('has no field texts for a failure that is not an ApiError', async () => {
    const { t } = await createI18n({ language: 'en', resources });
    expect(saveFailureTexts(new TypeError('failed to fetch'), t, fieldErrorsOf)).toEqual({ message: 'Something went wrong', fields: {} });
  });
});
