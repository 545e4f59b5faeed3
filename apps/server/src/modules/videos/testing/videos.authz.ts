// The video routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The videos a row needs are made through the real API as the demo campus
// admin (manager in every course): a tus upload of a 2 s MP4 into the matrix course. Such a video stays
// in status processing (the matrix runs no jobs), which every row here but stream/poster is fine with.
import { COURSE_PRINCIPALS, COURSE_STAFF, asAdmin, json, outcomes, type MatrixContext, type MatrixEntry, type MatrixRequest } from '../../../test/authz-helpers.ts';
import { uploadMetadata } from '../../video-uploads/testing/video-fixtures.ts';
import { testMedia } from './test-media.ts';

const BASE = '/api/rest/videos';
const UPLOAD = '/api/rest/upload_session';

/** Every course role, campus managers of the campus (acting as manager) and admins. */
const COURSE_MEMBERS = COURSE_PRINCIPALS;
/** manage_videos: managers, instructors, campus managers acting as manager, admins (the videos here are the admin's). */
const MANAGERS = COURSE_STAFF;

/** A new video of the admin in the matrix course, through the tus upload (create, then one PATCH). */
async function uploadVideo(ctx: MatrixContext, title: string): Promise<number> {
  const { mp4 } = await testMedia();
  const created = await asAdmin(ctx, {
    method: 'POST',
    url: UPLOAD,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(mp4.length),
      'upload-metadata': uploadMetadata({ og_id: String(ctx.courseId), title, filename: 'matrix.mp4', filetype: 'video/mp4' }),
    },
  });
  const location = created.headers.location;
  if (created.statusCode !== 201 || typeof location !== 'string') throw new Error(`matrix upload create: ${created.statusCode} ${created.body}`);
  const finished = await asAdmin(ctx, {
    method: 'PATCH',
    url: new URL(location, 'http://localhost').pathname,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    // The matrix types payloads as text; inject sends a Buffer as it is (binary MP4).
    payload: mp4 as unknown as string,
  });
  const videoId = Number(finished.headers['video-id']);
  if (finished.statusCode >= 300 || !Number.isInteger(videoId)) throw new Error(`matrix upload patch: ${finished.statusCode} ${finished.body}`);
  return videoId;
}

/** One video per matrix course for the read-only rows (the matrix builds one app per run). */
const sharedVideos = new Map<number, Promise<number>>();
export function sharedVideo(ctx: MatrixContext): Promise<number> {
  let video = sharedVideos.get(ctx.courseId);
  if (!video) {
    video = uploadVideo(ctx, 'Matrix shared video');
    sharedVideos.set(ctx.courseId, video);
  }
  return video;
}

const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const BAD_SIGNATURE = `exp=${4_102_444_800}&uid=1&sig=${'0'.repeat(64)}`;

export const VIDEO_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}/:idOrType`]: {
    rule: 'a video (numeric) or the course’s list: course members; admins; campus managers of its campus; others 404',
    outcomes: outcomes(COURSE_MEMBERS),
    request: async (ctx) => get(`${BASE}/${await sharedVideo(ctx)}`),
  },
  [`PUT ${BASE}/:id`]: {
    rule: 'the owner (here the admin) or manage_videos; other members 403, outsiders 404',
    outcomes: outcomes(MANAGERS),
    request: async (ctx) => ({ method: 'PUT', url: `${BASE}/${await uploadVideo(ctx, `Matrix put (${ctx.principal})`)}`, ...json({ title: 'Renamed' }) }),
  },
  [`DELETE ${BASE}/:id`]: {
    rule: 'the owner (here the admin) or manage_videos',
    outcomes: outcomes(MANAGERS),
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/${await uploadVideo(ctx, `Matrix delete (${ctx.principal})`)}` }),
  },
  [`GET ${BASE}/:id/source`]: {
    rule: 'everyone who may see the video',
    outcomes: outcomes(COURSE_MEMBERS),
    request: async (ctx) => get(`${BASE}/${await sharedVideo(ctx)}/source`),
  },
  [`GET ${BASE}/:id/stream`]: {
    rule: 'signed link only: the bearer token grants nothing, a wrong signature is 403 for everyone',
    outcomes: outcomes([], 'allow', 403),
    request: async (ctx) => get(`${BASE}/${await sharedVideo(ctx)}/stream?${BAD_SIGNATURE}`),
  },
  [`GET ${BASE}/:id/poster`]: {
    rule: 'signed link only: the bearer token grants nothing, a wrong signature is 403 for everyone',
    outcomes: outcomes([], 'allow', 403),
    request: async (ctx) => get(`${BASE}/${await sharedVideo(ctx)}/poster?${BAD_SIGNATURE}`),
  },
  [`POST ${BASE}/:id/retry`]: {
    rule: 'manage_videos (the video is processing, so they get 409 VIDEO_NOT_FAILED after the permission check)',
    outcomes: { ...outcomes(MANAGERS, 409), anonymous: 'deny' },
    request: async (ctx) => ({ method: 'POST', url: `${BASE}/${await sharedVideo(ctx)}/retry` }),
  },
  [`POST ${BASE}/add-splitscreen`]: {
    rule: 'both videos visible to the caller and in one course',
    outcomes: outcomes(COURSE_MEMBERS),
    request: async (ctx) => {
      const [main, selected] = [await sharedVideo(ctx), await uploadVideo(ctx, `Matrix pair (${ctx.principal})`)];
      return { method: 'POST', url: `${BASE}/add-splitscreen`, ...json({ main_video_id: main, selected_video_id: selected }) };
    },
  },
  [`GET /api/rest/statistics/videocomments/:id/export.xls`]: {
    rule: 'the video’s owner (here the admin) or manage_videos',
    outcomes: outcomes(MANAGERS),
    request: async (ctx) => get(`/api/rest/statistics/videocomments/${await sharedVideo(ctx)}/export.xls`),
  },
};
