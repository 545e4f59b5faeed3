// Read markers: "Seen" under the caller's last message that someone else has read, and which message
// the caller's own marker should move to once the thread is on screen.
import type { ConversationSummary, Message, Participant } from '@campus/shared';

export interface SeenReceipt {
  messageId: number;
  /** The other participants whose read marker reached the message. */
  readers: Participant[];
}

/**
 * The caller's newest (not deleted) message and who of the others has read it; null when the caller
 * wrote nothing yet or nobody else has read that far. Only the last own message carries the receipt.
 */
export function seenReceipt(messages: readonly Message[], participants: readonly Participant[], myUid: number): SeenReceipt | null {
  let mine: Message | undefined;
  for (const message of messages) {
    if (message.author.uid === myUid && !message.deleted && (mine === undefined || message.id > mine.id)) mine = message;
  }
  if (mine === undefined) return null;
  const messageId = mine.id;
  const readers = participants.filter((person) => person.uid !== myUid && person.lastReadMessageId !== null && person.lastReadMessageId >= messageId);
  return readers.length === 0 ? null : { messageId, readers };
}

/**
 * The message id to send to POST /conversations/{id}/read: the newest shown message, when it is past
 * the caller's marker. Null when there is nothing new (the marker only moves forward).
 */
export function readMarkerTarget(messages: readonly Message[], lastReadMessageId: number | null): number | null {
  const newest = messages.at(-1);
  if (newest === undefined) return null;
  return lastReadMessageId === null || newest.id > lastReadMessageId ? newest.id : null;
}

/** The summary with one participant's read marker moved forward (a `conversation.read` event). */
export function withReadMarker(summary: ConversationSummary, uid: number, lastReadMessageId: number | null): ConversationSummary {
  return {
    ...summary,
    participants: summary.participants.map((person) =>
      person.uid === uid && (person.lastReadMessageId === null || (lastReadMessageId !== null && lastReadMessageId > person.lastReadMessageId))
        ? { ...person, lastReadMessageId }
        : person,
    ),
  };
}
