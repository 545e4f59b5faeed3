// Native push as the app composes it (issue 19): plugged into native start-up (spec §4 step 2) only on
// native, a tapped notification's push entry opened when it leads to a screen that exists (screens.ts),
// and the sign-out's step 1. `@capacitor/push-notifications` and `@capacitor/device` are doubled at the
// module boundary; the API goes through the app's client over a fake fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createLoginState } from '../features/auth/utils/login-state.ts';
import type { TokenSession } from '../features/auth/utils/token-session.ts';
import { createApiClient } from '../lib/api-client.ts';
import { fakeApi, json } from '../features/notifications/testing/fixtures.ts';
import { connectNativePush, nativePushDestination, stopNativePush } from './native-push.ts';
import { createStartUp, setStartUpSeams, type StartUpDeps } from './start-up.ts';

const plugin = vi.hoisted(() => {
  const listeners = new Map<string, (event: unknown) => void>();
  return {
    listeners,
    requestPermissions: vi.fn(async () => ({ receive: 'granted' })),
    register: vi.fn(async () => undefined),
    addListener: vi.fn(async (eventName: string, listener: (event: unknown) => void) => {
      listeners.set(eventName, listener);
      return { remove: async () => void listeners.delete(eventName) };
    }),
  };
});

vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: plugin }));
vi.mock('@capacitor/device', () => ({ Device: { getInfo: async () => ({ manufacturer: 'Google', model: 'Pixel 8', operatingSystem: 'android' }) } }));

function nativeStartUp(): ReturnType<typeof createStartUp> {
  const session: TokenSession = { ensureValidToken: async () => 'token', renewAfterRejection: vi.fn(), markValid: vi.fn(), reset: vi.fn() };
  const deps: StartUpDeps = {
    session,
    loginState: createLoginState(),
    client: createApiClient({ fetch: () => Promise.reject(new Error('not used')) }),
    loadConfig: () => Promise.reject(new Error('not used')),
    origin: () => 'https://localhost',
    checkAppVersion: async () => undefined,
    log: vi.fn(),
    native: true,
    readNativeContext: () => null,
    setTokenMeta: () => undefined,
  };
  return createStartUp(deps);
}

function memoryRouter() {
  return createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/de/app/campus-dashboard'] });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  setStartUpSeams({ initPush: async () => undefined });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('nativePushDestination', () => {
  it('keeps the push entries of every kind (spec §2) and opens the start for a screen that does not exist', () => {
    for (const path of ['/course-5/app/content-push/blog?id=12', '/course-5/app/assignment-push/7', '/course-5/app/video-push?id=9&cid=31', '/course-5/app/send_private_message-push?id=3', '/send_private_message-push?id=3']) {
      expect(nativePushDestination(path), path).toBe(path);
    }
    expect(nativePushDestination('/course-5/app/no-such-screen')).toBe('/');
    expect(nativePushDestination('/some/legacy/page')).toBe('/');
  });
});

describe('connectNativePush', () => {
  it('leaves start-up alone on the web', async () => {
    const initPush = vi.fn(async () => undefined);
    setStartUpSeams({ initPush });
    connectNativePush(memoryRouter(), false);
    await nativeStartUp().ensureSession('/');
    expect(initPush).toHaveBeenCalledTimes(1);
    expect(plugin.register).not.toHaveBeenCalled();
  });

  it('on native: start-up registers, a tap opens the push entry in the page’s language, logout unregisters', async () => {
    const api = fakeApi({ 'POST /register-device': () => json({ id: 1 }), 'DELETE /unregister-device': () => new Response(null, { status: 204 }) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const router = memoryRouter();
    connectNativePush(router, true);
    await nativeStartUp().ensureSession('/');
    expect(plugin.register).toHaveBeenCalledTimes(1);

    plugin.listeners.get('registration')?.({ value: 'fcm-token-9' });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/register-device', body: { deviceName: 'Google Pixel 8 on Android', firebaseToken: 'fcm-token-9' } });

    plugin.listeners.get('pushNotificationActionPerformed')?.({ actionId: 'tap', notification: { id: '1', data: { kind: 'assignment', path: '/course-5/app/assignment-push/7' } } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/de/course-5/app/assignment-push/7'));

    await stopNativePush(true);
    expect(api.calls[1]).toMatchObject({ method: 'DELETE', path: '/unregister-device?firebaseToken=fcm-token-9' });
    expect(plugin.listeners.size).toBe(0);
  });
});
