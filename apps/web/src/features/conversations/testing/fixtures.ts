// Test data for the conversations screens: the demo student (uid 5) and instructor (uid 3) in a
// one-to-one conversation, plus builders for messages and pages.
import type { ConversationSummary, Message, MessagePage, Participant } from '@campus/shared';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

export const STUDENT = { uid: 5, name: 'Sam Student', picture: null } as const;
export const INSTRUCTOR = { uid: 3, name: 'Ian Instructor', picture: null } as const;
export const MENTOR = { uid: 4, name: 'Max Mentor', picture: null } as const;

export function participant(person: { uid: number; name: string }, lastReadMessageId: number | null = null): Participant {
  return { uid: person.uid, name: person.name, picture: null, lastReadMessageId };
}

export function messageFixture(overrides: Partial<Message> & { id: number }): Message {
  return {
    conversationId: 1,
    author: { ...INSTRUCTOR },
    text: `Message ${overrides.id}`,
    attachments: [],
    created: '2025-03-01T10:00:00.000Z',
    edited: null,
    deleted: false,
    moderationHidden: false,
    ...overrides,
  };
}

export function pageFixture(items: Message[], hasMore = false): MessagePage {
  return { items, hasMore };
}

export function conversationFixture(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 1,
    title: null,
    courseId: null,
    participants: [participant(STUDENT), participant(INSTRUCTOR)],
    lastMessage: { id: 2, authorUid: INSTRUCTOR.uid, excerpt: 'See you on Monday', created: '2025-03-01T10:05:00.000Z' },
    unreadCount: 1,
    updated: '2025-03-01T10:05:00.000Z',
    ...overrides,
  };
}

export { abortableStream, streamOf } from '../../../lib/realtime/test-streams.ts';
