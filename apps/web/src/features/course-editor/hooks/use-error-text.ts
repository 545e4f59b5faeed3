// Field errors are i18n keys (the shared schema's 'courseForm.errors.*'), or a server's problem code;
// anything unknown reads as "invalid" rather than showing a raw key to the user.
import { COURSE_FORM_ERRORS } from '@campus/shared';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeText } from '../../../lib/error-text.ts';

export function useErrorText(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation();
  return useCallback(
    (error: ReactNode) => {
      if (typeof error !== 'string' || error === '') return error;
      return t(error, { defaultValue: codeText(t, error, { fallback: t(COURSE_FORM_ERRORS.invalid) }) });
    },
    [t],
  );
}
