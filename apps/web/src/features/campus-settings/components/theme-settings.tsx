// `/campus_settings/theme` (issue 18): the campus's primary colour, header and menu colours and fonts
// (spec §3 color_overrides, font_overrides) with a live preview. The shared contrast rule warns while the
// manager types and blocks the save; the server refuses the same pairs.
import type { CampusTheme } from '@campus/shared';
import { Alert, Box, Button, Card, ColorInput, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveCampusTheme } from '../api/campus-settings.ts';
import {
  THEME_COLOR_FIELDS,
  THEME_FONT_FIELDS,
  contrastIssues,
  invalidColorFields,
  previewColors,
  themeFormValues,
  themeInput,
  type ThemeField,
  type ThemeFormValues,
} from '../utils/theme-form.ts';

/** i18n key of a field: `campusSettings.theme.fields.<path with _ for .>`. */
const fieldKey = (field: ThemeField) => `campusSettings.theme.fields.${field.replaceAll('.', '_')}`;

function ThemePreview({ values }: { values: ThemeFormValues }) {
  const { t } = useTranslation();
  const colors = previewColors(values);
  return (
    <Card withBorder padding={0} data-testid="theme-preview" aria-label={t('campusSettings.theme.preview')} role="img">
      <Box px="md" py="xs" style={{ background: colors.headerBackground, color: colors.headerText, fontFamily: colors.headerFont }} data-testid="preview-header">
        {t('campusSettings.theme.previewHeader')}
      </Box>
      <Group align="stretch" gap={0} wrap="nowrap" style={{ fontFamily: colors.font }}>
        <Box p="sm" w={140} style={{ background: colors.menuBackground, color: colors.menuText }} data-testid="preview-menu">
          {t('campusSettings.theme.previewMenu')}
        </Box>
        <Stack p="sm" gap="xs" style={{ flex: 1, background: colors.mainBackground, color: colors.mainText }}>
          <Text size="sm">{t('campusSettings.theme.previewText')}</Text>
          <Box
            component="span"
            px="sm"
            py={4}
            style={{ background: colors.primary, color: '#ffffff', borderRadius: 4, alignSelf: 'flex-start' }}
            data-testid="preview-button"
          >
            {t('campusSettings.theme.previewButton')}
          </Box>
        </Stack>
      </Group>
    </Card>
  );
}

export interface ThemeSettingsProps {
  theme: CampusTheme;
  /** After a save: the app reloads its configuration and campus (the new look shows at once). */
  onSaved?(): void;
}

export function ThemeSettings({ theme, onSaved }: ThemeSettingsProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ThemeFormValues>(() => themeFormValues(theme));
  const [saved, setSaved] = useState(false);
  const save = useSaveCampusTheme(onSaved);
  const invalid = new Set(invalidColorFields(values));
  const issues = contrastIssues(values);
  const serverErrors = save.error instanceof ApiError ? save.error.errors : [];
  const blocked = invalid.size > 0 || Object.keys(issues).length > 0;

  const set = (field: ThemeField, value: string) => {
    setSaved(false);
    save.reset();
    setValues((current) => ({ ...current, [field]: value }));
  };

  const errorOf = (field: ThemeField): string | undefined => {
    if (invalid.has(field as (typeof THEME_COLOR_FIELDS)[number])) return t('campusSettings.theme.invalidColor');
    const issue = issues[field];
    if (issue) return t('campusSettings.theme.unreadable', { ratio: issue.ratio.toFixed(2), minimum: issue.minimum });
    const server = serverErrors.find((error) => error.path === field);
    return server ? t('campusSettings.theme.refused') : undefined;
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) return;
        save.mutate(themeInput(values), { onSuccess: () => setSaved(true) });
      }}
      noValidate
    >
      <Stack gap="lg">
        <Text size="sm">{t('campusSettings.theme.intro')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('campusSettings.theme.colors')}
            </Title>
            {THEME_COLOR_FIELDS.map((field) => (
              <ColorInput
                key={field}
                label={t(fieldKey(field))}
                description={field === 'primary_color' ? undefined : t('campusSettings.theme.emptyIsDefault')}
                required={field === 'primary_color'}
                format="hex"
                withEyeDropper={false}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errorOf(field)}
                data-testid={`theme-${field}`}
              />
            ))}
            <Title order={2} size="h4">
              {t('campusSettings.theme.fonts')}
            </Title>
            {THEME_FONT_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(fieldKey(field))}
                description={t('campusSettings.theme.fontHint')}
                value={values[field]}
                onChange={(event) => set(field, event.currentTarget.value)}
                error={errorOf(field)}
                data-testid={`theme-${field}`}
              />
            ))}
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('campusSettings.theme.preview')}
            </Title>
            <ThemePreview values={values} />
            <Text size="sm" c="dimmed">
              {t('campusSettings.theme.contrastRule')}
            </Text>
          </Stack>
        </SimpleGrid>
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, save.error, { prefixes: ['campusSettings.errors'] })}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status" data-testid="theme-saved">
            {t('campusSettings.theme.saved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={blocked} data-testid="theme-save">
            {t('campusSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
