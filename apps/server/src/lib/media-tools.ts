// The one place that starts ffmpeg and ffprobe (decision 0005). Every call passes a fixed argument list
// (no shell), reads only local files or a pipe (callers put `-protocol_whitelist file` or `pipe` before
// each input), and runs under a wall-clock limit and, where `prlimit` exists, an address-space limit, so
// a hostile file can neither reach the network nor hang or exhaust the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';

export type MediaTool = 'ffmpeg' | 'ffprobe';

export interface MediaToolPaths {
  ffmpeg: string;
  ffprobe: string;
}

export function mediaToolPaths(env: { FFMPEG_PATH?: string | undefined; FFPROBE_PATH?: string | undefined }): MediaToolPaths {
  return { ffmpeg: env.FFMPEG_PATH ?? 'ffmpeg', ffprobe: env.FFPROBE_PATH ?? 'ffprobe' };
}

export interface RunMediaToolOptions {
  /** Killed (SIGKILL) after this long; default 10 minutes. */
  timeoutMs?: number;
  /** Address-space limit through `prlimit --as`; default 4 GiB. x264 reserves much more than it touches. */
  memoryLimitBytes?: number;
  /** Bytes written to the tool's stdin (for `-i pipe:0`); otherwise stdin is closed. */
  stdin?: Buffer | Readable;
  /** Stdout is kept up to this many bytes (e.g. an image written to `pipe:1`); default 64 MiB. */
  maxStdoutBytes?: number;
  signal?: AbortSignal;
}

export interface MediaToolResult {
  stdout: Buffer;
  stderr: string;
}

export type MediaToolFailure = 'not_found' | 'timeout' | 'failed' | 'output_too_large' | 'aborted';

export class MediaToolError extends Error {
  override readonly name = 'MediaToolError';
  constructor(
    readonly failure: MediaToolFailure,
    message: string,
    /** The last lines ffmpeg wrote to stderr: for logs and staff, never for API clients. */
    readonly stderrTail = '',
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
const DEFAULT_MEMORY_LIMIT = 4 * 1024 * 1024 * 1024;
const DEFAULT_MAX_STDOUT = 64 * 1024 * 1024;
const STDERR_KEEP = 16 * 1024;
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((candidate) => existsSync(candidate));

/** Runs `binary args…` and resolves with its output when it exits 0; rejects with MediaToolError otherwise. */
export function runMediaTool(binary: string, args: readonly string[], options: RunMediaToolOptions = {}): Promise<MediaToolResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  const memoryLimit = options.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT;
  const [command, commandArgs] = PRLIMIT
    ? [PRLIMIT, [`--as=${memoryLimit}`, '--', binary, ...args]]
    : [binary, [...args]];

  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
    });
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let settled = false;
    let failure: MediaToolError | undefined;

    const finish = (error: MediaToolError | undefined, result?: MediaToolResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else if (result) resolve(result);
    };
    const kill = (error: MediaToolError): void => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const onAbort = (): void => kill(new MediaToolError('aborted', `${binary} was cancelled`));
    const timer = setTimeout(() => kill(new MediaToolError('timeout', `${binary} took longer than ${timeoutMs} ms`)), timeoutMs);
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted) onAbort();

    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        kill(new MediaToolError('output_too_large', `${binary} wrote more than ${maxStdout} bytes`));
        return;
      }
      stdoutChunks.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      const notFound = error.code === 'ENOENT';
      finish(new MediaToolError(notFound ? 'not_found' : 'failed', notFound ? `${binary} is not installed` : error.message));
    });
    child.on('close', (code) => {
      if (failure) return finish(new MediaToolError(failure.failure, failure.message, stderr));
      // prlimit exits 127 (or 126) when it cannot run the tool itself.
      if (PRLIMIT && (code === 127 || code === 126) && /No such file|not found|failed to execute/i.test(stderr)) {
        return finish(new MediaToolError('not_found', `${binary} is not installed`, stderr));
      }
      if (code !== 0) return finish(new MediaToolError('failed', `${binary} exited with code ${String(code)}`, stderr));
      finish(undefined, { stdout: Buffer.concat(stdoutChunks), stderr });
    });

    if (options.stdin !== undefined && child.stdin) {
      child.stdin.on('error', () => {
        // The tool may stop reading early (it failed, or it had enough); its exit code tells the outcome.
      });
      if (Buffer.isBuffer(options.stdin)) child.stdin.end(options.stdin);
      else options.stdin.pipe(child.stdin);
    }
  });
}

/** ffprobe's JSON view of a local file: format and streams. Reads only the local file. */
export interface ProbeResult {
  format?: { format_name?: string; duration?: string; size?: string; bit_rate?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    nb_frames?: string;
  }[];
}

export async function probeFile(paths: MediaToolPaths, filePath: string, options: RunMediaToolOptions = {}): Promise<ProbeResult> {
  const { stdout } = await runMediaTool(
    paths.ffprobe,
    ['-v', 'error', '-protocol_whitelist', 'file', '-print_format', 'json', '-show_format', '-show_streams', '-i', `file:${filePath}`],
    { timeoutMs: 60_000, ...options },
  );
  return JSON.parse(stdout.toString('utf8')) as ProbeResult;
}

/** True when both tools answer `-version`; for readiness and clear errors at start-up. */
export async function mediaToolsAvailable(paths: MediaToolPaths): Promise<boolean> {
  try {
    await runMediaTool(paths.ffmpeg, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
    await runMediaTool(paths.ffprobe, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
    return true;
  } catch {
    return false;
  }
}
