// Pure rules of conversations (issue 13): the one-to-one key, excerpts, who edits a message.
import { MESSAGE_EXCERPT_MAX } from '@campus/shared';

/**
 * The `direct_key` of a one-to-one conversation: both user ids, lower first, and the course if it has
 * one (a course conversation between two people is its own thread).
 */
export function directKey(a: number, b: number, courseId: number | null): string {
  const [low, high] = a < b ? [a, b] : [b, a];
  return courseId === null ? `${low}:${high}` : `${low}:${high}@${courseId}`;
}

/** A new conversation is one-to-one (and reused) when it has exactly one other person and no title. */
export function isOneToOne(otherUids: readonly number[], title: string | null): boolean {
  return otherUids.length === 1 && title === null;
}

/** The summary's excerpt: whitespace collapsed, at most MESSAGE_EXCERPT_MAX characters (code points). */
export function messageExcerpt(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= MESSAGE_EXCERPT_MAX) return flat;
  return `${chars.slice(0, MESSAGE_EXCERPT_MAX - 1).join('')}…`;
}

/** Only the author changes or deletes a message. */
export function mayChangeMessage(message: { authorId: number }, userId: number): boolean {
  return message.authorId === userId;
}
