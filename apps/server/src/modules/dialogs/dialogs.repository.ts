// Dialog rows (dialogs, dialog_participants, dialog_replies): lists with reply counts, one dialog with its
// replies, the writes, and the campus people an ad-hoc dialog may include.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseMembers, courses, dialogParticipants, dialogReplies, dialogs, domainMembers, domainRoles, domains, users } from '../../db/schema/index.ts';

export interface DialogRow {
  id: number;
  domainId: number;
  courseId: number | null;
  title: string;
  body: string;
  authorId: number | null;
  authorName: string | null;
  pinned: boolean;
  closed: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastActivityAt: Date;
  replyCount: number;
}

const dialogColumns = {
  id: dialogs.id,
  domainId: dialogs.domainId,
  courseId: dialogs.courseId,
  title: dialogs.title,
  body: dialogs.body,
  authorId: dialogs.authorId,
  authorName: users.displayName,
  pinned: dialogs.pinned,
  closed: dialogs.closed,
  createdAt: dialogs.createdAt,
  updatedAt: dialogs.updatedAt,
  lastActivityAt: dialogs.lastActivityAt,
  replyCount: sql<number>`(SELECT count(*) FROM ${dialogReplies} WHERE ${dialogReplies.dialogId} = ${dialogs.id} AND ${dialogReplies.deletedAt} IS NULL)`.mapWith(
    Number,
  ),
};

/** Pinned first, then the newest activity. */
const LIST_ORDER = [desc(dialogs.pinned), desc(dialogs.lastActivityAt), desc(dialogs.id)];
const LIST_MAX = 500;

export async function listCourseDialogs(db: Database, courseId: number): Promise<DialogRow[]> {
  return db
    .select(dialogColumns)
    .from(dialogs)
    .leftJoin(users, eq(users.id, dialogs.authorId))
    .where(eq(dialogs.courseId, courseId))
    .orderBy(...LIST_ORDER)
    .limit(LIST_MAX);
}

