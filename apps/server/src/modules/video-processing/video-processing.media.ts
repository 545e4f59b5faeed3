// The ffmpeg/ffprobe commands of video processing, each a fixed argument list run through
// lib/media-tools.ts: inputs only as local files (`-protocol_whitelist file`), never stdin, time-capped.
import {
  VIDEO_POSTER_HEIGHT,
  VIDEO_POSTER_TIME_SECONDS,
  VIDEO_POSTER_WIDTH,
} from '@campus/shared';
import { MediaToolError, probeFile, runMediaTool, type MediaToolPaths, type ProbeResult } from '../../lib/media-tools.ts';

/** Containers (ffprobe format_name parts) accepted as uploaded videos. */
export const VIDEO_FORMAT_ALLOWLIST: readonly string[] = [
  'mov',
  'mp4',
  'm4a',
  '3gp',
  '3g2',
  'mj2',
  'matroska',
  'webm',
  'avi',
  'mpeg',
  'mpegts',
  'flv',
  'ogg',
];

/** Codecs that make a "video" stream out of still images; a file whose only video streams use them is refused. */
export const IMAGE_CODECS: readonly string[] = [
  'png',
  'apng',
  'mjpeg',
  'jpeg2000',
  'jpegls',
  'gif',
  'bmp',
  'tiff',
  'webp',
  'ljpeg',
  'pam',
  'pbm',
  'pgm',
  'ppm',
  'qoi',
  'svg',
  'targa',
  'xbm',
  'xwd',
];

export interface VideoProbe {
  durationSeconds: number | null;
  width: number;
  height: number;
  hasAudio: boolean;
  formatName: string;
  videoCodec: string;
}

export type ProbeVerdict = { ok: true; probe: VideoProbe } | { ok: false; reason: string };

/**
 * Decides from ffprobe's answer whether a file is a real video: a container from the allowlist (every part
 * of format_name, so "mov,mp4,m4a,3gp,3g2,mj2" passes and "hls" or "image2" do not) with a video stream
 * whose codec is not an image codec and that has a size.
 */
export function judgeProbe(result: ProbeResult): ProbeVerdict {
  const formatName = result.format?.format_name ?? '';
  const parts = formatName.split(',').filter((part) => part !== '');
  if (parts.length === 0 || !parts.every((part) => VIDEO_FORMAT_ALLOWLIST.includes(part))) {
    return { ok: false, reason: `container ${JSON.stringify(formatName)} is not allowed` };
  }
  const streams = result.streams ?? [];
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' &&
      stream.codec_name !== undefined &&
      !IMAGE_CODECS.includes(stream.codec_name) &&
      (stream.width ?? 0) > 0 &&
      (stream.height ?? 0) > 0,
  );
  if (!video?.codec_name || !video.width || !video.height) return { ok: false, reason: 'no video stream' };
  const duration = Number(result.format?.duration ?? video.duration);
  return {
    ok: true,
    probe: {
      durationSeconds: Number.isFinite(duration) && duration >= 0 ? duration : null,
      width: video.width,
      height: video.height,
      hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
      formatName,
      videoCodec: video.codec_name,
    },
  };
}

/**
 * Probes a local file (no network: `-protocol_whitelist file`) and judges it. A file ffprobe cannot read
 * (or not within its time and output limits) is refused; a missing ffprobe or a cancelled run is an error.
 */
export async function probeVideo(tools: MediaToolPaths, filePath: string, signal?: AbortSignal): Promise<ProbeVerdict> {
  let result: ProbeResult;
  try {
    result = await probeFile(tools, filePath, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof MediaToolError && ['failed', 'timeout', 'output_too_large'].includes(error.failure)) {
      return { ok: false, reason: `ffprobe: ${error.failure}` };
    }
    if (error instanceof SyntaxError) return { ok: false, reason: 'ffprobe: unreadable answer' };
    throw error;
  }
  return judgeProbe(result);
}

/** Largest playback size: long side ≤ 1920, short side ≤ 1080 (1080p), both even, aspect kept. */
export function playbackDimensions(width: number, height: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  const shortSide = Math.min(width, height);
  const scale = Math.min(1, 1920 / longSide, 1080 / shortSide);
  const even = (value: number): number => Math.max(2, Math.floor((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

export const POSTER_FILTER =
  `scale=${VIDEO_POSTER_WIDTH}:${VIDEO_POSTER_HEIGHT}:force_original_aspect_ratio=decrease,` +
  `pad=${VIDEO_POSTER_WIDTH}:${VIDEO_POSTER_HEIGHT}:(ow-iw)/2:(oh-ih)/2,setsar=1`;

/** ffmpeg's first arguments: no stdin, quiet but for errors, local files only (no network protocols). */
const FFMPEG_LOCAL_QUIET = ['-nostdin', '-hide_banner', '-v', 'error', '-protocol_whitelist', 'file'];

/** ffmpeg arguments of the poster: one JPEG frame at time 0, 1280x720, letterboxed. */
export function posterArgs(inputPath: string, outputPath: string): string[] {
  return [
    ...FFMPEG_LOCAL_QUIET,
    // Time 0 is the first frame: no seek needed (a seek costs an extra index lookup).
    ...(VIDEO_POSTER_TIME_SECONDS > 0 ? ['-ss', String(VIDEO_POSTER_TIME_SECONDS)] : []),
    '-i',
    `file:${inputPath}`,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    POSTER_FILTER,
    '-q:v',
    '3',
    '-f',
    'image2',
    '-update',
    '1',
    '-y',
    `file:${outputPath}`,
  ];
}

/** ffmpeg arguments of the web rendition: H.264 yuv420p (even size, ≤ 1080p) + AAC (or none), faststart. */
export function playbackArgs(inputPath: string, outputPath: string, probe: Pick<VideoProbe, 'width' | 'height' | 'hasAudio'>): string[] {
  const size = playbackDimensions(probe.width, probe.height);
  const audio = probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an'];
  return [
    ...FFMPEG_LOCAL_QUIET,
    '-i',
    `file:${inputPath}`,
    '-map',
    '0:v:0',
    ...audio,
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-vf',
    `scale=${size.width}:${size.height},setsar=1`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    `file:${outputPath}`,
  ];
}

export interface MediaRunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

function runOptions(options: MediaRunOptions, defaultTimeoutMs: number): { timeoutMs: number; signal?: AbortSignal } {
  const result: { timeoutMs: number; signal?: AbortSignal } = { timeoutMs: options.timeoutMs ?? defaultTimeoutMs };
  if (options.signal) result.signal = options.signal;
  return result;
}

/** Writes the poster JPEG of `inputPath` to `outputPath`. */
export async function makePoster(tools: MediaToolPaths, inputPath: string, outputPath: string, options: MediaRunOptions = {}): Promise<void> {
  await runMediaTool(tools.ffmpeg, posterArgs(inputPath, outputPath), runOptions(options, 2 * 60_000));
}

/** Writes the web MP4 of `inputPath` to `outputPath`. */
export async function makePlayback(
  tools: MediaToolPaths,
  inputPath: string,
  outputPath: string,
  probe: Pick<VideoProbe, 'width' | 'height' | 'hasAudio'>,
  options: MediaRunOptions = {},
): Promise<void> {
  await runMediaTool(tools.ffmpeg, playbackArgs(inputPath, outputPath, probe), runOptions(options, 60 * 60_000));
}
