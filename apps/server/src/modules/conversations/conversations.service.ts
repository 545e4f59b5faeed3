// Conversations (issue 13): routes call these functions with their ConversationDeps. Every call about a
// conversation first checks that the caller takes part in it (404 CONVERSATION_NOT_FOUND otherwise, the
// same answer as for one that does not exist). After a change is stored, the participants' open streams
// hear of it through the real-time hub; a failed publish is logged and never fails the request.
import {
  CONVERSATION_ERROR_CODES,
  CONVERSATION_REALTIME_EVENTS,
  CONVERSATIONS_PAGE_SIZE,
  ERROR_CODES,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_UNBOUND_TTL_MS,
  RECIPIENTS_MAX,
  isAllowedAttachmentName,
  sanitizeFileName,
  type ConversationCreateSchema,
  type ConversationList,
  type ConversationListQuery,
  type ConversationSummary,
  type Message,
  type MessageCreateSchema,
  type MessageEventData,
  type MessageListQuery,
  type MessagePage,
  type RecipientList,
  type RecipientQuery,
  type UnreadCounts,
  type UploadedAttachment,
} from '@campus/shared';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { cleanContentType } from '../../lib/content-type.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { UploadedFileStream } from '../../lib/http-files.ts';
import { FileNotFoundError, FileTooLargeError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import type { RealtimeEvent, RealtimeHub, RealtimePublication } from '../../realtime/hub.ts';
import { requireCourseAccess } from '../courses/course-access.ts';
import { directKey, isOneToOne, mayChangeMessage } from './conversations.policy.ts';
import { presentMessage, presentSummary } from './conversations.presenter.ts';
import * as repository from './conversations.repository.ts';
import type { OnMessageCreated } from './conversations.sources.ts';

/** Storage prefix of message attachment bytes. */
export const MESSAGE_ATTACHMENTS_PREFIX = 'message-attachments';

export interface ConversationLog {
  warn(object: object, message: string): void;
}

export interface ConversationDeps {
  db: Database;
  files: FileStore;
  hub: RealtimeHub;
  log: ConversationLog;
  onMessageCreated?: OnMessageCreated | undefined;
  /** Bytes per attachment; default MESSAGE_ATTACHMENT_MAX_BYTES. */
  maxAttachmentBytes?: number;
  now?: () => Date;
}

const nowOf = (deps: ConversationDeps): Date => deps.now?.() ?? new Date();

function conversationNotFound(id: number): AppError {
  return notFound(`Conversation ${id} was not found.`, CONVERSATION_ERROR_CODES.conversationNotFound);
}

function messageNotFound(id: number): AppError {
  return notFound(`Message ${id} was not found.`, CONVERSATION_ERROR_CODES.messageNotFound);
}

function validation(path: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { errors: [{ path, message }] });
}

export async function requireConversation(db: Database, principal: Principal, conversationId: number): Promise<repository.ConversationRow> {
  const row = await repository.findConversationFor(db, conversationId, principal.userId);
  if (!row) throw conversationNotFound(conversationId);
  return row;
}

// ---- real-time ----

async function publish(deps: ConversationDeps, userIds: readonly number[], event: RealtimeEvent): Promise<void> {
  try {
    await deps.hub.publish(userIds, event);
  } catch (error) {
    deps.log.warn({ err: error, type: event.type }, 'conversations: real-time publish failed');
  }
}

/** Each user's own unread counts: one grouped query and one publish (one NOTIFY) for all of them. */
async function publishUnread(deps: ConversationDeps, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const counts = await unreadCountsOf(deps.db, userIds);
    await deps.hub.publishAll(
      userIds.map((userId): RealtimePublication => ({ userIds: [userId], event: { type: CONVERSATION_REALTIME_EVENTS.unreadChanged, data: counts.get(userId) } })),
    );
  } catch (error) {
    deps.log.warn({ err: error, type: CONVERSATION_REALTIME_EVENTS.unreadChanged }, 'conversations: real-time publish failed');
  }
}

/** The message as every participant but its author sees it, with its attachments. */
export async function loadMessage(db: Database, messageId: number): Promise<Message | undefined> {
  const row = await repository.findMessage(db, messageId);
  if (!row) return undefined;
  return presentMessage(row, await repository.findAttachmentsOf(db, [messageId]), null);
}

/**
 * Lets a message event too big for a PostgreSQL NOTIFY travel as its id: every process loads the
 * message itself. Registered once per hub (conversation routes plugin).
 */
