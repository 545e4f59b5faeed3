// Native push (issue 19) with a double of `@capacitor/push-notifications` and the real API client over a
// fake fetch: permission, registration (spec §7 body), a tap on a notification (spec §2 push redirects),
// logout (spec §4 step 1) and the failures of spec §8.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { fakeApi, json, problem } from '../testing/fixtures.ts';
import { createNativePush, nativeDeviceName, nativePushTarget, type NativePushPlugin, type PushListenerHandle } from './native-push.ts';

type Listener = (event: never) => void;

/** The plugin double: records calls, keeps the listeners so a test can fire the system's events. */
function fakePlugin(permission = 'granted') {
  const listeners = new Map<string, Listener[]>();
  const calls: string[] = [];
  const plugin = {
    async requestPermissions() {
      calls.push('requestPermissions');
      return { receive: permission };
    },
    async register() {
      calls.push('register');
    },
    async addListener(eventName: string, listener: Listener): Promise<PushListenerHandle> {
      calls.push(`addListener ${eventName}`);
      listeners.set(eventName, [...(listeners.get(eventName) ?? []), listener]);
      return {
        async remove() {
          listeners.set(
            eventName,
            (listeners.get(eventName) ?? []).filter((entry) => entry !== listener),
          );
        },
      };
    },
  } as NativePushPlugin;
  const fire = (eventName: string, event: unknown) => {
    for (const listener of listeners.get(eventName) ?? []) (listener as (value: unknown) => void)(event);
  };
  const count = (eventName: string) => listeners.get(eventName)?.length ?? 0;
  return { plugin, calls, fire, count };
}

function setUp(routes: Parameters<typeof fakeApi>[0] = {}, permission = 'granted') {
  const api = fakeApi(routes);
  const client = createApiClient({ fetch: api.fetch as typeof fetch, getAccessToken: () => 't1' });
  const native = fakePlugin(permission);
  const navigate = vi.fn<(path: string) => void>();
  const showError = vi.fn<(error: ApiError) => void>();
  const log = vi.fn<(message: string, detail?: unknown) => void>();
  const push = createNativePush({ plugin: native.plugin, client, deviceName: async () => 'Google Pixel 8 on Android', navigate, showError, log });
  return { api, native, navigate, showError, log, push };
}

const registered = () => json({ id: 7 });

describe('native push start (spec §4 native start-up step 2)', () => {
  it('logs a permission that is not granted and registers nothing', async () => {
    const { api, native, log, push } = setUp({}, 'denied');
    await push.start();
    expect(native.calls).toEqual(['requestPermissions']);
    expect(log).toHaveBeenCalledWith('push permission not granted', 'denied');
    expect(api.calls).toHaveLength(0);
  });

  it('registers with the system and sends the token as {deviceName, firebaseToken} (spec §7)', async () => {
    const { api, native, push, showError } = setUp({ 'POST /register-device': registered });
    await push.start();
    expect(native.calls).toEqual([
      'requestPermissions',
      'addListener registration',
      'addListener registrationError',
      'addListener pushNotificationActionPerformed',
      'register',
    ]);
    native.fire('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/register-device', body: { deviceName: 'Google Pixel 8 on Android', firebaseToken: 'fcm-token-1' } });
    expect(push.token()).toBe('fcm-token-1');
    expect(showError).not.toHaveBeenCalled();
  });

  it('opens the path of a tapped notification: the kind’s push entry (spec §2), never another origin', async () => {
    const { native, navigate, push } = setUp();
    await push.start();
    const tap = (data: unknown) => native.fire('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data } });
    tap({ kind: 'content', id: '12', path: '/course-5/app/content-push/blog?id=12' });
    tap({ kind: 'assignment', id: '13', path: '/course-5/app/assignment-push/7' });
    tap({ kind: 'video_comment', id: '14', path: '/course-5/app/video-push?id=9&cid=31' });
    tap({ kind: 'message', id: '15', path: '/send_private_message-push?id=3' });
    tap({ path: 'https://evil.example/x' });
    tap(undefined);
    expect(navigate.mock.calls.map(([path]) => path)).toEqual([
      '/course-5/app/content-push/blog?id=12',
      '/course-5/app/assignment-push/7',
      '/course-5/app/video-push?id=9&cid=31',
      '/send_private_message-push?id=3',
      '/',
      '/',
    ]);
  });

  it('starting again (a new sign-in) does not add the listeners twice', async () => {
    const { native, push } = setUp();
    await push.start();
    await push.start();
    expect(native.count('registration')).toBe(1);
    expect(native.count('pushNotificationActionPerformed')).toBe(1);
  });
});

