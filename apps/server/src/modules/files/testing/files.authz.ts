// The editor-image routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The matrix sends string payloads, so no real image can travel: the
// upload sends disguised HTML, and a caller who passes the permission check gets 415
// IMAGE_TYPE_NOT_ALLOWED (the type is checked only after the permissions); editor-images.routes.test.ts
// covers the 201s. The served image is public (the unguessable name is the capability, decision 0006):
// an unknown name is 404 for everybody.
import type { MatrixContext, MatrixEntry, MatrixRequest, Outcomes, PrincipalName } from '../../../test/authz-matrix.table.ts';
import { multipartBody } from '../../assignments/testing/assignment-fixtures.ts';

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

/** `passed` for the listed principals (the status a caller gets once let in), deny for the rest. */
function passOnly(passed: number, ...allowed: PrincipalName[]): Outcomes {
  return Object.fromEntries(ALL_PRINCIPALS.map((name) => [name, allowed.includes(name) ? passed : 'deny'])) as Outcomes;
}

/** create_content, create_news or create_file_content: every course role but guests; campus managers; admins. */
export const CONTENT_WRITERS: readonly PrincipalName[] = ['member', 'manager', 'instructor', 'student', 'mentor', 'campusManager', 'admin'];
export { passOnly };

function disguisedUpload(ctx: MatrixContext): MatrixRequest {
  const { body, contentType } = multipartBody([
    { field: 'upload', fileName: 'matrix.png', contentType: 'image/png', content: '<html><script>alert(1)</script></html>' },
  ]);
  return {
    method: 'POST',
    url: `/api/rest/files/upload/editor?og=${ctx.courseId}`,
    headers: { 'content-type': contentType },
    payload: body.toString('utf8'),
  };
}

export const FILE_AUTHZ_ROWS: Record<string, MatrixEntry> = {
  'POST /api/rest/files/upload/editor': {
    rule: 'create_content, create_news or create_file_content in the course (guests not); then the type check (415 for disguised HTML)',
    outcomes: passOnly(415, ...CONTENT_WRITERS),
    request: disguisedUpload,
  },
  'GET /api/rest/files/editor/:name': {
    rule: 'public: the random name is the capability; an unknown name is 404 for anybody',
    outcomes: Object.fromEntries(ALL_PRINCIPALS.map((name) => [name, 404])) as Outcomes,
    request: () => ({ method: 'GET', url: '/api/rest/files/editor/AAAAAAAAAAAAAAAAAAAAAA.png' }),
  },
};
