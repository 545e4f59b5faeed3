// Compression of the answers the server builds: JSON above the threshold as brotli or gzip per
// Accept-Encoding (and plain without it), small answers plain, and never the media a client reads by
// byte ranges (video streams, 206 partial content) or file downloads.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { VideoListResponseSchema, VideoSchema } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  callAs,
  createVideoWorld,
  insertVideo,
  removeTestVideoFiles,
  testFileStore,
  testMedia,
  type StoredVideo,
  type VideoWorld,
} from '../modules/videos/testing/video-fixtures.ts';
import { COMPRESSIBLE_TYPES, COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp;
let world: VideoWorld;
let video: StoredVideo;
let playerURL: string;
let mp4: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createVideoWorld(t.app, t.db, 'Compression');
  ({ mp4 } = await testMedia());
  video = await insertVideo(t.db, testFileStore(), {
    courseId: world.courseId,
    ownerId: world.uids.owner,
    title: 'Compressed?',
    sourceContentType: 'application/octet-stream',
  });
  playerURL = VideoSchema.parse((await callAs(t.app, world, 'owner', `/api/rest/videos/${video.id}`)).json()).playerURL ?? '';
}, 120_000);

afterAll(async () => {
  await removeTestVideoFiles(testFileStore());
  await t?.close();
});

describe('API compression', () => {
  it('sends a large JSON answer as brotli when accepted, decoding to the same document', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });

  it('leaves answers below the threshold as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('compresses a signed-in JSON answer (the course video list) like any other', async () => {
    for (let index = 0; index < 6; index += 1) {
      await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, title: `Padding video ${index}` });
    }
    const url = `/api/rest/videos/all?og=${world.courseId}`;
    const plain = await callAs(t.app, world, 'owner', url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const gz = await callAs(t.app, world, 'owner', url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const decoded = VideoListResponseSchema.parse(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')));
    expect(decoded.items).toHaveLength(7);
    expect(decoded.items.map((item) => item.id)).toEqual(VideoListResponseSchema.parse(plain.json()).items.map((item) => item.id));
  });
});

describe('never compressed', () => {
  it('streams the video as is, whole and by byte range', async () => {
    const whole = await t.app.inject({ method: 'GET', url: playerURL, headers: { 'accept-encoding': 'br, gzip' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: playerURL, headers: { 'accept-encoding': 'br, gzip', range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(100, 1100))).toBe(true);
  });

  it('sends a file download (octet-stream) as stored', async () => {
    const response = await callAs(t.app, world, 'owner', `/api/rest/videos/${video.id}/source`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(mp4)).toBe(true);
  });

  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/html; charset=utf-8', true],
    ['text/javascript', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['application/octet-stream', false],
    ['video/mp4', false],
    ['image/jpeg', false],
    ['application/pdf', false],
  ])('content type %s compressible: %s', (type, expected) => {
    expect(COMPRESSIBLE_TYPES.test(type)).toBe(expected);
  });
});
