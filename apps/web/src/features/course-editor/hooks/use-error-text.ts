// Field errors are i18n keys (the shared schema's 'courseForm.errors.*'), or a server's problem code;
// anything unknown reads as "invalid" rather than showing a raw key to the user.
import { COURSE_FORM_ERRORS } from '@campus/shared';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function useErrorText(): (error: ReactNode) => ReactNode {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: ReactNode) => {
      if (typeof error !== 'string' || error === '') return error;
      if (i18n.exists(error)) return t(error);
      if (i18n.exists(`errors.${error}`)) return t(`errors.${error}`);
      return t(COURSE_FORM_ERRORS.invalid);
    },
    [t, i18n],
  );
}
