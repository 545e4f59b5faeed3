import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import type { CapacitorBridge } from '../../../lib/platform.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { useInterceptedLinks } from '../hooks/use-intercepted-links.ts';
import { iosPwaUrl } from './external-link-dialog.tsx';

// The plugin boundary: @capacitor/browser is the only double; the platform comes from a simulated bridge global.
const browserOpen = vi.hoisted(() => vi.fn(async (_options: { url: string }) => undefined));
vi.mock('@capacitor/browser', () => ({ Browser: { open: browserOpen } }));

const origin = 'https://campus.example.org';
const bridgeHost = window as unknown as { Capacitor?: CapacitorBridge };

function simulateNative(platform: 'ios' | 'android'): void {
  bridgeHost.Capacitor = { getPlatform: () => platform, isNativePlatform: () => true };
}

function Content({ html, openExternal, legacyBaseUrl }: { html: string; openExternal: (url: string) => void; legacyBaseUrl?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useInterceptedLinks(ref, { origin, openExternal, legacyBaseUrl: legacyBaseUrl ?? null });
  return <RichTextViewer ref={ref} html={html} data-testid="content" />;
}

async function setup(html: string, legacyBaseUrl?: string) {
  const openExternal = vi.fn();
  const view = await renderScreen(<Content html={html} openExternal={openExternal} {...(legacyBaseUrl ? { legacyBaseUrl } : {})} />, {
    at: '/en/course-3/app/content',
  });
  await screen.findByTestId('content');
  return { ...view, openExternal, user: userEvent.setup() };
}

const away = `<a href="https://elsewhere.example/page?x=1">away</a>`;

describe('external-link dialog (spec §2, native only)', () => {
  beforeEach(() => browserOpen.mockClear());
  afterEach(() => {
    delete bridgeHost.Capacitor;
  });

  it('is not shown on the web: the link opens in the same window', async () => {
    const { user, openExternal } = await setup(away);
    await user.click(screen.getByText('away'));
    expect(openExternal).toHaveBeenCalledWith('https://elsewhere.example/page?x=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browserOpen).not.toHaveBeenCalled();
  });

  it('on native asks first; continue opens the device browser', async () => {
    simulateNative('android');
    const { user, openExternal } = await setup(away);
    await user.click(screen.getByText('away'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the app?' });
    expect(within(dialog).getByText("This link opens elsewhere.example in your device's browser.")).toBeInTheDocument();
    expect(openExternal).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Open in browser' }));
    await waitFor(() => expect(browserOpen).toHaveBeenCalledWith({ url: 'https://elsewhere.example/page?x=1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel closes the dialog and opens nothing', async () => {
    simulateNative('ios');
    const { user, router, openExternal } = await setup(away);
    const before = router.state.location.pathname;
    await user.click(screen.getByText('away'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the app?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(browserOpen).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(before);
  });

  it('passes axe', async () => {
    simulateNative('android');
    const { user } = await setup(away);
    await user.click(screen.getByText('away'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the app?' });
    // jsdom has no layout, so colour contrast cannot be computed here (the e2e axe runs check it).
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('legacy catch-all on native iOS (spec §2)', () => {
  afterEach(() => {
    delete bridgeHost.Capacitor;
  });

  const legacyBase = 'https://legacy.example.org/site';

  it('opens the page full screen with ios_pwa_mode=1 and blocks the navigation', async () => {
    simulateNative('ios');
    const { user, router } = await setup(`<a href="/en/someplace/page-7?a=b">old page</a>`, legacyBase);
    await user.click(screen.getByText('old page'));
    const frame = await screen.findByTestId('legacy-dialog-frame');
    expect(frame).toHaveAttribute('src', 'https://legacy.example.org/site/someplace/page-7?a=b&ios_pwa_mode=1');
    expect(screen.getByRole('dialog', { name: 'Campus page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/course-3/app/content');
  });

  it('navigates to the legacy route on Android, and on iOS without a legacy site', async () => {
    simulateNative('android');
    const android = await setup(`<a href="/someplace/page-7">old page</a>`, legacyBase);
    await android.user.click(screen.getByText('old page'));
    expect(android.router.state.location.pathname).toBe('/en/someplace/page-7');
    android.unmount();

    simulateNative('ios');
    const ios = await setup(`<a href="/someplace/page-8">older page</a>`);
    await ios.user.click(screen.getByText('older page'));
    expect(ios.router.state.location.pathname).toBe('/en/someplace/page-8');
    expect(screen.queryByTestId('legacy-dialog-frame')).not.toBeInTheDocument();
  });

  it('adds ios_pwa_mode=1 to the query', () => {
    expect(iosPwaUrl('https://legacy.example.org/a?b=1#top')).toBe('https://legacy.example.org/a?b=1&ios_pwa_mode=1#top');
  });
});
