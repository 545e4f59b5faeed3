// Sign out as the app composes it: the auth feature's logout steps with this browser's web push
// subscription removed first (spec §4 logout step 1, issue 16; in the native app the Firebase token and
// the push listeners, issue 19), then the videos the user kept on this device (issue 19; the feature's
// chunk loads only at sign-out, it stays out of the shell's bundle).
import { useCallback } from 'react';
import { useMe } from '../features/auth/api/get-me.ts';
import { useLogout, type UseLogoutOptions } from '../features/auth/hooks/use-logout.ts';
import { unsubscribeBrowserPush } from '../features/notifications/api/unsubscribe-push.ts';
import { stopNativePush } from './native-push.ts';

// stopNativePush is a no-op on the web (it loads nothing there).
const unsubscribePush = async () => {
  await Promise.all([unsubscribeBrowserPush(), stopNativePush()]);
};

export function useAppLogout(options: Omit<UseLogoutOptions, 'unsubscribePush' | 'forgetDeviceData'>) {
  const userId = useMe().data?.uid ?? null;
  const forgetDeviceData = useCallback(async () => {
    if (userId === null) return;
    // The offline videos' own lazy chunk (routes/offline-videos.tsx), loaded only here at sign-out.
    const offline = await import('./routes/offline-videos.tsx');
    await offline.forgetOfflineVideos(userId);
  }, [userId]);
  return useLogout({ ...options, unsubscribePush, forgetDeviceData });
}