export function registerConversationResolvers(hub: RealtimeHub, db: Database): void {
  const messageResolver = {
    toRef: (data: unknown) => ({ m: (data as MessageEventData).message.id }),
    fromRef: async (ref: unknown) => {
      const message = await loadMessage(db, (ref as { m: number }).m);
      if (!message) throw new Error('message gone');
      return { conversationId: message.conversationId, message } satisfies MessageEventData;
    },
  };
  hub.registerResolver(CONVERSATION_REALTIME_EVENTS.messageCreated, messageResolver);
  hub.registerResolver(CONVERSATION_REALTIME_EVENTS.messageUpdated, messageResolver);
  hub.registerResolver(CONVERSATION_REALTIME_EVENTS.conversationCreated, {
    toRef: (data: unknown) => {
      const { conversation } = data as { conversation: ConversationSummary };
      return { c: conversation.id, n: conversation.unreadCount };
    },
    fromRef: async (ref: unknown) => {
      const { c, n } = ref as { c: number; n: number };
      const [summary] = await summaries(db, [c], new Map([[c, n]]));
      if (!summary) throw new Error('conversation gone');
      return { conversation: summary };
    },
  });
}

// ---- conversations ----

/** Summaries in the order of `ids`, with the given unread counts (0 where none is given). */
async function summaries(db: Database, ids: readonly number[], unread: ReadonlyMap<number, number>): Promise<ConversationSummary[]> {
  const [rows, participants, lastMessages] = await Promise.all([
    repository.findConversations(db, ids),
    repository.findParticipants(db, ids),
    repository.findLastMessages(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lastById = new Map(lastMessages.map((row) => [row.conversationId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [presentSummary(row, participants.filter((participant) => participant.conversationId === id), lastById.get(id), unread.get(id) ?? 0)];
  });
}

async function summariesFor(db: Database, userId: number, ids: readonly number[]): Promise<ConversationSummary[]> {
  return summaries(db, ids, await repository.unreadCountsByConversation(db, userId, ids));
}

async function summaryFor(db: Database, userId: number, conversationId: number): Promise<ConversationSummary> {
  const [summary] = await summariesFor(db, userId, [conversationId]);
  if (!summary) throw conversationNotFound(conversationId);
  return summary;
}

export async function listConversations(deps: ConversationDeps, principal: Principal, query: ConversationListQuery): Promise<ConversationList> {
  const { ids, total } = await repository.listConversationIds(deps.db, principal.userId, {
    courseId: query.og,
    search: query.search || undefined,
    offset: query.page * CONVERSATIONS_PAGE_SIZE,
    limit: CONVERSATIONS_PAGE_SIZE,
  });
  return { items: await summariesFor(deps.db, principal.userId, ids), total, page: query.page };
}

export async function getConversation(deps: ConversationDeps, principal: Principal, conversationId: number): Promise<ConversationSummary> {
  await requireConversation(deps.db, principal, conversationId);
  return summaryFor(deps.db, principal.userId, conversationId);
}

/** `og` names a course: one the caller cannot see is refused like a missing one (404), never listed. */
export async function listRecipients(deps: ConversationDeps, principal: Principal, query: RecipientQuery): Promise<RecipientList> {
  if (query.og !== undefined) await requireCourseAccess(deps.db, principal, query.og);
  const rows = await repository.findRecipients(
    deps.db,
    { id: principal.userId, isAdmin: principal.isAdmin },
    { search: query.search || undefined, courseId: query.og, limit: RECIPIENTS_MAX },
  );
  return { items: rows.map((row) => ({ uid: row.uid, name: row.name, picture: null })) };
}

/**
 * A new conversation (created: true), or, for one other person and no title, the existing one-to-one
 * conversation (created: false). A first `text` is sent as a message either way.
 */
export async function createConversation(
  deps: ConversationDeps,
  principal: Principal,
  input: z.output<typeof ConversationCreateSchema>,
): Promise<{ conversation: ConversationSummary; created: boolean }> {
  const others = input.participantUids;
  if (others.includes(principal.userId)) throw validation('participantUids', 'You take part anyway; list only the others.');
  const allowed = await repository.allowedRecipientIds(deps.db, principal.userId, principal.isAdmin, others);
  if (others.some((uid) => !allowed.has(uid))) {
    throw forbidden('You may message only people who share a course with you.', CONVERSATION_ERROR_CODES.recipientNotAllowed);
  }
  const courseId = input.courseId ?? null;
  const everyone = [principal.userId, ...others];
  if (courseId !== null) {
    const members = await repository.courseMemberIds(deps.db, courseId, everyone);
    if (everyone.some((uid) => !members.has(uid))) {
      throw forbidden('Everyone in a course conversation must be a member of the course.', CONVERSATION_ERROR_CODES.courseNotShared);
    }
  }
  const title = input.title ? input.title : null;
  const other = others[0];
  const key = other !== undefined && isOneToOne(others, title) ? directKey(principal.userId, other, courseId) : null;
  const existing = key === null ? undefined : await repository.findConversationByDirectKey(deps.db, key);
  const now = nowOf(deps);
  const { id, created } =
    existing === undefined
      ? await repository.insertConversation(deps.db, { courseId, title, directKey: key, createdBy: principal.userId, participantIds: everyone, now })
      : { id: existing, created: false };

  if (input.text) await storeMessage(deps, principal, id, await repository.findSendingContext(deps.db, id), input.text, []);
  if (created) {
    // Each participant's own unread count, so the event is their view of it.
    const unread = await Promise.all(everyone.map((uid) => repository.unreadCountsByConversation(deps.db, uid, [id])));
    const [base] = await summaries(deps.db, [id], new Map());
    if (base) {
      try {
        await deps.hub.publishAll(
          everyone.map((uid, index) => ({
            userIds: [uid],
            event: { type: CONVERSATION_REALTIME_EVENTS.conversationCreated, data: { conversation: { ...base, unreadCount: unread[index]?.get(id) ?? 0 } } },
          })),
        );
      } catch (error) {
        deps.log.warn({ err: error, type: CONVERSATION_REALTIME_EVENTS.conversationCreated }, 'conversations: real-time publish failed');
      }
    }
  }
  return { conversation: await summaryFor(deps.db, principal.userId, id), created };
}

// ---- messages ----

export async function listConversationMessages(deps: ConversationDeps, principal: Principal, conversationId: number, query: MessageListQuery): Promise<MessagePage> {
  await requireConversation(deps.db, principal, conversationId);
  const { rows, hasMore } = await repository.listMessages(deps.db, conversationId, query.before, query.limit);
  const attachments = await repository.findAttachmentsOf(
    deps.db,
    rows.filter((row) => !row.deleted).map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentMessage(row, attachments.filter((attachment) => attachment.messageId === row.id), principal.userId)),
    hasMore,
  };
}

type SendingContext = Awaited<ReturnType<typeof repository.findSendingContext>>;

/**
 * Stores, publishes and announces a message. `context`: the conversation's course and participants (the
 * author among them). The hot path of real-time delivery (bench/realtime.ts), so it reads nothing back:
 * the answer is built from what the insert returned, the message goes out at once in one publish for all
 * participants, then every recipient's unread counts in one query and one publish.
 */
async function storeMessage(
  deps: ConversationDeps,
  principal: Principal,
  conversationId: number,
  context: SendingContext,
  text: string,
  attachmentIds: readonly number[],
): Promise<Message> {
  const author = context.find((participant) => participant.userId === principal.userId);
  if (!author) throw conversationNotFound(conversationId);
  const courseId = author.courseId;
  const stored = await repository.insertMessage(deps.db, { conversationId, authorId: principal.userId, text, attachmentIds, now: nowOf(deps) });
  if (stored === undefined) {
    throw new AppError(400, CONVERSATION_ERROR_CODES.attachmentInvalid, 'Attach only files you uploaded to this conversation and have not sent yet.', {
      errors: [{ path: 'attachmentIds', message: 'Unknown or already sent attachment.' }],
    });
  }
  const messageId = stored.id;
  const message = presentMessage(
    {
      id: messageId,
      conversationId,
      authorId: principal.userId,
      authorName: author.name,
      text: stored.text,
      created: stored.created,
      edited: null,
      deleted: false,
      moderationHiddenAt: null,
    },
    stored.attachments,
    principal.userId,
  );
  const everyone = context.map((participant) => participant.userId);
  const recipients = everyone.filter((uid) => uid !== principal.userId);
  await publish(deps, everyone, { type: CONVERSATION_REALTIME_EVENTS.messageCreated, data: { conversationId, message } satisfies MessageEventData });
  await publishUnread(deps, recipients);
  try {
    await deps.onMessageCreated?.({
      conversationId,
      messageId,
      authorUid: principal.userId,
      recipientUids: recipients,
      courseId,
      title: author.title,
      authorName: author.name,
    });
  } catch (error) {
    deps.log.warn({ err: error, messageId }, 'conversations: onMessageCreated failed');
  }
  return message;
}

export async function sendMessage(
  deps: ConversationDeps,
  principal: Principal,
  conversationId: number,
  input: z.output<typeof MessageCreateSchema>,
): Promise<Message> {
  // One query finds the conversation, checks the caller takes part (404 otherwise) and names everyone.
  return storeMessage(deps, principal, conversationId, await repository.findSendingContext(deps.db, conversationId), input.text, input.attachmentIds ?? []);
}

/** The message if the caller takes part in its conversation and wrote it. */
export async function ownMessage(deps: ConversationDeps, principal: Principal, messageId: number): Promise<repository.MessageRow> {
  const row = await repository.findMessage(deps.db, messageId);
  if (!row || !(await repository.findConversationFor(deps.db, row.conversationId, principal.userId))) throw messageNotFound(messageId);
  if (!mayChangeMessage(row, principal.userId)) throw forbidden('Only the author changes a message.', CONVERSATION_ERROR_CODES.messageNotAuthor);
  return row;
}

export async function editMessage(deps: ConversationDeps, principal: Principal, messageId: number, text: string): Promise<Message> {
  const row = await ownMessage(deps, principal, messageId);
  if (row.deleted) throw new AppError(409, CONVERSATION_ERROR_CODES.messageDeleted, 'A deleted message cannot be edited.');
  // An edit would go out to everyone as a new text; the staff's decision stands.
  if (row.moderationHiddenAt !== null) throw new AppError(409, CONVERSATION_ERROR_CODES.messageHidden, 'A message hidden by the course staff cannot be edited.');
  if (text === '' && (await repository.findAttachmentsOf(deps.db, [messageId])).length === 0) {
    throw validation('text', 'Write a message; only a message with attachments may have no text.');
  }
  await repository.updateMessageText(deps.db, messageId, text, nowOf(deps));
  const message = (await loadMessage(deps.db, messageId)) as Message;
  await publish(deps, await repository.participantIds(deps.db, row.conversationId), {
    type: CONVERSATION_REALTIME_EVENTS.messageUpdated,
    data: { conversationId: row.conversationId, message } satisfies MessageEventData,
  });
  return message;
}

export async function deleteMessage(deps: ConversationDeps, principal: Principal, messageId: number): Promise<void> {
  const row = await ownMessage(deps, principal, messageId);
  if (row.deleted) return;
  const keys = await repository.softDeleteMessage(deps.db, messageId, nowOf(deps));
  for (const key of keys) await deps.files.delete(key).catch(() => undefined);
  const message = (await loadMessage(deps.db, messageId)) as Message;
  const everyone = await repository.participantIds(deps.db, row.conversationId);
  await publish(deps, everyone, {
    type: CONVERSATION_REALTIME_EVENTS.messageUpdated,
    data: { conversationId: row.conversationId, message } satisfies MessageEventData,
  });
  // An unread message that is gone no longer counts.
  await publishUnread(deps, everyone.filter((uid) => uid !== principal.userId));
}

// ---- read markers and unread counts ----

export async function markRead(deps: ConversationDeps, principal: Principal, conversationId: number, messageId: number): Promise<void> {
  await requireConversation(deps.db, principal, conversationId);
  const message = await repository.findMessage(deps.db, messageId);
  if (!message || message.conversationId !== conversationId) throw messageNotFound(messageId);
  if (!(await repository.advanceReadMarker(deps.db, conversationId, principal.userId, messageId))) return;
  await publish(deps, await repository.participantIds(deps.db, conversationId), {
    type: CONVERSATION_REALTIME_EVENTS.conversationRead,
    data: { conversationId, uid: principal.userId, lastReadMessageId: messageId },
  });
  await publishUnread(deps, [principal.userId]);
}

export async function unreadCounts(db: Database, userId: number): Promise<UnreadCounts> {
  return (await unreadCountsOf(db, [userId])).get(userId) ?? { total: 0, byCourse: {} };
}

/** The unread counts of each of `userIds` (every one of them in the map), in one query. */
async function unreadCountsOf(db: Database, userIds: readonly number[]): Promise<Map<number, UnreadCounts>> {
  const counts = new Map<number, UnreadCounts>(userIds.map((userId) => [userId, { total: 0, byCourse: {} }]));
  for (const row of await repository.unreadCountsByCourse(db, userIds)) {
    const mine = counts.get(row.userId);
    if (!mine) continue;
    mine.total += row.unread;
    if (row.courseId !== null) mine.byCourse[String(row.courseId)] = row.unread;
  }
  return counts;
}

// ---- attachments ----

export async function uploadAttachment(
  deps: ConversationDeps,
  principal: Principal,
  conversationId: number,
  receive: () => Promise<UploadedFileStream | undefined>,
): Promise<UploadedAttachment> {
  await requireConversation(deps.db, principal, conversationId);
  const maxBytes = deps.maxAttachmentBytes ?? MESSAGE_ATTACHMENT_MAX_BYTES;
  const incoming = await receive();
  if (!incoming) {
    throw new AppError(400, CONVERSATION_ERROR_CODES.attachmentMissing, 'Send the file as multipart/form-data field "file".', {
      errors: [{ path: 'file', message: 'Required' }],
    });
  }
  const name = sanitizeFileName(incoming.fileName, 'attachment');
  if (!isAllowedAttachmentName(name)) {
    incoming.stream.resume();
    throw new AppError(415, CONVERSATION_ERROR_CODES.attachmentTypeNotAllowed, 'Programs and scripts cannot be sent as attachments.');
  }
  const key = newStorageKey(MESSAGE_ATTACHMENTS_PREFIX);
  let size: number;
  try {
    ({ size } = await deps.files.put(key, incoming.stream, { maxBytes }));
    if (incoming.wasTruncated()) throw new FileTooLargeError(maxBytes);
  } catch (error) {
    incoming.stream.resume();
    await deps.files.delete(key);
    if (error instanceof FileTooLargeError || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Attachments are limited to ${maxBytes} bytes.`);
    }
    throw error;
  }
  if (size === 0) {
    await deps.files.delete(key);
    throw new AppError(400, CONVERSATION_ERROR_CODES.attachmentEmpty, 'The file is empty.', { errors: [{ path: 'file', message: 'Empty' }] });
  }
  try {
    const row = await repository.insertAttachment(deps.db, {
      conversationId,
      uploaderId: principal.userId,
      storageKey: key,
      name,
      mime: cleanContentType(incoming.contentType),
      size,
      now: nowOf(deps),
    });
    // Uploads are where unsent ones pile up, so they are also where the stale ones are swept.
    await removeStaleAttachments(deps.db, deps.files, nowOf(deps), 20).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'conversations: removing stale attachments failed'),
    );
    return { id: row.id, name: row.name, mime: row.mime, size: row.size };
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
}

export interface OpenedAttachment {
  name: string;
  mime: string;
  stream: Readable;
  size: number;
}

/** A sent attachment for every participant; one not sent yet only for its uploader. */
export async function openAttachment(deps: ConversationDeps, principal: Principal, conversationId: number, attachmentId: number): Promise<OpenedAttachment> {
  await requireConversation(deps.db, principal, conversationId);
  const row = await repository.findAttachment(deps.db, conversationId, attachmentId);
  const missing = notFound(`Attachment ${attachmentId} was not found.`, CONVERSATION_ERROR_CODES.attachmentNotFound);
  if (!row || (row.messageId === null && row.uploaderId !== principal.userId)) throw missing;
  if (row.messageId !== null) {
    // The file of a message the course staff hid is its author's alone, like its text.
    const message = await repository.findMessage(deps.db, row.messageId);
    if (message && message.moderationHiddenAt !== null && message.authorId !== principal.userId) throw missing;
  }
  try {
    const opened = await deps.files.open(row.storageKey);
    return { name: row.name, mime: row.mime, stream: opened.stream, size: opened.size };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw missing;
    throw error;
  }
}

/** Removes uploads never sent with a message within MESSAGE_ATTACHMENT_UNBOUND_TTL_MS; returns how many. */
export async function removeStaleAttachments(db: Database, files: FileStore, now: Date, limit = 200): Promise<number> {
  const keys = await repository.deleteStaleAttachments(db, new Date(now.getTime() - MESSAGE_ATTACHMENT_UNBOUND_TTL_MS), limit);
  for (const key of keys) await files.delete(key).catch(() => undefined);
  return keys.length;
}
