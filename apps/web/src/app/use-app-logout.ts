// Sign out as the app composes it: the auth feature's logout steps with this browser's web push
// subscription removed first (spec §4 logout step 1, issue 16).
import { useLogout, type UseLogoutOptions } from '../features/auth/hooks/use-logout.ts';
import { unsubscribeBrowserPush } from '../features/notifications/api/unsubscribe-push.ts';

const unsubscribePush = () => unsubscribeBrowserPush();

export function useAppLogout(options: Omit<UseLogoutOptions, 'unsubscribePush'>) {
  return useLogout({ ...options, unsubscribePush });
}
