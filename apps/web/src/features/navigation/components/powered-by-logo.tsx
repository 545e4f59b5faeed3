// The powered-by logo of the side-menu footer (spec §2): a small inline mark, no extra request.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PoweredByLogo() {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" data-testid="powered-by" aria-label={t('navigation.poweredBy', { app: t('app.name') })} role="img">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M12 3 2 8l10 5 8-4v6h2V8L12 3Z" fill="currentColor" />
        <path d="M6 12.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.5l-6 3-6-3Z" fill="currentColor" opacity="0.7" />
      </svg>
      <Text size="xs" aria-hidden>
        {t('navigation.poweredBy', { app: t('app.name') })}
      </Text>
    </Group>
  );
}
