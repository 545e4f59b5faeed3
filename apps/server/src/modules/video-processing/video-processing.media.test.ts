// Pure rules of video processing: which probes are videos, playback size, the ffmpeg argument lists.
import { describe, expect, it } from 'vitest';
import type { ProbeResult } from '../../lib/media-tools.ts';
import { failureReasonFor, FAILURE_REASONS, VideoProcessingError } from './video-processing.handler.ts';
import { MediaToolError, mediaToolPaths } from '../../lib/media-tools.ts';
import { judgeProbe, playbackArgs, playbackDimensions, posterArgs, probeVideo } from './video-processing.media.ts';

const h264 = { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080 };
const aac = { codec_type: 'audio', codec_name: 'aac' };

describe('judgeProbe', () => {
  it('accepts real video containers with a moving-picture stream', () => {
    for (const format of ['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'avi', 'mpegts', 'mpeg', 'flv', 'ogg']) {
      const verdict = judgeProbe({ format: { format_name: format, duration: '4.5' }, streams: [h264, aac] });
      expect(verdict, format).toEqual({
        ok: true,
        probe: { durationSeconds: 4.5, width: 1920, height: 1080, hasAudio: true, formatName: format, videoCodec: 'h264' },
      });
    }
    const silent = judgeProbe({ format: { format_name: 'matroska,webm' }, streams: [{ codec_type: 'video', codec_name: 'vp9', width: 640, height: 360 }] });
    expect(silent).toMatchObject({ ok: true, probe: { hasAudio: false, durationSeconds: null } });
  });

  it('refuses playlists, images, audio-only files and unknown containers', () => {
    const cases: ProbeResult[] = [
      { format: { format_name: 'hls' }, streams: [h264] },
      { format: { format_name: 'concat' }, streams: [h264] },
      { format: { format_name: 'png_pipe' }, streams: [{ codec_type: 'video', codec_name: 'png', width: 10, height: 10 }] },
      { format: { format_name: 'image2' }, streams: [{ codec_type: 'video', codec_name: 'mjpeg', width: 10, height: 10 }] },
      { format: { format_name: 'gif' }, streams: [{ codec_type: 'video', codec_name: 'gif', width: 10, height: 10 }] },
      // An MP4 holding only a cover image, or only audio.
      { format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2' }, streams: [{ codec_type: 'video', codec_name: 'mjpeg', width: 10, height: 10 }, aac] },
      { format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2' }, streams: [aac] },
      // One allowed part is not enough: every part must be allowed.
      { format: { format_name: 'mp4,hls' }, streams: [h264] },
      { format: { format_name: '' }, streams: [h264] },
      {},
      { format: { format_name: 'mp4' }, streams: [{ codec_type: 'video', codec_name: 'h264', width: 0, height: 0 }] },
    ];
    for (const probe of cases) expect(judgeProbe(probe).ok, JSON.stringify(probe)).toBe(false);
  });
});

describe('playbackDimensions', () => {
  it('keeps small sizes, makes them even, and scales down to 1080p either way round', () => {
    expect(playbackDimensions(320, 240)).toEqual({ width: 320, height: 240 });
    expect(playbackDimensions(181, 321)).toEqual({ width: 180, height: 320 });
    expect(playbackDimensions(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(playbackDimensions(2160, 3840)).toEqual({ width: 1080, height: 1920 });
    expect(playbackDimensions(1440, 1440)).toEqual({ width: 1080, height: 1080 });
    expect(playbackDimensions(4000, 1000)).toEqual({ width: 1920, height: 480 });
    expect(playbackDimensions(1, 1)).toEqual({ width: 2, height: 2 });
  });
});

describe('ffmpeg argument lists', () => {
  it('read only local files, never stdin, and write the poster 1280x720 letterboxed at time 0', () => {
    const args = posterArgs('/in/source', '/out/poster.jpg');
    expect(args.slice(0, 2)).toEqual(['-nostdin', '-hide_banner']);
    expect(args[args.indexOf('-protocol_whitelist') + 1]).toBe('file');
    expect(args.indexOf('-protocol_whitelist')).toBeLessThan(args.indexOf('-i'));
    expect(args[args.indexOf('-i') + 1]).toBe('file:/in/source');
    // Time 0: the first frame, without a seek.
    expect(args).not.toContain('-ss');
    expect(args[args.indexOf('-frames:v') + 1]).toBe('1');
    expect(args[args.indexOf('-vf') + 1]).toBe(
      'scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:(ow-iw)/2:(oh-ih)/2,setsar=1',
    );
    expect(args.at(-1)).toBe('file:/out/poster.jpg');
  });

  it('encode H.264 yuv420p + AAC with faststart, or no audio', () => {
    const args = playbackArgs('/in/source', '/out/play.mp4', { width: 3840, height: 2160, hasAudio: true });
    expect(args).toContain('-nostdin');
    expect(args[args.indexOf('-protocol_whitelist') + 1]).toBe('file');
    expect(args[args.indexOf('-c:v') + 1]).toBe('libx264');
    expect(args[args.indexOf('-pix_fmt') + 1]).toBe('yuv420p');
    expect(args[args.indexOf('-c:a') + 1]).toBe('aac');
    expect(args[args.indexOf('-movflags') + 1]).toBe('+faststart');
    expect(args[args.indexOf('-vf') + 1]).toBe('scale=1920:1080,setsar=1');
    const silent = playbackArgs('/in/source', '/out/play.mp4', { width: 640, height: 360, hasAudio: false });
    expect(silent).toContain('-an');
    expect(silent).not.toContain('-c:a');
  });
});

describe('failureReasonFor', () => {
  it('gives short reasons without tool output', () => {
    expect(failureReasonFor(new VideoProcessingError(FAILURE_REASONS.unreadable))).toBe(FAILURE_REASONS.unreadable);
    expect(failureReasonFor(new MediaToolError('timeout', 'ffmpeg took longer', 'secret stderr'))).toBe(FAILURE_REASONS.timeout);
    expect(failureReasonFor(new MediaToolError('failed', 'ffmpeg exited with code 1', '/data/files/x: Invalid data'))).toBe(FAILURE_REASONS.generic);
    expect(failureReasonFor(new Error('ENOSPC /var/lib/campus'))).toBe(FAILURE_REASONS.generic);
  });
});

describe('probeVideo', () => {
  it('refuses what ffprobe cannot read, but reports a missing ffprobe as an error (not as "not a video")', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'probe-video-'));
    try {
      const html = path.join(dir, 'page.mp4');
      await writeFile(html, '<!doctype html><title>x</title>');
      expect(await probeVideo(mediaToolPaths({}), html)).toMatchObject({ ok: false });
      const missing = await probeVideo({ ffmpeg: 'ffmpeg', ffprobe: '/nonexistent/ffprobe' }, html).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(MediaToolError);
      expect((missing as MediaToolError).failure).toBe('not_found');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
