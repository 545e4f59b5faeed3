// The demo videos: processed at seed time (ready, poster and MP4 in the file store), with timestamped
// comments, one linked to a demo assignment; once per database.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentComments, contentItems } from '../db/schema/content.ts';
import { jobs } from '../db/schema/jobs.ts';
import { videos } from '../db/schema/videos.ts';
import { mediaToolPaths } from '../lib/media-tools.ts';
import { createDiskFileStore } from '../lib/storage.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { seedDemoCampus } from './demo-campus.ts';
import { DEMO_VIDEOS, seedDemoVideos, type DemoVideoMedia } from './demo-videos.ts';

let database: TestDatabase;
let dir: string;
let media: DemoVideoMedia;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'campus-demo-videos-'));
  database = await openTestDatabase();
  await seedDemoCampus(database.db);
  media = { files: createDiskFileStore(path.join(dir, 'files')), tools: mediaToolPaths({}), workDir: path.join(dir, 'tmp') };
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('seedDemoVideos', () => {
  it('writes ready videos with poster, MP4 and timestamped comments, once', async () => {
    const started = Date.now();
    const result = await seedDemoVideos(database.db, media);
    // Not a budget check, just visible in the output.
    console.info(`demo videos seeded in ${Date.now() - started} ms`);
    expect(result.seeded).toBe(true);
    expect(result.videoIds).toHaveLength(DEMO_VIDEOS.length);

    const rows = await database.db.select().from(videos);
    expect(rows).toHaveLength(DEMO_VIDEOS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'ready', width: 640, height: 360, failureReason: null });
      expect(row.durationSeconds).toBeGreaterThan(2.5);
      expect(await media.files.exists(row.sourceKey)).toBe(true);
      expect(await media.files.exists(row.posterKey ?? '')).toBe(true);
      expect(await media.files.exists(row.playbackKey ?? '')).toBe(true);
    }
    // Every video has its own files.
    expect(new Set(rows.map((row) => row.playbackKey)).size).toBe(rows.length);
    expect(rows.filter((row) => row.assignmentId !== null)).toHaveLength(1);
    // One live recording (issue 18), in the main demo course, the others uploads.
    expect(rows.filter((row) => row.source === 'live_recording').map((row) => row.title)).toEqual(['Demonstration: passing in pairs']);
    expect(rows.filter((row) => row.source === 'upload')).toHaveLength(DEMO_VIDEOS.length - 1);
    expect(new Set(rows.map((row) => row.courseId)).size).toBeGreaterThanOrEqual(3);

    const comments = await database.db.select().from(contentItems).where(isNotNull(contentItems.videoId));
    for (const row of rows) {
      const own = comments.filter((comment) => comment.videoId === row.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const comment of own) {
        expect(comment).toMatchObject({ type: 'videocomment', courseId: row.courseId });
        expect(comment.videoTimeTenths).toBeGreaterThanOrEqual(0);
        expect(comment.videoTimeTenths).toBeLessThanOrEqual(30);
      }
    }
    expect((await database.db.select().from(contentComments)).length).toBeGreaterThanOrEqual(1);
    // Processed here: no job is left for the runner.
    expect(await database.db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual([]);

    expect(await seedDemoVideos(database.db, media)).toEqual({ seeded: false, videoIds: [] });
    expect(await database.db.select().from(videos)).toHaveLength(DEMO_VIDEOS.length);
  }, 60_000);
});
