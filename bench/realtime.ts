// `npm run bench:realtime`: real-time delivery of conversation messages (issue 13), the app on PGlite and
// on PostgreSQL beside a bare SSE broadcast, all in the same run. Not a test: it prints figures.
//
// Each server runs alone in a child process (bench/realtime-server.ts), one after the other; this process
// holds the 300 (BENCH_CLIENTS) SSE streams and sends the POSTs, so the clients' parsing never shares the
// server's event loop (on one process the bench measured its own clients too). Both sides still share the
// machine's cores: on a loaded 2-core machine every hop between the processes waits for the scheduler,
// which shows in the bare baseline as much as in the app. BENCH_SERVER=inline runs the servers in this
// process instead (the earlier setup), to compare. The app: one sender in a one-to-one conversation with every receiver (a group has at
// most 50 participants); the bare server writes the POSTed payload to the named stream. Per target: one
// warm-up round (not counted), then BENCH_ROUNDS rounds of one message to every client, BENCH_CONCURRENCY
// POSTs at a time. Latency: from the start of the POST to the `message.created` event at the receiving
// client. PostgreSQL runs when BENCH_DATABASE_URL (or DATABASE_URL) names a server (a scratch database is
// created there and dropped); BENCH_TARGETS (e.g. `bare,app-postgres`) picks targets.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openSse, type SseConnection } from '../apps/server/src/realtime/testing/sse-client.ts';
import { READY_PREFIX, type RealtimeBenchKind, type RealtimeBenchTarget } from './realtime-protocol.ts';

const INLINE = process.env.BENCH_SERVER === 'inline';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
/** A child that is not ready by then (300 argon2 sign-ins on a busy machine) fails the run. */
const START_TIMEOUT_MS = 300_000;
/** Deliveries still missing this long after the last POST count as lost. */
const SETTLE_TIMEOUT_MS = 30_000;

interface Figures {
  name: string;
  delivered: number;
  expected: number;
  seconds: number;
  latencies: number[];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Waits until every expected delivery is in (or SETTLE_TIMEOUT_MS pass). */
async function settle(count: () => number, expected: number): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (count() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Sends `rounds` × clients messages through `post(client, tag)` and times each to its delivery. */
async function measure(
  name: string,
  streams: readonly SseConnection[],
  rounds: number,
  label: string,
  post: (client: number, tag: string) => Promise<void>,
): Promise<Figures> {
  const started = new Map<string, number>();
  const latencies: number[] = [];
  const pattern = new RegExp(`${label}-\\d+-\\d+`);
  streams.forEach((stream) => {
    stream.onEvent = (event) => {
      if (event.event !== 'message.created') return;
      const tag = pattern.exec(event.data)?.[0];
      const at = tag === undefined ? undefined : started.get(tag);
      if (at !== undefined) latencies.push(performance.now() - at);
    };
  });
  const expected = rounds * streams.length;
  const begin = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    await pool(
      streams.map((_stream, client) => async () => {
        const tag = `${label}-${round}-${client}`;
        started.set(tag, performance.now());
        await post(client, tag);
      }),
      CONCURRENCY,
    );
  }
  await settle(() => latencies.length, expected);
  const seconds = (performance.now() - begin) / 1000;
  for (const stream of streams) stream.onEvent = undefined;
  return { name, delivered: latencies.length, expected, seconds, latencies: latencies.sort((a, b) => a - b) };
}

/** Starts bench/realtime-server.ts for `kind`; resolves once it printed its target. */
async function startChild(kind: RealtimeBenchKind): Promise<{ target: RealtimeBenchTarget; stop(): Promise<void> }> {
  if (INLINE) {
    // Imported only here: the module is also the child's entry point.
    const { startRealtimeTarget } = await import('./realtime-server.ts');
    const server = await startRealtimeTarget(kind, DATABASE_URL);
    return { target: server.target, stop: () => server.close() };
  }
  const script = fileURLToPath(new URL('./realtime-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, kind], {
    env: { ...process.env, BENCH_CLIENTS: String(CLIENTS), ...(DATABASE_URL ? { BENCH_DATABASE_URL: DATABASE_URL } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${kind}: not ready within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind}: exited with ${code} before it was ready`));
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const at = line.indexOf(READY_PREFIX);
      if (at < 0) {
        // The server's own log lines.
        process.stderr.write(`[${kind}] ${line.slice(0, 500)}\n`);
        return;
      }
      clearTimeout(timer);
      resolve({ target: JSON.parse(line.slice(at + READY_PREFIX.length)) as RealtimeBenchTarget, stop: () => stopChild(child) });
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The same payload the app sends: a message event of about the same size. */
function baselinePayload(client: number, tag: string): string {
  const now = new Date().toISOString();
  return JSON.stringify({
    conversationId: client + 1,
    message: { id: client + 1, conversationId: client + 1, author: { uid: 1, name: 'bench-0', picture: null }, text: `Message ${tag}`, attachments: [], created: now, edited: null, deleted: false, moderationHidden: false },
  });
}

const NAMES: Record<RealtimeBenchKind, string> = {
  'app-pglite': 'app (PGlite)',
  'app-postgres': 'app (PostgreSQL, NOTIFY)',
  bare: 'bare node:http SSE',
};

/** One target: start its server, open the streams, warm up, measure, stop. */
async function run(kind: RealtimeBenchKind): Promise<Figures> {
  const { target, stop } = await startChild(kind);
  const streams: SseConnection[] = [];
  try {
    const url = (client: number) => (kind === 'bare' ? `${target.base}/sse/${client}` : `${target.base}/api/rest/realtime`);
    const token = (client: number) => target.receiverTokens[client] ?? 'none';
    for (let client = 0; client < CLIENTS; client += 1) streams.push(await openSse(url(client), token(client)));
    if (streams.some((stream) => stream.status !== 200)) throw new Error(`${kind}: a stream was refused`);
    const post =
      kind === 'bare'
        ? async (client: number, tag: string) => {
            const response = await fetch(`${target.base}/post/${client}`, { method: 'POST', body: baselinePayload(client, tag) });
            await response.arrayBuffer();
          }
        : async (client: number, tag: string) => {
            const response = await fetch(`${target.base}/api/rest/conversations/${target.conversationIds[client]}/messages`, {
              method: 'POST',
              headers: { authorization: `Bearer ${target.senderToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ text: `Message ${tag}` }),
            });
            if (response.status !== 201) throw new Error(`POST message: ${response.status}`);
            await response.arrayBuffer();
          };
    // Warm-up: JIT, connection pools, PostgreSQL's plan and buffer caches; not counted.
    await measure(NAMES[kind], streams, 1, 'warm', post);
    return await measure(NAMES[kind], streams, ROUNDS, 'bench', post);
  } finally {
    for (const stream of streams) stream.close();
    await stop();
  }
}

