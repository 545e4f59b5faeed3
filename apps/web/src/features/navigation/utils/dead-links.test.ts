// Issue 16: a header link or side-menu entry is shown only when its screen exists.
import { buildCourseMenu, type Configuration } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { headerLinks } from './header-links.ts';
import { visibleMenuItems } from './menu-items.ts';

const config: Pick<Configuration, 'global_header' | 'currentUser' | 'campus_url'> = {
  global_header: { ogTitle: 'Campus', localMenu: true, backendUrl: 'https://campus.example', tumUrl: null, userPortalUrl: null, global_header_url: null, externalLogoUrl: null, externalLogoImage: null },
  currentUser: 7,
  campus_url: 'https://campus.example',
};

describe('no dead links', () => {
  it('drops header links to screens that do not exist and keeps actions and existing screens', () => {
    const existing = new Set(['/app/campus-dashboard', '/course-menu-modal', '/settings', '/privacy_policy']);
    const kinds = headerLinks({ config, courseId: 3, platform: 'web', studentModeAvailable: true, screenExists: (path) => existing.has(path) }).map(
      (link) => link.kind,
    );
    expect(kinds).toEqual(['campus-dashboard', 'course', 'account-settings', 'student-mode', 'privacy', 'logout']);
    // Without the registry every kind the configuration allows is there (the user portal, profile, ...).
    const all = headerLinks({ config, courseId: 3, platform: 'web' }).map((link) => link.kind);
    expect(all).toEqual(expect.arrayContaining(['profile', 'notification-settings', 'messages', 'userportal']));
  });

  it('drops the notification settings link where the campus turned push notifications off', () => {
    const kinds = (pushOn: boolean) => headerLinks({ config: { ...config, push_notifications: pushOn }, platform: 'web' }).map((link) => link.kind);
    expect(kinds(true)).toContain('notification-settings');
    expect(kinds(false)).not.toContain('notification-settings');
  });

  it('drops side-menu entries without a screen and a group left empty', () => {
    const items = buildCourseMenu({ courseId: 3, kind: 'course', courseType: 'default', permissions: {}, dashboardEnabled: true });
    const existing = /\/app\/(dashboard|assignments)$/;
    const visible = visibleMenuItems(items, 'course', '/course-3/app/dashboard', (path) => existing.test(path));
    expect(visible.map((item) => item.id)).toEqual(['dashboard', 'assignments']);
  });
});
