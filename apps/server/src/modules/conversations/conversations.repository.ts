// Conversations data access: conversations with their participants, messages paged backwards by id,
// read markers, unread counts, who may message whom, attachment rows, and messages as report targets. Only
// the service and conversations.reports.sources.ts call it.
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  messageAttachments,
  messages,
  users,
} from '../../db/schema/index.ts';

export interface ConversationRow {
  id: number;
  courseId: number | null;
  title: string | null;
  updated: Date;
}

export interface ParticipantRow {
  conversationId: number;
  userId: number;
  name: string;
  lastReadMessageId: number | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  authorId: number;
  authorName: string;
  text: string;
  created: Date;
  edited: Date | null;
  deleted: boolean;
  /** Set when the course staff hid it (reports). */
  moderationHiddenAt: Date | null;
}

export interface AttachmentRow {
  id: number;
  conversationId: number;
  messageId: number | null;
  uploaderId: number;
  storageKey: string;
  name: string;
  mime: string;
  size: number;
  created: Date;
}

const conversationColumns = {
  id: conversations.id,
  courseId: conversations.courseId,
  title: conversations.title,
  updated: conversations.updated,
};

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  authorId: messages.authorId,
  authorName: users.displayName,
  text: messages.text,
  created: messages.created,
  edited: messages.edited,
  deleted: messages.deleted,
  moderationHiddenAt: messages.moderationHiddenAt,
};

const attachmentColumns = {
  id: messageAttachments.id,
  conversationId: messageAttachments.conversationId,
  messageId: messageAttachments.messageId,
  uploaderId: messageAttachments.uploaderId,
  storageKey: messageAttachments.storageKey,
  name: messageAttachments.name,
  mime: messageAttachments.mime,
  size: messageAttachments.size,
  created: messageAttachments.created,
};

/** `%…%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
}

// ---- who may message whom ----

/**
 * The condition "the sender may message the user in `userColumn`": any user for a campus admin; else
 * someone sharing a (not deleted) course with the sender, or, for a campus manager, a member of that campus.
 */
function mayMessage(senderId: number, senderIsAdmin: boolean, userColumn: typeof users.id): SQL {
  if (senderIsAdmin) return sql`TRUE`;
  return sql`(
    EXISTS (
      SELECT 1 FROM ${courseMembers} mine
      JOIN ${courseMembers} theirs ON theirs.course_id = mine.course_id
      JOIN ${courses} c ON c.id = mine.course_id AND c.deleted_at IS NULL
      WHERE mine.user_id = ${senderId} AND theirs.user_id = ${userColumn}
        -- A membership suspended on the course's campus (issue 27) shares nothing there.
        AND NOT EXISTS (SELECT 1 FROM ${domainMembers} s WHERE s.domain_id = c.domain_id
          AND s.user_id IN (mine.user_id, theirs.user_id) AND s.suspended_at IS NOT NULL)
    ) OR EXISTS (
      SELECT 1 FROM ${domainRoles} r
      JOIN ${domainMembers} dm ON dm.domain_id = r.domain_id
      WHERE r.user_id = ${senderId} AND r.role = 'campus_manager' AND dm.user_id = ${userColumn} AND dm.suspended_at IS NULL
    )
  )`;
}

/** Which of `userIds` are active accounts the sender may message. */
export async function allowedRecipientIds(db: Database, senderId: number, senderIsAdmin: boolean, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.disabledAt), mayMessage(senderId, senderIsAdmin, users.id)));
  return new Set(rows.map((row) => row.id));
}

/** Which of `userIds` are active accounts at all. */
export async function existingUserIds(db: Database, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, [...userIds]), isNull(users.disabledAt)));
  return new Set(rows.map((row) => row.id));
}

