// Test videos for the browser specs: a short H.264 test pattern made by Debian's ffmpeg (decision 0005).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A `seconds`-long 320x240 H.264 clip of ffmpeg's testsrc2 pattern, written to `dir/name`. */
export function makeTestClip(dir: string, name: string, seconds: number): string {
  const file = join(dir, name);
  execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', String(seconds), '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-y', file],
    { timeout: 60_000 },
  );
  return file;
}
