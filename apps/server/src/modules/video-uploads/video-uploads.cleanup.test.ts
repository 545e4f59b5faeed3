// The video-uploads.cleanup job on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): uploads
// started through tus and aged (created_at and the data file's mtime) are removed with their bytes, tus
// metadata and row; fresh, recently written and finished ones stay; stray old files go; the recurrence makes
// one job per hour bucket however often (and on however many nodes) it is enqueued.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { videoUploads } from '../../db/schema/videos.ts';
import { appJobsPlugin as jobsPlugin } from '../../app-jobs.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, openTestDatabase, testEnv, type TestApp, type TestDatabase } from '../../test/build-test-app.ts';
import { signIn } from '../auth/testing/auth-helpers.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { makeTestVideo, tusCreate, tusHead, tusPatch, uploadIdFromLocation, uploadWhole } from './testing/video-fixtures.ts';
import {
  VIDEO_UPLOAD_CLEANUP_JOB,
  cleanupAbandonedUploads,
  cleanupIdempotencyKey,
  scheduleVideoUploadCleanup,
  uploadRetentionMs,
} from './video-uploads.cleanup.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let dataDir: string;
let uploadDir: string;
let courseId: number;
let student: string;
let video: Buffer;

const meta = () => ({ og_id: String(courseId), title: 'Abandoned session', filename: 'session.mp4', filetype: 'video/mp4' });

/** Starts an upload of `size` bytes through tus and sends the first `sent` of them. */
async function startUpload(size: number, sent: number): Promise<string> {
  const created = await tusCreate(t.app, student, size, meta());
  expect(created.statusCode).toBe(201);
  const uploadId = uploadIdFromLocation(created);
  if (sent > 0) {
    const patched = await tusPatch(t.app, student, uploadId, 0, randomBytes(sent));
    expect(patched.statusCode).toBe(204);
  }
  return uploadId;
}

/** Makes the upload look idle since `ageMs` ago: its row's created_at and its data file's mtime. */
async function age(uploadId: string, ageMs: number, { file = true }: { file?: boolean } = {}): Promise<void> {
  const then = new Date(Date.now() - ageMs);
  await t.db.update(videoUploads).set({ createdAt: then }).where(eq(videoUploads.uploadId, uploadId));
  if (file) await utimes(path.join(uploadDir, uploadId), then, then);
}

async function writeOldFile(name: string, ageMs: number): Promise<void> {
  const file = path.join(uploadDir, name);
  await writeFile(file, 'leftover');
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
}

const rowOf = async (uploadId: string) => (await t.db.select().from(videoUploads).where(eq(videoUploads.uploadId, uploadId)))[0];
const filesOf = (uploadId: string) => [path.join(uploadDir, uploadId), path.join(uploadDir, `${uploadId}.json`)];

