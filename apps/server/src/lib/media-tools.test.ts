import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaToolError, mediaToolPaths, mediaToolsAvailable, probeFile, runMediaTool } from './media-tools.ts';

const paths = mediaToolPaths({});
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-tools-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('media tools', () => {
  it('finds ffmpeg and ffprobe', async () => {
    expect(await mediaToolsAvailable(paths)).toBe(true);
    expect(await mediaToolsAvailable({ ffmpeg: '/nonexistent/ffmpeg', ffprobe: paths.ffprobe })).toBe(false);
  });

  it('makes a short test video and probes it', async () => {
    const file = path.join(dir, 'pattern.mp4');
    await runMediaTool(paths.ffmpeg, [
      '-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=1',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', file,
    ]);
    const probe = await probeFile(paths, file);
    const video = probe.streams?.find((stream) => stream.codec_type === 'video');
    expect(video?.codec_name).toBe('h264');
    expect(video?.width).toBe(320);
    expect(Number(probe.format?.duration)).toBeCloseTo(1, 0);
  });

  it('reports a missing binary as not_found', async () => {
    const error = await runMediaTool('/nonexistent/ffmpeg', ['-version']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).failure).toBe('not_found');
  });

  it('reports a failed run with the tail of stderr', async () => {
    const file = path.join(dir, 'not-a-video.mp4');
    await writeFile(file, '<html><script>alert(1)</script></html>');
    const error = await probeFile(paths, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).failure).toBe('failed');
    expect((error as MediaToolError).stderrTail).not.toBe('');
  });

  it('kills a run that passes its time limit', async () => {
    const error = await runMediaTool(paths.ffmpeg, ['-hide_banner', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc2=duration=30', '-f', 'null', '-'], {
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect((error as MediaToolError).failure).toBe('timeout');
  });

  it('refuses a playlist that points at the network when only file is whitelisted', async () => {
    const playlist = path.join(dir, 'evil.m3u8');
    await writeFile(playlist, '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nhttp://127.0.0.1:9/segment.ts\n#EXT-X-ENDLIST\n');
    const error = await probeFile(paths, playlist).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).stderrTail).toMatch(/not on whitelist|Protocol 'http' not on whitelist|Invalid data/i);
  });

  it('passes stdin and returns stdout', async () => {
    const { stdout } = await runMediaTool(paths.ffmpeg, [
      '-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'color=c=red:size=16x16:duration=0.04', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1',
    ]);
    expect(stdout.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
