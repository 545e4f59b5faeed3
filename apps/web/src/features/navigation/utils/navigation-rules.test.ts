import {
  buildCourseMenu,
  CERTIFICATE_STATUSES,
  MENU_TEXT_DARK,
  MENU_TEXT_LIGHT,
  shouldShowCertificateMessage,
  type Configuration,
  type MenuItem,
} from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { headerLinks, type HeaderLinkInput } from './header-links.ts';
import { visibleMenuItems } from './menu-items.ts';
import { certificateMessageShown, clearCommentMode, getCommentModes, setCommentMode } from './side-menu-messages.ts';
import { themeCssVariables, type ThemeOverrides } from './theme-overrides.ts';

const allPermissions = {
  access_cockpit: 1,
  administer_course: 1,
} as const;

function ids(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...(item.items ? ids(item.items) : [])]);
}

describe('visible menu items', () => {
  it('marks the entry of the current path active and opens its group', () => {
    const items = buildCourseMenu({ courseId: 4, kind: 'course', courseType: 'default', permissions: allPermissions, dashboardEnabled: true });
    const visible = visibleMenuItems(items, 'course', '/de/course-4/app/videos');
    const collaboration = visible.find((item) => item.id === 'collaboration');
    const administration = visible.find((item) => item.id === 'administration');
    expect(collaboration?.collapsed).toBe(false);
    expect(collaboration?.items?.find((item) => item.id === 'videos')?.active).toBe(true);
    expect(administration?.collapsed).toBe(true);
    expect(visible.find((item) => item.id === 'dashboard')?.active).toBe(false);
  });

  it('has no tasks entry for a group, even when a stale list still carries one', () => {
    const courseItems = buildCourseMenu({ courseId: 6, kind: 'course', courseType: 'default', permissions: {}, dashboardEnabled: true });
    expect(ids(courseItems)).toContain('assignments');
    const visible = visibleMenuItems(courseItems, 'group', '/course-6/app/dashboard');
    expect(ids(visible)).not.toContain('assignments');
    expect(visible.find((item) => item.id === 'dashboard')?.active).toBe(true);
  });

  it('keeps the tasks entry of a course', () => {
    const items = buildCourseMenu({ courseId: 6, kind: 'course', courseType: 'self_learning', permissions: {}, dashboardEnabled: false });
    const visible = visibleMenuItems(items, 'course', '/course-6/app/assignment/12');
    expect(visible.find((item) => item.id === 'assignments')?.active).toBe(true);
  });

  it('drops separators that would stand alone', () => {
    const items: MenuItem[] = [
      { id: 'separator-a', type: 'separator', isLegacy: false },
      { id: 'assignments', type: 'item', label: 'menu.assignments', target: '/course-1/app/assignments', isLegacy: false },
      { id: 'separator-b', type: 'separator', isLegacy: false },
      { id: 'g', type: 'group', label: 'menu.groups.x', isLegacy: false, items: [{ id: 'assignments', type: 'item', target: '/course-1/app/assignments', isLegacy: false }] },
      { id: 'separator-c', type: 'separator', isLegacy: false },
      { id: 'content', type: 'item', label: 'menu.content', target: '/course-1/app/content', isLegacy: false },
    ];
    expect(ids(visibleMenuItems(items, 'group', '/course-1/app/content'))).toEqual(['content']);
  });
});

const baseOverrides: ThemeOverrides = {
  color_overrides: {
    global_header: { background_color: null, font_color: null, text_hover_background: null },
    main_menu: { main_menu_background_color: null, font_color: null, text_hover: null },
    main_background: null,
  },
  font_overrides: { global_header: null, custom_theme_admin_font_family: null },
};

