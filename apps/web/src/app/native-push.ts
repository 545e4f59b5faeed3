// Native push as the app composes it (issue 19, spec §4 native start-up step 2 and logout step 1): the
// notifications feature's set-up plugged into the start-up seam `initPush`, its navigation kept to the
// screens that exist (screens.ts; a push entry counts as the screen it leads to), and its stop for the
// sign-out. On the web all of it is a no-op (spec §8: push is not possible in a browser; web push has its
// own settings screen). The feature's module with the Capacitor plugins loads lazily (native-push-app.ts):
// this file is in the initial bundle.
import { parseAppPath, withLanguagePrefix } from '@campus/shared';
import type { createBrowserRouter } from 'react-router';
import { isNativePlatform } from '../lib/platform.ts';
import { screenExists } from './screens.ts';
import { setStartUpSeams } from './start-up.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** A push path that opens no screen here opens the start instead. */
export function nativePushDestination(path: string): string {
  return screenExists(path, { legacyFrame: false }) ? path : '/';
}

/** Navigates once the router is idle: a tap that started the app arrives while start-up still runs. */
export function navigateWhenIdle(router: AppRouter, path: string): void {
  const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
  const go = () => {
    const language = parseAppPath(router.state.location.pathname).language;
    void router.navigate(parseAppPath(path).language === undefined ? withLanguagePrefix(path, language) : path);
  };
  if (ready()) {
    go();
    return;
  }
  const unsubscribe = router.subscribe(() => {
    if (!ready()) return;
    unsubscribe();
    go();
  });
}

export function connectNativePush(router: AppRouter, native: boolean = isNativePlatform()): void {
  if (!native) return;
  setStartUpSeams({
    async initPush() {
      const push = await import('../features/notifications/api/native-push-app.ts');
      await push.startNativePush({ navigate: (path) => navigateWhenIdle(router, nativePushDestination(path)) });
    },
  });
}

/** Logout step 1 on native: the Firebase token leaves the server, the listeners go. */
export async function stopNativePush(native: boolean = isNativePlatform()): Promise<void> {
  if (!native) return;
  const push = await import('../features/notifications/api/native-push-app.ts');
  await push.stopNativePush();
}
