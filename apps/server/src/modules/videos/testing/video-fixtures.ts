// Helpers for the videos integration tests: a real 2 s MP4 and JPEG poster made once with ffmpeg,
// stored in the same file store the app reads (DATA_DIR/files of testEnv), video rows written directly
// (the upload and processing jobs are another module's), a course with one member per role, and calls.
import { COURSE_ROLE, type VideoStatus, type VideoVisibility } from '@campus/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { videoUsers, videos } from '../../../db/schema/videos.ts';
import { createDiskFileStore, newStorageKey, type FileStore } from '../../../lib/storage.ts';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.ts';
import type { SignedIn } from '../../auth/testing/auth-helpers.ts';
import { testMedia } from './test-media.ts';
import { addMember, authHeaders, createCourse, createUser, signInAs, userIdByEmail } from '../../courses/testing/course-fixtures.ts';
import { testEnv } from '../../../test/build-test-app.ts';

export { testMedia, type MediaFixture } from './test-media.ts';

/** The store the app under test reads (buildTestApp's DATA_DIR). */
export function testFileStore(): FileStore {
  return createDiskFileStore(path.join(testEnv().DATA_DIR, 'files'));
}

export interface NewVideo {
  courseId: number;
  ownerId: number | null;
  title?: string;
  visibility?: VideoVisibility;
  status?: VideoStatus;
  failureReason?: string | null;
  assignmentId?: number | null;
  sharedWith?: readonly number[];
  createdAt?: Date;
  sourceFileName?: string;
  sourceContentType?: string;
}

export interface StoredVideo {
  id: number;
  sourceKey: string;
  playbackKey: string | null;
  posterKey: string | null;
}

/** Keys this test file wrote, removed again by removeTestVideoFiles (the test data dir is shared). */
const writtenKeys = new Set<string>();

export async function removeTestVideoFiles(files: FileStore): Promise<void> {
  await Promise.all([...writtenKeys].map((key) => files.delete(key)));
  writtenKeys.clear();
}

/** Inserts a video; a ready one gets the fixture MP4 as source and playback and the JPEG as poster. */
export async function insertVideo(db: Database, files: FileStore, video: NewVideo): Promise<StoredVideo> {
  const { mp4, jpeg } = await testMedia();
  const status = video.status ?? 'ready';
  const sourceKey = newStorageKey('videos/source');
  writtenKeys.add(sourceKey);
  await files.put(sourceKey, Readable.from([mp4]));
  let playbackKey: string | null = null;
  let posterKey: string | null = null;
  if (status === 'ready') {
    playbackKey = newStorageKey('videos/playback');
    posterKey = newStorageKey('videos/poster');
    writtenKeys.add(playbackKey).add(posterKey);
    await files.put(playbackKey, Readable.from([mp4]));
    await files.put(posterKey, Readable.from([jpeg]));
  }
  const [row] = await db
    .insert(videos)
    .values({
      courseId: video.courseId,
      ownerId: video.ownerId,
      assignmentId: video.assignmentId ?? null,
      title: video.title ?? 'Test video',
      visibility: video.visibility ?? 'course',
      status,
      failureReason: status === 'failed' ? (video.failureReason ?? 'ffmpeg exited with code 1') : null,
      sourceKey,
      sourceFileName: video.sourceFileName ?? 'clip.mp4',
      sourceContentType: video.sourceContentType ?? 'video/mp4',
      sourceSize: mp4.length,
      playbackKey,
      playbackSize: playbackKey === null ? null : mp4.length,
      posterKey,
      durationSeconds: status === 'ready' ? 2 : null,
      width: status === 'ready' ? 320 : null,
      height: status === 'ready' ? 180 : null,
      ...(video.createdAt === undefined ? {} : { createdAt: video.createdAt }),
    })
    .returning({ id: videos.id });
  if (!row) throw new Error('video insert returned nothing');
  if (video.sharedWith && video.sharedWith.length > 0) {
    await db.insert(videoUsers).values(video.sharedWith.map((userId) => ({ videoId: row.id, userId })));
  }
  return { id: row.id, sourceKey, playbackKey, posterKey };
}

