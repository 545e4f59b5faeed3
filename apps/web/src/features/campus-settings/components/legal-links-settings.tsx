// `/campus_settings/privacy` (issue 18), second part: the campus's own imprint and privacy pages. When
// set, the side-menu footer and /impressum, /privacy_policy lead there; empty keeps the app's pages.
import type { CampusLegalLinks } from '@campus/shared';
import { isValidExternalUrl } from '@campus/shared/rules/content';
import { useTranslation } from 'react-i18next';
import { useSaveLegalLinks } from '../api/campus-settings.ts';
import { AddressFieldsForm, type AddressField } from './address-fields-form.tsx';

export interface LegalLinksSettingsProps {
  links: CampusLegalLinks;
  /** After a save: the app reloads the configuration (the footer links read it). */
  onSaved?(): void;
}

export function LegalLinksSettings({ links, onSaved }: LegalLinksSettingsProps) {
  const { t } = useTranslation();
  const save = useSaveLegalLinks(onSaved);
  const field = (name: keyof CampusLegalLinks): AddressField<keyof CampusLegalLinks> => ({
    name,
    label: t(`campusSettings.privacy.${name}`),
    isValid: isValidExternalUrl,
    errorCode: 'CAMPUS_LEGAL_LINK_INVALID',
  });
  return (
    <AddressFieldsForm
      title={t('campusSettings.privacy.links')}
      intro={t('campusSettings.privacy.linksIntro')}
      fields={[field('imprint_url'), field('privacy_url')]}
      initial={links}
      save={save}
      saveLabel={t('campusSettings.privacy.linksSave')}
      savedText={t('campusSettings.privacy.linksSaved')}
      testId="legal-links"
    />
  );
}
