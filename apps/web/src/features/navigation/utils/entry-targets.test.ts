import { describe, expect, it } from 'vitest';
import { pushRedirectPath, routedPushEntries, userPortalTarget } from './entry-targets.ts';

/** Screens of this test: assignments, content details, the video player and the campus dashboard. */
const exists = (path: string) => /\/(assignment\/\d+|content-details\/\w+|video-player|app\/campus-dashboard|app\/dashboard)(\?|$)/.test(path);

describe('push redirects (spec §2)', () => {
  it('opens the screen the push stands for, keeping language, course, the rest of the path and the query', () => {
    expect(pushRedirectPath('/de/course-3/app/assignment-push/12', null, exists)).toBe('/de/course-3/app/assignment/12');
    expect(pushRedirectPath('/course-3/app/content-push/blog?id=5', null, exists)).toBe('/course-3/app/content-details/blog?id=5');
    expect(pushRedirectPath('/course-3/app/video-push?id=8&cid=2', null, exists)).toBe('/course-3/app/video-player?id=8&cid=2');
  });

  it('opens a course screen reached without a course in the selected course, or not at all', () => {
    expect(pushRedirectPath('/assignment-push/12', 4, exists)).toBe('/course-4/app/assignment/12');
    expect(pushRedirectPath('/en/video-push?id=8', 4, exists)).toBe('/en/course-4/app/video-player?id=8');
    expect(pushRedirectPath('/assignment-push/12', null, exists)).toBeUndefined();
  });

  it('answers undefined for a screen that does not exist, a bad path and a path that is no push', () => {
    expect(pushRedirectPath('/course-3/app/send_private_message-push', null, exists)).toBeUndefined();
    expect(pushRedirectPath('/course-3/app/assignment-push/abc', null, exists)).toBeUndefined();
    expect(pushRedirectPath('/course-3/app/assignment/12', null, exists)).toBeUndefined();
  });

  it('routes only the entries whose target exists', () => {
    expect(routedPushEntries((route) => route !== 'conversation')).toEqual(['content-push', 'assignment-push', 'video-push']);
  });
});

describe('user portal target', () => {
  it('opens the screen `path` names, a bare course segment as its dashboard', () => {
    expect(userPortalTarget('course-3/app/assignment/12', exists)).toBe('/course-3/app/assignment/12');
    expect(userPortalTarget('/course-3/app/video-player?id=2', exists)).toBe('/course-3/app/video-player?id=2');
    expect(userPortalTarget('course-3', exists)).toBe('/course-3/app/dashboard');
    expect(userPortalTarget('de/course-3', exists)).toBe('/course-3/app/dashboard');
  });

  it('falls back to the campus dashboard for nothing, missing screens, other sites and tricks', () => {
    for (const path of [null, '', 'course-3/app/members', 'https://evil.example/x', '//evil.example', 'javascript:alert(1)', '../etc', 'userportal?path=x', 'login']) {
      expect(userPortalTarget(path, exists), String(path)).toBe('/app/campus-dashboard');
    }
  });
});
