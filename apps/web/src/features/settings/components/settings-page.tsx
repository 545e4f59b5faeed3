// The settings screen (spec §2 `settings`, §3 local preference keys, §9 defaults): language, the device
// preferences, the environment and the account with "sign out everywhere". Preferences are stored on
// this device at once and survive a reload; a sign-out cleans them (spec §4 logout step 4).
import { DEFAULT_LANGUAGE, LANGUAGES, parseAppPath, withLanguagePrefix, type Language } from '@campus/shared';
import type { LocalPreferenceKey, LocalPreferences } from '@campus/shared/rules/preferences';
import { Alert, Button, Card, Group, Modal, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getEnvironment } from '../../../lib/environment.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isLanguage, storeLanguage } from '../../../lib/i18n.ts';
import { useRevokeSessions } from '../api/revoke-sessions.ts';
import { AccountEditor } from './account-editor.tsx';
import { experimentalFlags, readPreferences, writePreference } from '../utils/preferences.ts';

export interface SettingsAccount {
  name: string | null;
  email: string | null;
}

export interface SettingsPageProps {
  /** The signed-in user; undefined while loading. */
  account: SettingsAccount | undefined;
  /** After every session ended: the app signs this device out too (the logout steps of spec §4). */
  onSignedOutEverywhere(): void;
  /** After the own name, picture or e-mail changed (the app refreshes what the header shows). */
  onAccountChanged?(): void;
  /** Sections the app adds for some users (campus staff: the app feedback). */
  extraSections?: ReactNode;
}

/** Order and wording keys of the switches; the native-only ones say so. */
const PREFERENCE_ROWS: ReadonlyArray<{ key: LocalPreferenceKey; nativeOnly?: boolean; experimental?: boolean }> = [
  { key: 'show_tour_on_start' },
  { key: 'wifi_upload_only', nativeOnly: true },
  { key: 'keep_videos', nativeOnly: true },
  { key: 'social_video_player', experimental: true },
];

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    storeLanguage(value);
    // Under a language prefix the URL decides the language: change the prefix.
    if (parseAppPath(location.pathname).language === undefined) void i18n.changeLanguage(value);
    else void navigate(withLanguagePrefix(location.pathname, value) + location.search, { replace: true });
  };
  return (
    <Stack gap={4}>
      <Text fw={600} id="settings-language-label">
        {t('settings.language')}
      </Text>
      <SegmentedControl
        aria-labelledby="settings-language-label"
        value={current}
        onChange={choose}
        data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
        data-testid="settings-language"
        w="fit-content"
      />
    </Stack>
  );
}

function PreferenceSettings() {
  const { t } = useTranslation();
  const store = localStore();
  const [preferences, setPreferences] = useState<LocalPreferences>(() => readPreferences(store ?? { getItem: () => null, setItem: () => undefined }));
  const flags = experimentalFlags(import.meta.env.VITE_EXPERIMENTAL_FEATURES);
  const change = (key: LocalPreferenceKey, value: boolean) => {
    if (store) writePreference(store, key, value);
    setPreferences((current) => ({ ...current, [key]: value }));
  };
  return (
    <Stack gap="md">
      {PREFERENCE_ROWS.map(({ key, nativeOnly, experimental }) => {
        const locked = experimental === true && !flags.social_video_player;
        const description = [t(`settings.preferences.${key}.description`)];
        if (nativeOnly) description.push(t('settings.preferences.nativeOnly'));
        if (locked) description.push(t('settings.preferences.experimentalOff'));
        return (
          <Switch
            key={key}
            data-preference={key}
            label={t(`settings.preferences.${key}.label`)}
            description={description.join(' ')}
            checked={locked ? false : preferences[key]}
            disabled={locked}
            onChange={(event) => change(key, event.currentTarget.checked)}
          />
        );
      })}
    </Stack>
  );
}

function AccountSettings({ account, onSignedOutEverywhere, onAccountChanged }: SettingsPageProps) {
  const { t } = useTranslation();
  const [confirming, { open, close }] = useDisclosure(false);
  const revoke = useRevokeSessions();
  const signOutEverywhere = () => {
    revoke.mutate({ include_current: true }, { onSuccess: () => onSignedOutEverywhere() });
  };
  return (
    <Stack gap="sm">
      {account?.name ? (
        <div>
          <Text fw={600}>{account.name}</Text>
          {account.email ? <Text size="sm">{account.email}</Text> : null}
        </div>
      ) : null}
      <AccountEditor onChanged={onAccountChanged} />
      <Text size="sm">{t('settings.account.signOutEverywhereHint')}</Text>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={open}
        w="fit-content"
        data-testid="sign-out-everywhere"
      >
        {t('settings.account.signOutEverywhere')}
      </Button>
      <Modal opened={confirming} onClose={close} title={t('settings.account.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('settings.account.confirmMessage')}</Text>
          {revoke.isError ? (
            <Alert color="red" role="alert">
              {errorText(t, revoke.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending}>
              {t('settings.account.cancel')}
            </Button>
            <Button color="red" onClick={signOutEverywhere} loading={revoke.isPending} data-testid="confirm-sign-out-everywhere">
              {t('settings.account.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export function SettingsPage(props: SettingsPageProps) {
  const { t } = useTranslation();
  const environment = getEnvironment();
  return (
    <Stack gap="lg" maw={720} data-testid="settings-page">
      <Title order={1}>{t('settings.title')}</Title>
      <Card withBorder component="section" aria-labelledby="settings-general">
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-general">
            {t('settings.general')}
          </Title>
          <LanguageSetting />
          <Text size="sm" data-testid="settings-environment">
            {t('settings.environment', { environment: t(`environment.${environment}`) })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="settings-preferences">
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-preferences">
            {t('settings.preferences.title')}
          </Title>
          <PreferenceSettings />
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="settings-account">
        <Stack gap="md">
          <Title order={2} size="h4" id="settings-account">
            {t('settings.account.title')}
          </Title>
          <AccountSettings {...props} />
        </Stack>
      </Card>
      {props.extraSections}
    </Stack>
  );
}
