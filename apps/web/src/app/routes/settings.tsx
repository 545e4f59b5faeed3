// `settings` (spec §2): the settings screen with the signed-in account; after "sign out everywhere" this
// device runs the logout steps too (spec §4).
import { appPath } from '@campus/shared';
import { useLocation } from 'react-router';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

export function SettingsRoute() {
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const me = useMe();
  const { signOut } = useLogout({ rootPath: localized(appPath('start')), userPortalUrl: config.data?.global_header.userPortalUrl ?? null });
  const account = me.data ? { name: me.data.display_name, email: me.data.email } : undefined;
  return <SettingsPage account={account} onSignedOutEverywhere={() => void signOut()} />;
}
