// Pure rules of notifications (issue 16): the app path each kind opens through its push entry (spec §2
// push redirects; the web's pushRedirectPath turns it into the screen), who is told about new content,
// and which web push endpoints we accept (SSRF: the server POSTs to them).
import {
  COURSE_APP_SEGMENT,
  COURSE_ROLE,
  CONTENT_DETAIL_KIND,
  EDITABLE_CONTENT_TYPES,
  NOTIFICATION_PUSH_ENTRIES,
  courseSegment,
  type ContentDetailKind,
  type EditableContentType,
} from '@campus/shared';
import { normalizeAddress } from '../../lib/safe-fetch.ts';

function coursePushPath(courseId: number, entry: string, rest: string): string {
  return `/${courseSegment(courseId)}/${COURSE_APP_SEGMENT}/${entry}${rest}`;
}

/** `/course-5/app/content-push/blog?id=12` → content-details/blog?id=12 of course 5. */
export function contentNotificationPath(courseId: number, kind: ContentDetailKind, contentId: number): string {
  return coursePushPath(courseId, NOTIFICATION_PUSH_ENTRIES.content, `/${kind}?${new URLSearchParams({ id: String(contentId) }).toString()}`);
}

/** `/course-5/app/assignment-push/7` → assignment/7 of course 5. */
export function assignmentNotificationPath(courseId: number, assignmentId: number): string {
  return coursePushPath(courseId, NOTIFICATION_PUSH_ENTRIES.assignment, `/${assignmentId}`);
}

/** `/course-5/app/video-push?id=9&cid=31` → video-player?id=9&cid=31 (the video, at the comment). */
export function videoCommentNotificationPath(courseId: number, videoId: number, commentId: number): string {
  return coursePushPath(courseId, NOTIFICATION_PUSH_ENTRIES.video_comment, `?${new URLSearchParams({ id: String(videoId), cid: String(commentId) }).toString()}`);
}

/**
 * `/course-5/app/send_private_message-push?id=3` (a course's conversation) or
 * `/send_private_message-push?id=3` (one outside courses) → conversation?id=3.
 */
export function messageNotificationPath(courseId: number | null, conversationId: number): string {
  const query = `?${new URLSearchParams({ id: String(conversationId) }).toString()}`;
  const entry = NOTIFICATION_PUSH_ENTRIES.message;
  return courseId === null ? `/${entry}${query}` : coursePushPath(courseId, entry, query);
}

/** The detail kind of a content type that has a detail screen (news, blog, document, external); else undefined. */
export function notifiedContentKind(type: string): ContentDetailKind | undefined {
  return (EDITABLE_CONTENT_TYPES as readonly string[]).includes(type) ? CONTENT_DETAIL_KIND[type as EditableContentType] : undefined;
}

const LEARNER_ROLES: readonly number[] = [COURSE_ROLE.student, COURSE_ROLE.member];

/**
 * Whether new content tells the course: everything with a detail screen does, except a blog post of a
 * member (the author acts only as a learner, student or member) while the course has
 * member_blog_notification off (spec §3).
 */
export function contentNotifiesCourse(input: { type: string; authorRoleIds: readonly number[]; memberBlogNotification: boolean }): boolean {
  if (notifiedContentKind(input.type) === undefined) return false;
  const byMember = input.authorRoleIds.length > 0 && input.authorRoleIds.every((role) => LEARNER_ROLES.includes(role));
  return !(input.type === 'blog' && byMember && !input.memberBlogNotification);
}

export interface EndpointRules {
  /** TEST ONLY: also accept http://127.0.0.1 endpoints (a push service the test runs). Never set by a deploy. */
  allowLocalEndpoints?: boolean;
}

/**
 * A web push endpoint we are willing to POST to: an https URL without credentials whose host is a DNS
 * name (no IP literal, no localhost, no single-label name). Sending goes through safePost as well, which
 * refuses names resolving to non-public addresses at connect time.
 */
export function isAcceptableEndpoint(raw: string, rules: EndpointRules = {}): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (rules.allowLocalEndpoints && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  if (normalizeAddress(host) !== undefined || host.startsWith('[')) return false;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (!name.includes('.')) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal')) return false;
  return true;
}
