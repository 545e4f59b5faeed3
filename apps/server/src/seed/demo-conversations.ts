// The demo conversations (issue 13): a one-to-one conversation of the demo student and instructor, the
// instructor's last message still unread for the student, and a group conversation in "Coaching Basics"
// (instructor, student, mentor) that everyone has read. Part of the demo seed transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { conversationParticipants, conversations, courses, messages, users } from '../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from './demo-accounts.ts';

const MINUTE_MS = 60 * 1000;

export const DEMO_CONVERSATIONS = {
  direct: {
    /** author, then text; the last one is unread for the student. */
    messages: [
      ['student', 'Hi Ian, could you look at my session plan for Saturday before I run it?'],
      ['instructor', 'Of course. Send it over and I will comment on it tonight.'],
      ['student', 'Thanks! It is in the course documents as "Saturday plan".'],
      ['instructor', 'Looks good. Shorten the warm-up to ten minutes and give the rondo two more players.'],
    ],
  },
  group: {
    title: 'Matchday preparation',
    course: DEMO_COURSE_TITLES.coachingBasics,
    messages: [
      ['instructor', 'Welcome to the matchday group. Post questions about Saturday here.'],
      ['mentor', 'I will bring the cones and bibs.'],
      ['student', 'Great, see you both at 9.'],
    ],
  },
} as const;

type Author = 'student' | 'instructor' | 'mentor';

export async function seedDemoConversations(db: Database, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_EMAILS.student, DEMO_EMAILS.instructor, DEMO_EMAILS.mentor]));
  const idOf = (who: Author): number => {
    const found = people.find((person) => person.email === DEMO_EMAILS[who]);
    if (!found) throw new Error(`seed: no demo ${who}`);
    return found.id;
  };
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.domainId, DEMO_DOMAIN.id), eq(courses.title, DEMO_CONVERSATIONS.group.course)));
  if (!course) throw new Error('seed: no course for the demo group conversation');

  const student = idOf('student');
  const instructor = idOf('instructor');
  const low = Math.min(student, instructor);
  const high = Math.max(student, instructor);

  /** Messages a few minutes apart, ending `endMinutesAgo` before now; returns their ids in order. */
  async function thread(conversationId: number, lines: readonly (readonly [Author, string])[], endMinutesAgo: number): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, [author, text]] of lines.entries()) {
      const created = new Date(now.getTime() - (endMinutesAgo + (lines.length - 1 - index) * 7) * MINUTE_MS);
      const [row] = await db.insert(messages).values({ conversationId, authorId: idOf(author), text, created }).returning({ id: messages.id });
      if (!row) throw new Error('seed: message insert returned nothing');
      ids.push(row.id);
    }
    await db
      .update(conversations)
      .set({ updated: new Date(now.getTime() - endMinutesAgo * MINUTE_MS) })
      .where(eq(conversations.id, conversationId));
    return ids;
  }

  const created = new Date(now.getTime() - 2 * 24 * 60 * MINUTE_MS);
  const [direct] = await db
    .insert(conversations)
    .values({ courseId: null, title: null, directKey: `${low}:${high}`, createdBy: student, created, updated: created })
    .returning({ id: conversations.id });
  if (!direct) throw new Error('seed: conversation insert returned nothing');
  const directIds = await thread(direct.id, DEMO_CONVERSATIONS.direct.messages, 30);
  // The student has read all but the instructor's last answer; the instructor everything.
  await db.insert(conversationParticipants).values([
    { conversationId: direct.id, userId: student, lastReadMessageId: directIds.at(-2) ?? null, joined: created },
    { conversationId: direct.id, userId: instructor, lastReadMessageId: directIds.at(-1) ?? null, joined: created },
  ]);

  const [group] = await db
    .insert(conversations)
    .values({ courseId: course.id, title: DEMO_CONVERSATIONS.group.title, directKey: null, createdBy: instructor, created, updated: created })
    .returning({ id: conversations.id });
  if (!group) throw new Error('seed: conversation insert returned nothing');
  const groupIds = await thread(group.id, DEMO_CONVERSATIONS.group.messages, 180);
  await db.insert(conversationParticipants).values(
    (['instructor', 'student', 'mentor'] as const).map((who) => ({ conversationId: group.id, userId: idOf(who), lastReadMessageId: groupIds.at(-1) ?? null, joined: created })),
  );
}
