import { buildCourseMenu } from '@campus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapacitorBridge } from '../../../lib/platform.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { visibleMenuItems } from '../utils/menu-items.ts';
import { SideMenu } from './side-menu.tsx';

// The plugin boundary: @capacitor/browser is the double; native comes from a simulated bridge global.
const browserOpen = vi.hoisted(() => vi.fn(async (_options: { url: string }) => undefined));
vi.mock('@capacitor/browser', () => ({ Browser: { open: browserOpen } }));

const bridgeHost = window as unknown as { Capacitor?: CapacitorBridge };
const path = '/course-4/app/dashboard';
const items = visibleMenuItems(
  buildCourseMenu({ courseId: 4, kind: 'course', courseType: 'default', permissions: { access_cockpit: 1, administer_course: 1 }, dashboardEnabled: true }),
  'course',
  path,
);

describe('side-menu legal links on native (spec §2: they open in the system browser)', () => {
  beforeEach(() => {
    browserOpen.mockClear();
    bridgeHost.Capacitor = { getPlatform: () => 'android' };
  });
  afterEach(() => {
    delete bridgeHost.Capacitor;
  });

  it("opens the campus's pages and its own legal links in the device browser, and closes the menu", async () => {
    const onNavigate = vi.fn();
    const { router } = await renderScreen(
      <SideMenu items={items} campusUrl="https://campus.example.org" legalLinks={{ imprint_url: null, privacy_url: 'https://law.example.org/privacy' }} onNavigate={onNavigate} />,
      { at: path },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Imprint' }));
    await waitFor(() => expect(browserOpen).toHaveBeenCalledWith({ url: 'https://campus.example.org/impressum' }));
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await waitFor(() => expect(browserOpen).toHaveBeenCalledWith({ url: 'https://law.example.org/privacy' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe(path);
  });

  it('stays in the app on the web', async () => {
    delete bridgeHost.Capacitor;
    const { router } = await renderScreen(<SideMenu items={items} campusUrl="https://campus.example.org" />, { at: path });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Imprint' }));
    expect(router.state.location.pathname).toBe('/impressum');
    expect(browserOpen).not.toHaveBeenCalled();
  });
});
