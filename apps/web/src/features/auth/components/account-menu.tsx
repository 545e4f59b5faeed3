// The header's user menu for the signed-in user: name and email from GET /user/me, and sign out.
import { administersCampusUsers } from '@campus/shared/rules/user-admin';
import { UserMenu } from '../../../components/layout/user-menu.tsx';
import { useMe } from '../api/get-me.ts';

export interface AccountMenuProps {
  onSignOut(): void;
  signingOut: boolean;
  /** The settings screen, when the app has one. */
  settingsTo?: string;
  /** The notification settings screen, when the app has one. */
  notificationSettingsTo?: string;
  /** The learning cockpit, when the app has one. */
  learningTo?: string;
  /** The user's certificates, where the campus has certificates on. */
  certificatesTo?: string;
  /** The videos kept on this device, when the app has the screen. */
  offlineVideosTo?: string;
  /** "Send feedback" in the menu, when the app offers it. */
  onFeedback?(): void;
  /** The campus's ad-hoc dialogs, when the app has the screen. */
  dialogsTo?: string;
  /** Users administer; shown only to campus admins and campus managers (not in student mode). */
  usersAdministerTo?: string;
  /** Campus settings; shown only to campus admins and campus managers (not in student mode). */
  campusSettingsTo?: string;
  /** Usage statistics; shown only to campus admins and campus managers (not in student mode). */
  usageStatisticsTo?: string;
}

export function AccountMenu({ onSignOut, signingOut, settingsTo, notificationSettingsTo, learningTo, certificatesTo, offlineVideosTo, onFeedback, dialogsTo, usersAdministerTo, campusSettingsTo, usageStatisticsTo }: AccountMenuProps) {
  const me = useMe();
  const operator = me.data !== undefined && administersCampusUsers(me.data);
  return (
    <UserMenu
      name={me.data?.display_name ?? null}
      email={me.data?.email ?? null}
      impersonated={Boolean(me.data?.impersonating)}
      onSignOut={onSignOut}
      signingOut={signingOut}
      {...(settingsTo === undefined ? {} : { settingsTo })}
      {...(notificationSettingsTo === undefined ? {} : { notificationSettingsTo })}
      {...(learningTo === undefined ? {} : { learningTo })}
      {...(certificatesTo === undefined ? {} : { certificatesTo })}
      {...(offlineVideosTo === undefined ? {} : { offlineVideosTo })}
      {...(dialogsTo === undefined ? {} : { dialogsTo })}
      {...(usersAdministerTo === undefined || !operator ? {} : { usersAdministerTo })}
      {...(campusSettingsTo === undefined || !operator ? {} : { campusSettingsTo })}
      {...(usageStatisticsTo === undefined || !operator ? {} : { usageStatisticsTo })}
      {...(onFeedback === undefined ? {} : { onFeedback })}
    />
  );
}
