// A real 2 s MP4 (H.264, testsrc2) and a JPEG poster of its first frame, made once per test process
// with ffmpeg through lib/media-tools.ts; used by the video tests and the authorization matrix rows.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMediaTool } from '../../../lib/media-tools.ts';

export interface MediaFixture {
  mp4: Buffer;
  jpeg: Buffer;
}

let media: Promise<MediaFixture> | undefined;

/** A 2 s 320x180 H.264 MP4 (testsrc2) and a JPEG poster of its first frame, generated once per test file. */
export function testMedia(): Promise<MediaFixture> {
  media ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'videos-api-fixture-'));
    try {
      const mp4 = path.join(dir, 'clip.mp4');
      const jpeg = path.join(dir, 'poster.jpg');
      await runMediaTool('ffmpeg', [
        '-nostdin', '-hide_banner', '-loglevel', 'error',
        '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=10:duration=2',
        '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
        '-y', `file:${mp4}`,
      ], { timeoutMs: 60_000 });
      await runMediaTool('ffmpeg', [
        '-nostdin', '-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file',
        '-i', `file:${mp4}`, '-frames:v', '1', '-y', `file:${jpeg}`,
      ], { timeoutMs: 60_000 });
      return { mp4: await readFile(mp4), jpeg: await readFile(jpeg) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return media;
}
