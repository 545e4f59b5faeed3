import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client.ts';
import { fakeApi, fakePushBrowser, fakeSubscription, problem } from '../testing/fixtures.ts';
import { unsubscribeBrowserPush } from './unsubscribe-push.ts';

function client(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  return { api, client: createApiClient({ fetch: api.fetch as typeof fetch, getAccessToken: () => 't1' }) };
}

describe('logout step 1: this browser’s push subscription', () => {
  it('is removed at the server, then in the browser', async () => {
    const { api, client: apiClient } = client({ 'DELETE /unregister-device': () => new Response(null, { status: 204 }) });
    const subscription = fakeSubscription();
    await unsubscribeBrowserPush(fakePushBrowser({ permission: 'granted', subscription }).browser, apiClient);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /unregister-device?endpoint=${encodeURIComponent(subscription.endpoint)}`]);
    expect(subscription.unsubscribed).toBe(true);
  });

  it('does nothing without a subscription or a service worker', async () => {
    const { api, client: apiClient } = client({});
    await unsubscribeBrowserPush(fakePushBrowser().browser, apiClient);
    await unsubscribeBrowserPush(fakePushBrowser({ serviceWorker: false }).browser, apiClient);
    expect(api.calls).toHaveLength(0);
  });

  it('still unsubscribes in the browser when the server call fails, and reports the failure', async () => {
    const { client: apiClient } = client({ 'DELETE /unregister-device': () => problem(500, 'INTERNAL_ERROR') });
    const subscription = fakeSubscription();
    await expect(unsubscribeBrowserPush(fakePushBrowser({ permission: 'granted', subscription }).browser, apiClient)).rejects.toThrow();
    expect(subscription.unsubscribed).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const { client: apiClient } = client({ 'DELETE /unregister-device': () => new Promise<Response>(() => undefined) });
      const done = unsubscribeBrowserPush(fakePushBrowser({ permission: 'granted', subscription: fakeSubscription() }).browser, apiClient, 1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(done).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
