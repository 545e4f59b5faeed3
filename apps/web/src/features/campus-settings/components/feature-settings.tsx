// `/campus_settings/features` (issue 18): the course types self_learning and compact_learning (spec §6:
// the course form offers only those the campus allows, the server refuses the others) and the feedback
// prompt (spec §4; the same flag as the feedback section of the settings screen), and the campus switches
// certificates and push notifications (on by default; off, the app shows no certificate or push entries and
// the server refuses those routes).
import type { CampusFeatureSettings } from '@campus/shared';
import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveCampusFeatures } from '../api/campus-settings.ts';

export interface FeatureSettingsProps {
  features: CampusFeatureSettings;
  /** After a save: the app reloads the campus (course types) and the configuration (prompt). */
  onSaved?(): void;
}

export function FeatureSettings({ features, onSaved }: FeatureSettingsProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CampusFeatureSettings>(features);
  const [saved, setSaved] = useState(false);
  const save = useSaveCampusFeatures(onSaved);
  const change = (next: CampusFeatureSettings) => {
    setSaved(false);
    setValues(next);
  };
  const courseType = (type: keyof CampusFeatureSettings['course_types']) => (
    <Switch
      label={t(`campusSettings.features.${type}`)}
      description={t(`campusSettings.features.${type}Hint`)}
      checked={values.course_types[type]}
      onChange={(event) => change({ ...values, course_types: { ...values.course_types, [type]: event.currentTarget.checked } })}
      data-testid={`feature-${type}`}
    />
  );
  const campusSwitch = (name: 'certificates' | 'push_notifications') => (
    <Switch
      label={t(`campusSettings.features.${name}`)}
      description={t(`campusSettings.features.${name}Hint`)}
      checked={values[name]}
      onChange={(event) => change({ ...values, [name]: event.currentTarget.checked })}
      data-testid={`feature-${name}`}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('campusSettings.features.courseTypes')}
          </Title>
          <Text size="sm">{t('campusSettings.features.courseTypesIntro')}</Text>
          {courseType('self_learning')}
          {courseType('compact_learning')}
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('campusSettings.features.feedback')}
          </Title>
          <Switch
            label={t('campusSettings.features.feedbackPrompt')}
            description={t('campusSettings.features.feedbackPromptHint')}
            checked={values.feedback_prompt}
            onChange={(event) => change({ ...values, feedback_prompt: event.currentTarget.checked })}
            data-testid="feature-feedback_prompt"
          />
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('campusSettings.features.services')}
          </Title>
          {campusSwitch('certificates')}
          {campusSwitch('push_notifications')}
        </Stack>
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, save.error, { prefixes: ['campusSettings.errors'] })}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status" data-testid="features-saved">
            {t('campusSettings.features.saved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="features-save">
            {t('campusSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
