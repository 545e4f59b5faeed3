// `npm run bench`: API throughput and latency against a bare Fastify route, in the same run,
// interleaved (bare, endpoint, bare, endpoint …), on PGlite and on PostgreSQL (ARCHITECTURE §6:
// ≥ 0.25× the bare route, p99 ≤ 50 ms at 50 connections on PostgreSQL). Not a test: it prints figures.
//
// The servers run in a child process (bench/server.ts) so the load generator does not share their
// event loop. Options (environment): BENCH_DURATION seconds per run (default 5), BENCH_CONNECTIONS
// (default 50), BENCH_DRIVERS (default "pglite,postgres"), BENCH_POSTGRES_URL (server used to create
// and drop the scratch database; default postgres://postgres@127.0.0.1:5432/test), BENCH_ENDPOINTS (only
// the endpoints whose name contains one of these comma-separated parts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { BenchTarget } from './server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = 1;
const SETTLE_MS = 1_500;
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((value) => value.trim());
const GOAL_RATIO = 0.25;
const GOAL_P99_MS = 50;

interface Endpoint {
  name: string;
  path: (target: BenchTarget) => string;
  token: (target: BenchTarget) => string;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /og', path: () => '/api/rest/og', token: (t) => t.token },
  { name: 'GET /og/{id}', path: (t) => `/api/rest/og/${t.courseId}`, token: (t) => t.token },
  { name: 'GET /campus/{domainId}/courses', path: (t) => `/api/rest/campus/${t.domainId}/courses`, token: (t) => t.token },
  {
    name: 'GET /campus/{domainId}/courses (campus manager, all 190)',
    path: (t) => `/api/rest/campus/${t.domainId}/courses?offset=30`,
    token: (t) => t.managerToken,
  },
  // Content (issue 7): the hot course holds 10,000 of the 100,000 items.
  { name: 'GET /content (first page)', path: (t) => `/api/rest/content?og=${t.contentCourseId}`, token: (t) => t.token },
  { name: 'GET /content (deep page, offset 5000)', path: (t) => `/api/rest/content?og=${t.contentCourseId}&offset=5000`, token: (t) => t.token },
  {
    name: 'GET /content (type[]=blog&uid[]=…)',
    path: (t) => `/api/rest/content?og=${t.contentCourseId}&type[]=blog&uid[]=${t.contentAuthorId}`,
    token: (t) => t.token,
  },
];
/** BENCH_ENDPOINTS: run only the endpoints whose name contains one of these (comma-separated), e.g. "/content". */
const ENDPOINT_FILTER = (process.env.BENCH_ENDPOINTS ?? '')
  .split(',')
  .map((value) => value.trim())
  .filter((value) => value !== '');
const SELECTED_ENDPOINTS =
  ENDPOINT_FILTER.length === 0 ? ENDPOINTS : ENDPOINTS.filter((endpoint) => ENDPOINT_FILTER.some((part) => endpoint.name.includes(part)));

interface Row {
  driver: string;
  endpoint: string;
  rps: number;
  p99: number;
  bareRps: number;
  bareP99: number;
  ratio: number;
  non2xx: number;
  errors: number;
  /** CPU per request of the server process and of the database backends, µs (null: not measurable). */
  apiCpu: number;
  dbCpu: number | null;
  bareCpu: number;
  /** bare CPU per request / (API + database CPU per request): the throughput ratio when CPU is the limit. */
  cpuRatio: number | null;
}

interface CpuSnapshot {
  processMicros: number;
  databaseMicros: number | null;
}

async function cpuSnapshot(target: BenchTarget): Promise<CpuSnapshot> {
  const response = await fetch(`${target.bareOrigin}/cpu`);
  return (await response.json()) as CpuSnapshot;
}

/** Runs a load and returns it with the CPU the server (and its database) spent per completed request. */
async function loadWithCpu(target: BenchTarget, url: string, token: string | undefined, duration: number) {
  const before = await cpuSnapshot(target);
  const result = await load(url, token, duration);
  const after = await cpuSnapshot(target);
  const completed = Math.max(1, result.requests.total);
  const database =
    before.databaseMicros === null || after.databaseMicros === null || after.databaseMicros < before.databaseMicros
      ? null
      : (after.databaseMicros - before.databaseMicros) / completed;
  return { result, processCpu: (after.processMicros - before.processMicros) / completed, databaseCpu: database };
}

