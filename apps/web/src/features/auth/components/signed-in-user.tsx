// Who is signed in (GET /user/me), with the sign-out action: the heart of the signed-in home screen.
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me.ts';

export interface SignedInUserProps {
  onSignOut(): void;
  signingOut: boolean;
}

export function SignedInUser({ onSignOut, signingOut }: SignedInUserProps) {
  const { t } = useTranslation();
  const me = useMe();

  return (
    <Card withBorder padding="lg" radius="md" data-testid="signed-in-user" maw={560}>
      <Stack gap="sm">
        {me.isPending ? (
          <Skeleton height={24} width="60%" aria-label={t('common.loading')} />
        ) : me.isError ? (
          <Text c="red" role="alert">
            {t('account.loadFailed')}
          </Text>
        ) : (
          <>
            <Text fw={600} data-testid="signed-in-name">
              {t('account.signedInAs', { name: me.data.display_name })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="signed-in-email">
              {me.data.email}
            </Text>
          </>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onSignOut}
            loading={signingOut}
            data-testid="home-sign-out"
          >
            {t('account.signOut')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
