// Demo dialogs and a report (issue 13): every demo course gets a topic by the instructor with a reply by
// the student (or the manager where the student is not a member) and a nested answer by the instructor; the
// admin starts an ad-hoc dialog with the instructor and the student; the student has reported an item of
// "Coaching Basics", so its staff find one open report. Part of the demo seed transaction, after content.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentItems, courseMembers, courses, dialogParticipants, dialogReplies, dialogs, reports, users } from '../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from './demo-accounts.ts';

export const DEMO_DIALOGS = {
  /** The topic of every demo course. */
  courseTopic: 'Welcome: introduce yourself',
  adhocTitle: 'Referee workshop planning',
  /** The course whose staff find an open report. */
  reportCourse: DEMO_COURSE_TITLES.coachingBasics,
} as const;

async function userId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`seed: no user ${email}`);
  return row.id;
}

function minutesBefore(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

export async function seedDemoDialogs(db: Database, now: Date): Promise<void> {
  const existing = await db.select({ id: dialogs.id }).from(dialogs).limit(1);
  if (existing.length > 0) return;
  // One after the other: inside the seed transaction all queries share one connection, and pg refuses
  // (deprecated, removed in pg 9) a query sent while another is still running on it.
  const ids: (number | undefined)[] = [];
  for (const email of [DEMO_EMAILS.admin, DEMO_EMAILS.instructor, DEMO_EMAILS.student, DEMO_EMAILS.manager]) ids.push(await userId(db, email));
  const [admin, instructor, student, manager] = ids;
  if (admin === undefined || instructor === undefined || student === undefined || manager === undefined) throw new Error('seed: demo users missing');
  const courseRows = await db.select({ id: courses.id }).from(courses).where(eq(courses.domainId, DEMO_DOMAIN.id)).orderBy(asc(courses.id));
  const studentCourses = new Set(
    (await db.select({ courseId: courseMembers.courseId }).from(courseMembers).where(eq(courseMembers.userId, student))).map((row) => row.courseId),
  );

  for (const course of courseRows) {
    const [topic] = await db
      .insert(dialogs)
      .values({
        domainId: DEMO_DOMAIN.id,
        courseId: course.id,
        title: DEMO_DIALOGS.courseTopic,
        body: '<p>Tell the others who you coach and what you want to get out of this course.</p>',
        authorId: instructor,
        pinned: true,
        createdAt: minutesBefore(now, 180),
        updatedAt: minutesBefore(now, 180),
        lastActivityAt: minutesBefore(now, 60),
      })
      .returning({ id: dialogs.id });
    if (!topic) throw new Error('seed: dialog insert returned nothing');
    const replier = studentCourses.has(course.id) ? student : manager;
    const [first] = await db
      .insert(dialogReplies)
      .values({ dialogId: topic.id, authorId: replier, body: '<p>Hi all! I coach an under-12 team twice a week.</p>', createdAt: minutesBefore(now, 120) })
      .returning({ id: dialogReplies.id });
    if (!first) throw new Error('seed: reply insert returned nothing');
    await db.insert(dialogReplies).values({
      dialogId: topic.id,
      parentReplyId: first.id,
      authorId: instructor,
      body: '<p>Welcome! Bring one drill your players love to the next session.</p>',
      createdAt: minutesBefore(now, 60),
    });
  }

  const [adhoc] = await db
    .insert(dialogs)
    .values({
      domainId: DEMO_DOMAIN.id,
      courseId: null,
      title: DEMO_DIALOGS.adhocTitle,
      body: '<p>Which dates suit you for the referee workshop in spring?</p>',
      authorId: admin,
      createdAt: minutesBefore(now, 240),
      updatedAt: minutesBefore(now, 240),
      lastActivityAt: minutesBefore(now, 200),
    })
    .returning({ id: dialogs.id });
  if (!adhoc) throw new Error('seed: ad-hoc dialog insert returned nothing');
  await db.insert(dialogParticipants).values([admin, instructor, student].map((uid) => ({ dialogId: adhoc.id, userId: uid })));
  await db.insert(dialogReplies).values({ dialogId: adhoc.id, authorId: instructor, body: '<p>Any Saturday in March works for me.</p>', createdAt: minutesBefore(now, 200) });

  // One open report: the student reported an item of Coaching Basics that someone else wrote.
  const [reportCourse] = await db.select({ id: courses.id }).from(courses).where(and(eq(courses.domainId, DEMO_DOMAIN.id), eq(courses.title, DEMO_DIALOGS.reportCourse)));
  if (!reportCourse) throw new Error('seed: no course for the demo report');
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.courseId, reportCourse.id), ne(contentItems.type, 'videocomment'), ne(contentItems.authorId, student)))
    .orderBy(asc(contentItems.id))
    .limit(1);
  if (!item) throw new Error('seed: no post to report');
  await db.insert(reports).values({
    courseId: reportCourse.id,
    kind: 'content',
    targetId: item.id,
    reporterId: student,
    category: 'other',
    text: 'This repeats last week’s post word for word.',
    createdAt: minutesBefore(now, 30),
  });
}