async function cleanupJobs() {
  return t.db.select().from(jobs).where(eq(jobs.type, VIDEO_UPLOAD_CLEANUP_JOB));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-upload-cleanup-'));
  uploadDir = path.join(dataDir, 'uploads');
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  student = (await signIn(t.app, DEMO_EMAILS.student)).accessToken;
  const source = path.join(dataDir, 'source.mp4');
  await makeTestVideo(source, { seconds: 1, width: 160, height: 120, audio: false });
  video = await readFile(source);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('VIDEO_UPLOAD_RETENTION_HOURS', () => {
  it('defaults to 24 hours and is read from the environment', () => {
    expect(uploadRetentionMs(loadEnv({}))).toBe(DAY);
    expect(uploadRetentionMs(loadEnv({ VIDEO_UPLOAD_RETENTION_HOURS: '2' }))).toBe(2 * HOUR);
    expect(() => loadEnv({ VIDEO_UPLOAD_RETENTION_HOURS: '0' })).toThrow(/VIDEO_UPLOAD_RETENTION_HOURS/);
    expect(() => loadEnv({ VIDEO_UPLOAD_RETENTION_HOURS: 'soon' })).toThrow(/VIDEO_UPLOAD_RETENTION_HOURS/);
  });
});

describe('the video-uploads.cleanup job', () => {
  it('is not scheduled by an app whose runner was not started (tests)', async () => {
    expect(await cleanupJobs()).toEqual([]);
  });

  it('removes old unfinished uploads and stray old files, keeps fresh, active and finished ones', async () => {
    const abandoned = await startUpload(4096, 1000);
    const abandonedEmpty = await startUpload(4096, 0);
    const fresh = await startUpload(4096, 1000);
    // Started long ago, but bytes arrived within the retention: still in use.
    const active = await startUpload(4096, 1000);
    const finished = await uploadWhole(t.app, student, video, meta());
    expect(finished.response.statusCode).toBe(204);
    const videoId = Number(finished.response.headers['video-id']);
    expect(videoId).toBeGreaterThan(0);

    await age(abandoned, 2 * DAY);
    await age(abandonedEmpty, 25 * HOUR);
    await age(active, 3 * DAY, { file: false });
    await age(finished.uploadId, 3 * DAY, { file: false });
    for (const id of [abandoned, abandonedEmpty, fresh, active]) for (const file of filesOf(id)) expect(existsSync(file), file).toBe(true);

    // Strays: no row (an old pair, a fresh file), and a leftover of the finished upload.
    await writeOldFile('0123456789abcdef', 2 * DAY);
    await writeOldFile('0123456789abcdef.json', 2 * DAY);
    await writeFile(path.join(uploadDir, 'fedcba9876543210'), 'just now');
    await writeOldFile(finished.uploadId, 2 * DAY);
    // Not a file: left alone.
    await mkdir(path.join(uploadDir, 'some-dir'), { recursive: true });

    // Due before the finished upload's video.process job, so the runner takes it first.
    const enqueued = await enqueueJob(t.db, { type: VIDEO_UPLOAD_CLEANUP_JOB, payload: {}, runAt: new Date(0) });
    const before = Date.now();
    const result = await t.app.jobRunner.runNextJob();
    expect(result).toMatchObject({ jobId: enqueued.id, type: VIDEO_UPLOAD_CLEANUP_JOB, outcome: 'succeeded' });

    for (const id of [abandoned, abandonedEmpty]) {
      expect(await rowOf(id)).toBeUndefined();
      for (const file of filesOf(id)) expect(existsSync(file), file).toBe(false);
      const head = await tusHead(t.app, student, id);
      expect(head.statusCode).toBe(404);
    }
    for (const id of [fresh, active]) {
      expect(await rowOf(id)).toMatchObject({ videoId: null, completedAt: null });
      for (const file of filesOf(id)) expect(existsSync(file), file).toBe(true);
      const head = await tusHead(t.app, student, id);
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe('1000');
    }
    expect(await rowOf(finished.uploadId)).toMatchObject({ videoId });
    const finishedHead = await tusHead(t.app, student, finished.uploadId);
    expect(finishedHead.statusCode).toBe(200);
    expect(finishedHead.headers['video-id']).toBe(String(videoId));

    expect(existsSync(path.join(uploadDir, '0123456789abcdef'))).toBe(false);
    expect(existsSync(path.join(uploadDir, '0123456789abcdef.json'))).toBe(false);
    expect(existsSync(path.join(uploadDir, finished.uploadId))).toBe(false);
    expect(existsSync(path.join(uploadDir, 'fedcba9876543210'))).toBe(true);
    expect(existsSync(path.join(uploadDir, 'some-dir'))).toBe(true);

    // The run enqueued its successor an hour later, keyed by that hour.
    const next = (await cleanupJobs()).filter((job) => job.status === 'queued');
    expect(next).toHaveLength(1);
    const nextJob = next[0];
    if (!nextJob) throw new Error('no next job');
    expect(nextJob.runAt.getTime()).toBeGreaterThanOrEqual(before + HOUR - 1_000);
    expect(nextJob.runAt.getTime()).toBeLessThanOrEqual(Date.now() + HOUR + 1_000);
    expect(nextJob.idempotencyKey).toBe(cleanupIdempotencyKey(nextJob.runAt));

    // Idempotent: a second pass finds nothing more to do.
    expect(await cleanupAbandonedUploads({ db: t.db, directory: uploadDir, retentionMs: DAY })).toEqual({ removedUploads: [], removedStrays: [] });
  }, 60_000);

  it('honours the retention it is given', async () => {
    const upload = await startUpload(2048, 100);
    await age(upload, 3 * HOUR);
    expect(await cleanupAbandonedUploads({ db: t.db, directory: uploadDir, retentionMs: 4 * HOUR })).toMatchObject({ removedUploads: [] });
    expect(await rowOf(upload)).toBeDefined();
    expect(await cleanupAbandonedUploads({ db: t.db, directory: uploadDir, retentionMs: 2 * HOUR })).toMatchObject({ removedUploads: [upload] });
    expect(await rowOf(upload)).toBeUndefined();
    for (const file of filesOf(upload)) expect(existsSync(file)).toBe(false);
  });

  it('is bounded per run: at most `limit` uploads and `limit` strays', async () => {
    const uploads = [await startUpload(2048, 10), await startUpload(2048, 10), await startUpload(2048, 10)];
    for (const id of uploads) await age(id, 2 * DAY);
    const strays = ['stray-a', 'stray-b', 'stray-c'];
    for (const name of strays) await writeOldFile(name, 2 * DAY);

    const first = await cleanupAbandonedUploads({ db: t.db, directory: uploadDir, retentionMs: DAY, limit: 2 });
    expect(first.removedUploads).toHaveLength(2);
    expect(first.removedStrays).toHaveLength(2);
    const second = await cleanupAbandonedUploads({ db: t.db, directory: uploadDir, retentionMs: DAY, limit: 2 });
    expect(second.removedUploads).toHaveLength(1);
    expect(second.removedStrays).toHaveLength(1);
    expect([...first.removedUploads, ...second.removedUploads].sort()).toEqual([...uploads].sort());
    expect([...first.removedStrays, ...second.removedStrays].sort()).toEqual(strays);
    for (const id of uploads) expect(await rowOf(id)).toBeUndefined();
  });

  it('copes with a missing upload directory, and removes an old row whose files are gone by its created_at', async () => {
    const nowhere = path.join(dataDir, 'nowhere');
    expect(await cleanupAbandonedUploads({ db: t.db, directory: nowhere, retentionMs: 365 * DAY })).toEqual({ removedUploads: [], removedStrays: [] });
    const upload = await startUpload(2048, 10);
    await age(upload, 2 * DAY);
    for (const file of filesOf(upload)) await rm(file);
    const result = await cleanupAbandonedUploads({ db: t.db, directory: uploadDir, retentionMs: DAY });
    expect(result).toEqual({ removedUploads: [upload], removedStrays: [] });
    expect(await rowOf(upload)).toBeUndefined();
  });
});

describe('recurrence', () => {
  it('enqueues exactly one next run per hour bucket, however often it is called', async () => {
    const now = new Date('2026-03-04T05:06:07Z');
    const first = await scheduleVideoUploadCleanup(t.db, now);
    const again = await scheduleVideoUploadCleanup(t.db, new Date('2026-03-04T05:45:00Z'));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const key = 'video-uploads.cleanup:2026-03-04T06';
    const rows = await t.db.select().from(jobs).where(eq(jobs.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: VIDEO_UPLOAD_CLEANUP_JOB, status: 'queued', runAt: new Date('2026-03-04T06:06:07Z') });

    // The next hour is a new bucket.
    const later = await scheduleVideoUploadCleanup(t.db, new Date('2026-03-04T06:06:07Z'));
    expect(later.created).toBe(true);
    const bucketJobs = await t.db.select().from(jobs).where(and(eq(jobs.type, VIDEO_UPLOAD_CLEANUP_JOB), like(jobs.idempotencyKey, '%:2026-03-04T%')));
    expect(bucketJobs.map((job) => job.idempotencyKey).sort()).toEqual([key, 'video-uploads.cleanup:2026-03-04T07']);
  });

  describe('when runners start', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it('two nodes starting their runners enqueue one next run', async () => {
      const env = testEnv({ DATA_DIR: dataDir });
      const nodes = [Fastify(), Fastify()];
      try {
        for (const node of nodes) {
          await node.register(jobsPlugin, { db: database.db, env, start: true });
          await node.ready();
        }
      } finally {
        for (const node of nodes) await node.close();
      }
      const rows = await database.db.select().from(jobs).where(eq(jobs.type, VIDEO_UPLOAD_CLEANUP_JOB));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('queued');
      expect(rows[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    }, 30_000);
  });
});
