// The zod-free part of conversations.ts (issue 13): limits, page sizes, problem codes and the real-time
// event names. The web shell imports it as `@campus/shared/rules/conversations` (no zod in the initial
// bundle, e.g. for the unread badge); conversations.ts re-exports everything here.

/** Characters of a message's text after trimming. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Messages per page of GET /conversations/{id}/messages (the default `limit`). */
export const MESSAGES_PAGE_SIZE = 30;
/** Largest `limit` a client may ask for. */
export const MESSAGES_PAGE_MAX = 50;
/** Conversations per page of GET /conversations (offset = page × size). */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Bytes per uploaded message attachment (413 beyond). */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Attachments one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 10;
/** Unbound uploads (never sent with a message) are removed after this long. */
export const MESSAGE_ATTACHMENT_UNBOUND_TTL_MS = 24 * 60 * 60 * 1000;
/** Multipart field name of the attachment upload. */
export const MESSAGE_ATTACHMENT_FILE_FIELD = 'file';
export const CONVERSATION_TITLE_MAX = 120;
/** Participants of one conversation, the creator included (so at most 49 others). */
export const CONVERSATION_PARTICIPANTS_MAX = 50;
/** Characters of the last-message excerpt in a conversation summary. */
export const MESSAGE_EXCERPT_MAX = 120;
/** Answers of GET /conversations/recipients. */
export const RECIPIENTS_MAX = 20;

/**
 * File extensions a message attachment may not have: programs and scripts that run when opened.
 * Everything else is accepted and served as a download (never shown in place).
 */
export const MESSAGE_ATTACHMENT_BLOCKED_EXTENSIONS: readonly string[] = [
  'exe', 'com', 'bat', 'cmd', 'msi', 'msp', 'scr', 'pif', 'cpl', 'dll', 'jar', 'js', 'jse', 'vbs', 'vbe',
  'wsf', 'wsh', 'ps1', 'psm1', 'sh', 'app', 'apk', 'hta', 'lnk', 'reg',
];

/** True when `fileName`'s extension is not in MESSAGE_ATTACHMENT_BLOCKED_EXTENSIONS. */
export function isAllowedAttachmentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return true;
  return !MESSAGE_ATTACHMENT_BLOCKED_EXTENSIONS.includes(fileName.slice(dot + 1).toLowerCase());
}

/** Problem codes of the conversation endpoints (besides the cross-cutting ERROR_CODES). */
export const CONVERSATION_ERROR_CODES = {
  /** 403: a participant is no active user the sender may message (shares no course with them; admins and campus managers reach more). */
  recipientNotAllowed: 'CONVERSATION_RECIPIENT_NOT_ALLOWED',
  /** 403: the sender or a participant is not a member of the conversation's course. */
  courseNotShared: 'CONVERSATION_COURSE_NOT_SHARED',
  /** 404: no such conversation, or the caller does not take part in it. */
  conversationNotFound: 'CONVERSATION_NOT_FOUND',
  /** 404: no such message, or it is in a conversation the caller does not take part in. */
  messageNotFound: 'MESSAGE_NOT_FOUND',
  /** 403: only the author edits or deletes a message. */
  messageNotAuthor: 'MESSAGE_NOT_AUTHOR',
  /** 409: a deleted message cannot be edited. */
  messageDeleted: 'MESSAGE_DELETED',
  /** 409: a message the course staff hid cannot be edited. */
  messageHidden: 'MESSAGE_HIDDEN',
  /** 400: an attachment id is not an unbound upload of the caller in this conversation. */
  attachmentInvalid: 'MESSAGE_ATTACHMENT_INVALID',
  /** 404: no such attachment in this conversation. */
  attachmentNotFound: 'MESSAGE_ATTACHMENT_NOT_FOUND',
  /** 400: no multipart field "file" in the upload. */
  attachmentMissing: 'MESSAGE_ATTACHMENT_MISSING',
  /** 400: the uploaded file has no bytes. */
  attachmentEmpty: 'MESSAGE_ATTACHMENT_EMPTY',
  /** 415: the file type is not accepted (MESSAGE_ATTACHMENT_BLOCKED_EXTENSIONS). */
  attachmentTypeNotAllowed: 'MESSAGE_ATTACHMENT_TYPE_NOT_ALLOWED',
} as const;

/** Path of the Server-Sent Events stream under /api/rest. */
export const REALTIME_PATH = '/realtime';
/** The server writes a `: keep-alive` comment this often. */
export const REALTIME_KEEPALIVE_MS = 25_000;

/** `event:` names of the conversation events on the real-time stream. */
export const CONVERSATION_REALTIME_EVENTS = {
  messageCreated: 'message.created',
  messageUpdated: 'message.updated',
  conversationRead: 'conversation.read',
  unreadChanged: 'unread.changed',
  conversationCreated: 'conversation.created',
} as const;
export type ConversationRealtimeEventName = (typeof CONVERSATION_REALTIME_EVENTS)[keyof typeof CONVERSATION_REALTIME_EVENTS];
