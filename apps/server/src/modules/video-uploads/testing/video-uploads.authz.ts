// The video upload routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). An upload the row needs is started by the caller when the caller may
// upload videos, otherwise by the demo admin: so callers may continue their own uploads and nobody else's.
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest, Outcomes, PrincipalName } from '../../../test/authz-matrix.table.ts';
import { uploadMetadata } from './video-fixtures.ts';

const SESSION = '/api/rest/upload_session';
const UPLOAD_LENGTH = 1_000;

// Listed as an object so the compiler insists on every principal (type-only import: no import cycle).
const ALL_PRINCIPALS = Object.keys({
  anonymous: true,
  nonMember: true,
  member: true,
  manager: true,
  instructor: true,
  student: true,
  guest: true,
  mentor: true,
  campusManager: true,
  dialogManager: true,
  quizManager: true,
  admin: true,
} satisfies Record<PrincipalName, true>) as PrincipalName[];

function allowOnly(...allowed: PrincipalName[]): Outcomes {
  return Object.fromEntries(ALL_PRINCIPALS.map((name) => [name, allowed.includes(name) ? 'allow' : 'deny'])) as Outcomes;
}

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

let adminToken: { value: Promise<string>; at: number } | undefined;
async function signInAdmin(ctx: MatrixContext): Promise<string> {
  const response = await ctx.call({
    method: 'POST',
    url: '/api/rest/login',
    bearer: false,
    headers: { authorization: `Basic ${Buffer.from(`${DEMO_EMAILS.admin}:${DEMO_PASSWORD}`).toString('base64')}` },
  });
  return (JSON.parse(response.body) as { token: string }).token;
}

/** An upload of the caller if they may upload, else of the demo admin; its id. */
async function newUpload(ctx: MatrixContext): Promise<string> {
  let response = ctx.session ? await ctx.call(createRequest(ctx)) : undefined;
  if (response?.statusCode !== 201) {
    if (adminToken === undefined || Date.now() - adminToken.at > 60_000) adminToken = { value: signInAdmin(ctx), at: Date.now() };
    const request = createRequest(ctx);
    response = await ctx.call({ ...request, bearer: false, headers: { ...request.headers, authorization: `Bearer ${await adminToken.value}` } });
  }
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
