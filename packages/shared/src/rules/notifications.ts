// The zod-free part of notifications.ts (issue 16): the kinds of notification, their push entries, page
// sizes, problem codes and the real-time event name. The web shell (the header bell, the service worker
// registration) imports it as `@campus/shared/rules/notifications` without pulling in zod.
import type { PushRouteName } from '../routes.ts';

/**
 * What a notification is about (spec §2 push redirects). One kind per event:
 * - `content`: new content (news, a blog post) in a course you are in; a member's blog post only where
 *   the course has `member_blog_notification` on (spec §3);
 * - `assignment`: a new assignment in a course you learn in;
 * - `video_comment`: someone commented on your video;
 * - `message`: a new message in a conversation you take part in.
 */
export const NOTIFICATION_KINDS = ['content', 'assignment', 'video_comment', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The spec's push entry each kind opens (spec §2); the notification's `path` goes through it. */
export const NOTIFICATION_PUSH_ENTRIES = {
  content: 'content-push',
  assignment: 'assignment-push',
  video_comment: 'video-push',
  message: 'send_private_message-push',
} as const satisfies Record<NotificationKind, PushRouteName>;

/** Notifications per page of GET /notifications (newest first). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Largest `limit` a client may ask for. */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Read notifications older than this are removed by the cleanup job; unread ones are kept. */
export const NOTIFICATIONS_RETENTION_DAYS = 90;
/** Push devices (browsers, phones) one user may register; registering one more drops the oldest. */
export const PUSH_DEVICES_PER_USER_MAX = 20;
/** Characters of `deviceName` (spec §7 register-device). */
export const PUSH_DEVICE_NAME_MAX = 120;
/** Longest push endpoint URL accepted. */
export const PUSH_ENDPOINT_MAX = 2000;

/** Server-sent event (GET /realtime) for a new notification; data: NotificationCreatedEvent. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';
/** Server-sent event when the caller's unread count changed elsewhere (read on another device); data: { unread: number }. */
export const NOTIFICATION_UNREAD_EVENT = 'notification.unread';

/** Problem codes of the notification and push endpoints (besides the cross-cutting ERROR_CODES). */
export const NOTIFICATION_ERROR_CODES = {
  /** 404: no such notification, or it is someone else's. */
  notFound: 'NOTIFICATION_NOT_FOUND',
  /** 400: a web push endpoint that is not an https URL on a public host. */
  pushEndpointInvalid: 'PUSH_ENDPOINT_INVALID',
  /** 503: this server has no push keys (web push is off). */
  pushDisabled: 'PUSH_DISABLED',
  /** 404: register-device for a user whose profile is gone (spec §8 "Profile not found! Cannot register device"). */
  pushProfileNotFound: 'PUSH_PROFILE_NOT_FOUND',
} as const;
