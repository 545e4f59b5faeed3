// Video media on the S3 file store (S3_* set): the signed stream and poster links redirect (302) to a
// short-lived presigned URL of the store, which serves the bytes and ranges; the API proxies nothing.
import { VIDEO_ERROR_CODES, VideoSchema } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from '../../lib/storage-s3.ts';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callAs, createVideoWorld, insertVideo, testMedia, type VideoWorld } from './testing/video-fixtures.ts';
import { DIRECT_MEDIA_LINK_MAX_SECONDS } from './videos.routes.ts';

let s3: LocalS3;
let t: TestApp;
let world: VideoWorld;
let playerURL: string;
let posterUrl: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp({ env: s3.env });
  world = await createVideoWorld(t.app, t.db, 'Videos on S3');
  const ready = await insertVideo(t.db, createS3FileStore(s3.config), { courseId: world.courseId, ownerId: world.uids.owner, title: 'From the bucket' });
  const video = VideoSchema.parse((await callAs(t.app, world, 'otherStudent', `/api/rest/videos/${ready.id}`)).json());
  playerURL = video.playerURL ?? '';
  posterUrl = video.posterUrl ?? '';
}, 120_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('video media on S3', () => {
  it('redirects the stream to a presigned URL that serves byte ranges', async () => {
    const { mp4 } = await testMedia();
    const response = await t.app.inject({ method: 'GET', url: playerURL, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(s3.config.endpoint);
    const expires = Number(location.searchParams.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThan(0);
    expect(expires).toBeLessThanOrEqual(DIRECT_MEDIA_LINK_MAX_SECONDS);

    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);
  });

  it('redirects the poster the same way', async () => {
    const { jpeg } = await testMedia();
    const response = await t.app.inject({ method: 'GET', url: posterUrl });
    expect(response.statusCode).toBe(302);
    const image = await fetch(String(response.headers.location));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('still checks the signed link before redirecting', async () => {
    const tampered = playerURL.replace(/sig=[0-9a-f]/, (match) => (match.endsWith('0') ? 'sig=1' : 'sig=0'));
    const response = await t.app.inject({ method: 'GET', url: tampered });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: VIDEO_ERROR_CODES.mediaLinkInvalid });
    expect(response.headers.location).toBeUndefined();
  });
});