function row(figures: Figures): string[] {
  const { latencies } = figures;
  return [
    figures.name,
    `${figures.delivered}/${figures.expected}`,
    (figures.delivered / figures.seconds).toFixed(0),
    percentile(latencies, 50).toFixed(1),
    percentile(latencies, 95).toFixed(1),
    percentile(latencies, 99).toFixed(1),
  ];
}

function printTable(rows: string[][]): void {
  const header = ['', 'delivered', 'msg/s', 'p50 ms', 'p95 ms', 'p99 ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  process.stdout.write(`${[line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n')}\n`);
}

async function main(): Promise<void> {
  const all: RealtimeBenchKind[] = DATABASE_URL ? ['bare', 'app-pglite', 'app-postgres'] : ['bare', 'app-pglite'];
  const targets = process.env.BENCH_TARGETS ? (process.env.BENCH_TARGETS.split(',') as RealtimeBenchKind[]).filter((kind) => all.includes(kind)) : all;
  process.stdout.write(
    `bench:realtime: ${CLIENTS} SSE clients, warm-up round + ${ROUNDS} rounds, ${CONCURRENCY} POSTs at a time; servers ${INLINE ? 'in this process (BENCH_SERVER=inline)' : 'in a child process'}; targets: ${targets.join(', ')}${DATABASE_URL ? '' : ' (set BENCH_DATABASE_URL for PostgreSQL)'}\n`,
  );
  const results: Figures[] = [];
  for (const kind of targets) {
    const figures = await run(kind);
    process.stdout.write(`  ${figures.name}: p95 ${percentile(figures.latencies, 95).toFixed(1)} ms\n`);
    results.push(figures);
  }
  printTable(results.map(row));
  const bare = results.find((figures) => figures.name === NAMES.bare);
  for (const figures of results) {
    if (figures === bare || !bare) continue;
    const p95 = percentile(figures.latencies, 95);
    process.stdout.write(
      `${figures.name}: p95 ${p95.toFixed(1)} ms (goal ≤ 100: ${p95 <= 100 ? 'met' : 'missed'}), ${(p95 / percentile(bare.latencies, 95)).toFixed(1)}× the bare p95, ${(figures.delivered / figures.seconds / (bare.delivered / bare.seconds)).toFixed(2)}× its msg/s\n`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:realtime failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
