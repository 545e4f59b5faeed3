// Push in the native app (issue 19; spec §4 native start-up step 2 and logout step 1, §7 register-device,
// §8 "Push"). Start: ask for permission (not granted is only logged), register with the system's push
// service, and send the token of the `registration` event to POST /register-device as
// `{deviceName, firebaseToken}`; a tap on a notification opens the app path of its payload, the kind's push
// entry (spec §2 push redirects: content-push, assignment-push, video-push, send_private_message-push),
// read as the service worker reads a web push click (`clickTarget`). Stop (logout): DELETE
// /unregister-device?firebaseToken= and the listeners go.
//
// Pure of Capacitor: the plugin comes in as `NativePushPlugin`, so tests bring a double. The app's instance
// with the real plugins is native-push-app.ts, which only the app's `import()` on native reaches.
import { ERROR_CODES } from '@campus/shared/rules/errors';
import { NOTIFICATION_ERROR_CODES, PUSH_DEVICE_NAME_MAX } from '@campus/shared/rules/notifications';
import { ApiError, apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { nativeDeviceModel, nativeSystemName, type NativeDeviceInfo } from '../../../lib/native-device.ts';
import { getPlatform } from '../../../lib/platform.ts';
import { clickTarget } from '../service-worker/push-message.ts';

export interface PushListenerHandle {
  remove(): Promise<void>;
}

/** What of `@capacitor/push-notifications` this needs (`PushNotifications` fits it). */
export interface NativePushPlugin {
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(eventName: 'registration', listener: (token: { value: string }) => void): Promise<PushListenerHandle>;
  addListener(eventName: 'registrationError', listener: (error: { error: string }) => void): Promise<PushListenerHandle>;
  addListener(eventName: 'pushNotificationActionPerformed', listener: (action: { notification: { data?: unknown } }) => void): Promise<PushListenerHandle>;
}

export interface NativePushDeps {
  plugin: NativePushPlugin;
  client?: ApiClient;
  /** The name the server stores with the token (e.g. "Google Pixel 8 on Android"). */
  deviceName(): Promise<string>;
  /** Opens an app path (a push entry; the router leads it on to the screen). */
  navigate(path: string): void;
  /** Spec §8: the user sees 'Profile not found! Cannot register device' (PUSH_PROFILE_NOT_FOUND). */
  showError(error: ApiError): void;
  log(message: string, detail?: unknown): void;
  /** How long logout waits for DELETE /unregister-device. */
  timeoutMs?: number;
}

export interface NativePush {
  /** Start-up (again after a new sign-in): permission, listeners, registration. */
  start(): Promise<void>;
  /** Logout step 1: the server forgets the token, the listeners go. Never holds the sign-out back for long. */
  stop(): Promise<void>;
  /** The token the system gave in this app run, if any. */
  token(): string | null;
}

/**
 * A push payload's path is resolved against this base, not the page's origin: the iOS shell's
 * `capacitor://localhost` is no special scheme, so its URLs have the origin "null" and no path would pass.
 * Only the path counts (`clickTarget` takes app paths beginning with one `/`, nothing else).
 */
const PATH_BASE = 'https://app.invalid';

/** Where a tap on a native notification leads: the app path in its data, else the start. */
export function nativePushTarget(data: unknown): string {
  return clickTarget(data, PATH_BASE);
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createNativePush(deps: NativePushDeps): NativePush {
  const client = deps.client ?? apiClient;
  let token: string | null = null;
  let handles: PushListenerHandle[] = [];

  async function removeListeners(): Promise<void> {
    const current = handles;
    handles = [];
    await Promise.all(current.map((handle) => handle.remove().catch((error: unknown) => deps.log('push listener could not be removed', error))));
  }

  function reportRegisterFailure(error: unknown): void {
    if (error instanceof ApiError && error.code === ERROR_CODES.CAMPUS_FEATURE_DISABLED) {
      // The campus switched push off: nothing the user has to hear about.
      deps.log('push notifications are turned off for this campus');
      return;
    }
    if (error instanceof ApiError && error.code === NOTIFICATION_ERROR_CODES.pushProfileNotFound) {
      deps.showError(error);
      return;
    }
    deps.log('push device registration failed', error);
  }

  async function registerToken(value: string): Promise<void> {
    token = value;
    try {
      const deviceName = (await deps.deviceName()).trim().slice(0, PUSH_DEVICE_NAME_MAX) || getPlatform();
      await client.post('/register-device', { deviceName, firebaseToken: value }, { redirectOnError: false });
    } catch (error) {
      reportRegisterFailure(error);
    }
  }

  return {
    async start() {
      // A second start-up (a new sign-in) must not answer every event twice.
      await removeListeners();
      const { receive } = await deps.plugin.requestPermissions();
      if (receive !== 'granted') {
        deps.log('push permission not granted', receive);
        return;
      }
      handles = await Promise.all([
        deps.plugin.addListener('registration', ({ value }) => void registerToken(value)),
        deps.plugin.addListener('registrationError', ({ error }) => deps.log('push registration failed', error)),
        deps.plugin.addListener('pushNotificationActionPerformed', ({ notification }) => deps.navigate(nativePushTarget(notification.data))),
      ]);
      await deps.plugin.register();
    },
    async stop() {
      const current = token;
      token = null;
      try {
        if (current !== null) {
          await withTimeout(client.delete<void>('/unregister-device', { query: { firebaseToken: current }, redirectOnError: false }), deps.timeoutMs ?? 3_000);
        }
      } finally {
        await removeListeners();
      }
    },
    token: () => token,
  };
}

/** The device name from `@capacitor/device`'s info: "Google Pixel 8 on Android", "Apple iPhone15,2 on iOS". */
export function nativeDeviceName(info: NativeDeviceInfo): string {
  const device = nativeDeviceModel(info);
  const system = nativeSystemName(info, false);
  return (device && system ? `${device} on ${system}` : device || system).slice(0, PUSH_DEVICE_NAME_MAX);
}
