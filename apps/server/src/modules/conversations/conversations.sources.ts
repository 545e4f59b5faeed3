// What the conversations module hands to others (app.ts wires it): the hook for a new message, e.g. for
// in-app notifications. Optional; the routes work without it.

export interface MessageCreatedEvent {
  conversationId: number;
  messageId: number;
  authorUid: number;
  /** Every participant but the author. */
  recipientUids: number[];
  courseId: number | null;
  /** The conversation's title (plain text); null when untitled. */
  title: string | null;
  /** The author's display name. */
  authorName: string;
}

/** Called after a message is stored (and published); a failure is logged, never the sender's problem. */
export type OnMessageCreated = (event: MessageCreatedEvent) => void | Promise<void>;
