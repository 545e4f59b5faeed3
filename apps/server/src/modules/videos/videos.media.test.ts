// Signed stream and poster links: no bearer needed, HTTP Range on the MP4 (first bytes, middle, suffix,
// open end, unsatisfiable, several ranges), expired and tampered signatures, a secret shared by nodes.
import { VIDEO_ERROR_CODES, VideoSchema, type Problem, type VideoMediaKind } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { videos } from '../../db/schema/videos.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../../db/schema/app-meta.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { MEDIA_LINK_SECRET_KEY, createMediaLinkSigner, type MediaLinkGrant } from './videos.media-links.ts';
import { callAs, createVideoWorld, insertVideo, removeTestVideoFiles, testFileStore, testMedia, type StoredVideo, type VideoWorld } from './testing/video-fixtures.ts';

let t: TestApp;
let world: VideoWorld;
let ready: StoredVideo;
let playerURL: string;
let posterUrl: string;
let mp4: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createVideoWorld(t.app, t.db, 'Videos media');
  ({ mp4, jpeg } = await testMedia());
  ready = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, title: 'Stream me' });
  const video = VideoSchema.parse((await callAs(t.app, world, 'otherStudent', `/api/rest/videos/${ready.id}`)).json());
  playerURL = video.playerURL ?? '';
  posterUrl = video.posterUrl ?? '';
}, 120_000);

afterAll(async () => {
  await removeTestVideoFiles(testFileStore());
  await t?.close();
});

/** A grant for the viewer the app's links in this file are for (otherStudent), the video course-wide and not hidden. */
const grantFor = (videoId: number, kind: VideoMediaKind): MediaLinkGrant => ({ videoId, kind, viewerId: world.uids.otherStudent, visibility: 'course', hidden: false });

const fetchMedia = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

