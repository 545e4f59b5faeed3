// The signed-in start screen (the campus dashboard route until the course feature fills it): who is
// signed in, the way out, and where the courses will appear.
import { appPath } from '@campus/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SignedInUser } from '../../features/auth/components/signed-in-user.tsx';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

export function HomeRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const { signOut, signingOut } = useLogout({
    rootPath: localized(appPath('start')),
    userPortalUrl: config.data?.global_header.userPortalUrl ?? null,
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('home.title')}
      </Title>
      <SignedInUser onSignOut={() => void signOut()} signingOut={signingOut} />
      <Text>{t('home.noCourse')}</Text>
    </Stack>
  );
}
