// tus uploads with the S3 file store (S3_* set; s3rver started here): the upload in progress lives in the
// bucket (@tus/s3-store), resumes from the bucket's offset, becomes a video whose source is in the bucket,
// and leaves no tus objects behind; the cleanup job removes an abandoned upload's objects and strays.
// One process on PGlite; the two-process run on PostgreSQL is video-uploads.multi-process.test.ts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos, videoUploads } from '../../db/schema/videos.ts';
import { createS3FileStore, s3ClientConfig } from '../../lib/storage-s3.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signIn } from '../auth/testing/auth-helpers.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { makeTestVideo, tusCreate, tusHead, tusPatch, uploadIdFromLocation } from './testing/video-fixtures.ts';
import { cleanupAbandonedUploads } from './video-uploads.cleanup.ts';
import { s3UploadBytesFromEnv } from './video-uploads.tus-storage.ts';

let s3: LocalS3;
let t: TestApp;
let dataDir: string;
let client: S3Client;
let token: string;
let courseId: number;
let video: Buffer;

/** Object keys at the bucket's root: where @tus/s3-store keeps uploads in progress. */
async function rootObjects(): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Delimiter: '/' }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const meta = { title: 'Into the bucket', filename: 'bucket.mp4', filetype: 'video/mp4' };

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-video-uploads-s3-'));
  t = await buildTestApp({ env: { ...s3.env, DATA_DIR: dataDir } });
  client = new S3Client(s3ClientConfig(s3.config));
  token = (await signIn(t.app, DEMO_EMAILS.student)).accessToken;
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  const source = path.join(dataDir, 'source.mp4');
  await makeTestVideo(source, { seconds: 1, width: 320, height: 240 });
  video = await readFile(source);
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await t?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('tus uploads on S3', () => {
  it('keeps the upload in the bucket, resumes from its offset and stores the source there', async () => {
    const created = await tusCreate(t.app, token, video.length, { og_id: String(courseId), ...meta });
    expect(created.statusCode).toBe(201);
    const uploadId = uploadIdFromLocation(created);
    const half = Math.floor(video.length / 2);
    expect((await tusPatch(t.app, token, uploadId, 0, video.subarray(0, half))).statusCode).toBe(204);
    expect(await rootObjects()).toEqual(expect.arrayContaining([`${uploadId}.info`, `${uploadId}.part`]));

    const head = await tusHead(t.app, token, uploadId);
    expect(head.headers['upload-offset']).toBe(String(half));
    const finished = await tusPatch(t.app, token, uploadId, half, video.subarray(half));
    expect(finished.statusCode).toBe(204);
    const videoId = Number(finished.headers['video-id']);
    expect(videoId).toBeGreaterThan(0);

    // No tus objects stay; the source is a file store object with the bytes sent.
    expect((await rootObjects()).filter((key) => key.startsWith(uploadId))).toEqual([]);
    const [row] = await t.db.select({ sourceKey: videos.sourceKey, sourceSize: videos.sourceSize }).from(videos).where(eq(videos.id, videoId));
    expect(row?.sourceSize).toBe(video.length);
    const stored = await createS3FileStore(s3.config).open(row?.sourceKey ?? '');
    expect((await buffer(stored.stream)).equals(video)).toBe(true);
  });

  it('lets the cleanup job remove an abandoned upload and stray objects from the bucket', async () => {
    const created = await tusCreate(t.app, token, video.length, { og_id: String(courseId), ...meta, title: 'Abandoned' });
    const abandoned = uploadIdFromLocation(created);
    expect((await tusPatch(t.app, token, abandoned, 0, video.subarray(0, 1000))).statusCode).toBe(204);
    await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'strayupload.info', Body: '{}' }));

    const bytes = s3UploadBytesFromEnv({ DATA_DIR: dataDir, ...s3Env() });
    expect(bytes).toBeDefined();
    expect(await bytes?.lastWrite(abandoned)).toBeGreaterThan(Date.now() - 60_000);
    await t.db.update(videoUploads).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(videoUploads.uploadId, abandoned));

    // Everything written up to now counts as old (S3's LastModified cannot be set back; which uploads are
    // old enough is the same rule as on disk, video-uploads.cleanup.test.ts).
    const result = await cleanupAbandonedUploads({ db: t.db, directory: path.join(dataDir, 'uploads'), bytes, retentionMs: 1, now: new Date(Date.now() + 1_000) });
    expect(result.removedUploads).toEqual([abandoned]);
    expect(result.removedStrays).toEqual(['strayupload']);
    const left = await rootObjects();
    expect(left.filter((key) => key.startsWith(abandoned) || key.startsWith('strayupload'))).toEqual([]);
    expect(await t.db.select().from(videoUploads).where(eq(videoUploads.uploadId, abandoned))).toEqual([]);
  });
});

/** The S3_* settings as the environment parser gives them. */
function s3Env() {
  return {
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: s3.config.forcePathStyle,
  };
}
