import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { fakeApi, fakePushBrowser, fakeSubscription, json, problem } from '../testing/fixtures.ts';
import { PushSettingsPage } from './push-settings-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const allOn = { content: true, assignment: true, video_comment: true, message: true };
// A real P-256 public key in base64url (65 bytes uncompressed).
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function stubApi(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /notification-settings': () => json(allOn), 'GET /push/public-key': () => json({ publicKey: PUBLIC_KEY }), ...routes });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

describe('the notification settings screen', () => {
  it('has a heading and a switch per kind; a change is saved at once and confirmed', async () => {
    const api = stubApi({ 'PUT /notification-settings': (_init, call) => json(call.body) });
    const user = userEvent.setup();
    await renderScreen(<PushSettingsPage browser={fakePushBrowser({ production: false }).browser} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    const assignments = await screen.findByRole('switch', { name: 'New assignments' });
    expect(screen.getAllByRole('switch').map((element) => element.getAttribute('aria-label') ?? element.closest('label')?.textContent)).toHaveLength(4);
    expect(assignments).toBeChecked();
    await user.click(assignments);
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...allOn, assignment: false });
    expect(screen.getByRole('switch', { name: 'New assignments' })).not.toBeChecked();
  });

  it('turns the switch back and says why when the save fails', async () => {
    stubApi({ 'PUT /notification-settings': () => problem(500, 'INTERNAL_ERROR') });
    const user = userEvent.setup();
    await renderScreen(<PushSettingsPage browser={fakePushBrowser({ production: false }).browser} />);
    await user.click(await screen.findByRole('switch', { name: 'New messages' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'New messages' })).toBeChecked());
    expect(await screen.findByText('An error occurred on the server.')).toBeInTheDocument();
  });
});

describe('push on this device', () => {
  it('is not possible in a development build or without service worker support', async () => {
    stubApi({});
    const { unmount } = await renderScreen(<PushSettingsPage browser={fakePushBrowser({ production: false }).browser} />);
    expect(await screen.findByText(/cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
    unmount();
    await renderScreen(<PushSettingsPage browser={fakePushBrowser({ serviceWorker: false }).browser} />);
    expect(await screen.findByText(/cannot receive push notifications/)).toBeInTheDocument();
  });

  it('explains how to allow notifications when the browser blocks them', async () => {
    stubApi({});
    await renderScreen(<PushSettingsPage browser={fakePushBrowser({ permission: 'denied' }).browser} />);
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
    expect(screen.getByText(/Allow them in the site settings/)).toBeInTheDocument();
  });

  it('turns push on: permission, subscription with the server key, registration with device name and language', async () => {
    const api = stubApi({ 'POST /register-device': () => json({ id: 7 }) });
    const { browser, state } = fakePushBrowser();
    const user = userEvent.setup();
    await renderScreen(<PushSettingsPage browser={browser} />, { language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Einschalten' }));
    expect(await screen.findByRole('button', { name: 'Ausschalten' })).toBeInTheDocument();
    expect(state.permission).toBe('granted');
    expect(state.subscribeOptions[0]?.userVisibleOnly).toBe(true);
    expect((state.subscribeOptions[0]?.applicationServerKey as Uint8Array).byteLength).toBe(65);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      deviceName: 'Chrome on Linux',
      webPush: { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: 'BPkey', auth: 'authkey' } },
      language: 'de',
    });
  });

  it('turns push off: unregisters the endpoint, then unsubscribes', async () => {
    const api = stubApi({ 'DELETE /unregister-device': () => new Response(null, { status: 204 }) });
    const subscription = fakeSubscription();
    const { browser } = fakePushBrowser({ permission: 'granted', subscription });
    const user = userEvent.setup();
    await renderScreen(<PushSettingsPage browser={browser} />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`/unregister-device?endpoint=${encodeURIComponent(subscription.endpoint)}`);
    expect(subscription.unsubscribed).toBe(true);
  });

  it('says so when the browser’s push service cannot be reached, and stays off', async () => {
    const api = stubApi({});
    const { browser } = fakePushBrowser({ subscribeFails: true });
    const user = userEvent.setup();
    await renderScreen(<PushSettingsPage browser={browser} />);
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser’s push service cannot be reached.');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when the server has no push keys', async () => {
    stubApi({ 'GET /push/public-key': () => json({ publicKey: null }) });
    const user = userEvent.setup();
    await renderScreen(<PushSettingsPage browser={fakePushBrowser().browser} />);
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Push notifications are not set up on this server.');
  });
});
