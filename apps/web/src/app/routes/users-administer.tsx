// Users administer (issue 18): the legacy `/users/administer` page as a native screen. Composes the
// user-admin feature with the auth feature's impersonation start: after the admin confirmed, the app
// keeps the new session's access token and reloads at the start page as that user; the impersonation
// banner offers the way back.
import { appPath, type UserAdminEntry } from '@campus/shared';
import { startImpersonation } from '../../features/auth/api/impersonation.ts';
import { leavePage } from '../../features/auth/utils/leave-page.ts';
import { UsersAdministerPage } from '../../features/user-admin/components/users-administer-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { setTokens } from '../../lib/auth-storage.ts';

export function UsersAdministerRoute() {
  const localized = useLocalizedPath();
  const impersonate = async (user: UserAdminEntry): Promise<void> => {
    const session = await startImpersonation(user.uid);
    setTokens({ accessToken: session.access_token, validUntil: session.token_valid_until, refreshToken: session.refresh_token });
    leavePage(localized(appPath('start')));
  };
  return <UsersAdministerPage onImpersonate={impersonate} />;
}
