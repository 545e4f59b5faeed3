// The service worker (production builds only, spec §9; built by vite.config.ts to an unhashed /sw.js):
// shows web push messages worded in the device's language and opens their screen on a click. It has
// no fetch handler: the app is not cached offline.
import { clickTarget, notificationFor, parsePushMessage, translationsUrl } from './push-message.ts';

// The worker-only types this file uses (the web tsconfig has the DOM library, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}

declare const self: WorkerScope;

async function translations(language: 'de' | 'en'): Promise<unknown> {
  try {
    // The files are served with `no-cache`: revalidated, so a new release words new kinds.
    const response = await fetch(translationsUrl(language), { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

async function showPush(event: PushEvent): Promise<void> {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = undefined;
  }
  const message = parsePushMessage(payload);
  if (!message) return;
  const shown = notificationFor(message, await translations(message.language), self.location.origin);
  await self.registration.showNotification(shown.title, shown.options);
}

async function openTarget(event: NotificationEvent): Promise<void> {
  const path = clickTarget(event.notification.data, self.location.origin);
  event.notification.close();
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const navigated = await open.navigate(path).catch(() => null);
    // Focus may be refused without a user activation; the navigation happened anyway.
    await (navigated ?? open).focus().catch(() => undefined);
    if (navigated !== null) return;
  }
  await self.clients.openWindow(path);
}

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => event.waitUntil(showPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openTarget(event)));
