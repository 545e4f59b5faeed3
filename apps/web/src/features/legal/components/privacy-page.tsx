// /privacy_policy (spec §2): what the app stores and processes, why, for how long, and the user's rights.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage({ campusName, contact }: { campusName: string | null; contact?: ReactNode }) {
  const { t } = useTranslation();
  const campus = campusName ?? t('app.name');
  const keys = ['controller', 'data', 'purposes', 'device', 'recipients', 'retention', 'rights'] as const;
  return (
    <LegalPage
      testId="privacy-page"
      title={t('legal.privacy.title')}
      sections={keys.map((key) => ({ heading: t(`legal.privacy.${key}Heading`), body: t(`legal.privacy.${key}`, { campus }) }))}
      aside={contact}
    />
  );
}
