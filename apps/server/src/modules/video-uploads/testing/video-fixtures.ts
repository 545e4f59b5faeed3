// Test fixtures for video uploads: short generated videos (ffmpeg test patterns) and tus requests
// through `inject`.
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mediaToolPaths, runMediaTool } from '../../../lib/media-tools.ts';

export const testTools = mediaToolPaths({});

export interface TestVideoOptions {
  seconds?: number;
  width?: number;
  height?: number;
  audio?: boolean;
  /** Extra ffmpeg output options before the file name, e.g. a bitrate. */
  outputArgs?: string[];
  format?: 'mp4' | 'webm' | 'mkv';
}

/** Writes a test-pattern video (testsrc2, optional sine audio) to `file`. */
export async function makeTestVideo(file: string, options: TestVideoOptions = {}): Promise<void> {
  const { seconds = 1, width = 320, height = 240, audio = true, outputArgs = [] } = options;
  const inputs = ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`];
  if (audio) inputs.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`);
  const codecs =
    options.format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '300k', ...(audio ? ['-c:a', 'libvorbis'] : [])]
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...(audio ? ['-c:a', 'aac'] : [])];
  await runMediaTool(
    testTools.ffmpeg,
    ['-hide_banner', '-nostdin', '-v', 'error', ...inputs, ...codecs, '-shortest', ...outputArgs, '-y', file],
    { timeoutMs: 60_000 },
  );
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The Upload-Metadata header: `key base64(value)` pairs. */
export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export const TUS_HEADERS = { 'tus-resumable': '1.0.0' };

export function tusCreate(
  app: FastifyInstance,
  token: string | null,
  size: number,
  metadata: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...TUS_HEADERS, 'upload-length': String(size), 'upload-metadata': uploadMetadata(metadata) };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ method: 'POST', url: '/api/rest/upload_session', headers });
}

export function uploadIdFromLocation(response: LightMyRequestResponse): string {
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error(`no Location: ${response.statusCode} ${response.body}`);
  const id = location.split('/').pop();
  if (!id) throw new Error(`bad Location ${location}`);
  return id;
}

export function tusPatch(app: FastifyInstance, token: string | null, uploadId: string, offset: number, chunk: Buffer): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...TUS_HEADERS,
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ method: 'PATCH', url: `/api/rest/upload_session/${uploadId}`, headers, payload: chunk });
}

export function tusHead(app: FastifyInstance, token: string | null, uploadId: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...TUS_HEADERS };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ method: 'HEAD', url: `/api/rest/upload_session/${uploadId}`, headers });
}

/** Creates an upload and sends all of `data` in one PATCH; returns the final PATCH's response. */
export async function uploadWhole(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  metadata: Record<string, string>,
): Promise<{ uploadId: string; response: LightMyRequestResponse }> {
  const created = await tusCreate(app, token, data.length, metadata);
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const uploadId = uploadIdFromLocation(created);
  const response = await tusPatch(app, token, uploadId, 0, data);
  return { uploadId, response };
}
