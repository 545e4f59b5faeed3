// Demo videos (issue 8): a few short test-pattern videos (ffmpeg testsrc2/testsrc + sine, 640x360, 3 s)
// in the main demo courses, uploaded by the demo student and instructor, one linked to a demo assignment,
// each with 2–3 timestamped comments (content items of type videocomment) and a reply. One of them is a
// live recording (issue 18: recorded in the browser; the same test-pattern file, marked so).
//
// Unlike the rest of the demo campus this needs the file store and ffmpeg, so server.ts calls it after
// seedDemoCampus (tests that want demo videos call it themselves). Once per database (app_meta marker).
// Fast: each pattern is generated and processed once (through the processing job's own code, not the
// poller) and its files are copied for the other videos. Crash-safe: the rows and their processing jobs
// are written first in one transaction; if the seed dies before processing, the job runner does it.
import { Readable } from 'node:stream';
import type { VideoSource } from '@campus/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { assignments } from '../db/schema/assignments.ts';
import { contentComments, contentItems } from '../db/schema/content.ts';
import { courses, users } from '../db/schema/index.ts';
import { jobs } from '../db/schema/jobs.ts';
import { videos } from '../db/schema/videos.ts';
import { runMediaTool, type MediaToolPaths } from '../lib/media-tools.ts';
import { newStorageKey, type FileStore } from '../lib/storage.ts';
import { enqueueVideoProcessing, markVideoReady, processVideo, videoProcessingJobKey } from '../modules/video-processing/video-processing.sources.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS, type DemoAccountKey, type DemoCourseKey } from './demo-accounts.ts';
import { DEMO_ASSIGNMENTS } from './demo-assignments.ts';
import { claimAppMeta, hasAppMeta } from './seed.repository.ts';
import { seedDemoNotifications } from './demo-notifications.ts';

export const DEMO_VIDEOS_MARKER = 'demo_videos_seeded';

export type DemoPattern = 'testsrc2' | 'testsrc';

export interface DemoVideoComment {
  author: DemoAccountKey;
  /** Moment in the video, tenths of a second. */
  timeTenths: number;
  text: string;
  reply?: { author: DemoAccountKey; text: string };
}

export interface DemoVideo {
  course: DemoCourseKey;
  owner: DemoAccountKey;
  title: string;
  pattern: DemoPattern;
  /** Title of a demo assignment of the same course. */
  assignment?: string;
  /** `live_recording`: recorded in the browser (issue 18); a file upload otherwise. */
  source?: VideoSource;
  comments: readonly DemoVideoComment[];
}

export const DEMO_VIDEO_SECONDS = 3;
export const DEMO_VIDEO_WIDTH = 640;
export const DEMO_VIDEO_HEIGHT = 360;

/** A demo video and its comments. */
function demoVideo(video: Omit<DemoVideo, 'comments'>, comments: readonly DemoVideoComment[]): DemoVideo {
  return { ...video, comments };
}

/** A comment at `timeTenths` tenths of a second into the video, with an optional reply. */
function note(author: DemoAccountKey, timeTenths: number, text: string, reply?: DemoVideoComment['reply']): DemoVideoComment {
  return reply === undefined ? { author, timeTenths, text } : { author, timeTenths, text, reply };
}

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  demoVideo(
    {
      course: 'coachingBasics',
      owner: 'student',
      title: 'Warm-up game: tag with a ball',
      pattern: 'testsrc2',
      assignment: DEMO_ASSIGNMENTS.coachingBasics[1]?.title,
    },
    [
      note('instructor', 20, 'Good start: everybody is moving at once. Watch the spacing here.', {
        author: 'student',
        text: 'Thanks! I will make the field smaller next time.',
      }),
      note('mentor', 12, 'Your instructions are short and clear.'),
      note('student', 27, 'Here the first players got caught too early.'),
    ],
  ),
  // Recorded with the camera in the browser (live-recording-modal, issue 18).
  demoVideo({ course: 'coachingBasics', owner: 'instructor', title: 'Demonstration: passing in pairs', pattern: 'testsrc', source: 'live_recording' }, [
    note('instructor', 5, 'Note the open body position before the pass.'),
    note('student', 18, 'Should the receiver always use the inside of the foot?'),
  ]),
  demoVideo({ course: 'blendedGoalkeeper', owner: 'student', title: 'Handling drill at home', pattern: 'testsrc2' }, [
    note('instructor', 10, 'Hands form a W behind the ball: well done.'),
    note('student', 25, 'I dropped this one, the ball was too fast.'),
  ]),
  demoVideo({ course: 'rulesOfTheGame', owner: 'instructor', title: 'Offside explained in three seconds', pattern: 'testsrc' }, [
    note('instructor', 15, 'Freeze here: the second-last defender is the line.'),
    note('student', 22, 'So level with the defender is not offside?'),
    note('instructor', 23, 'Exactly: level is onside.'),
  ]),
];

