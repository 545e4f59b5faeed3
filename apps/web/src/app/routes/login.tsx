// Sign-in entries (spec §2, §4): /login-keycloak and /login-dfb lead to the server's sign-in page;
// /login also offers the email + password form (stored credentials), unless the configuration turns it
// off. After a sign-in the app starts up at the root.
import { appPath, parseAppPath } from '@campus/shared';
import { Anchor, Button, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CenteredLayout } from '../../components/layout/centered-layout.tsx';
import { CredentialsLoginForm } from '../../features/auth/components/credentials-login-form.tsx';
import { credentialsLoginAllowed } from '../../features/auth/utils/login-options.ts';
import { signInUrl } from '../../features/auth/utils/sign-in-url.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { getCampusServer } from '../../lib/campus-server.ts';
import { loginState, tokenSession } from '../session.ts';

export function LoginRoute() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const campusName = config.data?.global_header.ogTitle || t('app.name');
  const credentialsAllowed = credentialsLoginAllowed(config.data);
  const onCredentialsPage = parseAppPath(pathname).route === 'login';
  const showForm = onCredentialsPage && credentialsAllowed;
  const rootPath = localized(appPath('start'));

  const signedIn = (accessToken: string): void => {
    tokenSession.markValid(accessToken);
    loginState.set(true);
    void navigate(rootPath, { replace: true });
  };

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
        {showForm ? <CredentialsLoginForm onSignedIn={signedIn} /> : <Text>{t('login.intro')}</Text>}
        {showForm ? <Divider label={t('login.or')} labelPosition="center" /> : null}
        <Button
          component="a"
          href={signInUrl(window.location.origin, rootPath, i18n.resolvedLanguage, getCampusServer())}
          size="md"
          variant={showForm ? 'light' : 'filled'}
          leftSection={<IconLogin2 size={20} aria-hidden />}
          data-testid="sign-in-button"
        >
          {showForm ? t('login.signInWithCampus') : t('login.signIn')}
        </Button>
        {!onCredentialsPage && credentialsAllowed ? (
          <Anchor component={Link} to={localized(appPath('login'))} size="sm" ta="center">
            {t('login.useCredentials')}
          </Anchor>
        ) : null}
      </Stack>
    </CenteredLayout>
  );
}
