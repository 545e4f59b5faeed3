// The real client: tus-js-client (what the web app uses) against the app listening on 127.0.0.1, in
// small chunks, learning the video id from the final PATCH's exposed `Video-Id` header; then resuming
// an interrupted upload from the server's offset with the same client.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoUploads, videos } from '../../db/schema/videos.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { signIn } from '../auth/testing/auth-helpers.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { makeTestVideo } from './testing/video-fixtures.ts';

let t: TestApp;
let dataDir: string;
let endpoint: string;
let token: string;
let courseId: number;
let video: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-tus-client-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  endpoint = `http://127.0.0.1:${address.port}/api/rest/upload_session`;
  token = (await signIn(t.app, DEMO_EMAILS.student)).accessToken;
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  const file = path.join(dataDir, 'clip.mp4');
  await makeTestVideo(file, { seconds: 2, width: 320, height: 240, outputArgs: ['-b:v', '2M'] });
  video = await readFile(file);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Outcome {
  url: string | null;
  videoId: number | null;
  error?: Error;
}

function upload(data: Buffer, options: Partial<tus.UploadOptions> = {}): { run: Promise<Outcome>; handle: tus.Upload } {
  let videoId: number | null = null;
  let resolve: (outcome: Outcome) => void = () => undefined;
  const run = new Promise<Outcome>((done) => {
    resolve = done;
  });
  const handle = new tus.Upload(data, {
    endpoint,
    chunkSize: 64 * 1024,
    retryDelays: [],
    metadata: { og_id: String(courseId), title: 'Through tus-js-client', filename: 'clip.mp4', filetype: 'video/mp4' },
    headers: { authorization: `Bearer ${token}` },
    onAfterResponse(_request, response) {
      const id = response.getHeader('Video-Id');
      if (id) videoId = Number(id);
    },
    onSuccess: () => resolve({ url: handle.url, videoId }),
    onError: (error) => resolve({ url: handle.url, videoId, error }),
    ...options,
  });
  handle.start();
  return { run, handle };
}

describe('tus-js-client against the server', () => {
  it('uploads in chunks and gets the video id from the final PATCH', async () => {
    const { run } = upload(video);
    const outcome = await run;
    expect(outcome.error).toBeUndefined();
    expect(outcome.url).toMatch(/\/api\/rest\/upload_session\/[A-Za-z0-9_-]+$/);
    expect(outcome.videoId).toBeGreaterThan(0);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, outcome.videoId ?? 0));
    expect(row).toMatchObject({ title: 'Through tus-js-client', status: 'processing', sourceSize: video.length });
  }, 30_000);

  it('resumes an interrupted upload from the server offset', async () => {
    let aborted = false;
    const first = upload(video, {
      onProgress(sent) {
        if (!aborted && sent >= video.length / 3) {
          aborted = true;
          void first.handle.abort();
        }
      },
    });
    const deadline = Date.now() + 20_000;
    while ((!aborted || !first.handle.url) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aborted).toBe(true);
    const url = first.handle.url;
    expect(url).toBeTruthy();
    const uploadId = url?.split('/').pop() ?? '';
    const [pending] = await t.db.select().from(videoUploads).where(eq(videoUploads.uploadId, uploadId));
    expect(pending?.videoId).toBeNull();

    let resumedFrom = -1;
    const second = upload(video, {
      uploadUrl: url ?? null,
      onProgress(sent) {
        if (resumedFrom < 0) resumedFrom = sent;
      },
    });
    const outcome = await second.run;
    expect(outcome.error).toBeUndefined();
    expect(outcome.url).toBe(url);
    expect(resumedFrom).toBeGreaterThan(0);
    expect(outcome.videoId).toBeGreaterThan(0);
    const [done] = await t.db.select().from(videoUploads).where(eq(videoUploads.uploadId, uploadId));
    expect(done?.videoId).toBe(outcome.videoId);
  }, 30_000);
});
