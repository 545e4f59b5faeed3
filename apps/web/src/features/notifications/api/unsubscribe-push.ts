// This browser's web push subscription and its removal at logout (spec §4 step 1, issue 16). Kept apart
// from push-device.ts and small: the sign-out in the shell's bundle needs only this.
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';

/** What of the browser this needs (tests bring fakes). */
export interface PushRegistrationSource {
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined;
}

export function browserServiceWorker(): PushRegistrationSource {
  return { serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined };
}

/** This browser's subscription, if it has one (never waits for a worker that is not registered). */
export async function currentSubscription(browser: PushRegistrationSource): Promise<PushSubscription | null> {
  if (!browser.serviceWorker) return null;
  const registration = await browser.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** DELETE /unregister-device?endpoint= (204, also when the server does not know it). */
export function unregisterDevice(endpoint: string, client: ApiClient = apiClient): Promise<void> {
  return client.delete<void>('/unregister-device', { query: { endpoint }, redirectOnError: false });
}

/**
 * Logout step 1: forget this browser's push subscription at the server and in the browser. Never holds
 * the sign-out back for long; the caller logs failures and goes on.
 */
export async function unsubscribeBrowserPush(browser: PushRegistrationSource = browserServiceWorker(), client: ApiClient = apiClient, timeoutMs = 3_000): Promise<void> {
  const work = (async () => {
    const subscription = await currentSubscription(browser);
    if (!subscription) return;
    try {
      await unregisterDevice(subscription.endpoint, client);
    } finally {
      await subscription.unsubscribe();
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
