// tus upload → video → processing job, through the real app on a real database (PGlite or PostgreSQL).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { COURSE_ROLE, VIDEO_UPLOAD_MAX_BYTES_DEFAULT } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/assignments.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { taxonomyTerms } from '../../db/schema/taxonomy.ts';
import { videoTopics, videoUploads, videos } from '../../db/schema/videos.ts';
import { probeFile } from '../../lib/media-tools.ts';
import { createDiskFileStore } from '../../lib/storage.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signIn } from '../auth/testing/auth-helpers.ts';
import { addMember, courseIdByTitle, createUser } from '../courses/testing/course-fixtures.ts';
import { enqueueVideoProcessing } from '../video-processing/video-processing.sources.ts';
import {
  TUS_HEADERS,
  makeTestVideo,
  sha256,
  testTools,
  tusCreate,
  tusHead,
  tusPatch,
  uploadIdFromLocation,
  uploadWhole,
} from './testing/video-fixtures.ts';

let t: TestApp;
let dataDir: string;
let video: Buffer;
let courseId: number;
let otherCourseId: number;
let student: string;
let mentor: string;
let guest: string;
let member: string;

const files = () => createDiskFileStore(path.join(dataDir, 'files'));
const meta = (extra: Record<string, string> = {}) => ({ og_id: String(courseId), title: 'My practice session', filename: 'session.mp4', filetype: 'video/mp4', ...extra });

async function readStored(key: string): Promise<Buffer> {
  const opened = await files().open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function probeStored(key: string) {
  const file = path.join(dataDir, 'probe-' + path.basename(key));
  await writeFile(file, await readStored(key));
  return probeFile(testTools, file);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-video-uploads-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  const source = path.join(dataDir, 'source.mp4');
  await makeTestVideo(source, { seconds: 1, width: 320, height: 240 });
  video = await readFile(source);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  otherCourseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
  student = (await signIn(t.app, DEMO_EMAILS.student)).accessToken;
  mentor = (await signIn(t.app, DEMO_EMAILS.mentor)).accessToken;
  guest = (await signIn(t.app, DEMO_EMAILS.guest)).accessToken;
  const memberId = await createUser(t.db, { email: 'video-member@example.org' });
  await addMember(t.db, courseId, memberId, COURSE_ROLE.member);
  member = (await signIn(t.app, 'video-member@example.org')).accessToken;
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/rest/upload_session', () => {
  it('needs a token (401)', async () => {
    const response = await tusCreate(t.app, null, video.length, meta());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('needs upload_video in the course (403 guest and member, 404 for a course the user is not in)', async () => {
    for (const token of [guest, member]) {
      const response = await tusCreate(t.app, token, video.length, meta());
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // The student is not in the compact refresher.
    const elsewhere = await tusCreate(t.app, student, video.length, meta({ og_id: String(otherCourseId) }));
    expect(elsewhere.statusCode).toBe(404);
    expect(await t.db.select().from(videoUploads)).toEqual([]);
  });

  it('checks the metadata (400 with field errors)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ og_id: String(courseId), title: ' ' }, 'metadata.title'],
      [{ og_id: String(courseId), title: 'x'.repeat(501) }, 'metadata.title'],
      [{ title: 'No course' }, 'metadata.og_id'],
      [{ og_id: 'abc', title: 'Bad course' }, 'metadata.og_id'],
      [meta({ assignment: 'nope' }), 'metadata.assignment'],
      [meta({ topics: '1,x' }), 'metadata.topics'],
      [meta({ topics: '999999' }), 'metadata.topics'],
      // Issue 18: `source` is upload or live_recording.
      [meta({ source: 'webcam' }), 'metadata.source'],
    ];
    for (const [metadata, field] of cases) {
      const response = await tusCreate(t.app, student, video.length, metadata);
      expect(response.statusCode, field).toBe(400);
      const body = response.json<{ code: string; errors: { path: string }[] }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.map((error) => error.path)).toContain(field);
    }
    // An assignment of another course.
    const [foreign] = await t.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.courseId, otherCourseId));
    if (foreign) {
      const response = await tusCreate(t.app, student, video.length, meta({ assignment: String(foreign.id) }));
      expect(response.statusCode).toBe(400);
    }
    // A deferred length is not accepted: the limit must be checked up front.
    const deferred = await t.app.inject({
      method: 'POST',
      url: '/api/rest/upload_session',
      headers: { ...TUS_HEADERS, authorization: `Bearer ${student}`, 'upload-defer-length': '1', 'upload-metadata': `og_id ${Buffer.from(String(courseId)).toString('base64')}` },
    });
    expect(deferred.statusCode).toBe(400);
  });

  it('refuses an upload over the campus limit (413 VIDEO_TOO_LARGE)', async () => {
    const response = await tusCreate(t.app, student, VIDEO_UPLOAD_MAX_BYTES_DEFAULT + 1, meta());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'VIDEO_TOO_LARGE' });
  });
});

