// The screen registry is the router's list too: every registered screen is routed, nothing else of the
// spec's table is, and links ask the registry (issue 16: no dead links).
import { COURSE_ROUTES, TOP_LEVEL_ROUTES, type RouteDefinition, type TopLevelRouteName } from '@campus/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './router.tsx';
import { COURSE_SCREENS, screenExists, TOP_LEVEL_SCREENS } from './screens.ts';
import type { StartUp } from './start-up.ts';

const startUp: StartUp = { ensureSession: async () => ({ target: '/', replace: false }), reset: () => undefined };

/** Paths of the top-level routes without a language prefix, and of the course routes beneath `:course/app`. */
function routedPaths(): { top: Set<string>; course: Set<string> } {
  const [root] = createAppRoutes({ startUp });
  const top = new Set<string>();
  const course = new Set<string>();
  const visit = (routes: readonly RouteObject[], inCourse: boolean) => {
    for (const route of routes) {
      if (route.path === ':lang') continue;
      if (route.path !== undefined) (inCourse ? course : top).add(route.path);
      if (route.children) visit(route.children, inCourse || route.path === ':course/app');
    }
  };
  visit(root?.children ?? [], false);
  return { top, course };
}

/**
 * The router paths of a route: its pattern, or, for a route whose one parameter has a fixed set of values
 * (`campus_settings/:section`), one path per value, so the values without a screen stay legacy pages. An
 * optional one (`usage_statistics/:scope?`) also has the path without it.
 */
function registeredPaths(definition: RouteDefinition): string[] {
  const entries = Object.entries(definition.values ?? {});
  const [name, values] = entries[0] ?? [];
  if (entries.length !== 1 || name === undefined || values === undefined) return [definition.path];
  const optional = definition.path.includes(`:${name}?`);
  const placeholder = optional ? `:${name}?` : `:${name}`;
  const withValues = values.map((value) => definition.path.replace(placeholder, value));
  return optional ? [definition.path.replace(`/${placeholder}`, ''), ...withValues] : withValues;
}

describe('screen registry', () => {
  it('is exactly what the router registers at the top level', () => {
    const { top } = routedPaths();
    for (const name of Object.keys(TOP_LEVEL_ROUTES) as TopLevelRouteName[]) {
      if (name === 'start') continue;
      expect(registeredPaths(TOP_LEVEL_ROUTES[name]).every((path) => top.has(path)), name).toBe(TOP_LEVEL_SCREENS.has(name));
    }
  });

  it('routes every registered course screen', () => {
    const { course } = routedPaths();
    for (const name of Object.keys(COURSE_SCREENS) as (keyof typeof COURSE_ROUTES)[]) {
      expect(course.has(COURSE_ROUTES[name].path), name).toBe(true);
    }
  });

  it('routes the push entries of existing screens only', () => {
    const { top, course } = routedPaths();
    for (const paths of [top, course]) {
      expect(paths.has('assignment-push/*')).toBe(true);
      expect(paths.has('content-push/*')).toBe(true);
      expect(paths.has('video-push/*')).toBe(true);
      // The private-message push opens a conversation (issue 13).
      expect(paths.has('send_private_message-push/*')).toBe(true);
    }
  });

  it('answers whether a path opens a screen', () => {
    const none = { legacyFrame: false };
    expect(screenExists('/de/course-3/app/assignments', none)).toBe(true);
    expect(screenExists('/course-3/app/video-player?id=4', none)).toBe(true);
    expect(screenExists('/settings', none)).toBe(true);
    expect(screenExists('/course-3/app/members', none)).toBe(true);
    expect(screenExists('/course-3/app/member?id=4', none)).toBe(true);
    // Notification settings (issue 16).
    expect(screenExists('/push-notification-settings', none)).toBe(true);
    expect(screenExists('/de/push-notification-settings', none)).toBe(true);
    expect(screenExists('/app/user/4', none)).toBe(true);
    expect(screenExists('/app/member', none)).toBe(true);
    expect(screenExists('/course-3/app/assignment-push/7', none)).toBe(true);
    expect(screenExists('/course-3/app/send_private_message-push', none)).toBe(true);
    expect(screenExists('/app/conversations', none)).toBe(true);
    // Campus settings (issue 18): the four sections are screens, domain management too.
    expect(screenExists('/campus_settings/theme', none)).toBe(true);
    expect(screenExists('/de/campus_settings/privacy', none)).toBe(true);
    expect(screenExists('/campus_settings/domain-management', none)).toBe(true);
    expect(screenExists('/campus_settings/colours', none)).toBe(false);
    // A user's certificates (issue 14; the user menu links them where the campus has certificates on).
    expect(screenExists('/user/4/certificates', none)).toBe(true);
    expect(screenExists('/en/user/4/certificates', none)).toBe(true);
    expect(screenExists('/user/0/certificates', none)).toBe(false);
    expect(screenExists('/user/4/certificates/3/request', none)).toBe(false);
    expect(screenExists('/course-3/app/conversation?id=2', none)).toBe(true);
    // Pages of the older site exist only with a legacy frame.
    expect(screenExists('/messages/list', none)).toBe(false);
    expect(screenExists('/messages/list', { legacyFrame: true })).toBe(true);
  });
});