describe('GET /videos/{id}/stream', () => {
  it('serves the whole MP4 without a bearer token, advertising byte ranges', async () => {
    const response = await fetchMedia(playerURL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(mp4.length));
    expect(response.rawPayload.equals(mp4)).toBe(true);
  });

  it.each([
    ['first bytes', 'bytes=0-99', 0, 99],
    ['the middle', 'bytes=1000-1999', 1000, 1999],
    ['an open end', 'bytes=2000-', 2000, -1],
    ['a suffix', 'bytes=-500', -500, -1],
    ['an end past the file', 'bytes=100-99999999', 100, -1],
  ])('answers %s with 206 and Content-Range', async (_name, range, from, to) => {
    const start = from < 0 ? mp4.length + from : from;
    const end = to < 0 ? mp4.length - 1 : to;
    const response = await fetchMedia(playerURL, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${mp4.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(mp4.subarray(start, end + 1))).toBe(true);
  });

  it('416 with Content-Range */size for a range past the end', async () => {
    const response = await fetchMedia(playerURL, { range: `bytes=${mp4.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${mp4.length}`);
    expect((response.json() as Problem).code).toBe(VIDEO_ERROR_CODES.rangeNotSatisfiable);
  });

  it('ignores several ranges or a malformed header and sends everything (200)', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=x-y', 'lines=1-2']) {
      const response = await fetchMedia(playerURL, { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(mp4.length);
    }
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await fetchMedia(playerURL, {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(mp4.length));
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('GET /videos/{id}/poster', () => {
  it('serves the JPEG through its signed link', async () => {
    const response = await fetchMedia(posterUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(jpeg)).toBe(true);
  });
});

describe('signatures', () => {
  const invalid = async (url: string) => {
    const response = await fetchMedia(url);
    expect(response.statusCode).toBe(403);
    expect((response.json() as Problem).code).toBe(VIDEO_ERROR_CODES.mediaLinkInvalid);
  };

  it('refuses a tampered signature, a moved expiry, another video and another kind', async () => {
    const url = new URL(playerURL, 'http://localhost');
    const sig = url.searchParams.get('sig') ?? '';
    const exp = Number(url.searchParams.get('exp'));
    const uid = url.searchParams.get('uid') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    await invalid(`/api/rest/videos/${ready.id}/stream?exp=${exp}&uid=${uid}&sig=${flipped}`);
    await invalid(`/api/rest/videos/${ready.id}/stream?exp=${exp + 60}&uid=${uid}&sig=${sig}`);
    await invalid(`/api/rest/videos/${ready.id + 1}/stream?exp=${exp}&uid=${uid}&sig=${sig}`);
    await invalid(`/api/rest/videos/${ready.id}/poster?exp=${exp}&uid=${uid}&sig=${sig}`);
  });

  it('refuses an expired link', async () => {
    const past = createMediaLinkSigner(t.db, () => new Date(Date.now() - 7 * 60 * 60 * 1000));
    const link = await past.sign(grantFor(ready.id, 'stream'));
    expect(Number(new URL(link, 'http://localhost').searchParams.get('exp'))).toBeLessThan(Date.now() / 1000);
    await invalid(link);
  });

  it('400 for a missing or malformed signature', async () => {
    expect((await fetchMedia(`/api/rest/videos/${ready.id}/stream`)).statusCode).toBe(400);
    expect((await fetchMedia(`/api/rest/videos/${ready.id}/stream?exp=1&uid=1&sig=xyz`)).statusCode).toBe(400);
    // A link without the viewer (as handed out before issue 27) is refused too.
    expect((await fetchMedia(`/api/rest/videos/${ready.id}/stream?exp=1&sig=${'0'.repeat(64)}`)).statusCode).toBe(400);
  });

  it('keeps one secret in the database: another node (signer) accepts the app’s links', async () => {
    const [stored] = await t.db.select().from(appMeta).where(eq(appMeta.key, MEDIA_LINK_SECRET_KEY));
    expect(stored).toBeDefined();
    const url = new URL(playerURL, 'http://localhost');
    const otherNode = createMediaLinkSigner(t.db);
    expect(await otherNode.verify(grantFor(ready.id, 'stream'), Number(url.searchParams.get('exp')), url.searchParams.get('sig') ?? '')).toBe(true);
    // Links are signed for a time window, so a link signed now may carry a later `exp` than the app's;
    // what must hold is that the other node accepts the app's poster link too.
    const poster = new URL(posterUrl, 'http://localhost');
    expect(await otherNode.verify(grantFor(ready.id, 'poster'), Number(poster.searchParams.get('exp')), poster.searchParams.get('sig') ?? '')).toBe(true);
  });

  it('409 VIDEO_NOT_READY for a valid link to a video still processing; 403 MEDIA_LINK_INVALID once deleted', async () => {
    const processing = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, status: 'processing' });
    const signer = createMediaLinkSigner(t.db);
    const notReady = await fetchMedia(await signer.sign(grantFor(processing.id, 'stream')));
    expect(notReady.statusCode).toBe(409);
    expect((notReady.json() as Problem).code).toBe(VIDEO_ERROR_CODES.notReady);

    const doomed = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner });
    const link = await signer.sign(grantFor(doomed.id, 'stream'));
    expect((await callAs(t.app, world, 'owner', `/api/rest/videos/${doomed.id}`, { method: 'DELETE' })).statusCode).toBe(204);
    await invalid(link);
  });
});

describe('links follow the video and the viewer (issue 27, "Also")', () => {
  const linkOf = async (who: 'otherStudent' | 'mentor' | 'owner', id: number) => {
    const response = await callAs(t.app, world, who, `/api/rest/videos/${id}`);
    expect(response.statusCode).toBe(200);
    const video = VideoSchema.parse(response.json());
    return { stream: video.playerURL ?? '', poster: video.posterUrl ?? '' };
  };
  const refused = async (url: string) => {
    const response = await fetchMedia(url);
    expect(response.statusCode).toBe(403);
    expect((response.json() as Problem).code).toBe(VIDEO_ERROR_CODES.mediaLinkInvalid);
  };

  it('stops working once the video is made private', async () => {
    const video = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, title: 'Soon private' });
    const link = await linkOf('otherStudent', video.id);
    expect((await fetchMedia(link.stream)).statusCode).toBe(200);
    expect((await fetchMedia(link.poster)).statusCode).toBe(200);
    await t.db.update(videos).set({ visibility: 'private' }).where(eq(videos.id, video.id));
    await refused(link.stream);
    await refused(link.poster);
  });

  it('stops working once the video is hidden by moderation', async () => {
    const video = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, title: 'Soon hidden' });
    const link = await linkOf('otherStudent', video.id);
    expect((await fetchMedia(link.stream)).statusCode).toBe(200);
    await t.db.update(videos).set({ moderationHiddenAt: new Date() }).where(eq(videos.id, video.id));
    await refused(link.stream);
  });

  it('stops working once the video is deleted, answered like any invalid link', async () => {
    const video = await insertVideo(t.db, testFileStore(), { courseId: world.courseId, ownerId: world.uids.owner, title: 'Soon gone' });
    const link = await linkOf('otherStudent', video.id);
    expect((await callAs(t.app, world, 'owner', `/api/rest/videos/${video.id}`, { method: 'DELETE' })).statusCode).toBe(204);
    await refused(link.stream);
  });

  it('is bound to its viewer: a link for one user does not validate as another user’s', async () => {
    const forStudent = new URL((await linkOf('otherStudent', ready.id)).stream, 'http://localhost');
    const forMentor = new URL((await linkOf('mentor', ready.id)).stream, 'http://localhost');
    expect(forStudent.searchParams.get('uid')).toBe(String(world.uids.otherStudent));
    expect(forMentor.searchParams.get('uid')).toBe(String(world.uids.mentor));
    expect(forStudent.searchParams.get('sig')).not.toBe(forMentor.searchParams.get('sig'));
    const swapped = new URL(forStudent.href);
    swapped.searchParams.set('uid', String(world.uids.mentor));
    await refused(`${swapped.pathname}${swapped.search}`);
    expect((await fetchMedia(`${forStudent.pathname}${forStudent.search}`)).statusCode).toBe(200);
  });

  it('lives VIDEO_MEDIA_LINK_TTL_SECONDS (90 minutes), no longer', async () => {
    const exp = Number(new URL((await linkOf('otherStudent', ready.id)).stream, 'http://localhost').searchParams.get('exp'));
    const now = Date.now() / 1000;
    expect(exp).toBeGreaterThan(now + 89 * 60);
    expect(exp).toBeLessThanOrEqual(now + 91 * 60);
  });
});
