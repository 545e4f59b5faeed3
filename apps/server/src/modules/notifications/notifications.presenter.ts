// Rows → the wire shapes of @campus/shared notifications.ts.
import type { AppNotification } from '@campus/shared';
import type { NotificationRow } from './notifications.repository.ts';

export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    courseId: row.courseId,
    path: row.path,
    title: row.title,
    actor: row.actorUid !== null && row.actorName !== null ? { uid: row.actorUid, name: row.actorName } : null,
    created: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