/** Ad-hoc dialogs of a campus: all of them (`participantId` null, for its dialog managers) or those the user takes part in. */
export async function listAdhocDialogs(db: Database, domainId: number, participantId: number | null): Promise<DialogRow[]> {
  const conditions: (SQL | undefined)[] = [eq(dialogs.domainId, domainId), isNull(dialogs.courseId)];
  if (participantId !== null) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${dialogParticipants} WHERE ${dialogParticipants.dialogId} = ${dialogs.id} AND ${dialogParticipants.userId} = ${participantId})`,
    );
  }
  return db
    .select(dialogColumns)
    .from(dialogs)
    .leftJoin(users, eq(users.id, dialogs.authorId))
    .where(and(...conditions))
    .orderBy(...LIST_ORDER)
    .limit(LIST_MAX);
}

export async function findDialog(db: Database, id: number): Promise<DialogRow | undefined> {
  const [row] = await db.select(dialogColumns).from(dialogs).leftJoin(users, eq(users.id, dialogs.authorId)).where(eq(dialogs.id, id));
  return row;
}

export interface PersonRow {
  uid: number;
  name: string;
}

export async function listParticipants(db: Database, dialogId: number): Promise<PersonRow[]> {
  return db
    .select({ uid: users.id, name: users.displayName })
    .from(dialogParticipants)
    .innerJoin(users, eq(users.id, dialogParticipants.userId))
    .where(eq(dialogParticipants.dialogId, dialogId))
    .orderBy(asc(users.displayName), asc(users.id));
}

export async function isParticipant(db: Database, dialogId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(dialogParticipants)
    .where(and(eq(dialogParticipants.dialogId, dialogId), eq(dialogParticipants.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface ReplyRow {
  id: number;
  parentReplyId: number | null;
  authorId: number | null;
  authorName: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

const replyColumns = {
  id: dialogReplies.id,
  parentReplyId: dialogReplies.parentReplyId,
  authorId: dialogReplies.authorId,
  authorName: users.displayName,
  body: dialogReplies.body,
  createdAt: dialogReplies.createdAt,
  editedAt: dialogReplies.editedAt,
  deletedAt: dialogReplies.deletedAt,
};

export async function listReplies(db: Database, dialogId: number, limit: number): Promise<ReplyRow[]> {
  return db
    .select(replyColumns)
    .from(dialogReplies)
    .leftJoin(users, eq(users.id, dialogReplies.authorId))
    .where(eq(dialogReplies.dialogId, dialogId))
    .orderBy(asc(dialogReplies.createdAt), asc(dialogReplies.id))
    .limit(limit);
}

export async function findReply(db: Database, dialogId: number, replyId: number): Promise<ReplyRow | undefined> {
  const [row] = await db
    .select(replyColumns)
    .from(dialogReplies)
    .leftJoin(users, eq(users.id, dialogReplies.authorId))
    .where(and(eq(dialogReplies.dialogId, dialogId), eq(dialogReplies.id, replyId)));
  return row;
}

export interface DialogInsert {
  domainId: number;
  courseId: number | null;
  title: string;
  body: string;
  authorId: number;
}

export async function insertDialog(db: Database, values: DialogInsert, participantIds: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dialogs).values(values).returning({ id: dialogs.id });
    if (!row) throw new Error('dialog insert returned nothing');
    if (participantIds.length > 0) {
      await tx.insert(dialogParticipants).values(participantIds.map((userId) => ({ dialogId: row.id, userId }))).onConflictDoNothing();
    }
    return row.id;
  });
}

export interface DialogChanges {
  title?: string;
  body?: string;
  pinned?: boolean;
  closed?: boolean;
}

export async function updateDialog(db: Database, id: number, changes: DialogChanges): Promise<void> {
  const edited = changes.title !== undefined || changes.body !== undefined;
  await db
    .update(dialogs)
    .set({ ...changes, ...(edited ? { updatedAt: new Date() } : {}) })
    .where(eq(dialogs.id, id));
}

export async function deleteDialog(db: Database, id: number): Promise<void> {
  await db.delete(dialogs).where(eq(dialogs.id, id));
}

export async function insertReply(db: Database, values: { dialogId: number; parentReplyId: number | null; authorId: number; body: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dialogReplies).values(values).returning({ id: dialogReplies.id, createdAt: dialogReplies.createdAt });
    if (!row) throw new Error('reply insert returned nothing');
    await tx.update(dialogs).set({ lastActivityAt: row.createdAt }).where(eq(dialogs.id, values.dialogId));
    return row.id;
  });
}

export async function updateReply(db: Database, id: number, body: string): Promise<void> {
  await db.update(dialogReplies).set({ body, editedAt: new Date() }).where(eq(dialogReplies.id, id));
}

/** A deleted reply keeps its row (its answers stay in place) without its text. */
export async function markReplyDeleted(db: Database, id: number): Promise<void> {
  await db.update(dialogReplies).set({ body: '', deletedAt: new Date() }).where(eq(dialogReplies.id, id));
}

/** People who belong to the campus: its members, holders of a campus role there, members of one of its courses. */
function campusPeople(domainId: number): SQL {
  return sql`(
    SELECT ${domainMembers.userId} AS user_id FROM ${domainMembers} WHERE ${domainMembers.domainId} = ${domainId}
    UNION SELECT ${domainRoles.userId} FROM ${domainRoles} WHERE ${domainRoles.domainId} = ${domainId}
    UNION SELECT ${courseMembers.userId} FROM ${courseMembers}
      JOIN ${courses} ON ${courses.id} = ${courseMembers.courseId}
      WHERE ${courses.domainId} = ${domainId} AND ${courses.deletedAt} IS NULL
  )`;
}

/** Of `userIds`, those who belong to the campus (and whose account is active). */
export async function findCampusPeople(db: Database, domainId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.disabledAt), sql`${users.id} IN ${campusPeople(domainId)}`));
  return new Set(rows.map((row) => row.id));
}

/** Campus people whose name or email contains `text`, by name. */
export async function searchCampusPeople(db: Database, domainId: number, text: string, limit: number): Promise<PersonRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select({ uid: users.id, name: users.displayName })
    .from(users)
    .where(and(isNull(users.disabledAt), or(ilike(users.displayName, pattern), ilike(users.email, pattern)), sql`${users.id} IN ${campusPeople(domainId)}`))
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(limit);
}

/** The first campus (a campus admin who belongs to none works there). */
export async function findFirstDomainId(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ id: domains.id }).from(domains).orderBy(asc(domains.id)).limit(1);
  return row?.id;
}
