// Demo content (issue 7): every demo course gets a news item, a blog post with an image, a document
// (cmap) and an external link, with comments by other demo users. Part of the demo seed transaction;
// a course that already has the demo news is skipped, so a second run changes nothing.
//
// The blog image is a small PNG made with ffmpeg and stored through the editor-images service, like an
// editor upload. The caller passes the file store and media tools (server.ts does); without them (most
// tests, where every test file seeds its own database) or without ffmpeg the post goes without its image.
import { VOCABULARY } from '@campus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { assignments, contentComments, contentItems, contentTerms, courseMembers, courses, taxonomyTerms, users } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { MediaToolError, runMediaTool, type MediaToolPaths } from '../lib/media-tools.ts';
import type { FileStore } from '../lib/storage.ts';
import { saveEditorImage } from '../modules/files/files.sources.ts';
import { DEMO_COURSES, DEMO_DOMAIN, DEMO_EMAILS, type DemoAccountKey, type DemoCourseKey } from './demo-accounts.ts';

export interface DemoContentFiles {
  store: FileStore;
  media: MediaToolPaths;
}

const HOUR_MS = 60 * 60 * 1000;

/** Titles per course; the news title also marks a course as seeded. */
export function demoContentTitles(courseTitle: string) {
  return {
    news: `Welcome to ${courseTitle}`,
    blog: 'My first session plan',
    document: 'Session plan template',
    link: 'Laws of the Game',
  } as const;
}

export const DEMO_EXTERNAL_URL = 'https://example.org/laws-of-the-game';
/** Coaching Basics' blog post is the student's work on this assignment (cockpit submissions). */
const LINKED_ASSIGNMENT = { course: 'coachingBasics' as DemoCourseKey, title: 'Plan a 60-minute training session' };
/** Video topic the blog posts are tagged with (vocabulary 18 of the demo campus). */
const DEMO_TAG = 'Training drills';

/** A small PNG (a pitch-green picture with a centre line), made by ffmpeg's lavfi source. */
export async function demoPng(media: MediaToolPaths): Promise<Buffer> {
  const { stdout } = await runMediaTool(
    media.ffmpeg,
    [
      '-hide_banner', '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'color=c=0x2f9e44:s=480x270',
      '-vf', 'drawbox=x=238:y=0:w=4:h=270:color=white@1:t=fill,drawbox=x=40:y=40:w=400:h=190:color=white@1:t=4',
      '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1',
    ],
    { timeoutMs: 30_000, maxStdoutBytes: 5 * 1024 * 1024 },
  );
  return stdout;
}

async function blogImage(db: Database, files: DemoContentFiles | null, png: Buffer | null, courseId: number, userId: number): Promise<string> {
  if (!files || !png) return '';
  try {
    const { fullPath } = await saveEditorImage({ db, store: files.store, media: files.media }, { courseId, userId, bytes: png, fileName: 'pitch.png' });
    return `<p><img src="${fullPath}" alt="Pitch layout" width="480" /></p>`;
  } catch (error) {
    // ffmpeg missing or failing: the post goes without its image rather than the seed (and start-up) failing.
    if (error instanceof MediaToolError || error instanceof AppError) return '';
    throw error;
  }
}

