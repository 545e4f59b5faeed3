// Loading and failure states shared by the features' screens.
import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text.ts';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A failed load: `title` says what failed (the feature's `loadFailed` text), the body why. */
export function PageError({ error, title }: { error: unknown; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      {errorText(t, error)}
    </Alert>
  );
}
