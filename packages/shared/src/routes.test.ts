import { describe, expect, it } from 'vitest';
import {
  COURSE_ROUTES,
  TOP_LEVEL_ROUTES,
  appPath,
  coursePath,
  courseSegment,
  parseAppPath,
  parseCourseSegment,
  withLanguagePrefix,
} from './routes.ts';

describe('parseAppPath: top-level routes', () => {
  it('parses the start route with and without language prefix', () => {
    expect(parseAppPath('/')).toEqual({ scope: 'top', route: 'start', params: {} });
    expect(parseAppPath('')).toEqual({ scope: 'top', route: 'start', params: {} });
    expect(parseAppPath('/de')).toEqual({ language: 'de', scope: 'top', route: 'start', params: {} });
    expect(parseAppPath('/en/')).toEqual({ language: 'en', scope: 'top', route: 'start', params: {} });
  });

  it.each([
    ['/login-keycloak', 'login-keycloak'],
    ['/login-dfb', 'login-dfb'],
    ['/login', 'login'],
    ['/impressum', 'impressum'],
    ['/privacy_policy', 'privacy_policy'],
    ['/dashboard', 'dashboard'],
    ['/dashboard-legacy', 'dashboard-legacy'],
    ['/error', 'error'],
    ['/settings', 'settings'],
    ['/push-notification-settings', 'push-notification-settings'],
    ['/feedback-modal', 'feedback-modal'],
    ['/add-artefact-video-related-modal', 'add-artefact-video-related-modal'],
    ['/offline-videos', 'offline-videos'],
    ['/offline-video-player', 'offline-video-player'],
    ['/news-form', 'news-form'],
    ['/conversation', 'conversation'],
    ['/conversations', 'conversations'],
    ['/userportal', 'userportal'],
    ['/app/campus-dashboard', 'campus-dashboard'],
    ['/app/adhoc-dialogs', 'adhoc-dialogs'],
    ['/app/member', 'app-member'],
    ['/app/conversations', 'app-conversations'],
  ])('%s is %s, also under a language prefix', (path, route) => {
    expect(parseAppPath(path)).toEqual({ scope: 'top', route, params: {} });
    expect(parseAppPath(`/de${path}`)).toEqual({ language: 'de', scope: 'top', route, params: {} });
  });

  it('knows every modal route of the spec as a modal', () => {
    const modals = Object.entries(TOP_LEVEL_ROUTES)
      .filter(([, definition]) => 'modal' in definition && definition.modal)
      .map(([name]) => name);
    expect(modals).toHaveLength(11);
    expect(modals).toContain('course-menu-modal');
    expect(modals).toContain('report-modal');
  });

  it('reads route parameters', () => {
    expect(parseAppPath('/live-recordings/comments/42')).toEqual({
      scope: 'top',
      route: 'live-recording-comments',
      params: { nid: '42' },
    });
    expect(parseAppPath('/app/user/17')).toEqual({ scope: 'top', route: 'app-user', params: { id: '17' } });
    expect(parseAppPath('/en/app/user/17').language).toBe('en');
  });

  it('parses the learning cockpit with and without a user id', () => {
    expect(parseAppPath('/app/learning-cockpit')).toEqual({ scope: 'top', route: 'learning-cockpit', params: {} });
    expect(parseAppPath('/app/learning-cockpit/9')).toEqual({
      scope: 'top',
      route: 'learning-cockpit',
      params: { uid: '9' },
    });
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(parseAppPath('/userportal?path=/x#top').route).toBe('userportal');
    expect(parseAppPath('/login-keycloak/').route).toBe('login-keycloak');
  });
});

