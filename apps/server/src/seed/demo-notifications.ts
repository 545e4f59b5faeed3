// Demo notifications (issue 16): the bell shows something on the first sign-in. For the demo student:
// the instructor's news and the first assignment of Coaching Basics and the instructor's last direct
// message (unread), the group conversation and the course document (read); for the demo instructor: the
// student's message in the group conversation (unread) and the student's blog post (read). Once the demo
// videos exist (seedDemoVideos calls this again), the instructor's comment on the student's video for the
// student and the student's question on the instructor's video for the instructor. Every row points at seeded things through the
// kinds' push entries. Idempotent per user and kind: a kind the user already has is skipped.
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { NotificationKind } from '@campus/shared';
import type { Database } from '../db/client.ts';
import { assignments, contentItems, conversationParticipants, conversations, courses, messages, notifications, users, videos } from '../db/schema/index.ts';
import {
  assignmentNotificationPath,
  contentNotificationPath,
  messageNotificationPath,
  notifiedContentKind,
  videoCommentNotificationPath,
} from '../modules/notifications/notifications.policy.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS, type DemoAccountKey } from './demo-accounts.ts';
import { DEMO_ASSIGNMENTS } from './demo-assignments.ts';
import { DEMO_CONVERSATIONS } from './demo-conversations.ts';

const HOUR_MS = 60 * 60 * 1000;

interface DemoNotification {
  userId: number;
  kind: NotificationKind;
  courseId: number | null;
  path: string;
  title: string;
  actorUid: number | null;
  createdAt: Date;
  readAt: Date | null;
}

export async function seedDemoNotifications(db: Database, now: Date = new Date()): Promise<void> {
  const userRows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(DEMO_EMAILS)));
  const uid = (key: DemoAccountKey): number | undefined => userRows.find((row) => row.email === DEMO_EMAILS[key])?.id;
  const student = uid('student');
  const instructor = uid('instructor');
  const mentor = uid('mentor');
  if (student === undefined || instructor === undefined) return;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.domainId, DEMO_DOMAIN.id), eq(courses.title, DEMO_COURSE_TITLES.coachingBasics)));
  if (!course) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const rows: DemoNotification[] = [];

  // ---- content: the instructor's news (unread) and the document (read) for the student; the student's blog (read) for the instructor ----
  const items = await db
    .select({ id: contentItems.id, type: contentItems.type, title: contentItems.title, authorId: contentItems.authorId })
    .from(contentItems)
    .where(and(eq(contentItems.courseId, course.id), inArray(contentItems.type, ['news', 'cmap', 'blog'])))
    .orderBy(asc(contentItems.id));
  const contentRow = (userId: number, type: string, hoursAgo: number, read: boolean): DemoNotification | undefined => {
    const item = items.find((entry) => entry.type === type && entry.authorId !== userId);
    const kind = item ? notifiedContentKind(item.type) : undefined;
    if (!item || kind === undefined) return undefined;
    return {
      userId,
      kind: 'content',
      courseId: course.id,
      path: contentNotificationPath(course.id, kind, item.id),
      title: item.title,
      actorUid: item.authorId,
      createdAt: at(hoursAgo),
      readAt: read ? at(hoursAgo - 0.5) : null,
    };
  };
  rows.push(...[contentRow(student, 'cmap', 120, true), contentRow(student, 'news', 1, false), contentRow(instructor, 'blog', 48, true)].filter((row) => row !== undefined));

  // ---- assignment: the first of Coaching Basics for the student (unread) ----
  const firstAssignment = DEMO_ASSIGNMENTS.coachingBasics[0]?.title;
  if (firstAssignment !== undefined) {
    const [assignment] = await db
      .select({ id: assignments.id, title: assignments.title, createdBy: assignments.createdBy })
      .from(assignments)
      .where(and(eq(assignments.courseId, course.id), eq(assignments.title, firstAssignment), isNull(assignments.deletedAt)));
    if (assignment) {
      rows.push({
        userId: student,
        kind: 'assignment',
        courseId: course.id,
        path: assignmentNotificationPath(course.id, assignment.id),
        title: assignment.title,
        actorUid: assignment.createdBy ?? instructor,
        createdAt: at(3),
        readAt: null,
      });
    }
  }

  // ---- messages: the direct conversation (unread for the student), the group (read for the student, unread for the instructor) ----
  const studentConversations = await db
    .select({ id: conversations.id, courseId: conversations.courseId, title: conversations.title })
    .from(conversations)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
    .where(eq(conversationParticipants.userId, student));
  const lastMessageBy = async (conversationId: number, notBy: number) => {
    const [message] = await db
      .select({ authorId: messages.authorId, name: users.displayName })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.authorId))
      .where(and(eq(messages.conversationId, conversationId), ne(messages.authorId, notBy)))
      .orderBy(desc(messages.id))
      .limit(1);
    return message;
  };
  const direct = studentConversations.find((entry) => entry.title === null && entry.courseId === null);
  if (direct) {
    const last = await lastMessageBy(direct.id, student);
    if (last) rows.push({ userId: student, kind: 'message', courseId: null, path: messageNotificationPath(null, direct.id), title: last.name, actorUid: last.authorId, createdAt: at(2), readAt: null });
  }
  const group = studentConversations.find((entry) => entry.title === DEMO_CONVERSATIONS.group.title);
  if (group) {
    const title = group.title ?? DEMO_CONVERSATIONS.group.title;
    const path = messageNotificationPath(group.courseId, group.id);
    rows.push({ userId: student, kind: 'message', courseId: group.courseId, path, title, actorUid: mentor ?? instructor, createdAt: at(26), readAt: at(25) });
    rows.push({ userId: instructor, kind: 'message', courseId: group.courseId, path, title, actorUid: student, createdAt: at(4), readAt: null });
  }

  // ---- video comments (once the demo videos exist): on the student's video for the student, on the instructor's for the instructor ----
  const commentRows = await db
    .select({ id: contentItems.id, authorId: contentItems.authorId, videoId: videos.id, ownerId: videos.ownerId, title: videos.title, courseId: videos.courseId })
    .from(contentItems)
    .innerJoin(videos, eq(videos.id, contentItems.videoId))
    .where(and(eq(contentItems.type, 'videocomment'), inArray(videos.ownerId, [student, instructor])))
    .orderBy(asc(contentItems.id));
  for (const [owner, commenter, hoursAgo] of [
    [student, instructor, 5],
    [instructor, student, 6],
  ] as const) {
    const comment = commentRows.find((entry) => entry.ownerId === owner && entry.authorId === commenter);
    if (!comment) continue;
    rows.push({
      userId: owner,
      kind: 'video_comment',
      courseId: comment.courseId,
      path: videoCommentNotificationPath(comment.courseId, comment.videoId, comment.id),
      title: comment.title,
      actorUid: comment.authorId,
      createdAt: at(hoursAgo),
      readAt: null,
    });
  }

  // A kind the user already has is left as it is (this runs again after the videos).
  const existing = await db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(inArray(notifications.userId, [student, instructor]));
  const fresh = rows.filter((row) => !existing.some((entry) => entry.userId === row.userId && entry.kind === row.kind));
  // Oldest first, so ids grow with time like real ones.
  fresh.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (fresh.length > 0) await db.insert(notifications).values(fresh);
}