describe('theme overrides', () => {
  it('sets nothing without overrides', () => {
    expect(themeCssVariables(baseOverrides)).toEqual({});
  });

  it('maps every override to its variable and derives the menu text colour from the background', () => {
    const dark = themeCssVariables({
      color_overrides: {
        global_header: { background_color: '#102030', font_color: 'white', text_hover_background: 'rgba(0, 0, 0, 0.2)' },
        main_menu: { main_menu_background_color: '#1c3d5a', font_color: null, text_hover: '#334455' },
        main_background: '#f8f9fa',
      },
      font_overrides: { global_header: '"Open Sans", sans-serif', custom_theme_admin_font_family: 'Georgia, serif' },
    });
    expect(dark).toEqual({
      '--campus-header-bg': '#102030',
      // A named colour has no known contrast: the luminance rule decides.
      '--campus-header-color': MENU_TEXT_LIGHT,
      '--campus-header-hover-bg': 'rgba(0, 0, 0, 0.2)',
      '--campus-menu-bg': '#1c3d5a',
      '--campus-menu-color': MENU_TEXT_LIGHT,
      '--campus-menu-hover': '#334455',
      '--campus-menu-hover-color': MENU_TEXT_LIGHT,
      '--campus-main-bg': '#f8f9fa',
      '--campus-main-color': MENU_TEXT_DARK,
      '--campus-header-font': '"Open Sans", sans-serif',
      '--campus-font-family': 'Georgia, serif',
    });
    const light = themeCssVariables({
      ...baseOverrides,
      color_overrides: { ...baseOverrides.color_overrides, main_menu: { main_menu_background_color: '#fafafa', font_color: null, text_hover: null } },
    });
    expect(light['--campus-menu-color']).toBe(MENU_TEXT_DARK);
  });

  it("keeps a campus font colour only while it is readable on the campus background (spec §9's rule otherwise)", () => {
    const readable = themeCssVariables({
      ...baseOverrides,
      color_overrides: {
        ...baseOverrides.color_overrides,
        global_header: { background_color: '#0b3d91', font_color: '#ffe066', text_hover_background: '#fafafa' },
        main_menu: { main_menu_background_color: '#1d2b3a', font_color: '#2f4a66', text_hover: null },
      },
    });
    expect(readable['--campus-header-color']).toBe('#ffe066');
    expect(readable['--campus-header-hover-color']).toBe(MENU_TEXT_DARK);
    // Dark blue text on a dark menu (1.5:1) gives way to white.
    expect(readable['--campus-menu-color']).toBe(MENU_TEXT_LIGHT);
    // A font colour without a background of its own is left to the theme (light and dark scheme).
    const alone = themeCssVariables({
      ...baseOverrides,
      color_overrides: { ...baseOverrides.color_overrides, main_menu: { main_menu_background_color: null, font_color: '#2f4a66', text_hover: null } },
    });
    expect(alone['--campus-menu-color']).toBeUndefined();
  });

  it('refuses values that are not plain colours or fonts', () => {
    const result = themeCssVariables({
      color_overrides: {
        ...baseOverrides.color_overrides,
        global_header: { background_color: 'red; background: url(https://evil.example/x)', font_color: 'url(x)', text_hover_background: null },
      },
      font_overrides: { global_header: 'x;}body{display:none', custom_theme_admin_font_family: null },
    });
    expect(result).toEqual({});
  });
});

const config: HeaderLinkInput['config'] = {
  campus_url: 'https://campus.example.org',
  currentUser: 17,
  global_header: {
    ogTitle: 'Demo',
    localMenu: true,
    backendUrl: 'https://campus.example.org',
    tumUrl: null,
    userPortalUrl: 'https://portal.example.org/',
    global_header_url: null,
    externalLogoUrl: null,
    externalLogoImage: null,
  },
} satisfies Pick<Configuration, 'global_header' | 'currentUser' | 'campus_url'>;

