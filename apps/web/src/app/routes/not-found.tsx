// An app path no screen answers (spec §2 catch-all): say so and offer the way back instead of failing.
import { appPath } from '@campus/shared';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <StatusPage
      testId="not-found-screen"
      title={t('notFound.title')}
      message={t('notFound.message')}
      actionLabel={t('notFound.back')}
      actionTo={localized(appPath('start'))}
    />
  );
}
