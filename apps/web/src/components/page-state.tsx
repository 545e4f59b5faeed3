// Loading and failure states shared by the features' screens.
import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** The problem code of a failure, for `t('errors.<CODE>')`. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
}

/** A failed load: `title` says what failed (the feature's `loadFailed` text), the body why. */
export function PageError({ error, title }: { error: unknown; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      {t(`errors.${errorCodeOf(error)}`, { defaultValue: t('errors.INTERNAL_ERROR') })}
    </Alert>
  );
}
