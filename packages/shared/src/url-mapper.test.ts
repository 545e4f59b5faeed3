import { describe, expect, it } from 'vitest';
import { LEGACY_PATTERNS, mapServerUrl, type MappedUrl } from './url-mapper.ts';

const origin = 'https://campus.example.org';
const inCourse5 = { origin, courseId: 5 };
const noCourse = { origin };

describe('mapServerUrl: legacy pages without a native screen load in the frame', () => {
  it.each<[string, MappedUrl['screen'], Partial<MappedUrl>?]>([
    ['/course-5/node/12', 'node', { nodeId: 12 }],
    ['/node/12/edit', 'node_edit', { nodeId: 12 }],
    ['/node/12/delete', 'node_delete', { nodeId: 12 }],
    ['/node/12/webform-results', 'node_webform_results', { nodeId: 12 }],
    ['/node/12/webform', 'node_webform', { nodeId: 12 }],
    ['/node/12/results', 'node_results', { nodeId: 12 }],
    ['/node/12/questions', 'node_questions', { nodeId: 12 }],
    ['/node/12/workgroups', 'node_workgroups', { nodeId: 12 }],
    ['/node/add/course', 'node_add', { nodeType: 'course' }],
    ['/node/add/dialog', 'node_add', { nodeType: 'dialog' }],
    ['/node/add/exercise', 'node_add', { nodeType: 'exercise' }],
    ['/node/add/feedback', 'node_add', { nodeType: 'feedback' }],
    ['/home/events/', 'events'],
    ['/user/8/certificates/3/request', 'certificate_request', { userId: 8 }],
    ['/user/8/edit', 'user_edit', { userId: 8 }],
    ['/user/8/account_settings', 'account_settings', { userId: 8 }],
    ['/user/8/portfolio', 'portfolio', { userId: 8 }],
    ['/quiz/4/take', 'quiz'],
  ])('%s → internal_legacy %s', (path, screen, extra = {}) => {
    expect(mapServerUrl(`${origin}${path}`, inCourse5)).toEqual({
      kind: 'internal_legacy',
      screen,
      legacyPath: path,
      courseId: 5,
      ...extra,
    });
  });

  it('keeps language, query and hash in the legacy path', () => {
    expect(mapServerUrl('/de/course-5/node/12/results?page=2#top', inCourse5)).toEqual({
      kind: 'internal_legacy',
      screen: 'node_results',
      legacyPath: '/de/course-5/node/12/results?page=2#top',
      courseId: 5,
      nodeId: 12,
    });
  });

  it('has a table row for every page the spec lists', () => {
    expect(new Set(LEGACY_PATTERNS.map((entry) => entry.screen)).size).toBe(LEGACY_PATTERNS.length);
    expect(LEGACY_PATTERNS.length).toBeGreaterThanOrEqual(33);
  });
});

