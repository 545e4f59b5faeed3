// Sign-in entry (/login-keycloak, /login, /login-dfb): the campus name and the button to the server's
// sign-in page.
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInUrl } from '../../features/auth/utils/sign-in-url.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { CenteredLayout } from '../../components/layout/centered-layout.tsx';

export function LoginRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = useConfig(pathname);
  const campusName = config.data?.global_header.ogTitle || t('app.name');

  return (
    <CenteredLayout>
      <Stack gap="lg">
        {config.isPending ? (
          <Skeleton height={32} aria-label={t('common.loading')} />
        ) : (
          <Title order={1} size="h2">
            {t('login.title', { campus: campusName })}
          </Title>
        )}
        <Text>{t('login.intro')}</Text>
        <Button
          component="a"
          href={signInUrl(window.location.origin)}
          size="md"
          leftSection={<IconLogin2 size={20} aria-hidden />}
          data-testid="sign-in-button"
        >
          {t('login.signIn')}
        </Button>
      </Stack>
    </CenteredLayout>
  );
}