export const VIDEO_ROLES = ['owner', 'otherStudent', 'mentor', 'instructor', 'manager', 'guest', 'admin', 'outsider', 'otherCourse'] as const;
export type VideoRole = (typeof VIDEO_ROLES)[number];
export type VideoCaller = VideoRole | 'anonymous';

export interface VideoWorld {
  courseId: number;
  otherCourseId: number;
  uids: Record<VideoRole, number>;
  sessions: Record<VideoRole, SignedIn>;
}

/**
 * A fresh course of the demo campus with one member per role: the demo student (owner of the test
 * videos), another student, the demo mentor, instructor and guest; the demo manager (campus manager,
 * acts as manager) and admin; a campus member outside the course, and a student of another course.
 */
export async function createVideoWorld(app: FastifyInstance, db: Database, label: string): Promise<VideoWorld> {
  const courseId = await createCourse(db, { title: `${label} course` });
  const otherCourseId = await createCourse(db, { title: `${label} other course` });
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const otherStudentEmail = `${slug}-other-student@example.org`;
  const outsiderEmail = `${slug}-outsider@example.org`;
  const otherCourseEmail = `${slug}-other-course@example.org`;
  const uids: Record<VideoRole, number> = {
    owner: await userIdByEmail(db, DEMO_EMAILS.student),
    otherStudent: await createUser(db, { email: otherStudentEmail }),
    mentor: await userIdByEmail(db, DEMO_EMAILS.mentor),
    instructor: await userIdByEmail(db, DEMO_EMAILS.instructor),
    manager: await userIdByEmail(db, DEMO_EMAILS.manager),
    guest: await userIdByEmail(db, DEMO_EMAILS.guest),
    admin: await userIdByEmail(db, DEMO_EMAILS.admin),
    outsider: await createUser(db, { email: outsiderEmail }),
    otherCourse: await createUser(db, { email: otherCourseEmail }),
  };
  await addMember(db, courseId, uids.owner, COURSE_ROLE.student);
  await addMember(db, courseId, uids.otherStudent, COURSE_ROLE.student);
  await addMember(db, courseId, uids.mentor, COURSE_ROLE.mentor);
  await addMember(db, courseId, uids.instructor, COURSE_ROLE.instructor);
  await addMember(db, courseId, uids.guest, COURSE_ROLE.guest);
  await addMember(db, otherCourseId, uids.otherCourse, COURSE_ROLE.student);
  const emails: Record<VideoRole, string> = {
    owner: DEMO_EMAILS.student,
    otherStudent: otherStudentEmail,
    mentor: DEMO_EMAILS.mentor,
    instructor: DEMO_EMAILS.instructor,
    manager: DEMO_EMAILS.manager,
    guest: DEMO_EMAILS.guest,
    admin: DEMO_EMAILS.admin,
    outsider: outsiderEmail,
    otherCourse: otherCourseEmail,
  };
  const entries = await Promise.all(VIDEO_ROLES.map(async (role) => [role, await signInAs(app, emails[role])] as const));
  return { courseId, otherCourseId, uids, sessions: Object.fromEntries(entries) as Record<VideoRole, SignedIn> };
}

export interface VideoCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload?: unknown;
  headers?: Record<string, string>;
  studentMode?: boolean;
}

export function callAs(
  app: FastifyInstance,
  world: VideoWorld,
  caller: VideoCaller,
  url: string,
  options: VideoCallOptions = {},
): Promise<LightMyRequestResponse> {
  const auth = caller === 'anonymous' ? {} : authHeaders(world.sessions[caller], options.studentMode ?? false);
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { ...auth, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string | Record<string, unknown> }),
  });
}
