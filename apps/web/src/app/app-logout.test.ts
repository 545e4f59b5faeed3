// Sign-out as the app composes it (spec §4 step 1, issue 16): this browser's push subscription goes
// first, and its failure never keeps the user signed in.
import { describe, expect, it } from 'vitest';
import { logout } from '../features/auth/utils/logout.ts';
import { unsubscribeBrowserPush } from '../features/notifications/api/unsubscribe-push.ts';
import { fakeApi, fakePushBrowser, fakeSubscription, problem } from '../features/notifications/testing/fixtures.ts';
import { createApiClient } from '../lib/api-client.ts';

describe('logout with web push', () => {
  it('still unsubscribes when the server call fails, and never blocks the sign-out', async () => {
    const api = fakeApi({ 'DELETE /unregister-device': () => problem(500, 'INTERNAL_ERROR') });
    const apiClient = createApiClient({ fetch: api.fetch as typeof fetch, getAccessToken: () => 't1' });
    const subscription = fakeSubscription();
    const steps: string[] = [];
    await logout({
      unsubscribePush: () => unsubscribeBrowserPush(fakePushBrowser({ permission: 'granted', subscription }).browser, apiClient),
      clearTokens: () => steps.push('tokens'),
      clearCredentials: () => steps.push('credentials'),
      endServerSession: async () => {
        steps.push('session');
      },
      clearSelectedCourse: () => steps.push('course'),
      cleanPreferences: () => steps.push('preferences'),
      leave: () => steps.push('leave'),
      log: () => steps.push('logged'),
    });
    expect(subscription.unsubscribed).toBe(true);
    expect(steps).toEqual(['logged', 'tokens', 'credentials', 'session', 'course', 'preferences', 'leave']);
  });

  it('signs out at once when the browser has no subscription', async () => {
    const api = fakeApi({});
    const steps: string[] = [];
    await logout({
      unsubscribePush: () => unsubscribeBrowserPush(fakePushBrowser().browser, createApiClient({ fetch: api.fetch as typeof fetch })),
      clearTokens: () => steps.push('tokens'),
      clearCredentials: () => steps.push('credentials'),
      endServerSession: async () => {
        steps.push('session');
      },
      clearSelectedCourse: () => steps.push('course'),
      cleanPreferences: () => steps.push('preferences'),
      leave: () => steps.push('leave'),
    });
    expect(api.calls).toHaveLength(0);
    expect(steps).toEqual(['tokens', 'credentials', 'session', 'course', 'preferences', 'leave']);
  });
});
