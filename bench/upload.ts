// `npm run bench:upload`: a 1 GiB video through the tus endpoint (POST /api/rest/upload_session, then
// PATCH) vs a raw streamed PUT to disk, both over loopback into the same server process, interleaved
// (raw, tus, raw, tus …). Prints MiB/s of both and their ratio (ARCHITECTURE §6: ≥ 0.5×), and the growth
// of the server's resident memory during the tus upload (goal ≤ 64 MiB). Not a test: it prints figures.
//
// The server runs in a child process (this file with `--serve`): PGlite in memory with the demo campus,
// buildApp with production settings, plus a bare node:http server whose PUT streams the body to a file
// under the same DATA_DIR. The tus upload is timed in two parts: the transfer (one PATCH of all but the
// last byte) and the finish (the last byte: ffprobe, copy into the file store, the video row, the job).
//
// Options (environment): BENCH_UPLOAD_BYTES (default 1 GiB), BENCH_UPLOAD_ROUNDS (default 2).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 2);
const GOAL_RATIO = 0.5;
const GOAL_RSS_MIB = 64;
const MIB = 1024 * 1024;

interface UploadTarget {
  apiOrigin: string;
  rawOrigin: string;
  token: string;
  courseId: number;
  dataDir: string;
  pid: number;
}

// ---------------------------------------------------------------- child: the server under test

async function serve(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const { MEMORY_DATA_DIR, openDatabase } = await import('../apps/server/src/db/client.ts');
  const { runMigrations } = await import('../apps/server/src/db/migrate.ts');
  const { createLogger } = await import('../apps/server/src/lib/logger.ts');
  const { seedDemoCampus } = await import('../apps/server/src/seed/demo-campus.ts');
  const { DEMO_COURSE_TITLES, DEMO_EMAILS, DEMO_PASSWORD } = await import('../apps/server/src/seed/demo-accounts.ts');
  const { courses } = await import('../apps/server/src/db/schema/courses.ts');
  const { eq } = await import('drizzle-orm');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-bench-upload-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
  await runMigrations(database.connection);
  await seedDemoCampus(database.db);
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    VIDEO_UPLOAD_MAX_BYTES: String(Math.max(BYTES, 2 * 1024 ** 3)),
  });
  const app = await buildApp({ env, db: database.db, logger: createLogger({ level: 'silent' }) });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The baseline: the body streamed straight to a file, nothing else.
  const raw = http.createServer((request, response) => {
    if (request.method !== 'PUT') {
      response.writeHead(405).end();
      return;
    }
    const target = path.join(dataDir, `raw-${randomUUID()}`);
    pipeline(request, createWriteStream(target))
      .then(() => response.writeHead(204).end())
      .catch(() => response.writeHead(500).end())
      .finally(() => void rm(target, { force: true }));
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));

  const login = await app.inject({
    method: 'POST',
    url: '/api/rest/login',
    headers: { authorization: `Basic ${Buffer.from(`${DEMO_EMAILS.student}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  const token = (login.json() as { token: string }).token;
  const [course] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.title, DEMO_COURSE_TITLES.coachingBasics));
  const target: UploadTarget = {
    apiOrigin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    rawOrigin: `http://127.0.0.1:${(raw.address() as AddressInfo).port}`,
    token,
    courseId: course?.id ?? 0,
    dataDir,
    pid: process.pid,
  };
  process.stdout.write(`${JSON.stringify(target)}\n`);

  const shutdown = async () => {
    raw.close();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
}

// ---------------------------------------------------------------- parent: the load

/** A real video of exactly `bytes`: one MPEG-TS segment (ffmpeg test pattern) repeated; TS concatenates. */
async function makeBigVideo(file: string, bytes: number): Promise<void> {
  const segment = `${file}.segment.ts`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'ffmpeg',
      ['-hide_banner', '-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=4', '-f', 'lavfi', '-i', 'sine=duration=4',
        '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-c:a', 'aac', '-f', 'mpegts', '-y', segment],
      { stdio: 'inherit' },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  const chunk = await readFile(segment);
  const handle = await open(file, 'w');
  try {
    let written = 0;
    while (written < bytes) {
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - written));
      await handle.write(part);
      written += part.length;
    }
  } finally {
    await handle.close();
    await rm(segment, { force: true });
  }
}

interface Sent {
  status: number;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

function send(url: string, method: string, headers: Record<string, string>, file: string | null, range?: { start: number; end: number }): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, headers: response.headers }));
    });
    request.once('error', reject);
    if (file === null) request.end();
    else createReadStream(file, range ?? {}).pipe(request);
  });
}