/** Writes the demo content; part of the demo seed transaction (after the assignments). */
export async function seedDemoContent(db: Database, now: Date, files: DemoContentFiles | null = null): Promise<void> {
  const courseKeys = Object.keys(DEMO_COURSES) as DemoCourseKey[];
  const courseRows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.domainId, DEMO_DOMAIN.id), inArray(courses.title, courseKeys.map((key) => DEMO_COURSES[key].title))));
  const userRows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(DEMO_EMAILS)));
  const userId = (account: DemoAccountKey): number | undefined => userRows.find((row) => row.email === DEMO_EMAILS[account])?.id;
  const [tag] = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.domainId, DEMO_DOMAIN.id), eq(taxonomyTerms.vid, VOCABULARY.videoTopics), eq(taxonomyTerms.name, DEMO_TAG)));

  let png: Buffer | null = null;
  if (files) png = await demoPng(files.media).catch((error: unknown) => (error instanceof MediaToolError ? null : Promise.reject(error)));

  for (const key of courseKeys) {
    const course = courseRows.find((row) => row.title === DEMO_COURSES[key].title);
    if (!course) continue;
    const titles = demoContentTitles(course.title);
    const [existing] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.courseId, course.id), eq(contentItems.type, 'news'), eq(contentItems.title, titles.news)));
    if (existing) continue;

    const memberRows = await db.select({ userId: courseMembers.userId }).from(courseMembers).where(eq(courseMembers.courseId, course.id));
    const isMember = (account: DemoAccountKey) => memberRows.some((row) => row.userId === userId(account));
    const instructor = userId('instructor') ?? null;
    // The student writes the blog where they take the course; elsewhere the manager does.
    const blogger = isMember('student') ? userId('student') : userId('manager');
    if (instructor === null || blogger === undefined) continue;
    const commenters = (['mentor', 'student', 'manager'] as const).filter((account) => isMember(account) && userId(account) !== blogger);

    let assignmentId: number | null = null;
    if (key === LINKED_ASSIGNMENT.course && blogger === userId('student')) {
      const [assignment] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.courseId, course.id), eq(assignments.title, LINKED_ASSIGNMENT.title)));
      assignmentId = assignment?.id ?? null;
    }

    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
    const image = await blogImage(db, files, png, course.id, blogger);
    const items = await db
      .insert(contentItems)
      .values([
        {
          courseId: course.id,
          type: 'cmap',
          title: titles.document,
          body: '<h2>Session plan</h2><p>Copy this template for every session.</p><ul><li><strong>Goal:</strong> one learning goal</li><li><strong>Warm-up:</strong> 15 minutes</li><li><strong>Main part:</strong> 35 minutes</li><li><strong>Cool-down:</strong> 10 minutes</li></ul>',
          authorId: instructor,
          createdAt: at(120),
          updatedAt: at(120),
        },
        {
          courseId: course.id,
          type: 'external_content',
          title: titles.link,
          body: '<p>The current Laws of the Game, with the changes of this season.</p>',
          authorId: instructor,
          externalUrl: DEMO_EXTERNAL_URL,
          createdAt: at(96),
          updatedAt: at(96),
        },
        {
          courseId: course.id,
          type: 'blog',
          title: titles.blog,
          body: `<p>This is how I set up the pitch for my first session: <strong>four stations</strong>, <span style="font-size:1.5em">ten minutes each</span>.</p>${image}<p>What would you change?</p>`,
          authorId: blogger,
          assignmentId,
          createdAt: at(48),
          updatedAt: at(48),
        },
        {
          courseId: course.id,
          type: 'news',
          title: titles.news,
          body: `<p>Welcome! Introduce yourself with a short blog post and have a look at the <em>session plan template</em>.</p>`,
          authorId: instructor,
          createdAt: at(1),
          updatedAt: at(1),
        },
      ])
      .returning({ id: contentItems.id, type: contentItems.type });
    const idOf = (type: string) => items.find((item) => item.type === type)?.id ?? 0;
    if (tag) await db.insert(contentTerms).values({ contentId: idOf('blog'), termId: tag.id });

    const comments = [
      { contentId: idOf('blog'), authorId: instructor, commentText: '<p>A good start. Keep the stations close together so you can watch all of them.</p>', createdAt: at(40) },
      ...commenters.slice(0, 1).map((account) => ({
        contentId: idOf('blog'),
        authorId: userId(account) ?? instructor,
        commentText: '<p>I tried the same set-up last week: it works well with twelve players.</p>',
        createdAt: at(30),
      })),
      // The news gets a thank-you from the student, or from the blogger where the student is not a member.
      { contentId: idOf('news'), authorId: (isMember('student') ? userId('student') : undefined) ?? blogger, commentText: '<p>Thanks, looking forward to it!</p>', createdAt: at(0.5) },
    ];
    await db.insert(contentComments).values(comments.map((comment) => ({ ...comment, updatedAt: comment.createdAt })));
  }
}
