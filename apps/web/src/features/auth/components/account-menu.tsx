// The header's user menu for the signed-in user: name and email from GET /user/me, and sign out.
import { UserMenu } from '../../../components/layout/user-menu.tsx';
import { useMe } from '../api/get-me.ts';

export interface AccountMenuProps {
  onSignOut(): void;
  signingOut: boolean;
  /** The settings screen, when the app has one. */
  settingsTo?: string;
  /** The learning cockpit, when the app has one. */
  learningTo?: string;
  /** "Send feedback" in the menu, when the app offers it. */
  onFeedback?(): void;
  /** The campus's ad-hoc dialogs, when the app has the screen. */
  dialogsTo?: string;
}

export function AccountMenu({ onSignOut, signingOut, settingsTo, learningTo, onFeedback, dialogsTo }: AccountMenuProps) {
  const me = useMe();
  return (
    <UserMenu
      name={me.data?.display_name ?? null}
      email={me.data?.email ?? null}
      impersonated={Boolean(me.data?.impersonating)}
      onSignOut={onSignOut}
      signingOut={signingOut}
      {...(settingsTo === undefined ? {} : { settingsTo })}
      {...(learningTo === undefined ? {} : { learningTo })}
      {...(dialogsTo === undefined ? {} : { dialogsTo })}
      {...(onFeedback === undefined ? {} : { onFeedback })}
    />
  );
}
