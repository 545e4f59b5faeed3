// Test data for the bell and the push settings: notifications of the demo student and a fake browser
// with push (service worker, push manager, permission) that records what the page did.
import type { AppNotification, NotificationList } from '@campus/shared';
import type { PushBrowser } from '../api/push-device.ts';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

export function aNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    kind: 'content',
    courseId: 5,
    path: '/course-5/app/content-push/12',
    title: 'Welcome to the course',
    actor: { uid: 3, name: 'Ian Instructor' },
    created: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

export function aPage(items: AppNotification[], unread: number, hasMore = false): NotificationList {
  return { items, unread, hasMore };
}

export interface FakeSubscription {
  endpoint: string;
  unsubscribed: boolean;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export function fakeSubscription(endpoint = 'https://push.example.test/send/abc'): FakeSubscription {
  const subscription: FakeSubscription = {
    endpoint,
    unsubscribed: false,
    toJSON: () => ({ endpoint, keys: { p256dh: 'BPkey', auth: 'authkey' } }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

export interface FakePushOptions {
  production?: boolean;
  permission?: NotificationPermission;
  /** What requestPermission answers. */
  grant?: NotificationPermission;
  subscription?: FakeSubscription | null;
  /** subscribe() fails as without a reachable push service. */
  subscribeFails?: boolean;
  serviceWorker?: boolean;
}

export function fakePushBrowser(options: FakePushOptions = {}) {
  const state = {
    permission: options.permission ?? 'default',
    subscription: options.subscription ?? null,
    subscribeOptions: [] as PushSubscriptionOptionsInit[],
  };
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async (subscribeOptions: PushSubscriptionOptionsInit) => {
      state.subscribeOptions.push(subscribeOptions);
      if (options.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
      state.subscription = fakeSubscription();
      return state.subscription;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const browser: PushBrowser = {
    production: options.production ?? true,
    serviceWorker:
      options.serviceWorker === false
        ? undefined
        : ({ getRegistration: async () => registration, ready: Promise.resolve(registration) } as unknown as PushBrowser['serviceWorker']),
    pushManager: true,
    notification: {
      get permission() {
        return state.permission;
      },
      requestPermission: async () => {
        state.permission = options.grant ?? 'granted';
        return state.permission;
      },
    },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  };
  return { browser, state };
}
