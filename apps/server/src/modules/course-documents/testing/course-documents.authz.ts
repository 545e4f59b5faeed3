// The course documents routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Folders and files a route needs are made through the API as the demo
// campus admin (manager rights in every course); the row then calls the route as each principal.
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest, Outcomes, PrincipalName } from '../../../test/authz-matrix.table.ts';
import { multipartBody } from './course-document-fixtures.ts';

const BASE = '/api/rest/course-documents';

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

/** Every course role, campus managers of the campus (acting as manager) and admins. */
const COURSE = allowOnly('member', 'manager', 'instructor', 'student', 'guest', 'mentor', 'campusManager', 'admin');
/** create_course_folders: managers, instructors (and those acting as manager). */
const FOLDERS = allowOnly('manager', 'instructor', 'campusManager', 'admin');
/** create_file_content: also mentors; students and members only where the course allows member files (off here). */
const UPLOAD = allowOnly('manager', 'instructor', 'mentor', 'campusManager', 'admin');
/** Someone else's file: moderators (administer_course) only. */
const MODERATE = allowOnly('manager', 'instructor', 'campusManager', 'admin');

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

let adminToken: { value: Promise<string>; at: number } | undefined;
async function asAdmin(ctx: MatrixContext, request: MatrixRequest): Promise<{ statusCode: number; body: string }> {
  if (adminToken === undefined || Date.now() - adminToken.at > 60_000) adminToken = { value: signInAdmin(ctx), at: Date.now() };
  const token = await adminToken.value;
  const response = await ctx.call({ ...request, bearer: false, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  if (response.statusCode >= 300) throw new Error(`matrix setup ${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response;
}

async function signInAdmin(ctx: MatrixContext): Promise<string> {
  return ctx
    .call({
      method: 'POST',
      url: '/api/rest/login',
      bearer: false,
      headers: { authorization: `Basic ${Buffer.from(`${DEMO_EMAILS.admin}:${DEMO_PASSWORD}`).toString('base64')}` },
    })
    .then((response) => (JSON.parse(response.body) as { token: string }).token);
}

let folderCounter = 0;
async function newFolder(ctx: MatrixContext): Promise<number> {
  folderCounter += 1;
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: `${BASE}/folders?og=${ctx.courseId}`,
    ...json({ name: `Matrix ${ctx.principal} ${folderCounter}`, parentId: null }),
  });
  return (JSON.parse(response.body) as { id: number }).id;
}

function fileUpload(ctx: MatrixContext, fileName: string): MatrixRequest {
  const { body, contentType } = multipartBody([{ fileName, contentType: 'text/plain', content: 'matrix' }]);
  return { method: 'POST', url: `${BASE}/files?og=${ctx.courseId}`, headers: { 'content-type': contentType }, payload: body.toString('utf8') };
}

async function newFile(ctx: MatrixContext): Promise<number> {
  const response = await asAdmin(ctx, fileUpload(ctx, 'matrix.txt'));
  return (JSON.parse(response.body) as { id: number }).id;
}

export const COURSE_DOCUMENT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}`]: {
    rule: 'course members of any role; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `${BASE}?og=${ctx.courseId}` }),
  },
  [`POST ${BASE}/folders`]: {
    rule: 'create_course_folders (managers, instructors); mentors, students, guests, members 403',
    outcomes: FOLDERS,
    request: (ctx) => ({ method: 'POST', url: `${BASE}/folders?og=${ctx.courseId}`, ...json({ name: `By ${ctx.principal}`, parentId: null }) }),
  },
  [`PUT ${BASE}/folders/:id`]: {
    rule: 'create_course_folders',
    outcomes: FOLDERS,
    request: async (ctx) => ({ method: 'PUT', url: `${BASE}/folders/${await newFolder(ctx)}`, ...json({ name: `Renamed by ${ctx.principal}` }) }),
  },
  [`DELETE ${BASE}/folders/:id`]: {
    rule: 'create_course_folders',
    outcomes: FOLDERS,
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/folders/${await newFolder(ctx)}` }),
  },
  [`POST ${BASE}/files`]: {
    rule: 'create_file_content (managers, instructors, mentors; students and members only with member files on); read after the check',
    outcomes: UPLOAD,
    request: (ctx) => fileUpload(ctx, `${ctx.principal}.txt`),
  },
  [`GET ${BASE}/files/:id/download`]: {
    rule: 'whoever sees the course',
    outcomes: COURSE,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/files/${await newFile(ctx)}/download` }),
  },
  [`DELETE ${BASE}/files/:id`]: {
    rule: 'the uploader (here the admin) or a moderator (administer_course)',
    outcomes: MODERATE,
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/files/${await newFile(ctx)}` }),
  },
};
