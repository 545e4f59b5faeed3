// The campus settings screens (issue 18, spec §2 `/campus_settings/{theme|features|privacy|domain-management}`): one heading,
// links between the sections, and the section's form once its settings loaded. Campus admins and campus
// managers only: for anyone else the server answers 403 and the page says so.
import type { CampusSettingsSection } from '@campus/shared/rules/campus-theme';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCampusDomain, useCampusExternalLogo, useCampusFeatures, useCampusPrivacy, useCampusTheme } from '../api/campus-settings.ts';
import { DomainSettings } from './domain-settings.tsx';
import { ExternalLogoSettings } from './external-logo-settings.tsx';
import { FeatureSettings } from './feature-settings.tsx';
import { LegalLinksSettings } from './legal-links-settings.tsx';
import { PrivacySettings } from './privacy-settings.tsx';
import { ThemeSettings } from './theme-settings.tsx';

export interface CampusSettingsPageProps {
  section: CampusSettingsSection;
  /** The sections that have a screen, in menu order, with their (localized) paths. */
  sections: readonly { section: CampusSettingsSection; to: string }[];
  onThemeSaved?(): void;
  onFeaturesSaved?(): void;
  onTermsPublished?(): void;
  /** After the imprint or privacy link changed (the footer links read the configuration). */
  onLegalLinksSaved?(): void;
  /** After a site change (the course chooser shows site names). */
  onSitesChanged?(): void;
  /** After a target-group change (the course editor offers them). */
  onTargetGroupsChanged?(): void;
  /** The viewer is a server admin: pending e-mail domains offer Approve. */
  canApproveEmailDomains?: boolean;
}

function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Alert color={forbidden ? 'yellow' : 'red'} role="alert" data-testid="campus-settings-error">
      {forbidden ? t('campusSettings.forbidden') : errorText(t, error, { prefixes: ['campusSettings.errors'] })}
    </Alert>
  );
}

function ThemeSection({ onSaved }: { onSaved?: () => void }) {
  const theme = useCampusTheme();
  const logo = useCampusExternalLogo();
  if (theme.isPending || logo.isPending) return <PageLoading />;
  if (theme.isError) return <LoadFailed error={theme.error} />;
  if (logo.isError) return <LoadFailed error={logo.error} />;
  return (
    <Stack gap="xl">
      <ThemeSettings theme={theme.data} {...(onSaved ? { onSaved } : {})} />
      <ExternalLogoSettings logo={logo.data} {...(onSaved ? { onSaved } : {})} />
    </Stack>
  );
}

function FeaturesSection({ onSaved }: { onSaved?: () => void }) {
  const features = useCampusFeatures();
  if (features.isPending) return <PageLoading />;
  if (features.isError) return <LoadFailed error={features.error} />;
  return <FeatureSettings features={features.data} {...(onSaved ? { onSaved } : {})} />;
}

function PrivacySection({ onPublished, onLinksSaved }: { onPublished?: () => void; onLinksSaved?: () => void }) {
  const privacy = useCampusPrivacy();
  if (privacy.isPending) return <PageLoading />;
  if (privacy.isError) return <LoadFailed error={privacy.error} />;
  return (
    <Stack gap="xl">
      <PrivacySettings privacy={privacy.data} {...(onPublished ? { onPublished } : {})} />
      <LegalLinksSettings links={privacy.data.links} {...(onLinksSaved ? { onSaved: onLinksSaved } : {})} />
    </Stack>
  );
}

function DomainSection({
  onSitesChanged,
  onTargetGroupsChanged,
  canApproveEmailDomains,
}: Pick<CampusSettingsPageProps, 'onSitesChanged' | 'onTargetGroupsChanged' | 'canApproveEmailDomains'>) {
  const domain = useCampusDomain();
  if (domain.isPending) return <PageLoading />;
  if (domain.isError) return <LoadFailed error={domain.error} />;
  return (
    <DomainSettings
      domain={domain.data}
      canApproveEmailDomains={canApproveEmailDomains === true}
      {...(onSitesChanged ? { onSitesChanged } : {})}
      {...(onTargetGroupsChanged ? { onTargetGroupsChanged } : {})}
    />
  );
}

export function CampusSettingsPage({
  section,
  sections,
  onThemeSaved,
  onFeaturesSaved,
  onTermsPublished,
  onLegalLinksSaved,
  onSitesChanged,
  onTargetGroupsChanged,
  canApproveEmailDomains,
}: CampusSettingsPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid={`campus-settings-${section}`}>
      <Title order={1}>{t('campusSettings.title')}</Title>
      <Group component="nav" aria-label={t('campusSettings.sections')} gap="xs">
        {sections.map((entry) => (
          <Button
            key={entry.section}
            component={Link}
            to={entry.to}
            variant={entry.section === section ? 'filled' : 'default'}
            aria-current={entry.section === section ? 'page' : undefined}
            data-testid={`campus-settings-link-${entry.section}`}
          >
            {t(`campusSettings.${entry.section}.title`)}
          </Button>
        ))}
      </Group>
      {section === 'theme' ? <ThemeSection key="theme" {...(onThemeSaved ? { onSaved: onThemeSaved } : {})} /> : null}
      {section === 'features' ? <FeaturesSection key="features" {...(onFeaturesSaved ? { onSaved: onFeaturesSaved } : {})} /> : null}
      {section === 'privacy' ? (
        <PrivacySection
          key="privacy"
          {...(onTermsPublished ? { onPublished: onTermsPublished } : {})}
          {...(onLegalLinksSaved ? { onLinksSaved: onLegalLinksSaved } : {})}
        />
      ) : null}
      {section === 'domain-management' ? (
        <DomainSection
          key="domain-management"
          canApproveEmailDomains={canApproveEmailDomains === true}
          {...(onSitesChanged ? { onSitesChanged } : {})}
          {...(onTargetGroupsChanged ? { onTargetGroupsChanged } : {})}
        />
      ) : null}
    </Stack>
  );
}
