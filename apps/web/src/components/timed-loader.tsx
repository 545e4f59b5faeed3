// A loading spinner that gives up after spec §9's 60 s and offers a retry (issue 16): a request or a
// chunk that never answers no longer leaves the user in front of an endless spinner.
import { LOADING_SPINNER_TIMEOUT_MS } from '@campus/shared/rules/preferences';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimedLoaderProps {
  /** What "try again" does; reloading the page unless given. */
  onRetry?: () => void;
  timeoutMs?: number;
}

export function TimedLoader({ onRetry, timeoutMs = LOADING_SPINNER_TIMEOUT_MS }: TimedLoaderProps) {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (timedOut) return undefined;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timedOut, timeoutMs]);

  if (!timedOut) return <Loader aria-label={t('common.loading')} />;
  const retry = () => {
    setTimedOut(false);
    if (onRetry) onRetry();
    else window.location.reload();
  };
  return (
    <Stack align="center" gap="sm" data-testid="loading-timeout">
      <Text role="alert" ta="center">
        {t('common.loadingTimeout')}
      </Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
