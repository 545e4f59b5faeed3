// Sign out (spec §4 "Logout") from a button: runs the steps and leaves the page with a full reload.
import { useCallback, useState } from 'react';
import { clearStoredCredentials, clearTokens, getRefreshToken } from '../../../lib/auth-storage.ts';
import { getCampusServer } from '../../../lib/campus-server.ts';
import { clearSelectedCourse } from '../../../lib/course-stack.ts';
import { endServerSession } from '../api/logout.ts';
import { AUTH_PATHS } from '@campus/shared/rules/auth';
import { leavePage } from '../utils/leave-page.ts';
import { cleanPreferencesAndOverrides, logout, logoutDestination } from '../utils/logout.ts';

export interface UseLogoutOptions {
  /** The app root to come back to, with the language prefix (`/`, `/de`). */
  rootPath: string;
  /** The configuration's user portal, whose logout then ends the campus-wide session. */
  userPortalUrl?: string | null;
  /** Step 1: forget this browser's push subscription (the notifications feature, composed by the app). */
  unsubscribePush?: () => Promise<void>;
  /** Before the tokens go: what the user kept on this device (offline videos), composed by the app. */
  forgetDeviceData?: () => Promise<void>;
}

const nothing = async (): Promise<void> => undefined;

export function useLogout({ rootPath, userPortalUrl = null, unsubscribePush = nothing, forgetDeviceData = nothing }: UseLogoutOptions) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    // Native: the refresh token the server is to revoke, read before the sign-out removes it.
    const nativeRefreshToken = getRefreshToken();
    await logout({
      unsubscribePush,
      forgetDeviceData,
      clearTokens,
      clearCredentials: clearStoredCredentials,
      endServerSession: () => endServerSession(undefined, nativeRefreshToken),
      clearSelectedCourse,
      cleanPreferences: () => cleanPreferencesAndOverrides(window.localStorage, window.sessionStorage),
      // The provider logout is the campus server's (on native not this page's origin).
      leave: () => leavePage(logoutDestination(window.location.origin + rootPath, (getCampusServer() ?? '') + AUTH_PATHS.ssoLogout, userPortalUrl)),
      log: (message, error) => console.warn(message, error),
    });
  }, [rootPath, userPortalUrl, unsubscribePush, forgetDeviceData]);
  return { signOut, signingOut };
}
