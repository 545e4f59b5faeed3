import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
