// Web push on this browser (issue 16, spec push-notification-settings): the state of this device, and
// turning push on (permission → service worker → subscribe → POST /register-device) and off (DELETE
// /unregister-device → unsubscribe). The browser comes in as `PushBrowser`, so tests bring fakes.
import type { PushPublicKey, RegisteredDevice } from '@campus/shared';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { deviceName } from '../utils/device-name.ts';
import { currentSubscription, unregisterDevice } from './unsubscribe-push.ts';

export interface PushBrowser {
  /** Service workers run in production builds only (spec §9). */
  production: boolean;
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'ready'> | undefined;
  /** `PushManager` exists. */
  pushManager: boolean;
  notification: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
  userAgent: string;
}

export function currentPushBrowser(): PushBrowser {
  return {
    production: import.meta.env.PROD,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window ? window.Notification : undefined,
    userAgent: navigator.userAgent,
  };
}

/** What the "Push on this device" section shows. */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** Why turning push on did not work (besides API errors, which carry their problem code). */
export class PushSetupError extends Error {
  constructor(readonly code: 'PUSH_SERVICE_UNREACHABLE' | 'PUSH_DISABLED' | 'PUSH_PERMISSION_DENIED') {
    super(code);
    this.name = 'PushSetupError';
  }
}

export function pushSupported(browser: PushBrowser): boolean {
  return browser.production && browser.serviceWorker !== undefined && browser.pushManager && browser.notification !== undefined;
}

export async function readPushState(browser: PushBrowser): Promise<PushDeviceState> {
  if (!pushSupported(browser)) return 'unsupported';
  if (browser.notification?.permission === 'denied') return 'denied';
  return (await currentSubscription(browser)) !== null && browser.notification?.permission === 'granted' ? 'on' : 'off';
}

export function getPushPublicKey(client: ApiClient = apiClient): Promise<PushPublicKey> {
  return client.get<PushPublicKey>('/push/public-key', { redirectOnError: false });
}

/** The VAPID key in base64url as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function turnPushOn(browser: PushBrowser, language: 'de' | 'en', client: ApiClient = apiClient): Promise<PushDeviceState> {
  if (!pushSupported(browser) || !browser.serviceWorker || !browser.notification) return 'unsupported';
  const permission = await browser.notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await getPushPublicKey(client);
  if (publicKey === null) throw new PushSetupError('PUSH_DISABLED');
  const registration = await browser.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch {
    // No push service reachable (offline, blocked, or a browser without one).
    throw new PushSetupError('PUSH_SERVICE_UNREACHABLE');
  }
  const json = subscription.toJSON();
  try {
    await client.post<RegisteredDevice>(
      '/register-device',
      { deviceName: deviceName(browser.userAgent), webPush: { endpoint: json.endpoint, keys: json.keys }, language },
      { redirectOnError: false },
    );
  } catch (error) {
    // A subscription the server does not know would never deliver anything.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

export async function turnPushOff(browser: PushBrowser, client: ApiClient = apiClient): Promise<PushDeviceState> {
  const subscription = await currentSubscription(browser);
  if (subscription) {
    await unregisterDevice(subscription.endpoint, client);
    await subscription.unsubscribe();
  }
  return 'off';
}
