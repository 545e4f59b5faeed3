// `/campus_settings/privacy` (issue 18), second part: the campus's own imprint and privacy pages. When
// set, the side-menu footer and /impressum, /privacy_policy lead there; empty keeps the app's pages.
// The same rule as the server (http or https, no credentials) warns while the manager types.
import type { CampusLegalLinks } from '@campus/shared';
import { LEGAL_LINK_MAX_LENGTH } from '@campus/shared/rules/campus-theme';
import { isValidExternalUrl } from '@campus/shared/rules/content';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveLegalLinks } from '../api/campus-settings.ts';

export interface LegalLinksSettingsProps {
  links: CampusLegalLinks;
  /** After a save: the app reloads the configuration (the footer links read it). */
  onSaved?(): void;
}

type LinkField = keyof CampusLegalLinks;
const FIELDS: readonly LinkField[] = ['imprint_url', 'privacy_url'];
const INVALID = 'CAMPUS_LEGAL_LINK_INVALID';

export function LegalLinksSettings({ links, onSaved }: LegalLinksSettingsProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<LinkField, string>>({ imprint_url: links.imprint_url ?? '', privacy_url: links.privacy_url ?? '' });
  const [saved, setSaved] = useState(false);
  const save = useSaveLegalLinks(onSaved);
  const invalid = (field: LinkField) => values[field].trim() !== '' && !isValidExternalUrl(values[field].trim());
  // A refused save names its fields (the server's rule is the same; this covers a difference).
  const refused = save.error instanceof ApiError ? save.error.errors.map((error) => error.path) : [];
  const fieldError = (field: LinkField) => (invalid(field) || refused.includes(field) ? t(`campusSettings.errors.${INVALID}`) : null);
  const generalError = save.isError && refused.length === 0;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (FIELDS.some(invalid)) return;
        save.mutate({ imprint_url: values.imprint_url.trim(), privacy_url: values.privacy_url.trim() }, { onSuccess: () => setSaved(true) });
      }}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('campusSettings.privacy.links')}
        </Title>
        <Text size="sm">{t('campusSettings.privacy.linksIntro')}</Text>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            type="url"
            label={t(`campusSettings.privacy.${field}`)}
            placeholder="https://"
            value={values[field]}
            maxLength={LEGAL_LINK_MAX_LENGTH}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setSaved(false);
              save.reset();
              setValues((current) => ({ ...current, [field]: value }));
            }}
            error={fieldError(field)}
            data-testid={`legal-link-${field}`}
          />
        ))}
        {generalError ? (
          <Alert color="red" role="alert">
            {errorText(t, save.error, { prefixes: ['campusSettings.errors'] })}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status" data-testid="legal-links-saved">
            {t('campusSettings.privacy.linksSaved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={FIELDS.some(invalid)} data-testid="legal-links-save">
            {t('campusSettings.privacy.linksSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
