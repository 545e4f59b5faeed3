// The app's one native push (issue 19): createNativePush with the real `@capacitor/push-notifications`,
// the device name from `@capacitor/device` and the spec §8 toast. Start-up and sign-out share it; a page
// load starts with none.
//
// Reached only through `import()` from app/native-push.ts on native, and it imports the plugins statically
// on purpose: the build merges every side-effect-free lazy module into the entry (vite.config.ts,
// `experimentalMinChunkSize`), so a module that imported the plugins lazily would itself land in the
// initial JS. The plugins register themselves on import, so this chunk stays apart with them.
import { Device } from '@capacitor/device';
import { PushNotifications } from '@capacitor/push-notifications';
import { showNativePushError } from '../components/native-push-error.tsx';
import { createNativePush, nativeDeviceName, type NativePush } from './native-push.ts';

let appPush: NativePush | undefined;

export async function startNativePush(options: { navigate(path: string): void }): Promise<void> {
  appPush ??= createNativePush({
    plugin: PushNotifications,
    deviceName: async () => nativeDeviceName(await Device.getInfo()),
    navigate: options.navigate,
    showError: showNativePushError,
    log: (message, detail) => console.warn(message, detail),
  });
  await appPush.start();
}

/** Logout step 1 on native; nothing when push was never started in this app run. */
export async function stopNativePush(): Promise<void> {
  await appPush?.stop();
}
