// The push error of spec §8 in both languages, from the problem code register-device answers.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { createTestI18n } from '../../../test/render.tsx';
import { NativePushErrorText } from './native-push-error.tsx';

const profileNotFound = new ApiError({ status: 404, code: 'PUSH_PROFILE_NOT_FOUND' });

describe('NativePushErrorText', () => {
  it.each([
    ['en', 'Profile not found! Cannot register device.'],
    ['de', 'Profil nicht gefunden! Das Gerät kann nicht registriert werden.'],
  ] as const)('words PUSH_PROFILE_NOT_FOUND in %s', async (language, text) => {
    const i18n = await createTestI18n(language);
    render(
      <I18nextProvider i18n={i18n}>
        <NativePushErrorText error={profileNotFound} />
      </I18nextProvider>,
    );
    expect(screen.getByText(text)).toBeDefined();
  });
});
