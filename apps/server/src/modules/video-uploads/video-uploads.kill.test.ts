// THE KILL TEST: the real server (server.ts) as a child process; an upload is half sent, the server is
// killed (SIGKILL) in the middle of a PATCH, started again on the same DATA_DIR, the client resumes from the
// server's offset, and the stored original has the SHA-256 of the file sent. The restarted server's job
// runner then processes the video. PGlite by default; a scratch PostgreSQL database with TEST_DATABASE_URL.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { videos } from '../../db/schema/videos.ts';
import { createDiskFileStore } from '../../lib/storage.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { openServerProcessWorld, startServer, type RunningServer, type ServerProcessWorld } from '../../test/server-process.ts';
import { makeTestVideo, sha256, uploadMetadata } from './testing/video-fixtures.ts';

const STEP_TIMEOUT_MS = 60_000;

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/rest/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${DEMO_EMAILS.student}:${DEMO_PASSWORD}`).toString('base64')}` },
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A PATCH whose body is sent slowly; resolves once `sendBytes` are written (the request stays open). */
function startSlowPatch(url: string, token: string, offset: number, rest: Buffer, sendBytes: number): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(rest.length),
      },
    });
    request.on('error', () => undefined); // the server dies under it
    let sent = 0;
    const step = 64 * 1024;
    const pump = () => {
      if (sent >= sendBytes) {
        // Give the server a moment to write what arrived.
        setTimeout(() => resolve(request), 300);
        return;
      }
      const chunk = rest.subarray(sent, Math.min(sent + step, sendBytes));
      sent += chunk.length;
      request.write(chunk, (error) => (error ? reject(error) : setTimeout(pump, 2)));
    };
    pump();
  });
}

describe('kill the server in the middle of an upload', () => {
  let world: ServerProcessWorld;
  let dataDir: string;
  let env: Record<string, string>;
  let original: Buffer;
  const running: RunningServer[] = [];

  beforeAll(async () => {
    world = await openServerProcessWorld('campus-video-kill-', { LOG_LEVEL: 'warn', SEED_DEMO: 'true' });
    ({ dataDir, env } = world);
    const file = path.join(dataDir, 'original.mp4');
    // A few MB: 4 s of 640x360 test pattern at a high bitrate, with audio.
    await makeTestVideo(file, { seconds: 4, width: 640, height: 360, outputArgs: ['-b:v', '8M', '-maxrate', '8M', '-bufsize', '8M'] });
    original = await readFile(file);
  }, STEP_TIMEOUT_MS);

  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await world?.close();
  });

  it('resumes after SIGKILL and restart; the stored original has the same SHA-256', async () => {
    expect(original.length).toBeGreaterThan(1_000_000);

    // 1. First server: create the upload and send the first half.
    const first = await startServer(env, { timeoutMs: STEP_TIMEOUT_MS, outputLimit: 20_000 });
    running.push(first);
    const token = await signIn(first.base);
    const created = await fetch(`${first.base}/api/rest/upload_session`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(original.length),
        'upload-metadata': uploadMetadata({
          og_id: String(await courseIdFromApi(first.base, token)),
          title: 'Survives a crash',
          filename: 'crash.mp4',
          filetype: 'video/mp4',
        }),
      },
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const uploadId = location.split('/').pop() ?? '';
    expect(uploadId).not.toBe('');

    const half = Math.floor(original.length / 2);
    const firstPatch = await fetch(`${first.base}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: original.subarray(0, half),
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(firstPatch.status).toBe(204);
    expect(firstPatch.headers.get('upload-offset')).toBe(String(half));

    // 2. A second PATCH is under way (a quarter of the rest sent) when the server is killed.
    const rest = original.subarray(half);
    const slow = await startSlowPatch(`${first.base}${location}`, token, half, rest, Math.floor(rest.length / 4));
    first.child.kill('SIGKILL');
    await first.exited;
    slow.destroy();
    expect(existsSync(path.join(dataDir, 'uploads', uploadId))).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads', `${uploadId}.json`))).toBe(true);

    // 3. Restart on the same DATA_DIR; the client asks for the offset and sends the rest.
    const second = await startServer(env, { timeoutMs: STEP_TIMEOUT_MS, outputLimit: 20_000 });
    running.push(second);
    const token2 = await signIn(second.base);
    const head = await fetch(`${second.base}${location}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token2}`, 'tus-resumable': '1.0.0' },
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(head.headers.get('upload-length')).toBe(String(original.length));
    // Everything that reached the disk counts, none of it twice: at least the first half.
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThan(original.length);

    // The demo videos' files are there already; this video's MP4 is the one that is new.
    const playbackDir = path.join(dataDir, 'files', 'videos', 'playback');
    const playbackFiles = async () =>
      existsSync(playbackDir)
        ? (await readdir(playbackDir, { recursive: true })).map(String).filter((name) => /[0-9a-f-]{36}$/.test(name))
        : [];
    const before = new Set(await playbackFiles());

    const finish = await fetch(`${second.base}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token2}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: original.subarray(offset),
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(finish.status).toBe(204);
    const videoId = Number(finish.headers.get('video-id'));
    expect(videoId).toBeGreaterThan(0);

    // 4. The restarted server's job runner processes the video: wait for the web MP4 in the file store.
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    const hasPlayback = async () => (await playbackFiles()).some((name) => !before.has(name));
    while (!(await hasPlayback()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await hasPlayback()).toBe(true);

    // Stop gracefully (the runner finishes its job), then read the database and the file store directly.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const database = await openDatabase(world.target);
    try {
      const [row] = await database.db.select().from(videos).where(eq(videos.id, videoId));
      expect(row).toMatchObject({ title: 'Survives a crash', status: 'ready', sourceSize: original.length });
      const opened = await createDiskFileStore(path.join(dataDir, 'files')).open(row?.sourceKey ?? '');
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(original));
    } finally {
      await database.close();
    }
  }, 4 * STEP_TIMEOUT_MS);
});

async function courseIdFromApi(base: string, token: string): Promise<number> {
  // The demo course the student is in, found by title in the course list.
  const response = await fetch(`${base}/api/rest/og`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as unknown;
  const found = findCourse(body, DEMO_COURSE_TITLES.coachingBasics);
  if (found === undefined) throw new Error(`course not found in ${JSON.stringify(body).slice(0, 500)}`);
  return found;
}

function findCourse(value: unknown, title: string): number | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findCourse(item, title);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const label = record.label ?? record.title;
    const id = record.og_id ?? record.id ?? record.nid;
    if (label === title && (typeof id === 'number' || typeof id === 'string')) return Number(id);
    for (const child of Object.values(record)) {
      const found = findCourse(child, title);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
