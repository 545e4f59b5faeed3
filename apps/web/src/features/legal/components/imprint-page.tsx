// /impressum (spec §2): who provides this campus and how to reach them; the texts live in the
// translation files, the campus name comes from the configuration. A campus with its own imprint page
// (campus settings) gets a link to it instead of the generic text.
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

export interface ImprintPageProps {
  campusName: string | null;
  /** How to reach the provider (the support-mail link). */
  contact?: ReactNode;
  /** The campus's own imprint (campus settings, privacy); it replaces the app's generic text. */
  externalUrl?: string | null;
}

/** "{campus} publishes its … on its own site" with the address as the link text. */
export function ExternalLegalLink({ text, url }: { text: string; url: string }) {
  return (
    <Text>
      {text}{' '}
      <Anchor href={url} target="_blank" rel="noopener noreferrer" data-testid="legal-external-link">
        {url}
      </Anchor>
    </Text>
  );
}

export function ImprintPage({ campusName, contact, externalUrl }: ImprintPageProps) {
  const { t } = useTranslation();
  const campus = campusName ?? t('app.name');
  if (externalUrl) {
    return (
      <LegalPage
        testId="imprint-page"
        title={t('legal.imprint.title')}
        sections={[
          { heading: t('legal.imprint.providerHeading'), body: <ExternalLegalLink text={t('legal.imprint.external', { campus })} url={externalUrl} /> },
          { heading: t('legal.imprint.contactHeading'), body: contact ?? t('legal.imprint.contact') },
        ]}
      />
    );
  }
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
