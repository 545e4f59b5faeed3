// The video upload routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). An upload the row needs is started by the caller when the caller may
// upload videos, otherwise by the demo admin: so callers may continue their own uploads and nobody else's.
import { allowOnly, asAdmin, type MatrixContext, type MatrixEntry, type MatrixRequest } from '../../../test/authz-helpers.ts';
import { uploadMetadata } from './video-fixtures.ts';

const SESSION = '/api/rest/upload_session';
const UPLOAD_LENGTH = 1_000;

/** upload_video: managers, instructors, mentors, students (course flag on), campus managers, admins — never guests or members. */
const UPLOADERS = allowOnly('manager', 'instructor', 'mentor', 'student', 'campusManager', 'admin');

function createRequest(ctx: MatrixContext): MatrixRequest {
  return {
    method: 'POST',
    url: SESSION,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(UPLOAD_LENGTH),
      'upload-metadata': uploadMetadata({ og_id: String(ctx.courseId), title: `Matrix video (${ctx.principal})`, filename: 'matrix.mp4' }),
    },
  };
}

/** An upload of the caller if they may upload, else of the demo admin; its id. */
async function newUpload(ctx: MatrixContext): Promise<string> {
  let response = ctx.session ? await ctx.call(createRequest(ctx)) : undefined;
  if (response?.statusCode !== 201) response = await asAdmin(ctx, createRequest(ctx));
  const location = response.headers.location;
  if (response.statusCode !== 201 || typeof location !== 'string') throw new Error(`matrix setup: upload ${response.statusCode} ${response.body}`);
  return location.split('/').pop() ?? '';
}

export const VIDEO_UPLOAD_AUTHZ_ROWS: Record<string, MatrixEntry> = {
  [`POST ${SESSION}`]: {
    rule: 'upload_video in the course (403 without it, 404 outside the course)',
    outcomes: UPLOADERS,
    request: createRequest,
  },
  [`HEAD ${SESSION}/:uploadId`]: {
    rule: 'only the user who started the upload (404 for anyone else)',
    outcomes: UPLOADERS,
    request: async (ctx) => ({ method: 'HEAD', url: `${SESSION}/${await newUpload(ctx)}`, headers: { 'tus-resumable': '1.0.0' } }),
  },
  [`PATCH ${SESSION}/:uploadId`]: {
    rule: 'only the user who started the upload (404 for anyone else)',
    outcomes: UPLOADERS,
    request: async (ctx) => ({
      method: 'PATCH',
      url: `${SESSION}/${await newUpload(ctx)}`,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: 'matrix bytes',
    }),
  },
  [`DELETE ${SESSION}/:uploadId`]: {
    rule: 'only the user who started the upload (404 for anyone else)',
    outcomes: UPLOADERS,
    request: async (ctx) => ({ method: 'DELETE', url: `${SESSION}/${await newUpload(ctx)}`, headers: { 'tus-resumable': '1.0.0' } }),
  },
  [`GET /api/rest/video-uploads/:uploadId`]: {
    rule: 'only the user who started the upload (404 for anyone else)',
    outcomes: UPLOADERS,
    request: async (ctx) => ({ method: 'GET', url: `/api/rest/video-uploads/${await newUpload(ctx)}` }),
  },
};
