// While an admin acts as another user, every signed-in screen says so and offers to end it.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTokens } from '../../../lib/auth-storage.ts';
import { useMe } from '../api/get-me.ts';
import { endImpersonation } from '../api/impersonation.ts';

export interface ImpersonationBannerProps {
  /** After the admin's own session is back: reload the app as the admin. */
  onEnded(): void;
}

export function ImpersonationBanner({ onEnded }: ImpersonationBannerProps) {
  const { t } = useTranslation();
  const me = useMe();
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);
  const by = me.data?.impersonating?.by;
  if (!me.data || !by) return null;

  async function end(): Promise<void> {
    setEnding(true);
    setFailed(false);
    try {
      const session = await endImpersonation();
      setTokens({ accessToken: session.access_token, validUntil: session.token_valid_until, refreshToken: session.refresh_token });
      onEnded();
    } catch {
      setFailed(true);
      setEnding(false);
    }
  }

  return (
    <Alert color="orange" variant="light" icon={<IconUserShield size={20} aria-hidden />} mb="md" data-testid="impersonation-banner">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>{t('impersonation.actingAs', { name: me.data.display_name, email: me.data.email })}</Text>
          <Text size="sm">{t('impersonation.signedInAs', { name: by.display_name, email: by.email })}</Text>
          {failed ? (
            <Text size="sm" c="red" role="alert">
              {t('impersonation.endFailed')}
            </Text>
          ) : null}
        </div>
        <Button color="orange" onClick={() => void end()} loading={ending} data-testid="impersonation-end">
          {t('impersonation.end')}
        </Button>
      </Group>
    </Alert>
  );
}