describe('parseAppPath: course-scoped routes', () => {
  it.each(Object.keys(COURSE_ROUTES).filter((name) => !COURSE_ROUTES[name as keyof typeof COURSE_ROUTES].path.includes(':')))(
    'parses %s beneath course-{id}/app/ with and without language prefix',
    (name) => {
      const path = COURSE_ROUTES[name as keyof typeof COURSE_ROUTES].path;
      expect(parseAppPath(`/course-12/app/${path}`)).toEqual({ courseId: 12, scope: 'course', route: name, params: {} });
      expect(parseAppPath(`/de/course-12/app/${path}`)).toEqual({
        language: 'de',
        courseId: 12,
        scope: 'course',
        route: name,
        params: {},
      });
    },
  );

  it('parses assignment/{id} with a numeric id only', () => {
    expect(parseAppPath('/course-3/app/assignment/7')).toEqual({
      courseId: 3,
      scope: 'course',
      route: 'assignment',
      params: { assignmentId: '7' },
    });
    expect(parseAppPath('/course-3/app/assignment/seven').route).toBe('legacy');
    expect(parseAppPath('/course-3/app/assignment').route).toBe('legacy');
  });

  it('parses content-details/{kind} for the four kinds only', () => {
    for (const kind of ['blog', 'news', 'document', 'external-content']) {
      expect(parseAppPath(`/en/course-3/app/content-details/${kind}?id=5`)).toEqual({
        language: 'en',
        courseId: 3,
        scope: 'course',
        route: 'content-details',
        params: { kind },
      });
    }
    expect(parseAppPath('/course-3/app/content-details/podcast').route).toBe('legacy');
  });

  it('parses the cockpit routes', () => {
    expect(parseAppPath('/course-3/app/course-cockpit')).toEqual({
      courseId: 3,
      scope: 'course',
      route: 'course-cockpit',
      params: {},
    });
    expect(parseAppPath('/course-3/app/assignment-cockpit/21')).toEqual({
      courseId: 3,
      scope: 'course',
      route: 'assignment-cockpit',
      params: { id: '21' },
    });
    expect(COURSE_ROUTES['course-cockpit'].guard).toBe('not-student');
    expect(COURSE_ROUTES['assignment-cockpit'].guard).toBe('not-student');
  });

  it('parses the uikit demo page', () => {
    expect(parseAppPath('/course-1/app/uikit-demo/sample-page').route).toBe('uikit-demo');
  });

  it('rejects a non-numeric or malformed course id', () => {
    for (const segment of ['course-abc', 'course-', 'course-0', 'course-012', 'course-1.5', 'course-99999999999999999999']) {
      const parsed = parseAppPath(`/${segment}/app/dashboard`);
      expect(parsed.courseId, segment).toBeUndefined();
      expect(parsed.route, segment).toBe('legacy');
      expect(parsed.params, segment).toEqual({ path: `${segment}/app/dashboard` });
    }
  });

  it('sends course paths outside app/ and unknown course routes to the legacy catch-all', () => {
    expect(parseAppPath('/course-5/node/12/edit')).toEqual({
      courseId: 5,
      scope: 'course',
      route: 'legacy',
      params: { path: 'node/12/edit' },
    });
    expect(parseAppPath('/de/course-5/app/unknown/thing')).toEqual({
      language: 'de',
      courseId: 5,
      scope: 'course',
      route: 'legacy',
      params: { path: 'app/unknown/thing' },
    });
    expect(parseAppPath('/course-5')).toEqual({ courseId: 5, scope: 'course', route: 'legacy', params: { path: '' } });
  });
});

describe('parseAppPath: push redirects', () => {
  it('redirects content-push to content-details', () => {
    expect(parseAppPath('/course-3/app/content-push/news?id=8')).toEqual({
      courseId: 3,
      scope: 'course',
      route: 'content-details',
      params: { kind: 'news' },
      redirectedFrom: 'content-push',
    });
  });

  it('redirects assignment-push to assignment', () => {
    expect(parseAppPath('/course-3/app/assignment-push/12')).toEqual({
      courseId: 3,
      scope: 'course',
      route: 'assignment',
      params: { assignmentId: '12' },
      redirectedFrom: 'assignment-push',
    });
  });

  it('redirects video-push to video-player', () => {
    expect(parseAppPath('/video-push?id=4&cid=9')).toEqual({
      scope: 'course',
      route: 'video-player',
      params: {},
      redirectedFrom: 'video-push',
    });
  });

  it('redirects send_private_message-push to conversation in its scope', () => {
    expect(parseAppPath('/de/send_private_message-push')).toEqual({
      language: 'de',
      scope: 'top',
      route: 'conversation',
      params: {},
      redirectedFrom: 'send_private_message-push',
    });
    expect(parseAppPath('/course-2/app/send_private_message-push').courseId).toBe(2);
    expect(parseAppPath('/course-2/app/send_private_message-push').route).toBe('conversation');
  });

  it('treats a push entry whose target does not match as the catch-all', () => {
    expect(parseAppPath('/course-3/app/assignment-push/x').route).toBe('legacy');
  });
});

