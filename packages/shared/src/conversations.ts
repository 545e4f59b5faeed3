// Conversations (issue 13): one-to-one and group messages between people who share a course, with
// attachments, read markers and a real-time stream. The wire schemas the server and the web app share;
// the zod-free limits, codes and event names are in rules/conversations.ts (re-exported here).
//
// Rules:
// - Message text is plain text (never HTML): 1..MESSAGE_MAX_LENGTH characters after trimming, stored
//   trimmed; it may be empty only when the message carries attachments.
// - A deleted message keeps its place in the thread with text '' and no attachments.
// - A message the course staff hid (reports) keeps its place too; only its author still sees its text.
// - With exactly one other participant and no title, POST /conversations answers the existing
//   one-to-one conversation (200) instead of creating a second one.
import { z } from 'zod';
import {
  CONVERSATION_PARTICIPANTS_MAX,
  CONVERSATION_TITLE_MAX,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_EXCERPT_MAX,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_MAX,
  MESSAGES_PAGE_SIZE,
} from './rules/conversations.ts';

export * from './rules/conversations.ts';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });
const SearchSchema = z.string().trim().max(200).optional();

// ---- entities ----

export const ParticipantSchema = z.object({
  uid: id,
  name: z.string(),
  picture: z.string().nullable(),
  lastReadMessageId: id.nullable(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const MessageAuthorSchema = z.object({ uid: id, name: z.string(), picture: z.string().nullable() });
export type MessageAuthor = z.infer<typeof MessageAuthorSchema>;

export const MessageAttachmentSchema = z.object({
  id,
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  /** The authenticated download path under /api/rest. */
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

export const MessageSchema = z.object({
  id,
  conversationId: id,
  author: MessageAuthorSchema,
  /** Plain text: show with its line breaks, never as HTML. */
  text: z.string(),
  attachments: z.array(MessageAttachmentSchema),
  created: isoDateTime,
  edited: isoDateTime.nullable(),
  /** Deleted: text '' and no attachments. */
  deleted: z.boolean(),
  /** Hidden by the course staff after a report: for everyone but its author text '' and no attachments. */
  moderationHidden: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const LastMessageSchema = z.object({
  id,
  authorUid: id,
  excerpt: z.string().max(MESSAGE_EXCERPT_MAX),
  created: isoDateTime,
});
export type LastMessage = z.infer<typeof LastMessageSchema>;

export const ConversationSummarySchema = z.object({
  id,
  title: z.string().nullable(),
  courseId: id.nullable(),
  participants: z.array(ParticipantSchema),
  lastMessage: LastMessageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  updated: isoDateTime,
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const RecipientSchema = z.object({ uid: id, name: z.string(), picture: z.string().nullable() });
export type Recipient = z.infer<typeof RecipientSchema>;

// ---- requests ----

export const ConversationParamsSchema = z.object({ id: idParam });
export const MessageParamsSchema = z.object({ id: idParam });
export const ConversationAttachmentParamsSchema = z.object({ id: idParam, attachmentId: idParam });

export const ConversationListQuerySchema = z.object({
  /** Only conversations of this course. */
  og: idParam.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Matches the title and the participants' names. */
  search: SearchSchema,
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

export const RecipientQuerySchema = z.object({
  search: SearchSchema,
  /** Only members of this course. */
  og: idParam.optional(),
});
export type RecipientQuery = z.infer<typeof RecipientQuerySchema>;

export const MessageListQuerySchema = z.object({
  /** Messages older than this one (paging backwards); none for the newest page. */
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

const MessageTextSchema = z.string().trim().max(MESSAGE_MAX_LENGTH);

export const ConversationCreateSchema = z.object({
  participantUids: z
    .array(id)
    .min(1)
    .max(CONVERSATION_PARTICIPANTS_MAX - 1)
    .refine((uids) => new Set(uids).size === uids.length, { message: 'Each participant may appear once.' }),
  /** Empty means no title. */
  title: z.string().trim().max(CONVERSATION_TITLE_MAX).optional(),
  courseId: id.optional(),
  /** A first message, sent with the conversation. */
  text: MessageTextSchema.optional(),
});
export type ConversationCreateInput = z.input<typeof ConversationCreateSchema>;

export const MessageCreateSchema = z
  .object({
    text: MessageTextSchema,
    attachmentIds: z
      .array(id)
      .max(MESSAGE_ATTACHMENTS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Each attachment may appear once.' })
      .optional(),
  })
  .refine((value) => value.text !== '' || (value.attachmentIds?.length ?? 0) > 0, {
    path: ['text'],
    message: 'Write a message or attach a file.',
  });
export type MessageCreateInput = z.input<typeof MessageCreateSchema>;

/** PUT /messages/{id}: the new text (empty only when the message has attachments; the server checks). */
export const MessageUpdateSchema = z.object({ text: MessageTextSchema });
export type MessageUpdateInput = z.input<typeof MessageUpdateSchema>;

export const ConversationReadSchema = z.object({ messageId: id });
export type ConversationReadInput = z.input<typeof ConversationReadSchema>;

// ---- responses ----

export const ConversationListSchema = z.object({
  items: z.array(ConversationSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const RecipientListSchema = z.object({ items: z.array(RecipientSchema) });
export type RecipientList = z.infer<typeof RecipientListSchema>;

export const MessagePageSchema = z.object({
  /** Oldest first. */
  items: z.array(MessageSchema),
  /** Older messages exist before items[0]. */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const UnreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Unread messages per course id (conversations without a course are only in `total`). */
  byCourse: z.record(z.string(), z.number().int().nonnegative()),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const UploadedAttachmentSchema = z.object({
  id,
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
});
export type UploadedAttachment = z.infer<typeof UploadedAttachmentSchema>;

// ---- real-time events (GET /realtime; `event:` name, `data:` JSON) ----

export const MessageEventDataSchema = z.object({ conversationId: id, message: MessageSchema });
export type MessageEventData = z.infer<typeof MessageEventDataSchema>;

export const ConversationReadEventDataSchema = z.object({
  conversationId: id,
  uid: id,
  lastReadMessageId: id.nullable(),
});
export type ConversationReadEventData = z.infer<typeof ConversationReadEventDataSchema>;

export const ConversationCreatedEventDataSchema = z.object({ conversation: ConversationSummarySchema });
export type ConversationCreatedEventData = z.infer<typeof ConversationCreatedEventDataSchema>;

/** Every conversation event of the stream, by its `event:` name. */
export type ConversationRealtimeEvent =
  | { type: 'message.created'; data: MessageEventData }
  | { type: 'message.updated'; data: MessageEventData }
  | { type: 'conversation.read'; data: ConversationReadEventData }
  | { type: 'unread.changed'; data: UnreadCounts }
  | { type: 'conversation.created'; data: ConversationCreatedEventData };

/** The data schema of each conversation event, for a client that parses what it receives. */
export const CONVERSATION_EVENT_SCHEMAS = {
  'message.created': MessageEventDataSchema,
  'message.updated': MessageEventDataSchema,
  'conversation.read': ConversationReadEventDataSchema,
  'unread.changed': UnreadCountsSchema,
  'conversation.created': ConversationCreatedEventDataSchema,
} as const;
