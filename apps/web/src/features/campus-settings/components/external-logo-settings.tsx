// `/campus_settings/theme` (issue 18), second part: the external logo (a partner's or the association's
// logo; spec §1 side menu, and the global header where the campus shows one) by its https address, and
// where it links to. Empty removes it.
import type { CampusExternalLogo } from '@campus/shared';
import { isHttpsImageAddress } from '@campus/shared/rules/campus-theme';
import { isValidExternalUrl } from '@campus/shared/rules/content';
import { Image, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveExternalLogo } from '../api/campus-settings.ts';
import { AddressFieldsForm } from './address-fields-form.tsx';

export interface ExternalLogoSettingsProps {
  logo: CampusExternalLogo;
  /** After a save: the app reloads the configuration (header and side menu read the logo from it). */
  onSaved?(): void;
}

export function ExternalLogoSettings({ logo, onSaved }: ExternalLogoSettingsProps) {
  const { t } = useTranslation();
  const save = useSaveExternalLogo(onSaved);
  return (
    <AddressFieldsForm
      title={t('campusSettings.logo.title')}
      intro={t('campusSettings.logo.intro')}
      fields={[
        {
          name: 'image_url',
          label: t('campusSettings.logo.image'),
          isValid: (value) => isValidExternalUrl(value) && isHttpsImageAddress(value),
          errorCode: 'CAMPUS_LOGO_IMAGE_INVALID',
        },
        { name: 'link_url', label: t('campusSettings.logo.link'), isValid: isValidExternalUrl, errorCode: 'CAMPUS_LOGO_LINK_INVALID' },
      ]}
      initial={logo}
      save={save}
      saveLabel={t('campusSettings.logo.save')}
      savedText={t('campusSettings.logo.saved')}
      testId="external-logo"
      preview={(values) =>
        values.image_url !== '' && isHttpsImageAddress(values.image_url) ? (
          <Paper withBorder p="sm" data-testid="external-logo-preview">
            <Text size="xs" c="dimmed" mb={4}>
              {t('campusSettings.logo.preview')}
            </Text>
            <Image src={values.image_url} alt={t('navigation.externalLogo')} h={36} w="auto" fit="contain" />
          </Paper>
        ) : null
      }
    />
  );
}