describe('mapServerUrl: legacy pages with a native screen', () => {
  it('opens the users administer screen for /users/administer (issue 18)', () => {
    expect(mapServerUrl(`${origin}/users/administer`, inCourse5)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: '/users/administer',
      courseId: 5,
    });
    expect(mapServerUrl('/en/users/administer', noCourse)).toMatchObject({ kind: 'internal', path: '/users/administer' });
  });

  it.each(['theme', 'features', 'privacy', 'domain-management'])('opens the campus settings screen for /campus_settings/%s (issue 18)', (section) => {
    expect(mapServerUrl(`${origin}/campus_settings/${section}`, inCourse5)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: `/campus_settings/${section}`,
      courseId: 5,
    });
    expect(mapServerUrl(`/de/campus_settings/${section}`, noCourse)).toMatchObject({ kind: 'internal', path: `/campus_settings/${section}` });
  });

  it('opens the use-template screen for /use-template/{id} (issue 18, course templates)', () => {
    expect(mapServerUrl(`${origin}/use-template/14`, inCourse5)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: '/use-template/14',
      courseId: 5,
    });
    expect(mapServerUrl('/de/use-template/3', noCourse)).toMatchObject({ kind: 'internal', path: '/use-template/3' });
  });

  it.each(['', '/campus', '/self_learning', '/course'])('opens the usage statistics screen for /usage_statistics%s (issue 18)', (rest) => {
    expect(mapServerUrl(`${origin}/usage_statistics${rest}`, inCourse5)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: `/usage_statistics${rest}`,
      courseId: 5,
    });
    expect(mapServerUrl(`/de/usage_statistics${rest}`, noCourse)).toMatchObject({ kind: 'internal', path: `/usage_statistics${rest}` });
  });

  it('keeps an unknown usage statistics scope a legacy page', () => {
    expect(mapServerUrl(`${origin}/usage_statistics/other`, noCourse)).toMatchObject({ kind: 'internal_legacy', screen: 'legacy' });
  });

  it('opens the video upload modal for /course-{id}/videos/upload', () => {
    expect(mapServerUrl('/course-5/videos/upload', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'video_upload',
      path: '/video-upload-modal',
      courseId: 5,
    });
  });

  it('opens the course members screen for the legacy member pages (invite and workgroups as its dialogs)', () => {
    expect(mapServerUrl('/course-5/coursedetails/members/invite', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'members_invite',
      path: '/course-5/app/members?invite=1',
      courseId: 5,
    });
    expect(mapServerUrl('/course-5/coursedetails/members/manage', inCourse5)).toEqual({ kind: 'internal', screen: 'members_manage', path: '/course-5/app/members', courseId: 5 });
    for (const path of ['/course-5/members/workgroups', '/course-5/coursedetails/members/workgroups']) {
      expect(mapServerUrl(path, inCourse5)).toEqual({ kind: 'internal', screen: 'members_workgroups', path: '/course-5/app/members?view=workgroups', courseId: 5 });
    }
    // Without a course there is no members screen to open: the older site's page.
    expect(mapServerUrl('/coursedetails/members/manage', noCourse)).toEqual({
      kind: 'internal_legacy',
      screen: 'members_manage',
      legacyPath: '/coursedetails/members/manage',
    });
  });

  it('opens the course videos for /videos/admin', () => {
    expect(mapServerUrl('/course-5/videos/admin', inCourse5)).toEqual({ kind: 'internal', screen: 'videos_admin', path: '/course-5/app/videos', courseId: 5 });
    expect(mapServerUrl('/videos/admin', noCourse)).toEqual({ kind: 'internal_legacy', screen: 'videos_admin', legacyPath: '/videos/admin' });
  });

  it('opens the player with the source download for /node/{nid}/download_video', () => {
    expect(mapServerUrl('/node/12/download_video', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'node_download_video',
      path: '/course-5/app/video-player?id=12&download=source',
      courseId: 5,
      nodeId: 12,
    });
    expect(mapServerUrl('/course-9/node/12/download_video', inCourse5)).toMatchObject({ path: '/course-9/app/video-player?id=12&download=source', selectCourse: true });
    expect(mapServerUrl('/node/12/download_video', noCourse).kind).toBe('internal_legacy');
  });

  it('opens the player with the comments export for /statistics/videocomments/{id}/export.xls', () => {
    expect(mapServerUrl('/de/statistics/videocomments/9/export.xls', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'video_comments_export',
      path: '/course-5/app/video-player?id=9&export=xls',
      courseId: 5,
    });
    expect(mapServerUrl('/statistics/videocomments/9/export.xls', noCourse)).toEqual({
      kind: 'internal_legacy',
      screen: 'video_comments_export',
      legacyPath: '/statistics/videocomments/9/export.xls',
    });
  });

  it('opens a live recording with its comments, with or without the course in front (issue 18)', () => {
    expect(mapServerUrl('/live-recordings/comments/42', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: '/live-recordings/comments/42',
      courseId: 5,
    });
    expect(mapServerUrl('/de/course-9/live-recordings/comments/42', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'live_recording_comments',
      path: '/live-recordings/comments/42',
      courseId: 9,
      selectCourse: true,
      nodeId: 42,
    });
    expect(mapServerUrl('/course-5/live-recordings/comments/0', inCourse5).kind).toBe('internal_legacy');
  });

  it('opens the course cockpit export for the xlsx export link', () => {
    expect(mapServerUrl('/course-5/exercises/course_cockpit/export/all/xlsx', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'course_cockpit_export',
      path: '/course-5/app/course-cockpit?export=xlsx',
      courseId: 5,
    });
  });

  it('opens the assignment cockpit export for both download links', () => {
    expect(mapServerUrl('/node/31/cockpit/download/all', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'assignment_cockpit_export',
      path: '/course-5/app/assignment-cockpit/31?export=all',
      courseId: 5,
      nodeId: 31,
    });
    expect(mapServerUrl('/node/31/cockpit/download/videotest-results', inCourse5).path).toBe(
      '/course-5/app/assignment-cockpit/31?export=videotest-results',
    );
  });

  it('opens the learning path (certificates) for /user/{uid}/certificates', () => {
    expect(mapServerUrl('/user/8/certificates', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'certificates',
      path: '/course-5/app/learning-path',
      courseId: 5,
      userId: 8,
    });
  });

  it('opens a conversation with the user for /messages/new/{uid}', () => {
    expect(mapServerUrl('/messages/new/8', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'message_new',
      path: '/course-5/app/conversation?uid=8',
      courseId: 5,
      userId: 8,
    });
    expect(mapServerUrl('/messages/new/8', noCourse).path).toBe('/conversation?uid=8');
  });

  it('opens the conversations for messages/list, relative or absolute', () => {
    expect(mapServerUrl('messages/list', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'messages',
      path: '/course-5/app/conversations',
      courseId: 5,
    });
    expect(mapServerUrl(`${origin}/messages/list`, noCourse).path).toBe('/app/conversations');
  });

  it('opens the news form of the course for /node/add/news', () => {
    expect(mapServerUrl('/course-5/node/add/news', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'node_add',
      path: '/news-form?og=5',
      courseId: 5,
      nodeType: 'news',
    });
    expect(mapServerUrl('/node/add/news', { origin, courseId: 7 }).path).toBe('/news-form?og=7');
  });

  it('opens the create form of documents and external content in the course feed', () => {
    expect(mapServerUrl('/course-5/node/add/cmap', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'node_add',
      path: '/course-5/app/content?create=cmap',
      courseId: 5,
      nodeType: 'cmap',
    });
    expect(mapServerUrl('/de/node/add/external-content', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'node_add',
      path: '/course-5/app/content?create=external_content',
      courseId: 5,
      nodeType: 'external-content',
    });
    // Another course's link selects that course.
    expect(mapServerUrl('/course-8/node/add/cmap', inCourse5)).toMatchObject({ kind: 'internal', path: '/course-8/app/content?create=cmap', selectCourse: true });
    // Without a course there is nowhere to create it: the legacy page.
    expect(mapServerUrl('/node/add/cmap', noCourse).kind).toBe('internal_legacy');
    expect(mapServerUrl('/node/add/external-content', noCourse).kind).toBe('internal_legacy');
  });

  it('opens the member profile for /user/{uid}', () => {
    expect(mapServerUrl('/user/8', noCourse)).toEqual({ kind: 'internal', screen: 'user_profile', path: '/app/user/8', userId: 8 });
  });

  it('passes a video comment id for videocomment/{id} links', () => {
    expect(mapServerUrl('/course-5/videocomment/77', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'video_comment',
      courseId: 5,
      videoCommentId: 77,
    });
  });

  it('falls back to the frame when a course screen has no course to open in', () => {
    expect(mapServerUrl('/videos/upload', noCourse)).toEqual({
      kind: 'internal_legacy',
      screen: 'video_upload',
      legacyPath: '/videos/upload',
    });
    expect(mapServerUrl('/node/31/cockpit/download/all', noCourse).kind).toBe('internal_legacy');
    expect(mapServerUrl('/exercises/course_cockpit/export/all/xlsx', noCourse).kind).toBe('internal_legacy');
    expect(mapServerUrl('/user/8/certificates', noCourse).kind).toBe('internal_legacy');
    expect(mapServerUrl('/node/add/news', noCourse).kind).toBe('internal_legacy');
  });
});