describe('parseAppPath: catch-all', () => {
  it.each([
    ['/node/12', 'node/12'],
    ['/user/4/certificates', 'user/4/certificates'],
    ['/app/unknown', 'app/unknown'],
    ['/app/user/abc', 'app/user/abc'],
    ['/login-keycloak/extra', 'login-keycloak/extra'],
    ['/deu/login', 'deu/login'],
    ['/DE/login', 'DE/login'],
  ])('%s is the legacy catch-all', (path, rest) => {
    expect(parseAppPath(path)).toEqual({ scope: 'top', route: 'legacy', params: { path: rest } });
  });

  it('keeps the language of a catch-all path', () => {
    expect(parseAppPath('/fr/quiz/1/2')).toEqual({
      language: 'fr',
      scope: 'top',
      route: 'legacy',
      params: { path: 'quiz/1/2' },
    });
  });

  it('does not throw on malformed escapes', () => {
    expect(parseAppPath('/course-3/app/content-details/%E0%A4%A').route).toBe('legacy');
  });
});

describe('path builders', () => {
  it('builds top-level paths', () => {
    expect(appPath('start')).toBe('/');
    expect(appPath('start', {}, { language: 'de' })).toBe('/de');
    expect(appPath('login-keycloak')).toBe('/login-keycloak');
    expect(appPath('error', {}, { language: 'en' })).toBe('/en/error');
    expect(appPath('app-user', { id: 4 })).toBe('/app/user/4');
    expect(appPath('learning-cockpit')).toBe('/app/learning-cockpit');
    expect(appPath('learning-cockpit', { uid: 9 })).toBe('/app/learning-cockpit/9');
    expect(appPath('userportal', { path: '/a b' })).toBe('/userportal?path=%2Fa+b');
  });

  it('builds course paths with path and query parameters', () => {
    expect(coursePath(3, 'dashboard')).toBe('/course-3/app/dashboard');
    expect(coursePath(3, 'assignment', { assignmentId: 7 }, { language: 'de' })).toBe('/de/course-3/app/assignment/7');
    expect(coursePath(3, 'content-details', { kind: 'blog', id: 5 })).toBe('/course-3/app/content-details/blog?id=5');
    expect(coursePath(3, 'video-player', { id: 4, cid: 9 })).toBe('/course-3/app/video-player?id=4&cid=9');
    expect(coursePath(3, 'member', { id: 2 })).toBe('/course-3/app/member?id=2');
  });

  it('round-trips through the parser', () => {
    const path = coursePath(41, 'assignment-cockpit', { id: 8 }, { language: 'en' });
    expect(parseAppPath(path)).toEqual({
      language: 'en',
      courseId: 41,
      scope: 'course',
      route: 'assignment-cockpit',
      params: { id: '8' },
    });
  });

  it('refuses invalid input instead of building a broken path', () => {
    expect(() => coursePath(0, 'dashboard')).toThrow(RangeError);
    expect(() => coursePath(1.5, 'dashboard')).toThrow(RangeError);
    expect(() => coursePath(3, 'assignment', { assignmentId: 'x' })).toThrow(TypeError);
    // @ts-expect-error: an assignment path needs its id
    expect(() => coursePath(3, 'assignment')).toThrow(TypeError);
    // @ts-expect-error: 'podcast' is not a content kind; the builder checks it at run time too
    expect(() => coursePath(3, 'content-details', { kind: 'podcast' })).toThrow(TypeError);
    expect(() => appPath('login', {}, { language: 'deu' })).toThrow(TypeError);
  });

  it('reads and writes course segments', () => {
    expect(courseSegment(12)).toBe('course-12');
    expect(parseCourseSegment('course-12')).toBe(12);
    expect(parseCourseSegment('course-x')).toBeUndefined();
  });

  it('swaps the language prefix of a path', () => {
    expect(withLanguagePrefix('/de/course-3/app/dashboard?x=1#a', 'en')).toBe('/en/course-3/app/dashboard?x=1#a');
    expect(withLanguagePrefix('/login-keycloak', 'de')).toBe('/de/login-keycloak');
    expect(withLanguagePrefix('/de/login-keycloak', undefined)).toBe('/login-keycloak');
    expect(withLanguagePrefix('/de', undefined)).toBe('/');
    expect(withLanguagePrefix('/', 'en')).toBe('/en');
  });
});