describe('a finished upload becomes a processed video', () => {
  let uploadId: string;
  let videoId: number;

  it('uploads in two PATCHes, with HEAD telling the offset in between', async () => {
    // A published assignment for every member: the student may only link assignments they can see.
    const [assignment] = await t.db
      .select({ id: assignments.id })
      .from(assignments)
      .where(and(eq(assignments.courseId, courseId), eq(assignments.title, 'Plan a 60-minute training session')));
    const [topic] = await t.db
      .insert(taxonomyTerms)
      .values({ domainId: DEMO_DOMAIN.id, vid: 18, name: 'Upload test topic' })
      .returning({ id: taxonomyTerms.id });
    const created = await tusCreate(t.app, student, video.length, meta({ assignment: String(assignment?.id ?? ''), topics: String(topic?.id) }));
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toMatch(/^\/api\/rest\/upload_session\/[A-Za-z0-9_-]+$/);
    expect(String(created.headers['access-control-expose-headers'])).toContain('Video-Id');
    uploadId = uploadIdFromLocation(created);
    expect(existsSync(path.join(dataDir, 'uploads', uploadId))).toBe(true);

    const state = await t.app.inject({ method: 'GET', url: `/api/rest/video-uploads/${uploadId}`, headers: { authorization: `Bearer ${student}` } });
    expect(state.json()).toEqual({ uploadId, videoId: null, status: 'UPLOADING' });

    const half = Math.floor(video.length / 2);
    const first = await tusPatch(t.app, student, uploadId, 0, video.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    const head = await tusHead(t.app, student, uploadId);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(video.length));

    // Someone else can neither see nor continue it.
    expect((await tusHead(t.app, mentor, uploadId)).statusCode).toBe(404);
    const foreignPatch = await tusPatch(t.app, mentor, uploadId, half, video.subarray(half));
    expect(foreignPatch.statusCode).toBe(404);
    expect(foreignPatch.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect((await tusPatch(t.app, null, uploadId, half, video.subarray(half))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/rest/video-uploads/${uploadId}`, headers: { authorization: `Bearer ${mentor}` } })).statusCode).toBe(404);

    const last = await tusPatch(t.app, student, uploadId, half, video.subarray(half));
    expect(last.statusCode).toBe(204);
    videoId = Number(last.headers['video-id']);
    expect(videoId).toBeGreaterThan(0);

    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row).toMatchObject({
      courseId,
      title: 'My practice session',
      status: 'processing',
      assignmentId: assignment?.id ?? null,
      sourceFileName: 'session.mp4',
      sourceContentType: 'video/mp4',
      sourceSize: video.length,
      source: 'upload',
    });
    expect(row?.sourceKey).toMatch(/^videos\/source\//);
    expect(sha256(await readStored(row?.sourceKey ?? ''))).toBe(sha256(video));
    expect(await t.db.select().from(videoTopics).where(eq(videoTopics.videoId, videoId))).toEqual([{ videoId, termId: topic?.id }]);
    // The tus copy is gone once the bytes are in the file store.
    expect(existsSync(path.join(dataDir, 'uploads', uploadId))).toBe(false);
    const queued = await t.db.select().from(jobs).where(and(eq(jobs.type, 'video.process'), eq(jobs.idempotencyKey, `video.process:${videoId}`)));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.status).toBe('queued');
  });

  it('answers HEAD and a repeated final PATCH of the finished upload with its video (idempotent)', async () => {
    const head = await tusHead(t.app, student, uploadId);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(video.length));
    expect(head.headers['video-id']).toBe(String(videoId));
    const again = await tusPatch(t.app, student, uploadId, video.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(204);
    expect(again.headers['video-id']).toBe(String(videoId));
    expect(await t.db.select().from(videos).where(eq(videos.title, 'My practice session'))).toHaveLength(1);
    const state = await t.app.inject({ method: 'GET', url: `/api/rest/video-uploads/${uploadId}`, headers: { authorization: `Bearer ${student}` } });
    expect(state.json()).toEqual({ uploadId, videoId, status: 'UPLOADED' });
  });

  it('runs the processing job: poster 1280x720 and a playable H.264/AAC MP4, status ready', async () => {
    const result = await t.app.jobRunner.runNextJob();
    expect(result).toMatchObject({ type: 'video.process', outcome: 'succeeded' });
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row).toMatchObject({ status: 'ready', failureReason: null, width: 320, height: 240 });
    expect(row?.durationSeconds).toBeCloseTo(1, 0);
    expect(row?.posterKey).toMatch(/^videos\/poster\//);
    expect(row?.playbackKey).toMatch(/^videos\/playback\//);

    const poster = await probeStored(row?.posterKey ?? '');
    expect(poster.streams?.[0]).toMatchObject({ codec_name: 'mjpeg', width: 1280, height: 720 });
    const playback = await probeStored(row?.playbackKey ?? '');
    expect(playback.format?.format_name).toContain('mp4');
    const streams = playback.streams ?? [];
    expect(streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });
    expect(streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    // faststart: the moov atom comes before mdat.
    const bytes = await readStored(row?.playbackKey ?? '');
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    const [job] = await t.db.select().from(jobs).where(eq(jobs.idempotencyKey, `video.process:${videoId}`));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 1, lastError: null });
  });

  it('re-processing (retry) overwrites under the same keys', async () => {
    const [before] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    await enqueueVideoProcessing(t.db, videoId);
    const [queued] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(queued?.status).toBe('processing');
    expect(await t.app.jobRunner.runNextJob()).toMatchObject({ outcome: 'succeeded' });
    const [after] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(after).toMatchObject({ status: 'ready', posterKey: before?.posterKey, playbackKey: before?.playbackKey });
    expect(await t.db.select().from(jobs).where(eq(jobs.idempotencyKey, `video.process:${videoId}`))).toHaveLength(1);
  });
});

describe('disguised non-videos are refused without network access', () => {
  let watcher: Server;
  let port: number;
  const connections: Socket[] = [];

  beforeAll(async () => {
    watcher = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => watcher.listen(0, '127.0.0.1', resolve));
    port = (watcher.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => watcher.close(() => resolve()));
  });

  it.each([
    ['an HLS playlist named .mp4', () => `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nhttp://127.0.0.1:${port}/segment0.ts\n#EXTINF:2.0,\nhttp://127.0.0.1:${port}/segment1.ts\n#EXT-X-ENDLIST\n`],
    ['a concat list named .mp4', () => `ffconcat version 1.0\nfile 'http://127.0.0.1:${port}/clip.mp4'\n`],
    ['an HTML page named .mp4', () => `<!doctype html><html><body><video src="http://127.0.0.1:${port}/x.mp4"></video></body></html>`],
  ])('%s → 415 VIDEO_TYPE_NOT_ALLOWED, bytes deleted', async (_name, content) => {
    const data = Buffer.from(content(), 'utf8');
    const { uploadId, response } = await uploadWhole(t.app, student, data, meta({ title: 'Not a video', filename: 'clip.mp4' }));
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'VIDEO_TYPE_NOT_ALLOWED' });
    expect(existsSync(path.join(dataDir, 'uploads', uploadId))).toBe(false);
    const state = await t.app.inject({ method: 'GET', url: `/api/rest/video-uploads/${uploadId}`, headers: { authorization: `Bearer ${student}` } });
    expect(state.json()).toEqual({ uploadId, videoId: null, status: 'FAILED' });
    expect(connections).toHaveLength(0);
  });

  it('refuses still images (PNG) even though ffprobe reads them as a video stream', async () => {
    const png = path.join(dataDir, 'still.png');
    await makeTestVideo(png, { seconds: 1, audio: false, outputArgs: ['-frames:v', '1'] });
    const { response } = await uploadWhole(t.app, student, await readFile(png), meta({ title: 'A picture', filename: 'still.mp4' }));
    expect(response.statusCode).toBe(415);
    expect(connections).toHaveLength(0);
    expect(await t.db.select().from(videos).where(eq(videos.title, 'A picture'))).toEqual([]);
    const left = (await readdir(path.join(dataDir, 'uploads'))).filter((name) => !name.endsWith('.json'));
    expect(left).toEqual([]);
  });
});

describe('processing edge cases', () => {
  it('portrait video without audio: even dimensions, no audio stream', async () => {
    const file = path.join(dataDir, 'portrait.webm');
    await makeTestVideo(file, { seconds: 1, width: 181, height: 321, audio: false, format: 'webm' });
    const { response } = await uploadWhole(t.app, student, await readFile(file), meta({ title: 'Portrait', filename: 'portrait.webm', filetype: 'video/webm' }));
    expect(response.statusCode).toBe(204);
    const videoId = Number(response.headers['video-id']);
    expect(await t.app.jobRunner.runNextJob()).toMatchObject({ outcome: 'succeeded' });
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    // libvpx stores 4:2:0 at even size: 180x320.
    expect(row).toMatchObject({ status: 'ready', width: 180, height: 320 });
    const playback = await probeStored(row?.playbackKey ?? '');
    const streams = playback.streams ?? [];
    expect(streams.filter((stream) => stream.codec_type === 'audio')).toEqual([]);
    const picture = streams.find((stream) => stream.codec_type === 'video');
    expect(picture?.codec_name).toBe('h264');
    expect((picture?.width ?? 1) % 2).toBe(0);
    expect((picture?.height ?? 1) % 2).toBe(0);
    const poster = await probeStored(row?.posterKey ?? '');
    expect(poster.streams?.[0]).toMatchObject({ width: 1280, height: 720 });
  }, 60_000);

  it('a video whose source is gone fails for good with a short reason; staff retry re-queues it', async () => {
    const { response } = await uploadWhole(t.app, mentor, video, meta({ title: 'Lost source' }));
    const videoId = Number(response.headers['video-id']);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    const kept = await readStored(row?.sourceKey ?? '');
    await files().delete(row?.sourceKey ?? '');
    expect(await t.app.jobRunner.runNextJob()).toMatchObject({ outcome: 'failed' });
    const [failed] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'The uploaded file is missing.' });

    // The file is back; the retry re-queues the same job and it succeeds.
    await files().put(row?.sourceKey ?? '', (await import('node:stream')).Readable.from([kept]));
    await enqueueVideoProcessing(t.db, videoId);
    const [again] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(again).toMatchObject({ status: 'processing', failureReason: null });
    expect(await t.app.jobRunner.runNextJob()).toMatchObject({ outcome: 'succeeded' });
    const [ready] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(ready?.status).toBe('ready');
  }, 60_000);

  it('DELETE of an upload in progress removes it (owner only)', async () => {
    const created = await tusCreate(t.app, student, video.length, meta({ title: 'Abandoned' }));
    const uploadId = uploadIdFromLocation(created);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/rest/upload_session/${uploadId}`, headers: { ...TUS_HEADERS, authorization: `Bearer ${mentor}` } });
    expect(foreign.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/rest/upload_session/${uploadId}`, headers: { ...TUS_HEADERS, authorization: `Bearer ${student}` } });
    expect(own.statusCode).toBe(204);
    expect(existsSync(path.join(dataDir, 'uploads', uploadId))).toBe(false);
    expect(await t.db.select().from(videoUploads).where(eq(videoUploads.uploadId, uploadId))).toEqual([]);
  });
});

