// The pure rules: each kind's path goes through its push entry and parses (shared parseAppPath) to the
// screen the spec names, with the ids where the web's routes read them; who hears of new content; which
// web push endpoints are accepted.
import { COURSE_ROLE, PUSH_REDIRECTS, parseAppPath } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import {
  assignmentNotificationPath,
  contentNotificationPath,
  contentNotifiesCourse,
  isAcceptableEndpoint,
  messageNotificationPath,
  notifiedContentKind,
  videoCommentNotificationPath,
} from './notifications.policy.ts';

/** Parses the path part and keeps the query (which the push redirect carries over). */
function parsed(path: string) {
  const [pathname = '', query = ''] = path.split('?');
  return { ...parseAppPath(pathname), query: Object.fromEntries(new URLSearchParams(query)) };
}

describe('notification paths', () => {
  it('content → content-details/{kind}?id of the course', () => {
    const path = contentNotificationPath(5, 'document', 12);
    expect(path).toBe('/course-5/app/content-push/document?id=12');
    expect(parsed(path)).toMatchObject({ courseId: 5, scope: 'course', route: PUSH_REDIRECTS['content-push'], redirectedFrom: 'content-push', params: { kind: 'document' }, query: { id: '12' } });
    expect(parsed(contentNotificationPath(5, 'external-content', 3))).toMatchObject({ route: 'content-details', params: { kind: 'external-content' } });
  });

  it('assignment → assignment/{id} of the course', () => {
    expect(parsed(assignmentNotificationPath(5, 7))).toMatchObject({ courseId: 5, route: 'assignment', redirectedFrom: 'assignment-push', params: { assignmentId: '7' } });
  });

  it('video comment → video-player?id&cid of the course', () => {
    const path = videoCommentNotificationPath(5, 9, 31);
    expect(path).toBe('/course-5/app/video-push?id=9&cid=31');
    expect(parsed(path)).toMatchObject({ courseId: 5, route: 'video-player', redirectedFrom: 'video-push', query: { id: '9', cid: '31' } });
  });

  it('message → conversation?id, in the course or at the top level', () => {
    expect(parsed(messageNotificationPath(5, 3))).toMatchObject({ courseId: 5, scope: 'course', route: 'conversation', redirectedFrom: 'send_private_message-push', query: { id: '3' } });
    const top = parsed(messageNotificationPath(null, 3));
    expect(top).toMatchObject({ scope: 'top', route: 'conversation', redirectedFrom: 'send_private_message-push', query: { id: '3' } });
    expect(top.courseId).toBeUndefined();
  });
});

describe('who hears of new content', () => {
  const student = [COURSE_ROLE.student];
  const instructor = [COURSE_ROLE.instructor];
  it('tells the course of every type with a detail screen', () => {
    expect(['news', 'blog', 'cmap', 'external_content'].map((type) => contentNotifiesCourse({ type, authorRoleIds: instructor, memberBlogNotification: false }))).toEqual([true, true, true, true]);
    expect(notifiedContentKind('cmap')).toBe('document');
    expect(notifiedContentKind('videocomment')).toBeUndefined();
    expect(contentNotifiesCourse({ type: 'dialog', authorRoleIds: instructor, memberBlogNotification: true })).toBe(false);
  });

  it('holds back a member’s blog post unless member_blog_notification is on', () => {
    expect(contentNotifiesCourse({ type: 'blog', authorRoleIds: student, memberBlogNotification: false })).toBe(false);
    expect(contentNotifiesCourse({ type: 'blog', authorRoleIds: [COURSE_ROLE.member], memberBlogNotification: false })).toBe(false);
    expect(contentNotifiesCourse({ type: 'blog', authorRoleIds: student, memberBlogNotification: true })).toBe(true);
    expect(contentNotifiesCourse({ type: 'news', authorRoleIds: student, memberBlogNotification: false })).toBe(true);
    expect(contentNotifiesCourse({ type: 'blog', authorRoleIds: [COURSE_ROLE.mentor], memberBlogNotification: false })).toBe(true);
  });
});

describe('acceptable web push endpoints', () => {
  it('takes https URLs on public host names, as the browsers’ push services use', () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/Q', 'https://push.example.com:8443/a']) {
      expect(isAcceptableEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses IP literals, local names, other schemes and credentials', () => {
    for (const endpoint of [
      'http://push.example.com/a',
      'https://127.0.0.1/a',
      'https://169.254.169.254/latest',
      'https://[::1]/a',
      'https://[::ffff:7f00:1]/a',
      'https://0x7f000001/a',
      'https://localhost/a',
      'https://localhost./a',
      'https://a.localhost/a',
      'https://printer.local/a',
      'https://metadata.google.internal/a',
      'https://intranet/a',
      'https://u:p@push.example.com/a',
      'not a url',
    ]) {
      expect(isAcceptableEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it('takes http://127.0.0.1 only with the test-only rule', () => {
    expect(isAcceptableEndpoint('http://127.0.0.1:4000/push')).toBe(false);
    expect(isAcceptableEndpoint('http://127.0.0.1:4000/push', { allowLocalEndpoints: true })).toBe(true);
    expect(isAcceptableEndpoint('http://10.0.0.1/push', { allowLocalEndpoints: true })).toBe(false);
  });
});
