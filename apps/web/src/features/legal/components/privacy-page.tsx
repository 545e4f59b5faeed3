// /privacy_policy (spec §2): what the app stores and processes, why, for how long, and the user's rights;
// first a link to the campus's own privacy policy when it has one (campus settings).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLegalLink } from './imprint-page.tsx';
import { LegalPage, type LegalSection } from './legal-page.tsx';

export interface PrivacyPageProps {
  campusName: string | null;
  contact?: ReactNode;
  /** The campus's own privacy policy (campus settings): linked first, above what the app itself stores. */
  externalUrl?: string | null;
}

export function PrivacyPage({ campusName, contact, externalUrl }: PrivacyPageProps) {
  const { t } = useTranslation();
  const campus = campusName ?? t('app.name');
  const keys = ['controller', 'data', 'purposes', 'device', 'recipients', 'retention', 'rights'] as const;
  const sections: LegalSection[] = keys.map((key) => ({ heading: t(`legal.privacy.${key}Heading`), body: t(`legal.privacy.${key}`, { campus }) }));
  if (externalUrl) {
    sections.unshift({ heading: t('legal.privacy.externalHeading'), body: <ExternalLegalLink text={t('legal.privacy.external', { campus })} url={externalUrl} /> });
  }
  return (
    <LegalPage
      testId="privacy-page"
      title={t('legal.privacy.title')}
      sections={sections}
      aside={contact}
    />
  );
}
