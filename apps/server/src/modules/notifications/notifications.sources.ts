// What the notifications feature hands to app.ts (issue 16): the callbacks that turn other features'
// events into notifications, the sign-out-everywhere hook, the VAPID key store and the job handlers
// (app-jobs.ts). Features never import this module; app.ts passes these callbacks in as their options.
import type { Database } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { AssignmentPublishedEvent } from '../assignments/assignments.events.sources.ts';
import type { ContentCreatedEvent } from '../content/content.events.sources.ts';
import type { MessageCreatedEvent } from '../conversations/conversations.sources.ts';
import {
  assignmentNotificationPath,
  contentNotificationPath,
  contentNotifiesCourse,
  messageNotificationPath,
  notifiedContentKind,
  videoCommentNotificationPath,
} from './notifications.policy.ts';
import { courseMemberIds, videoOwner } from './notifications.repository.ts';
import { notify, removeWebDevicesOf } from './notifications.service.ts';

export { NOTIFICATION_CLEANUP_JOB, notificationCleanupJobHandler, scheduleNotificationCleanup } from './notifications.cleanup.ts';
export {
  NOTIFICATION_PUSH_JOB,
  createVapidKeyStore,
  notificationPushJobHandler,
  type PushTestingOptions,
  type VapidEnv,
  type VapidKeyStore,
} from './notifications.push.ts';

export interface NotificationHooks {
  onMessageCreated(event: MessageCreatedEvent): Promise<void>;
  onContentCreated(event: ContentCreatedEvent): Promise<void>;
  onAssignmentPublished(event: AssignmentPublishedEvent): Promise<void>;
  /** Sign out everywhere: the user's browsers stop getting pushes (spec §4 logout step 1). */
  onSessionsRevoked(userId: number): Promise<void>;
}

/** The event callbacks app.ts hands to conversations, content and assignments. */
export function notificationHooks(deps: { db: Database; hub: RealtimeHub }): NotificationHooks {
  return {
    async onMessageCreated(event) {
      await notify(deps, {
        userIds: event.recipientUids,
        kind: 'message',
        courseId: event.courseId,
        path: messageNotificationPath(event.courseId, event.conversationId),
        title: event.title ?? event.authorName,
        actorUid: event.authorUid,
      });
    },

    async onContentCreated(event) {
      if (event.type === 'videocomment') {
        if (event.videoId === null) return;
        const video = await videoOwner(deps.db, event.videoId);
        if (!video) return;
        await notify(deps, {
          userIds: [video.ownerId],
          kind: 'video_comment',
          courseId: event.courseId,
          path: videoCommentNotificationPath(event.courseId, event.videoId, event.contentId),
          title: video.title,
          actorUid: event.authorUid,
        });
        return;
      }
      const kind = notifiedContentKind(event.type);
      if (kind === undefined || !contentNotifiesCourse(event)) return;
      await notify(deps, {
        userIds: await courseMemberIds(deps.db, event.courseId),
        kind: 'content',
        courseId: event.courseId,
        path: contentNotificationPath(event.courseId, kind, event.contentId),
        title: event.title,
        actorUid: event.authorUid,
      });
    },

    async onAssignmentPublished(event) {
      await notify(deps, {
        userIds: event.learnerUids,
        kind: 'assignment',
        courseId: event.courseId,
        path: assignmentNotificationPath(event.courseId, event.assignmentId),
        title: event.title,
        actorUid: event.actorUid,
      });
    },

    async onSessionsRevoked(userId) {
      await removeWebDevicesOf(deps.db, userId);
    },
  };
}
