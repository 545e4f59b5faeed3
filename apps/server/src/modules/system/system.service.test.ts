import { describe, expect, it } from 'vitest';
import { buildConfiguration, parseAppPath } from './system.service.ts';

describe('parseAppPath', () => {
  it.each([
    ['/de/course-12/app/assignments', { language: 'de', courseId: 12, route: 'app/assignments' }],
    ['course-7/app/dashboard?x=1', { language: null, courseId: 7, route: 'app/dashboard' }],
    ['/en/app/campus-dashboard', { language: 'en', courseId: null, route: 'app/campus-dashboard' }],
    ['/fr/settings', { language: null, courseId: null, route: 'settings' }],
    ['/app/member', { language: null, courseId: null, route: 'app/member' }],
    ['/course-abc/app', { language: null, courseId: null, route: 'course-abc/app' }],
    ['', { language: null, courseId: null, route: '' }],
    ['/', { language: null, courseId: null, route: '' }],
  ])('%s', (input, expected) => {
    expect(parseAppPath(input)).toEqual(expected);
  });
});

describe('buildConfiguration', () => {
  it('builds API and campus URLs from the origin and leaves sign-in fields empty', () => {
    const config = buildConfiguration({ query: {}, origin: 'http://localhost:3000', campusName: null });
    expect(config.api_url).toBe('http://localhost:3000/api/rest');
    expect(config.campus_url).toBe('http://localhost:3000');
    expect(config.currentUser).toBeNull();
    // Without LEGACY_BASE_URL legacy links show "not available on this campus" instead of a frame.
    expect(config.legacy_base_url).toBeNull();
    expect(config.show_global_header).toBe(false);
    expect(config.global_header.ogTitle).toBeNull();
  });

  it('lets og_nid win over the course in the path', () => {
    const config = buildConfiguration({
      query: { og_nid: 9, path: '/course-3/app/videos' },
      origin: 'http://localhost:3000',
      campusName: 'Demo Campus',
    });
    expect(config.nid).toBe(9);
    expect(config.route).toBe('app/videos');
  });
});
