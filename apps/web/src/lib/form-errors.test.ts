import { describe, expect, it } from 'vitest';
import { serverFieldErrorsOn, translateFormErrors } from './form-errors.ts';
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
