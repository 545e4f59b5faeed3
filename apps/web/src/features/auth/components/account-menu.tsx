// The header's user menu for the signed-in user: name and email from GET /user/me, and sign out.
import { UserMenu } from '../../../components/layout/user-menu.tsx';
import { useMe } from '../api/get-me.ts';

export interface AccountMenuProps {
  onSignOut(): void;
  signingOut: boolean;
}

export function AccountMenu({ onSignOut, signingOut }: AccountMenuProps) {
  const me = useMe();
  return (
    <UserMenu
      name={me.data?.display_name ?? null}
      email={me.data?.email ?? null}
      impersonated={Boolean(me.data?.impersonating)}
      onSignOut={onSignOut}
      signingOut={signingOut}
    />
  );
}