describe('mapServerUrl: language prefix and course segment', () => {
  it('accepts an optional two-letter language prefix', () => {
    expect(mapServerUrl('/en/messages/list', inCourse5).path).toBe('/course-5/app/conversations');
    expect(mapServerUrl('/de/course-5/videos/upload', inCourse5).path).toBe('/video-upload-modal');
  });

  it('takes the course of the link over the current course and asks to select it', () => {
    expect(mapServerUrl('/course-9/exercises/course_cockpit/export/all/xlsx', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'course_cockpit_export',
      path: '/course-9/app/course-cockpit?export=xlsx',
      courseId: 9,
      selectCourse: true,
    });
  });

  it('selects the course for a bare course-{id} link', () => {
    const expected = { kind: 'internal', screen: 'course', path: '/course-9/app/dashboard', courseId: 9, selectCourse: true };
    expect(mapServerUrl('/course-9', inCourse5)).toEqual(expected);
    expect(mapServerUrl('/de/course-9/', noCourse)).toEqual(expected);
    expect(mapServerUrl('/course-5', inCourse5)).toMatchObject({ selectCourse: true, path: '/course-5/app/dashboard' });
  });

  it('does not take malformed course segments as a course', () => {
    expect(mapServerUrl('/course-0/node/3', noCourse)).toEqual({
      kind: 'internal_legacy',
      screen: 'legacy',
      legacyPath: '/course-0/node/3',
    });
  });
});