export interface DemoVideoMedia {
  files: FileStore;
  tools: MediaToolPaths;
  /** Scratch space for generating and processing, e.g. DATA_DIR/tmp. */
  workDir: string;
}

const generated = new Map<DemoPattern, Promise<Buffer>>();

/** The source video of a pattern: generated once per process (about 0.3 s) and reused. */
export function demoVideoBytes(tools: MediaToolPaths, pattern: DemoPattern): Promise<Buffer> {
  let bytes = generated.get(pattern);
  if (!bytes) {
    const seconds = DEMO_VIDEO_SECONDS;
    const size = `${DEMO_VIDEO_WIDTH}x${DEMO_VIDEO_HEIGHT}`;
    bytes = runMediaTool(
      tools.ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        `${pattern}=size=${size}:rate=25:duration=${seconds}`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${pattern === 'testsrc2' ? 440 : 660}:sample_rate=44100:duration=${seconds}`,
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        '-movflags',
        '+frag_keyframe+empty_moov',
        '-f',
        'mp4',
        'pipe:1',
      ],
      { timeoutMs: 60_000 },
    ).then((result) => result.stdout);
    bytes.catch(() => generated.delete(pattern));
    generated.set(pattern, bytes);
  }
  return bytes;
}

async function readAll(files: FileStore, key: string): Promise<Buffer> {
  const opened = await files.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface DemoVideosResult {
  seeded: boolean;
  videoIds: number[];
}

export async function seedDemoVideos(db: Database, media: DemoVideoMedia, now: Date = new Date()): Promise<DemoVideosResult> {
  if (await hasAppMeta(db, DEMO_VIDEOS_MARKER)) return { seeded: false, videoIds: [] };

  // The bytes first (outside any transaction): one source per pattern, stored once per video.
  const patterns = [...new Set(DEMO_VIDEOS.map((video) => video.pattern))];
  const sources = new Map<DemoPattern, Buffer>();
  for (const pattern of patterns) sources.set(pattern, await demoVideoBytes(media.tools, pattern));
  const sourceKeys = DEMO_VIDEOS.map(() => newStorageKey('videos/source', now));
  for (const [index, video] of DEMO_VIDEOS.entries()) {
    const bytes = sources.get(video.pattern);
    const key = sourceKeys[index];
    if (bytes && key) await media.files.put(key, Readable.from([bytes]));
  }

  const inserted = await db.transaction(async (tx) => {
    if (!(await claimAppMeta(tx, DEMO_VIDEOS_MARKER, { seededAt: now.toISOString() }))) return null;
    const userRows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, Object.values(DEMO_EMAILS)));
    const userId = (key: DemoAccountKey): number => {
      const found = userRows.find((row) => row.email === DEMO_EMAILS[key]);
      if (!found) throw new Error(`demo videos: no demo account ${key}`);
      return found.id;
    };
    const courseRows = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.domainId, DEMO_DOMAIN.id), inArray(courses.title, Object.values(DEMO_COURSE_TITLES))));
    const courseId = (key: DemoCourseKey): number => {
      const found = courseRows.find((row) => row.title === DEMO_COURSE_TITLES[key]);
      if (!found) throw new Error(`demo videos: no demo course ${key}`);
      return found.id;
    };

    const ids: number[] = [];
    for (const [index, demo] of DEMO_VIDEOS.entries()) {
      const course = courseId(demo.course);
      let assignmentId: number | null = null;
      if (demo.assignment !== undefined) {
        const [assignment] = await tx
          .select({ id: assignments.id })
          .from(assignments)
          .where(and(eq(assignments.courseId, course), eq(assignments.title, demo.assignment)));
        assignmentId = assignment?.id ?? null;
      }
      // Spread over the last days, oldest first, so "newest first" lists have an order.
      const createdAt = new Date(now.getTime() - (DEMO_VIDEOS.length - index) * 3_600_000);
      const [row] = await tx
        .insert(videos)
        .values({
          courseId: course,
          ownerId: userId(demo.owner),
          assignmentId,
          title: demo.title,
          status: 'processing',
          source: demo.source ?? 'upload',
          sourceKey: sourceKeys[index] ?? '',
          sourceFileName: `${demo.pattern}-${index + 1}.mp4`,
          sourceContentType: 'video/mp4',
          sourceSize: sources.get(demo.pattern)?.length ?? 0,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: videos.id });
      if (!row) throw new Error('demo videos: insert returned nothing');
      ids.push(row.id);
      await enqueueVideoProcessing(tx, row.id);

      for (const comment of demo.comments) {
        const seconds = comment.timeTenths / 10;
        const [item] = await tx
          .insert(contentItems)
          .values({
            courseId: course,
            type: 'videocomment',
            title: `${demo.title} @ ${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`,
            body: `<p>${comment.text}</p>`,
            authorId: userId(comment.author),
            videoId: row.id,
            videoTimeTenths: comment.timeTenths,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: contentItems.id });
        if (item && comment.reply) {
          await tx.insert(contentComments).values({
            contentId: item.id,
            authorId: userId(comment.reply.author),
            commentText: `<p>${comment.reply.text}</p>`,
            createdAt,
            updatedAt: createdAt,
          });
        }
      }
    }
    // The video comments' notifications for the videos' owners (the rest came with the campus).
    await seedDemoNotifications(tx, now);
    return ids;
  });
  if (inserted === null) {
    // Another process seeded meanwhile: drop the copies stored above.
    for (const key of sourceKeys) await media.files.delete(key);
    return { seeded: false, videoIds: [] };
  }

  // Process one video per pattern through the job's code, copy its results to the others.
  const processed = new Map<DemoPattern, number>();
  for (const [index, demo] of DEMO_VIDEOS.entries()) {
    const videoId = inserted[index];
    if (videoId === undefined) continue;
    const template = processed.get(demo.pattern);
    if (template === undefined) {
      await processVideo({ db, files: media.files, tools: media.tools, workDir: media.workDir }, videoId);
      processed.set(demo.pattern, videoId);
    } else {
      await copyProcessed(db, media.files, template, videoId, now);
    }
    // Done here; the queued job would only repeat it.
    await db
      .update(jobs)
      .set({ status: 'succeeded', attempts: 1, finishedAt: new Date() })
      .where(and(eq(jobs.idempotencyKey, videoProcessingJobKey(videoId)), eq(jobs.status, 'queued')));
  }
  return { seeded: true, videoIds: inserted };
}

async function copyProcessed(db: Database, files: FileStore, fromId: number, toId: number, now: Date): Promise<void> {
  const [from] = await db.select().from(videos).where(eq(videos.id, fromId));
  if (!from?.posterKey || !from.playbackKey) throw new Error(`demo videos: video ${fromId} was not processed`);
  const posterKey = newStorageKey('videos/poster', now);
  const playbackKey = newStorageKey('videos/playback', now);
  await files.put(posterKey, Readable.from([await readAll(files, from.posterKey)]));
  const stored = await files.put(playbackKey, Readable.from([await readAll(files, from.playbackKey)]));
  await markVideoReady(db, toId, {
    posterKey,
    playbackKey,
    playbackSize: stored.size,
    durationSeconds: from.durationSeconds,
    width: from.width,
    height: from.height,
  });
}