describe('a live recording (issue 18)', () => {
  it('a webm from the browser recorder marked live_recording becomes a processed live recording', async () => {
    const file = path.join(dataDir, 'recording.webm');
    await makeTestVideo(file, { seconds: 1, format: 'webm' });
    const { response } = await uploadWhole(
      t.app,
      student,
      await readFile(file),
      meta({ title: 'Recorded in the browser', filename: 'live-recording-2026-11-27-2104.webm', filetype: 'video/webm', source: 'live_recording' }),
    );
    expect(response.statusCode).toBe(204);
    const videoId = Number(response.headers['video-id']);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row).toMatchObject({ source: 'live_recording', sourceContentType: 'video/webm', sourceFileName: 'live-recording-2026-11-27-2104.webm' });
    expect(await t.app.jobRunner.runNextJob()).toMatchObject({ type: 'video.process', outcome: 'succeeded' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/rest/videos/${videoId}`, headers: { authorization: `Bearer ${student}` } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: videoId, source: 'live_recording', status: 'ready' });
  }, 60_000);

  it('refuses an unknown source before any byte is sent (400 metadata.source), and needs upload_video as any upload', async () => {
    const bad = await tusCreate(t.app, student, video.length, meta({ source: 'screen' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['metadata.source']);
    expect((await tusCreate(t.app, null, video.length, meta({ source: 'live_recording' }))).statusCode).toBe(401);
    expect((await tusCreate(t.app, guest, video.length, meta({ source: 'live_recording' }))).statusCode).toBe(403);
  });
});

describe('a server without ffprobe', () => {
  it('answers the final PATCH with a 500 problem without details, drops the bytes and marks the upload failed', async () => {
    const broken = await buildTestApp({ env: { DATA_DIR: dataDir, FFPROBE_PATH: '/nonexistent/ffprobe' } });
    try {
      const token = (await signIn(broken.app, DEMO_EMAILS.student)).accessToken;
      const { uploadId, response } = await uploadWhole(broken.app, token, video, meta({ title: 'No ffprobe' }));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(response.body).not.toContain('ffprobe');
      expect(response.body).not.toContain('nonexistent');
      expect(existsSync(path.join(dataDir, 'uploads', uploadId))).toBe(false);
      const state = await broken.app.inject({ method: 'GET', url: `/api/rest/video-uploads/${uploadId}`, headers: { authorization: `Bearer ${token}` } });
      expect(state.json()).toMatchObject({ status: 'FAILED', videoId: null });
    } finally {
      await broken.close();
    }
  }, 60_000);
});