function rssOf(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((status) => Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
}

/** Samples the server's RSS every 20 ms while `run` goes on; returns the peak. */
async function withPeakRss<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await rssOf(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await run();
    return { result, peak };
  } finally {
    sampling = false;
    await sampler;
  }
}

async function rawPut(target: UploadTarget, file: string): Promise<number> {
  const response = await send(`${target.rawOrigin}/raw`, 'PUT', { 'content-length': String(BYTES), 'content-type': 'application/octet-stream' }, file);
  if (response.status !== 204) throw new Error(`raw PUT: ${response.status}`);
  return response.ms;
}

async function tusUpload(target: UploadTarget, file: string): Promise<{ transferMs: number; finishMs: number; videoId: string }> {
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const auth = { authorization: `Bearer ${target.token}`, 'tus-resumable': '1.0.0' };
  const created = await send(
    `${target.apiOrigin}/api/rest/upload_session`,
    'POST',
    { ...auth, 'upload-length': String(BYTES), 'upload-metadata': `og_id ${b64(String(target.courseId))},title ${b64('Bench upload')},filename ${b64('bench.ts')}` },
    null,
  );
  const location = created.headers.location;
  if (created.status !== 201 || typeof location !== 'string') throw new Error(`tus create: ${created.status}`);
  const patch = (offset: number, end: number) =>
    send(
      `${target.apiOrigin}${location}`,
      'PATCH',
      { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(end - offset) },
      file,
      { start: offset, end: end - 1 },
    );
  const transfer = await patch(0, BYTES - 1);
  if (transfer.status !== 204) throw new Error(`tus PATCH: ${transfer.status}`);
  const finish = await patch(BYTES - 1, BYTES);
  if (finish.status !== 204) throw new Error(`tus final PATCH: ${finish.status}`);
  return { transferMs: transfer.ms, finishMs: finish.ms, videoId: String(finish.headers['video-id']) };
}

function startServer(): Promise<{ child: ChildProcess; target: UploadTarget }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_UPLOAD_BYTES: String(BYTES) },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ child, target: JSON.parse(line) as UploadTarget }));
    child.once('exit', (code) => reject(new Error(`bench upload server exited with ${code ?? 'a signal'} before it was ready`)));
  });
}

function mibPerSecond(bytes: number, ms: number): number {
  return bytes / MIB / (ms / 1000);
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'campus-bench-upload-client-'));
  const file = path.join(dir, 'big.ts');
  const { child, target } = await startServer();
  try {
    process.stderr.write(`generating a ${(BYTES / MIB).toFixed(0)} MiB video …\n`);
    await makeBigVideo(file, BYTES);
    console.log(`Upload benchmark: ${(BYTES / MIB).toFixed(0)} MiB over loopback, ${ROUNDS} rounds, node ${process.version}, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
    const rows: string[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const rawMs = await rawPut(target, file);
      const before = await rssOf(target.pid);
      const { result, peak } = await withPeakRss(target.pid, () => tusUpload(target, file));
      // The stored source is not needed; keep the disk free for the next round.
      await rm(path.join(target.dataDir, 'files', 'videos'), { recursive: true, force: true });
      const rawRate = mibPerSecond(BYTES, rawMs);
      const tusRate = mibPerSecond(BYTES, result.transferMs);
      const tusTotalRate = mibPerSecond(BYTES, result.transferMs + result.finishMs);
      const growth = (peak - before) / MIB;
      rows.push([
        String(round),
        rawRate.toFixed(0),
        tusRate.toFixed(0),
        `${(tusRate / rawRate).toFixed(2)}×`,
        (result.finishMs / 1000).toFixed(1),
        `${(tusTotalRate / rawRate).toFixed(2)}×`,
        (before / MIB).toFixed(0),
        growth.toFixed(1),
        tusRate / rawRate >= GOAL_RATIO && growth <= GOAL_RSS_MIB ? 'met' : 'MISSED',
      ]);
      process.stderr.write(`  round ${round}: raw ${rawRate.toFixed(0)} MiB/s, tus ${tusRate.toFixed(0)} MiB/s, RSS +${growth.toFixed(1)} MiB\n`);
    }
    const header = ['round', 'raw PUT MiB/s', 'tus MiB/s', 'ratio', 'finish s', 'ratio incl. finish', 'RSS before MiB', 'RSS growth MiB', 'goal'];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
    const format = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(format(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(format(row));
    console.log(
      `Goals: tus ≥ ${GOAL_RATIO}× the raw PUT (transfer), server RSS growth ≤ ${GOAL_RSS_MIB} MiB. "finish" = the last PATCH: ffprobe, copy into the file store, video row, job.`,
    );
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