/** People the sender may message, by name; `courseId` limits them to that course's members. */
export async function findRecipients(
  db: Database,
  sender: { id: number; isAdmin: boolean },
  filter: { search?: string | undefined; courseId?: number | undefined; limit: number },
): Promise<{ uid: number; name: string }[]> {
  const conditions: SQL[] = [isNull(users.disabledAt), ne(users.id, sender.id), mayMessage(sender.id, sender.isAdmin, users.id)];
  if (filter.search) conditions.push(sql`${users.displayName} ILIKE ${containsPattern(filter.search)}`);
  if (filter.courseId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${courseMembers} m WHERE m.course_id = ${filter.courseId} AND m.user_id = ${users.id})`);
  }
  return db
    .select({ uid: users.id, name: users.displayName })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(filter.limit);
}

/** Which of `userIds` are members of the (not deleted) course. */
export async function courseMemberIds(db: Database, courseId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: courseMembers.userId })
    .from(courseMembers)
    .innerJoin(courses, and(eq(courses.id, courseMembers.courseId), isNull(courses.deletedAt)))
    .where(and(eq(courseMembers.courseId, courseId), inArray(courseMembers.userId, [...userIds])));
  return new Set(rows.map((row) => row.id));
}

// ---- conversations ----

/** The conversation if `userId` takes part in it. */
export async function findConversationFor(db: Database, conversationId: number, userId: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)),
    )
    .where(eq(conversations.id, conversationId));
  return row;
}

export async function findConversationByDirectKey(db: Database, key: string): Promise<number | undefined> {
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, key));
  return row?.id;
}

/**
 * Creates the conversation with its participants; for a one-to-one `directKey`, returns the existing one
 * instead when another request made it first (created: false).
 */
export async function insertConversation(
  db: Database,
  values: { courseId: number | null; title: string | null; directKey: string | null; createdBy: number; participantIds: readonly number[]; now: Date },
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ courseId: values.courseId, title: values.title, directKey: values.directKey, createdBy: values.createdBy, created: values.now, updated: values.now })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning({ id: conversations.id });
    if (!row) {
      const existing = values.directKey === null ? undefined : await findConversationByDirectKey(tx, values.directKey);
      if (existing === undefined) throw new Error('conversation insert returned nothing');
      return { id: existing, created: false };
    }
    await tx.insert(conversationParticipants).values(values.participantIds.map((userId) => ({ conversationId: row.id, userId, joined: values.now })));
    return { id: row.id, created: true };
  });
}

/** The user's conversations, newest activity first: one page of ids and how many there are in all. */
export async function listConversationIds(
  db: Database,
  userId: number,
  filter: { courseId?: number | undefined; search?: string | undefined; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.courseId !== undefined) conditions.push(eq(conversations.courseId, filter.courseId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const byName = sql`EXISTS (
      SELECT 1 FROM ${conversationParticipants} p JOIN ${users} u ON u.id = p.user_id
      WHERE p.conversation_id = ${conversations.id} AND p.user_id <> ${userId} AND u.display_name ILIKE ${pattern}
    )`;
    const either = or(sql`${conversations.title} ILIKE ${pattern}`, byName);
    if (either) conditions.push(either);
  }
  const rows = await db
    .select({ id: conversations.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)),
    )
    .where(and(...conditions))
    .orderBy(desc(conversations.updated), desc(conversations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  if (filter.offset === 0) return { ids: [], total: 0 };
  // A page past the end still says how many there are.
  const [all] = await db
    .select({ total: count() })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)),
    )
    .where(and(...conditions));
  return { ids: [], total: all?.total ?? 0 };
}

export async function findConversations(db: Database, ids: readonly number[]): Promise<ConversationRow[]> {
  if (ids.length === 0) return [];
  return db.select(conversationColumns).from(conversations).where(inArray(conversations.id, [...ids]));
}

export async function findParticipants(db: Database, conversationIds: readonly number[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      name: users.displayName,
      lastReadMessageId: conversationParticipants.lastReadMessageId,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, [...conversationIds]))
    .orderBy(asc(conversationParticipants.joined), asc(conversationParticipants.userId));
}

/** The conversation's course and participants (with names), for sending a message; empty when it does not exist. */
export async function findSendingContext(
  db: Database,
  conversationId: number,
): Promise<{ courseId: number | null; title: string | null; userId: number; name: string }[]> {
  return db
    .select({ courseId: conversations.courseId, title: conversations.title, userId: conversationParticipants.userId, name: users.displayName })
    .from(conversations)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversations.id, conversationId));
}

export async function participantIds(db: Database, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** The newest message that is neither deleted nor hidden by the course staff, per conversation. */
export async function findLastMessages(db: Database, conversationIds: readonly number[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.conversationId], messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(and(inArray(messages.conversationId, [...conversationIds]), eq(messages.deleted, false), isNull(messages.moderationHiddenAt)))
    .orderBy(messages.conversationId, desc(messages.id));
}

/** Messages after the marker of the participant row joined beside them, by others, not deleted. */
const unreadByParticipant = and(
  gt(messages.id, sql`COALESCE(${conversationParticipants.lastReadMessageId}, 0)`),
  ne(messages.authorId, conversationParticipants.userId),
  eq(messages.deleted, false),
);

/** The messages `userId` has not read. */
function unreadFor(userId: number): SQL | undefined {
  return and(eq(conversationParticipants.userId, userId), unreadByParticipant);
}

/** Unread messages of `userId` per conversation (only those with any). */
export async function unreadCountsByConversation(db: Database, userId: number, conversationIds: readonly number[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: messages.conversationId, unread: count() })
    .from(messages)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, messages.conversationId))
    .where(and(unreadFor(userId), inArray(messages.conversationId, [...conversationIds])))
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/**
 * Unread messages of each of `userIds` per course of the conversation (null: conversations without a
 * course), in one grouped query: a new message changes every recipient's counts at once.
 */
export async function unreadCountsByCourse(db: Database, userIds: readonly number[]): Promise<{ userId: number; courseId: number | null; unread: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: conversationParticipants.userId, courseId: conversations.courseId, unread: count() })
    .from(messages)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, messages.conversationId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inArray(conversationParticipants.userId, [...userIds]), unreadByParticipant))
    .groupBy(conversationParticipants.userId, conversations.courseId);
}

/** Moves the marker forward only; false when it already was at or past `messageId`. */
export async function advanceReadMarker(db: Database, conversationId: number, userId: number, messageId: number): Promise<boolean> {
  const rows = await db
    .update(conversationParticipants)
    .set({ lastReadMessageId: messageId })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        sql`COALESCE(${conversationParticipants.lastReadMessageId}, 0) < ${messageId}`,
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  return rows.length > 0;
}

// ---- messages ----

export async function findMessage(db: Database, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db.select(messageColumns).from(messages).innerJoin(users, eq(users.id, messages.authorId)).where(eq(messages.id, messageId));
  return row;
}

/** Up to `limit` messages before `before` (newest first from the database), and whether older ones exist. */
export async function listMessages(db: Database, conversationId: number, before: number | undefined, limit: number): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.conversationId, conversationId), before === undefined ? undefined : lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasMore };
}

export interface InsertedMessage {
  id: number;
  text: string;
  created: Date;
  /** The attachments bound to it, by id. */
  attachments: AttachmentRow[];
}

/**
 * Inserts the message, binds the attachments (unbound uploads of the author in this conversation only)
 * and bumps the conversation's activity, atomically; returns what was stored, so the caller need not read
 * it back. Undefined when an attachment did not qualify.
 */
export async function insertMessage(
  db: Database,
  values: { conversationId: number; authorId: number; text: string; attachmentIds: readonly number[]; now: Date },
): Promise<InsertedMessage | undefined> {
  const newMessage = { conversationId: values.conversationId, authorId: values.authorId, text: values.text, created: values.now };
  const stored = { id: messages.id, text: messages.text, created: messages.created };
  if (values.attachmentIds.length === 0) {
    // The common case in one statement (no BEGIN/COMMIT round trips): data-modifying CTEs all run, atomically.
    const inserted = db.$with('inserted').as(db.insert(messages).values(newMessage).returning(stored));
    const bumped = db.$with('bumped').as(
      db.update(conversations).set({ updated: values.now }).where(eq(conversations.id, values.conversationId)).returning({ id: conversations.id }),
    );
    const [row] = await db.with(inserted, bumped).select().from(inserted);
    if (!row) throw new Error('message insert returned nothing');
    return { ...row, attachments: [] };
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(messages).values(newMessage).returning(stored);
      if (!row) throw new Error('message insert returned nothing');
      const bound = await tx
        .update(messageAttachments)
        .set({ messageId: row.id })
        .where(
          and(
            inArray(messageAttachments.id, [...values.attachmentIds]),
            eq(messageAttachments.conversationId, values.conversationId),
            eq(messageAttachments.uploaderId, values.authorId),
            isNull(messageAttachments.messageId),
          ),
        )
        .returning(attachmentColumns);
      if (bound.length !== values.attachmentIds.length) throw new AttachmentsNotBound();
      await tx.update(conversations).set({ updated: values.now }).where(eq(conversations.id, values.conversationId));
      return { ...row, attachments: bound.sort((a, b) => a.id - b.id) };
    });
  } catch (error) {
    if (error instanceof AttachmentsNotBound) return undefined;
    throw error;
  }
}

class AttachmentsNotBound extends Error {}

export async function updateMessageText(db: Database, messageId: number, text: string, now: Date): Promise<void> {
  await db.update(messages).set({ text, edited: now }).where(eq(messages.id, messageId));
}

/** Soft delete: text '' and the attachment rows go; returns their storage keys (the bytes go next). */
export async function softDeleteMessage(db: Database, messageId: number, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(messages).set({ text: '', deleted: true, edited: now }).where(eq(messages.id, messageId));
    const removed = await tx.delete(messageAttachments).where(eq(messageAttachments.messageId, messageId)).returning({ key: messageAttachments.storageKey });
    return removed.map((row) => row.key);
  });
}

// ---- attachments ----

export async function insertAttachment(
  db: Database,
  values: { conversationId: number; uploaderId: number; storageKey: string; name: string; mime: string; size: number; now: Date },
): Promise<AttachmentRow> {
  const [row] = await db
    .insert(messageAttachments)
    .values({ ...values, created: values.now })
    .returning(attachmentColumns);
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

export async function findAttachment(db: Database, conversationId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select(attachmentColumns)
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.conversationId, conversationId)));
  return row;
}

export async function findAttachmentsOf(db: Database, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db.select(attachmentColumns).from(messageAttachments).where(inArray(messageAttachments.messageId, [...messageIds])).orderBy(asc(messageAttachments.id));
}

/** Removes up to `limit` uploads never bound to a message and older than `before`; returns their storage keys. */
export async function deleteStaleAttachments(db: Database, before: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: messageAttachments.id })
    .from(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.created, before)))
    .orderBy(asc(messageAttachments.created))
    .limit(limit);
  const removed = await db.delete(messageAttachments).where(inArray(messageAttachments.id, stale)).returning({ key: messageAttachments.storageKey });
  return removed.map((row) => row.key);
}

/** A message as the reports feature sees it: its conversation's course (null outside any course) and author. */
export interface MessageTargetRow {
  id: number;
  conversationId: number;
  courseId: number | null;
  authorId: number;
  authorName: string;
  text: string;
  deleted: boolean;
  moderationHiddenAt: Date | null;
}

export async function findMessageTargetRows(db: Database, ids: readonly number[]): Promise<MessageTargetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      courseId: conversations.courseId,
      authorId: messages.authorId,
      authorName: users.displayName,
      text: messages.text,
      deleted: messages.deleted,
      moderationHiddenAt: messages.moderationHiddenAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(inArray(messages.id, [...ids]));
}

/** Hides a message by moderation since `hiddenAt`, or shows it again (null): the reports feature's setHidden. */
export async function setMessageModerationHidden(db: Database, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(messages).set({ moderationHiddenAt: hiddenAt }).where(eq(messages.id, id));
}