describe('register-device failures (spec §8 "Push")', () => {
  it('shows PUSH_PROFILE_NOT_FOUND to the user', async () => {
    const { native, push, showError } = setUp({ 'POST /register-device': () => problem(404, 'PUSH_PROFILE_NOT_FOUND') });
    await push.start();
    native.fire('registration', { value: 'fcm-token-1' });
    await vi.waitFor(() => expect(showError).toHaveBeenCalledTimes(1));
    expect(showError.mock.calls[0]?.[0]).toMatchObject({ status: 404, code: 'PUSH_PROFILE_NOT_FOUND' });
  });

  it('only logs a campus that turned push off (403 CAMPUS_FEATURE_DISABLED) and other failures', async () => {
    const { native, push, showError, log } = setUp({
      'POST /register-device': (_init, call) =>
        (call.body as { firebaseToken: string }).firebaseToken === 'off' ? problem(403, 'CAMPUS_FEATURE_DISABLED') : problem(500, 'INTERNAL_ERROR'),
    });
    await push.start();
    native.fire('registration', { value: 'off' });
    native.fire('registration', { value: 'broken' });
    native.fire('registrationError', { error: 'no play services' });
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(3));
    expect(log.mock.calls.map(([message]) => message).sort()).toEqual([
      'push device registration failed',
      'push notifications are turned off for this campus',
      'push registration failed',
    ]);
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('native push stop (spec §4 logout step 1)', () => {
  it('unregisters the token at the server and removes the listeners', async () => {
    const { api, native, push } = setUp({ 'POST /register-device': registered, 'DELETE /unregister-device': () => new Response(null, { status: 204 }) });
    await push.start();
    native.fire('registration', { value: 'fcm token/1' });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await push.stop();
    expect(api.calls[1]).toMatchObject({ method: 'DELETE', path: `/unregister-device?${new URLSearchParams({ firebaseToken: 'fcm token/1' }).toString()}` });
    expect(native.count('registration') + native.count('registrationError') + native.count('pushNotificationActionPerformed')).toBe(0);
    expect(push.token()).toBeNull();
  });

  it('calls nothing without a token, and still removes the listeners when the server call fails', async () => {
    const quiet = setUp();
    await quiet.push.start();
    await quiet.push.stop();
    expect(quiet.api.calls).toHaveLength(0);

    const failing = setUp({ 'POST /register-device': registered, 'DELETE /unregister-device': () => problem(500, 'INTERNAL_ERROR') });
    await failing.push.start();
    failing.native.fire('registration', { value: 'fcm-token-2' });
    await vi.waitFor(() => expect(failing.api.calls).toHaveLength(1));
    await expect(failing.push.stop()).rejects.toBeInstanceOf(ApiError);
    expect(failing.native.count('registration')).toBe(0);
  });
});

describe('helpers', () => {
  it('names the device by maker, model and system', () => {
    expect(nativeDeviceName({ manufacturer: 'Google', model: 'Pixel 8', operatingSystem: 'android' })).toBe('Google Pixel 8 on Android');
    expect(nativeDeviceName({ manufacturer: 'Apple', model: 'iPhone15,2', operatingSystem: 'ios' })).toBe('Apple iPhone15,2 on iOS');
    expect(nativeDeviceName({ manufacturer: 'samsung', model: 'Samsung SM-S911B', operatingSystem: 'android' })).toBe('Samsung SM-S911B on Android');
  });

  it('reads only app paths from a payload (the iOS origin capacitor://localhost is no obstacle)', () => {
    expect(nativePushTarget({ path: '/course-5/app/assignment-push/7' })).toBe('/course-5/app/assignment-push/7');
    expect(nativePushTarget({ path: '//evil.example/x' })).toBe('/');
    expect(nativePushTarget('not an object')).toBe('/');
  });
});
