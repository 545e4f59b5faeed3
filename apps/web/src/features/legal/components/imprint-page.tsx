// /impressum (spec §2): who provides this campus and how to reach them; the texts live in the
// translation files, the campus name comes from the configuration.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

export interface ImprintPageProps {
  campusName: string | null;
  /** How to reach the provider (the support-mail link). */
  contact?: ReactNode;
}

export function ImprintPage({ campusName, contact }: ImprintPageProps) {
  const { t } = useTranslation();
  const campus = campusName ?? t('app.name');
  return (
    <LegalPage
      testId="imprint-page"
      title={t('legal.imprint.title')}
      sections={[
        { heading: t('legal.imprint.providerHeading'), body: t('legal.imprint.provider', { campus }) },
        { heading: t('legal.imprint.contactHeading'), body: contact ?? t('legal.imprint.contact') },
        { heading: t('legal.imprint.contentHeading'), body: t('legal.imprint.content') },
        { heading: t('legal.imprint.linksHeading'), body: t('legal.imprint.links') },
        { heading: t('legal.imprint.disputeHeading'), body: t('legal.imprint.dispute') },
      ]}
    />
  );
}