describe('header links', () => {
  it('offers every link kind of the spec and opens only user portal and settings in a new tab on the web', () => {
    const links = headerLinks({ config, courseId: 3, platform: 'web', studentModeAvailable: true });
    const byKind = new Map(links.map((link) => [link.kind, link.target]));
    expect([...byKind.keys()]).toEqual([
      'campus-dashboard',
      'course',
      'messages',
      'conversations',
      'member',
      'learning-cockpit',
      'profile',
      'account-settings',
      'notification-settings',
      'student-mode',
      'legacy-account',
      'legacy-portfolio',
      'privacy',
      'boards',
      'userportal',
      'logout',
    ]);
    expect(byKind.get('campus-dashboard')).toEqual({ type: 'route', path: '/app/campus-dashboard', newTab: false });
    expect(byKind.get('course')).toEqual({ type: 'route', path: '/course-menu-modal', newTab: false });
    expect(byKind.get('messages')).toEqual({ type: 'route', path: '/course-3/app/conversations', newTab: false });
    expect(byKind.get('profile')).toEqual({ type: 'route', path: '/app/user/17', newTab: false });
    expect(byKind.get('account-settings')).toEqual({ type: 'route', path: '/settings', newTab: true });
    expect(byKind.get('legacy-account')).toEqual({ type: 'route', path: '/user/17/account_settings', newTab: false });
    expect(byKind.get('legacy-portfolio')).toEqual({ type: 'route', path: '/user/17/portfolio', newTab: false });
    expect(byKind.get('privacy')).toEqual({ type: 'route', path: '/privacy_policy', newTab: false });
    expect(byKind.get('boards')).toEqual({ type: 'external', url: 'https://portal.example.org/boards', newTab: false });
    expect(byKind.get('userportal')).toEqual({ type: 'external', url: 'https://portal.example.org/', newTab: true });
    expect(byKind.get('student-mode')).toEqual({ type: 'action', action: 'toggle-student-mode' });
    expect(byKind.get('logout')).toEqual({ type: 'action', action: 'logout' });
  });

  it('routes in the app on native, never in a new tab', () => {
    const links = headerLinks({ config, courseId: 3, platform: 'native' });
    expect(links.find((link) => link.kind === 'userportal')?.target).toEqual({ type: 'route', path: '/userportal?path=course-3', newTab: false });
    expect(links.find((link) => link.kind === 'account-settings')?.target).toEqual({ type: 'route', path: '/settings', newTab: false });
  });

  it('leaves out what the configuration does not allow', () => {
    const links = headerLinks({
      config: { ...config, currentUser: null, global_header: { ...config.global_header, userPortalUrl: null } },
      platform: 'web',
    });
    const kinds = links.map((link) => link.kind);
    for (const kind of ['profile', 'student-mode', 'legacy-account', 'legacy-portfolio', 'boards'] as const) expect(kinds).not.toContain(kind);
    expect(links.find((link) => link.kind === 'userportal')?.target).toEqual({ type: 'route', path: '/userportal', newTab: true });
    expect(links.find((link) => link.kind === 'messages')?.target).toEqual({ type: 'route', path: '/app/conversations', newTab: false });
  });
});

describe('side menu messages', () => {
  it('keeps the comment mode per content kind and clears it', () => {
    expect(getCommentModes()).toEqual([]);
    setCommentMode('document', true);
    setCommentMode('blog', true);
    expect(getCommentModes()).toEqual(['blog', 'document']);
    setCommentMode('blog', false);
    expect(getCommentModes()).toEqual(['document']);
    clearCommentMode();
    expect(getCommentModes()).toEqual([]);
    window.localStorage.setItem('commentMode', '"blog"');
    expect(getCommentModes()).toEqual([]);
  });

  it('shows the certificate message exactly when the shared rule says so', () => {
    expect(certificateMessageShown({ status: 'fulfilled', download_count: 0 })).toBe(true);
    expect(certificateMessageShown(undefined)).toBe(false);
    for (const status of CERTIFICATE_STATUSES) {
      for (const download_count of [0, 1, 5]) {
        expect(certificateMessageShown({ status, download_count })).toBe(shouldShowCertificateMessage({ status, download_count }));
      }
    }
  });
});
