// The signed-in frame: the shared shell layout with the user menu and the impersonation banner.
import { appPath } from '@campus/shared';
import { AppShellLayout } from '../../components/layout/app-shell-layout.tsx';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { ImpersonationBanner } from '../../features/auth/components/impersonation-banner.tsx';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { leavePage } from '../../features/auth/utils/leave-page.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { useLocation } from 'react-router';

export function ShellRoute() {
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const rootPath = localized(appPath('start'));
  const { signOut, signingOut } = useLogout({ rootPath, userPortalUrl: config.data?.global_header.userPortalUrl ?? null });

  return (
    <AppShellLayout
      headerActions={<AccountMenu onSignOut={() => void signOut()} signingOut={signingOut} />}
      // The admin's own session is back: a full reload starts the app afresh as the admin.
      banner={<ImpersonationBanner onEnded={() => leavePage(rootPath)} />}
    />
  );
}
