// Rows → the wire shapes of @campus/shared (ConversationSummary, Message). No user picture exists yet,
// so `picture` is null everywhere.
import { REST_BASE, type ConversationSummary, type Message, type MessageAttachment, type Participant } from '@campus/shared';
import { messageExcerpt } from './conversations.policy.ts';
import type { AttachmentRow, ConversationRow, MessageRow, ParticipantRow } from './conversations.repository.ts';

export function attachmentUrl(conversationId: number, attachmentId: number): string {
  return `${REST_BASE}/conversations/${conversationId}/attachments/${attachmentId}`;
}

export function presentAttachment(row: AttachmentRow): MessageAttachment {
  return { id: row.id, name: row.name, mime: row.mime, size: row.size, url: attachmentUrl(row.conversationId, row.id) };
}

/**
 * The message as `viewerUid` sees it; null: as every participant but its author sees it (real-time
 * events go to all of them at once). A hidden message keeps its place but only its author reads it.
 */
export function presentMessage(row: MessageRow, attachments: readonly AttachmentRow[], viewerUid: number | null): Message {
  const moderationHidden = row.moderationHiddenAt !== null;
  const blank = row.deleted || (moderationHidden && viewerUid !== row.authorId);
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: { uid: row.authorId, name: row.authorName, picture: null },
    text: blank ? '' : row.text,
    attachments: blank ? [] : attachments.map(presentAttachment),
    created: row.created.toISOString(),
    edited: row.edited?.toISOString() ?? null,
    deleted: row.deleted,
    moderationHidden,
  };
}

export function presentParticipant(row: ParticipantRow): Participant {
  return { uid: row.userId, name: row.name, picture: null, lastReadMessageId: row.lastReadMessageId };
}

export function presentSummary(
  row: ConversationRow,
  participants: readonly ParticipantRow[],
  lastMessage: MessageRow | undefined,
  unreadCount: number,
): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    courseId: row.courseId,
    participants: participants.map(presentParticipant),
    lastMessage: lastMessage
      ? { id: lastMessage.id, authorUid: lastMessage.authorId, excerpt: messageExcerpt(lastMessage.text), created: lastMessage.created.toISOString() }
      : null,
    unreadCount,
    updated: row.updated.toISOString(),
  };
}
