// `settings` (spec §2): the settings screen with the signed-in account; after "sign out everywhere" this
// device runs the logout steps too (spec §4). A saved name, picture or e-mail refreshes the header's user;
// campus staff (campus admins, campus managers) also get the app feedback section.
import { appPath } from '@campus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useMe } from '../../features/auth/api/get-me.ts';
import { authKeys } from '../../features/auth/api/query-keys.ts';
import { useAppLogout } from '../use-app-logout.ts';
import { useConfig } from '../../features/config/api/get-config.ts';
import { FeedbackStaffSection } from '../../features/feedback/components/feedback-staff-section.tsx';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings-section.tsx';
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { configKeys } from '../../lib/query-keys.ts';

export function SettingsRoute() {
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const config = useConfig(pathname);
  const me = useMe();
  const queryClient = useQueryClient();
  const { signOut } = useAppLogout({ rootPath: localized(appPath('start')), userPortalUrl: config.data?.global_header.userPortalUrl ?? null });
  const account = me.data ? { name: me.data.display_name, email: me.data.email } : undefined;
  // The server decides again (403 otherwise); this only keeps the section from showing to others.
  const campusStaff =
    me.data !== undefined &&
    ((me.data.is_admin && !me.data.student_mode) || me.data.domain_roles.some((entry) => entry.roles.includes('campus_manager')));
  return (
    <SettingsPage
      account={account}
      onSignedOutEverywhere={() => void signOut()}
      onAccountChanged={() => void queryClient.invalidateQueries({ queryKey: authKeys.me() })}
      extraSections={
        <>
          {/* The campus may turn push notifications off (campus settings, features): then no way to their settings. */}
          {config.data?.push_notifications === true ? <NotificationSettingsSection to={localized(appPath('push-notification-settings'))} /> : null}
          {campusStaff ? <FeedbackStaffSection onPromptChanged={() => void queryClient.invalidateQueries({ queryKey: configKeys.all })} /> : null}
        </>
      }
    />
  );
}
