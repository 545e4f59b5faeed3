// `npm run bench:poster`: wall time of the poster (1280x720 JPEG at time 0, letterboxed) through the
// server's code path (makePoster → runMediaTool: prlimit, time limit, fixed arguments, file-only input)
// vs a bare `ffmpeg -i … -frames:v 1 -vf … poster.jpg` on the same file, interleaved, median of N runs.
// Goal: ≤ 1.2 × the bare command. Not a test: it prints figures.
//
// Options (environment): BENCH_POSTER_RUNS (default 15).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaToolPaths, runMediaTool } from '../apps/server/src/lib/media-tools.ts';
import { POSTER_FILTER, makePoster } from '../apps/server/src/modules/video-processing/video-processing.media.ts';

const RUNS = Number(process.env.BENCH_POSTER_RUNS ?? 15);
const GOAL_RATIO = 1.2;

const SOURCES = [
  { name: '1080p H.264 10 s (landscape)', size: '1920x1080', seconds: 10 },
  { name: '720x1280 H.264 10 s (portrait, letterboxed)', size: '720x1280', seconds: 10 },
];

function bareFfmpeg(input: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-v', 'error', '-i', input, '-frames:v', '1', '-vf', POSTER_FILTER, '-y', output], { stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const tools = mediaToolPaths({});
  const dir = await mkdtemp(path.join(os.tmpdir(), 'campus-bench-poster-'));
  try {
    console.log(`Poster benchmark: median of ${RUNS} interleaved runs, node ${process.version}, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
    const rows: string[][] = [];
    for (const source of SOURCES) {
      const input = path.join(dir, `${source.size}.mp4`);
      await runMediaTool(tools.ffmpeg, [
        '-hide_banner', '-nostdin', '-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${source.size}:rate=25:duration=${source.seconds}`,
        '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-y', input,
      ]);
      const ours: number[] = [];
      const bare: number[] = [];
      // One warm-up of each (page cache, binary loading).
      await makePoster(tools, input, path.join(dir, 'warm-ours.jpg'));
      await bareFfmpeg(input, path.join(dir, 'warm-bare.jpg'));
      for (let run = 0; run < RUNS; run += 1) {
        bare.push(await timed(() => bareFfmpeg(input, path.join(dir, 'bare.jpg'))));
        ours.push(await timed(() => makePoster(tools, input, path.join(dir, 'ours.jpg'))));
      }
      const ratio = median(ours) / median(bare);
      rows.push([source.name, median(bare).toFixed(0), median(ours).toFixed(0), `${ratio.toFixed(2)}×`, ratio <= GOAL_RATIO ? 'met' : 'MISSED']);
    }
    const header = ['source', 'bare ffmpeg ms', 'makePoster ms', 'ratio', 'goal'];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
    const format = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(format(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(format(row));
    console.log(`Goal: makePoster ≤ ${GOAL_RATIO}× the bare ffmpeg command.`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
