// Issue 15, "Done means": two API processes (ROLE=api) and a worker (ROLE=worker), each with a data folder
// of its own (nothing shared on disk), on one PostgreSQL database and one S3 server (s3rver). A video is
// uploaded with tus: the first half through process A, then HEAD and the rest through process B; the worker
// transcodes it and makes the poster; process A hands out the stream as a redirect to a presigned S3 URL,
// which answers a Range request. Needs PostgreSQL: PGlite belongs to one process.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.ts';
import { openServerProcessWorld, startServer, type RunningServer, type ServerProcessWorld } from '../../test/server-process.ts';
import { makeTestVideo, uploadMetadata } from './testing/video-fixtures.ts';

const STEP_TIMEOUT_MS = 60_000;
const TUS = { 'tus-resumable': '1.0.0' };

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/rest/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${DEMO_EMAILS.student}:${DEMO_PASSWORD}`).toString('base64')}` },
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function courseId(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/rest/og`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
  // Groups of courses; the demo student is in "Coaching Basics".
  const groups = (await response.json()) as { courses: { og_id: number; label: string }[] }[];
  const course = groups.flatMap((group) => group.courses).find((entry) => entry.label === DEMO_COURSE_TITLES.coachingBasics);
  if (course === undefined) throw new Error('demo course not found');
  return course.og_id;
}

interface VideoAnswer {
  status: string;
  playerURL: string | null;
  posterUrl: string | null;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes and a worker on PostgreSQL and S3 (skipped without TEST_DATABASE_URL: PGlite is one process’s)', () => {
  let world: ServerProcessWorld;
  let s3: LocalS3;
  let original: Buffer;
  const running: RunningServer[] = [];

  /** The world's environment with S3, a data folder of the process's own and `extra`. */
  async function processEnv(name: string, extra: Record<string, string>): Promise<Record<string, string>> {
    const dataDir = path.join(world.dataDir, name);
    await mkdir(dataDir, { recursive: true });
    return { ...world.env, ...s3.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra };
  }

  async function start(name: string, extra: Record<string, string>): Promise<RunningServer> {
    const server = await startServer(await processEnv(name, extra), { timeoutMs: STEP_TIMEOUT_MS * 2, outputLimit: 20_000 });
    running.push(server);
    return server;
  }

  beforeAll(async () => {
    s3 = await startLocalS3();
    world = await openServerProcessWorld('campus-multi-process-');
    const file = path.join(world.dataDir, 'original.mp4');
    // About 1 MB: 3 s of 320x240 test pattern with audio.
    await makeTestVideo(file, { seconds: 3, width: 320, height: 240, outputArgs: ['-b:v', '2M', '-maxrate', '2M', '-bufsize', '2M'] });
    original = await readFile(file);
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(
      running.map(async (server) => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      }),
    );
    await world?.close();
    await s3?.close();
  });

  it('uploads through A, resumes through B, the worker processes it, A streams it from S3', async () => {
    // A seeds the demo campus (the student and the course); B and the worker find it in the database.
    const a = await start('api-a', { ROLE: 'api', SEED_DEMO: 'true' });
    const [b, worker] = await Promise.all([start('api-b', { ROLE: 'api', SEED_DEMO: 'false' }), start('worker', { ROLE: 'worker', SEED_DEMO: 'false' })]);
    expect(worker.output()).toContain('as a worker');

    const tokenA = await signIn(a.base);
    const created = await fetch(`${a.base}/api/rest/upload_session`, {
      method: 'POST',
      headers: {
        ...TUS,
        authorization: `Bearer ${tokenA}`,
        'upload-length': String(original.length),
        'upload-metadata': uploadMetadata({ og_id: String(await courseId(a.base, tokenA)), title: 'Across nodes', filename: 'nodes.mp4', filetype: 'video/mp4' }),
      },
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/rest\/upload_session\/[A-Za-z0-9_-]+$/);

    const half = Math.floor(original.length / 2);
    const first = await fetch(`${a.base}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${tokenA}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: original.subarray(0, half),
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // Process B has never seen this upload: its offset comes from S3.
    const tokenB = await signIn(b.base);
    const head = await fetch(`${b.base}${location}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${tokenB}` }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(original.length));
    const rest = await fetch(`${b.base}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${tokenB}`, 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      body: original.subarray(half),
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(original.length));
    const videoId = Number(rest.headers.get('video-id'));
    expect(videoId).toBeGreaterThan(0);

    // The worker (API nodes run no jobs) transcodes it and makes the poster.
    let video: VideoAnswer | undefined;
    const deadline = Date.now() + STEP_TIMEOUT_MS * 2;
    while (Date.now() < deadline) {
      const answer = await fetch(`${a.base}/api/rest/videos/${videoId}`, { headers: { authorization: `Bearer ${tokenA}` }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
      expect(answer.status).toBe(200);
      video = (await answer.json()) as VideoAnswer;
      if (video.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(video?.status).toBe('ready');

    // A redirects the stream to a presigned S3 URL; S3 answers the Range request.
    const stream = await fetch(new URL(video?.playerURL ?? '', a.base), { redirect: 'manual', signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
    expect(stream.status).toBe(302);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const presigned = new URL(stream.headers.get('location') ?? '');
    expect(presigned.origin).toBe(s3.config.endpoint);
    expect(presigned.searchParams.get('X-Amz-Signature')).not.toBeNull();
    const part = await fetch(presigned, { headers: { range: 'bytes=0-99' }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    const bytes = Buffer.from(await part.arrayBuffer());
    expect(bytes.length).toBe(100);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const poster = await fetch(new URL(video?.posterUrl ?? '', a.base), { signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
    expect(poster.url.startsWith(s3.config.endpoint ?? '-')).toBe(true);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await poster.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  }, 6 * STEP_TIMEOUT_MS);
});
