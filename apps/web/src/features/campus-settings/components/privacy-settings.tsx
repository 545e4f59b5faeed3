// `/campus_settings/privacy` (issue 18): the campus's terms of use per language with their version.
// Publishing a new version asks every user again (the terms modal appears on their next screen).
// The texts are plain text: paragraphs separated by a blank line, shown as text.
import type { CampusPrivacySettings } from '@campus/shared';
import { TERMS_TEXT_MAX_LENGTH } from '@campus/shared/rules/campus-theme';
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePublishTerms } from '../api/campus-settings.ts';

export interface PrivacySettingsProps {
  privacy: CampusPrivacySettings;
  /** After publishing: the app reloads what carries `legal_accepted` (the publisher accepts again too). */
  onPublished?(): void;
}

export function PrivacySettings({ privacy, onPublished }: PrivacySettingsProps) {
  const { t } = useTranslation();
  const [de, setDe] = useState(privacy.terms?.de ?? '');
  const [en, setEn] = useState(privacy.terms?.en ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const [published, setPublished] = useState<number | null>(null);
  const publish = usePublishTerms(onPublished);
  const terms = publish.data ?? privacy.terms;
  const unchanged = terms !== null && de.trim() === terms.de && en.trim() === terms.en;
  const empty = de.trim() === '' || en.trim() === '';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate(
          { de: de.trim(), en: en.trim() },
          {
            onSuccess: (next) => {
              setPublished(next.version);
              setConfirmed(false);
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('campusSettings.privacy.terms')}
        </Title>
        <Text size="sm" data-testid="terms-version">
          {terms
            ? t('campusSettings.privacy.current', { version: terms.version, date: formatDate(terms.published_at, { withTime: true }) })
            : t('campusSettings.privacy.none')}
        </Text>
        <Text size="sm">{t('campusSettings.privacy.intro')}</Text>
        <Textarea
          label={t('campusSettings.privacy.de')}
          value={de}
          onChange={(event) => {
            setPublished(null);
            setDe(event.currentTarget.value);
          }}
          autosize
          minRows={6}
          maxRows={16}
          maxLength={TERMS_TEXT_MAX_LENGTH}
          required
          data-testid="terms-de"
        />
        <Textarea
          label={t('campusSettings.privacy.en')}
          value={en}
          onChange={(event) => {
            setPublished(null);
            setEn(event.currentTarget.value);
          }}
          autosize
          minRows={6}
          maxRows={16}
          maxLength={TERMS_TEXT_MAX_LENGTH}
          required
          data-testid="terms-en"
        />
        <Checkbox
          label={t('campusSettings.privacy.confirm')}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          data-testid="terms-confirm"
        />
        {publish.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, publish.error, { prefixes: ['campusSettings.errors'] })}
          </Alert>
        ) : null}
        {published !== null ? (
          <Alert color="green" role="status" data-testid="terms-published">
            {t('campusSettings.privacy.published', { version: published })}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={publish.isPending} disabled={!confirmed || empty || unchanged} data-testid="terms-publish">
            {t('campusSettings.privacy.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