function startServer(driver: string): Promise<{ child: ChildProcess; target: BenchTarget }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url)), driver], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ child, target: JSON.parse(line) as BenchTarget }));
    child.once('exit', (code) => reject(new Error(`bench server (${driver}) exited with ${code ?? 'a signal'} before it was ready`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Lets the server finish what the previous run left in flight before the next one starts. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

function load(url: string, token: string | undefined, duration: number): Promise<Result> {
  const headers: Record<string, string> = { app_api_version: '3' };
  if (token) headers.authorization = `Bearer ${token}`;
  return autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 });
}

async function measure(driver: string, target: BenchTarget): Promise<Row[]> {
  const bareUrl = `${target.bareOrigin}/bare`;
  const rows: Row[] = [];
  for (const endpoint of SELECTED_ENDPOINTS) {
    const url = `${target.apiOrigin}${endpoint.path(target)}`;
    await load(url, endpoint.token(target), WARMUP_S);
    await settle();
    // Interleaved: the bare route right before each endpoint, under the same conditions.
    const bare = await loadWithCpu(target, bareUrl, undefined, DURATION_S);
    await settle();
    const measured = await loadWithCpu(target, url, endpoint.token(target), DURATION_S);
    await settle();
    const api = measured.result;
    const apiCpuTotal = measured.processCpu + (measured.databaseCpu ?? 0);
    rows.push({
      driver,
      endpoint: endpoint.name,
      rps: api.requests.average,
      p99: api.latency.p99,
      bareRps: bare.result.requests.average,
      bareP99: bare.result.latency.p99,
      ratio: api.requests.average / bare.result.requests.average,
      non2xx: api.non2xx,
      errors: api.errors,
      apiCpu: measured.processCpu,
      dbCpu: measured.databaseCpu,
      bareCpu: bare.processCpu,
      cpuRatio: driver === 'postgres' && measured.databaseCpu === null ? null : bare.processCpu / apiCpuTotal,
    });
    process.stderr.write(`  ${driver} ${endpoint.name}: ${Math.round(api.requests.average)} req/s, p99 ${api.latency.p99} ms\n`);
  }
  return rows;
}

function printTable(rows: readonly Row[]): void {
  const header = [
    'driver',
    'endpoint',
    'req/s',
    'p99 ms',
    'bare req/s',
    'bare p99',
    'ratio',
    'non-2xx',
    'goal',
    'server µs/req',
    'db µs/req',
    'bare µs/req',
    'CPU ratio',
  ];
  const lines = rows.map((row) => [
    row.driver,
    row.endpoint,
    String(Math.round(row.rps)),
    String(row.p99),
    String(Math.round(row.bareRps)),
    String(row.bareP99),
    `${row.ratio.toFixed(2)}×`,
    String(row.non2xx + row.errors),
    row.driver === 'postgres' ? (row.ratio >= GOAL_RATIO && row.p99 <= GOAL_P99_MS && row.non2xx === 0 ? 'met' : 'MISSED') : '–',
    String(Math.round(row.apiCpu)),
    row.dbCpu === null ? '–' : String(Math.round(row.dbCpu)),
    String(Math.round(row.bareCpu)),
    row.cpuRatio === null ? '–' : `${row.cpuRatio.toFixed(2)}×`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  console.log(
    'CPU ratio: bare-route CPU per request / (API server + database CPU per request) — the req/s ratio to expect when the cores are the limit; it holds when other work shares the machine.',
  );
}

async function main(): Promise<void> {
  console.log(`Campus API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per run, node ${process.version}`);
  const rows: Row[] = [];
  for (const driver of DRIVERS) {
    if (driver !== 'pglite' && driver !== 'postgres') throw new Error(`unknown driver ${driver}`);
    process.stderr.write(`${driver}: generating the campus …\n`);
    let server: Awaited<ReturnType<typeof startServer>>;
    try {
      server = await startServer(driver);
    } catch (error) {
      console.log(`${driver}: skipped (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const { rows: counts, generateMs } = server.target;
    console.log(
      `${driver}: ${counts.users} users, ${counts.courses} courses, ${counts.memberships} memberships, ${counts.contentItems} content items, ${counts.contentComments} comments generated in ${generateMs} ms`,
    );
    try {
      rows.push(...(await measure(driver, server.target)));
    } finally {
      await stopServer(server.child);
    }
  }
  printTable(rows);
  const failed = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
  if (failed.length > 0) {
    console.log(`Non-2xx answers or errors in: ${failed.map((row) => `${row.driver} ${row.endpoint}`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
