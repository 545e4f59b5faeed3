// Loading and failure states shared by the features' screens.
import { Alert, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text.ts';
import { TimedLoader } from './timed-loader.tsx';

/** The spinner of a loading screen; after 60 s (spec §9) it offers a retry (`onRetry`, else a reload). */
export function PageLoading({ onRetry }: { onRetry?: () => void } = {}) {
  return (
    <Center py="xl">
      <TimedLoader {...(onRetry ? { onRetry } : {})} />
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
