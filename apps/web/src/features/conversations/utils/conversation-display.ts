// How a conversation is named and linked: its title, else the other participants' names; its screen
// top-level or beneath the course whose list it was opened from.
import type { ConversationSummary, Participant } from '@campus/shared';
import { appPath, coursePath } from '@campus/shared';

/** The participants other than the caller (all of them if the caller is not among them). */
export function otherParticipants(conversation: Pick<ConversationSummary, 'participants'>, myUid: number): Participant[] {
  const others = conversation.participants.filter((person) => person.uid !== myUid);
  return others.length > 0 ? others : conversation.participants;
}

/** The title, else the others' names ("Ian Instructor, Max Mentor"). */
export function conversationName(conversation: Pick<ConversationSummary, 'participants' | 'title'>, myUid: number): string {
  if (conversation.title) return conversation.title;
  return otherParticipants(conversation, myUid)
    .map((person) => person.name)
    .join(', ');
}

/** The list screen: a course's (`course-{id}/app/conversations`) or the campus-wide one (`app/conversations`). */
export function conversationsPath(courseId: number | undefined): string {
  return courseId === undefined ? appPath('app-conversations') : coursePath(courseId, 'conversations');
}

/** One conversation's screen, `conversation?id=…`, beneath the course when there is one. */
export function conversationPath(conversationId: number, courseId: number | undefined): string {
  const base = courseId === undefined ? appPath('conversation') : coursePath(courseId, 'conversation');
  return `${base}?${new URLSearchParams({ id: String(conversationId) }).toString()}`;
}
