// GET/PUT /videos/{id}/progress on a real database: 401, hidden videos 404, bad reports 400, merging
// of reports, the resume position read back (another device), completion at 90 % of the length and
// the completedVideoIds source learning paths read.
import { ERROR_CODES, VIDEO_ERROR_CODES, VideoProgressSchema, type Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../lib/storage.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signInAs } from '../courses/testing/course-fixtures.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import {
  callAs,
  createVideoWorld,
  insertVideo,
  removeTestVideoFiles,
  testFileStore,
  type StoredVideo,
  type VideoCaller,
  type VideoWorld,
} from '../videos/testing/video-fixtures.ts';
import { completedVideoIds } from './video-progress.sources.ts';

let t: TestApp;
let world: VideoWorld;
let files: FileStore;
let courseVideo: StoredVideo;
let privateVideo: StoredVideo;
let processingVideo: StoredVideo;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createVideoWorld(t.app, t.db, 'Video progress');
  files = testFileStore();
  // Ready test videos are 2 s long.
  courseVideo = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.instructor, title: 'Progress course video' });
  privateVideo = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'Progress private', visibility: 'private' });
  processingVideo = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, status: 'processing' });
});

afterAll(async () => {
  await removeTestVideoFiles(files);
  await t.close();
});

const url = (videoId: number) => `/api/rest/videos/${videoId}/progress`;
const read = (caller: VideoCaller, videoId: number) => callAs(t.app, world, caller, url(videoId));
const report = (caller: VideoCaller, videoId: number, payload: unknown) => callAs(t.app, world, caller, url(videoId), { method: 'PUT', payload });

describe('/api/rest/videos/{id}/progress', () => {
  it('is 401 without a token', async () => {
    expect((await read('anonymous', courseVideo.id)).statusCode).toBe(401);
    expect((await report('anonymous', courseVideo.id, { ranges: [], position: 0 })).statusCode).toBe(401);
  });

  it('is 404 VIDEO_NOT_FOUND for a video the caller may not see or that does not exist', async () => {
    for (const [caller, videoId] of [
      ['outsider', courseVideo.id],
      ['otherCourse', courseVideo.id],
      ['otherStudent', privateVideo.id],
      ['owner', 999_999],
    ] as const) {
      const response = await read(caller, videoId);
      expect(response.statusCode, caller).toBe(404);
      expect(response.json<Problem>().code).toBe(VIDEO_ERROR_CODES.notFound);
      expect((await report(caller, videoId, { ranges: [[0, 1]], position: 1 })).statusCode, caller).toBe(404);
    }
  });

  it('is 400 for a bad report', async () => {
    for (const payload of [{ ranges: [[3, 1]], position: 1 }, { ranges: [], position: -2 }, { position: 1 }, { ranges: [[0, 'a']], position: 1 }]) {
      const response = await report('otherStudent', courseVideo.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
    expect((await callAs(t.app, world, 'otherStudent', '/api/rest/videos/abc/progress')).statusCode).toBe(400);
  });

  it('answers nothing watched before the first report', async () => {
    const response = await read('guest', courseVideo.id);
    expect(response.statusCode).toBe(200);
    expect(VideoProgressSchema.parse(response.json())).toEqual({
      videoId: courseVideo.id,
      position: 0,
      ranges: [],
      watchedSeconds: 0,
      duration: null,
      percent: 0,
      completed: false,
      completionPercent: 90,
    });
  });

  it('merges reports, keeps the resume position per user and completes at 90 % of the length', async () => {
    const first = await report('mentor', courseVideo.id, { ranges: [[0, 0.8]], position: 0.8, duration: 99 });
    expect(first.statusCode).toBe(200);
    // The processed video's length (2 s) wins over the player's claim.
    expect(first.json()).toMatchObject({ position: 0.8, ranges: [[0, 0.8]], duration: 2, percent: 40, completed: false });

    // Another device of the same user reads where to resume.
    const otherDevice = await signInAs(t.app, DEMO_EMAILS.mentor);
    const resumed = await t.app.inject({ method: 'GET', url: url(courseVideo.id), headers: { authorization: `Bearer ${otherDevice.accessToken}` } });
    expect(resumed.json()).toMatchObject({ position: 0.8, completed: false });

    // Seconds watched twice count once; past the end is cut.
    const second = await report('mentor', courseVideo.id, { ranges: [[0.5, 1.2]], position: 1.2 });
    expect(second.json()).toMatchObject({ ranges: [[0, 1.2]], percent: 60, completed: false });
    const third = await report('mentor', courseVideo.id, { ranges: [[1.3, 5]], position: 5 });
    expect(third.json()).toMatchObject({ ranges: [[0, 2]], watchedSeconds: 2, position: 2, percent: 100, completed: true });

    // Completion stays, whatever comes later; other users are untouched.
    const later = await report('mentor', courseVideo.id, { ranges: [], position: 0.4 });
    expect(later.json()).toMatchObject({ position: 0.4, completed: true });
    expect((await read('otherStudent', courseVideo.id)).json()).toMatchObject({ position: 0, completed: false });

    expect(await completedVideoIds(t.db, world.uids.mentor, [courseVideo.id, privateVideo.id])).toEqual(new Set([courseVideo.id]));
    expect(await completedVideoIds(t.db, world.uids.otherStudent, [courseVideo.id])).toEqual(new Set());
    expect(await completedVideoIds(t.db, world.uids.mentor, [])).toEqual(new Set());
  });

  it('does not complete below the share, and uses the player’s length while the video has none', async () => {
    const below = await report('instructor', courseVideo.id, { ranges: [[0, 1.7]], position: 1.7 });
    expect(below.json()).toMatchObject({ percent: 85, completed: false });

    const owner = await report('owner', processingVideo.id, { ranges: [[0, 9]], position: 9, duration: 10 });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ duration: 10, percent: 90, completed: true });
    // The owner sees their private video and reports on it.
    expect((await report('owner', privateVideo.id, { ranges: [[0, 1]], position: 1 })).statusCode).toBe(200);
  });
});