describe('mapServerUrl: app routes and fallbacks', () => {
  it('keeps links that already are app routes, without the language prefix', () => {
    expect(mapServerUrl('/de/course-5/app/assignment/7?x=1', inCourse5)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: '/course-5/app/assignment/7?x=1',
      courseId: 5,
    });
    expect(mapServerUrl('/app/campus-dashboard', noCourse)).toEqual({
      kind: 'internal',
      screen: 'app_route',
      path: '/app/campus-dashboard',
    });
    expect(mapServerUrl(`${origin}/`, noCourse)).toMatchObject({ kind: 'internal', path: '/' });
  });

  it('sends an unknown first segment with a second segment to the legacy catch-all', () => {
    expect(mapServerUrl('/forum/42', inCourse5)).toEqual({
      kind: 'internal_legacy',
      screen: 'legacy',
      legacyPath: '/forum/42',
      courseId: 5,
    });
    expect(mapServerUrl('/course-5/app/unknown-screen', inCourse5)).toMatchObject({ kind: 'internal_legacy', screen: 'legacy' });
    expect(mapServerUrl('/node/12/unknown', inCourse5)).toMatchObject({ kind: 'internal_legacy', screen: 'legacy' });
  });

  it('leaves an unknown single segment undefined', () => {
    expect(mapServerUrl('/forum', inCourse5)).toEqual({ kind: 'undefined' });
    expect(mapServerUrl('/course-5/forum', inCourse5)).toEqual({ kind: 'undefined' });
  });

  it('treats other origins as external', () => {
    expect(mapServerUrl('https://example.com/node/12', inCourse5)).toEqual({
      kind: 'external',
      url: 'https://example.com/node/12',
    });
    expect(mapServerUrl('http://campus.example.org/node/12', inCourse5).kind).toBe('external');
    expect(mapServerUrl('//other.example.net/x', inCourse5)).toEqual({ kind: 'external', url: 'https://other.example.net/x' });
    expect(mapServerUrl('mailto:help@example.org', inCourse5)).toEqual({ kind: 'external', url: 'mailto:help@example.org' });
  });

  it('opens server resources (API, file downloads) directly, never in the frame', () => {
    expect(mapServerUrl('/api/rest/files/3/download', inCourse5)).toEqual({
      kind: 'external',
      url: `${origin}/api/rest/files/3/download`,
    });
  });

  it('compares origins after normalising the context origin', () => {
    expect(mapServerUrl('HTTPS://CAMPUS.example.org/quiz/4/take', { origin: `${origin}/some/page` }).kind).toBe(
      'internal_legacy',
    );
  });

  it('refuses script and data URLs, fragments and empty links', () => {
    expect(mapServerUrl('javascript:alert(1)', inCourse5)).toEqual({ kind: 'undefined' });
    expect(mapServerUrl('data:text/html,<p>x</p>', inCourse5)).toEqual({ kind: 'undefined' });
    expect(mapServerUrl('#section', inCourse5)).toEqual({ kind: 'undefined' });
    expect(mapServerUrl('   ', inCourse5)).toEqual({ kind: 'undefined' });
    expect(mapServerUrl('/node/1', { origin: 'not a url' })).toEqual({ kind: 'undefined' });
  });
});
