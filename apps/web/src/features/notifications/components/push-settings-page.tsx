// `push-notification-settings` (spec §2, issue 16): which kinds of notification come as push (saved on
// every change), and web push on this device with its states: not possible here, blocked by the
// browser, off, on, and a failure to reach the browser's push service.
import type { NotificationSettings } from '@campus/shared';
import { NOTIFICATION_KINDS, type NotificationKind } from '@campus/shared/rules/notifications';
import { Alert, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { codeText, errorText } from '../../../lib/error-text.ts';
import { currentPushBrowser, PushSetupError, readPushState, turnPushOff, turnPushOn, type PushBrowser, type PushDeviceState } from '../api/push-device.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings.ts';

const KIND_LABELS = {
  content: 'notifications.settings.kinds.content',
  assignment: 'notifications.settings.kinds.assignment',
  video_comment: 'notifications.settings.kinds.videoComment',
  message: 'notifications.settings.kinds.message',
} as const satisfies Record<NotificationKind, string>;

const ERROR_PREFIXES = ['notifications.errors'];

function KindSwitches() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings({
    onSaved: () => notifications.show({ message: t('notifications.settings.saved'), autoClose: 3000 }),
    onFailed: (error) => notifications.show({ color: 'red', message: errorText(t, error, { prefixes: ERROR_PREFIXES }) }),
  });
  if (settings.isPending) return <Loader size="sm" aria-label={t('notifications.loading')} />;
  if (settings.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(t, settings.error, { prefixes: ERROR_PREFIXES })}
      </Alert>
    );
  const values: NotificationSettings = settings.data;
  return (
    <Stack gap="sm">
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(KIND_LABELS[kind])}
          checked={values[kind]}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ ...values, [kind]: event.currentTarget.checked })}
          data-testid={`notification-setting-${kind}`}
        />
      ))}
    </Stack>
  );
}

function setupErrorText(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  if (error instanceof PushSetupError) return codeText(t, error.code, { prefixes: ERROR_PREFIXES });
  if (error instanceof ApiError) return errorText(t, error, { prefixes: ERROR_PREFIXES });
  return codeText(t, 'PUSH_SERVICE_UNREACHABLE', { prefixes: ERROR_PREFIXES });
}

function DevicePush({ browser }: { browser: PushBrowser }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    readPushState(browser).then(
      (next) => active && setState(next),
      () => active && setState('off'),
    );
    return () => {
      active = false;
    };
  }, [browser]);

  const run = async (action: () => Promise<PushDeviceState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (failure) {
      setError(setupErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return <Loader size="sm" aria-label={t('notifications.loading')} />;
  return (
    <Stack gap="sm" data-testid="push-device" data-state={state}>
      {state === 'unsupported' ? <Text size="sm">{t('notifications.device.unsupported')}</Text> : null}
      {state === 'denied' ? (
        <Alert color="yellow" title={t('notifications.device.deniedTitle')}>
          {t('notifications.device.denied')}
        </Alert>
      ) : null}
      {state === 'off' ? (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('notifications.device.off')}</Text>
          <Button leftSection={<IconBellRinging size={16} aria-hidden />} loading={busy} onClick={() => void run(() => turnPushOn(browser, i18n.language === 'de' ? 'de' : 'en'))} data-testid="push-turn-on">
            {t('notifications.device.turnOn')}
          </Button>
        </Group>
      ) : null}
      {state === 'on' ? (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('notifications.device.on')}</Text>
          <Button variant="default" leftSection={<IconBellOff size={16} aria-hidden />} loading={busy} onClick={() => void run(() => turnPushOff(browser))} data-testid="push-turn-off">
            {t('notifications.device.turnOff')}
          </Button>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="push-error">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

export interface PushSettingsPageProps {
  /** This browser's push abilities; the real one unless a test brings a fake. */
  browser?: PushBrowser;
}

export function PushSettingsPage({ browser }: PushSettingsPageProps) {
  const { t } = useTranslation();
  const [device] = useState(() => browser ?? currentPushBrowser());
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('notifications.settings.title')}</Title>
      <Paper withBorder p="md" component="section" aria-labelledby="push-settings-kinds">
        <Title order={2} size="h4" id="push-settings-kinds" mb="xs">
          {t('notifications.settings.kindsTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('notifications.settings.kindsHint')}
        </Text>
        <KindSwitches />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="push-settings-device">
        <Title order={2} size="h4" id="push-settings-device" mb="xs">
          {t('notifications.device.title')}
        </Title>
        <DevicePush browser={device} />
      </Paper>
    </Stack>
  );
}
