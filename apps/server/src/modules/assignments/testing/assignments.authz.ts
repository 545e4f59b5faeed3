// The assignment routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). What a route needs (an assignment, an attachment) is set up through the
// API as the demo campus admin, who acts as manager in every course; the row then calls it as each principal.
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest, Outcomes, PrincipalName } from '../../../test/authz-matrix.table.ts';
import { multipartBody } from './assignment-fixtures.ts';

const BASE = '/api/rest/assignments';

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
/** access_cockpit, never students: managers, instructors, campus managers acting as manager, admins. */
const MANAGE = allowOnly('manager', 'instructor', 'campusManager', 'admin');
/** Learners (students and members) set their own status. */
const LEARNERS = allowOnly('member', 'student');

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** Calls as the demo admin; the token is reused for a minute (access tokens live longer). */
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

async function newAssignment(ctx: MatrixContext): Promise<number> {
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: BASE,
    ...json({ og: ctx.courseId, title: `Matrix assignment (${ctx.principal})`, description: '<p>Work</p>' }),
  });
  return (JSON.parse(response.body) as { id: number }).id;
}

function attachmentUpload(assignmentId: number, fileName: string): MatrixRequest {
  const { body, contentType } = multipartBody([{ fileName, contentType: 'text/plain', content: 'matrix' }]);
  // The matrix sends string payloads; this body is plain ASCII.
  return { method: 'POST', url: `${BASE}/${assignmentId}/attachments`, headers: { 'content-type': contentType }, payload: body.toString('utf8') };
}

async function newAttachment(ctx: MatrixContext): Promise<{ assignmentId: number; attachmentId: number }> {
  const assignmentId = await newAssignment(ctx);
  const response = await asAdmin(ctx, attachmentUpload(assignmentId, 'matrix.txt'));
  return { assignmentId, attachmentId: (JSON.parse(response.body) as { id: number }).id };
}

export const ASSIGNMENT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}`]: {
    rule: 'course members; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `${BASE}?og=${ctx.courseId}&includeVideos=false` }),
  },
  [`POST ${BASE}`]: {
    rule: 'access_cockpit (managers, instructors, admins, campus managers); students, mentors, guests, members 403',
    outcomes: MANAGE,
    request: (ctx) => ({ method: 'POST', url: BASE, ...json({ og: ctx.courseId, title: `By ${ctx.principal}` }) }),
  },
  [`GET ${BASE}/options`]: {
    rule: 'access_cockpit: the form options',
    outcomes: MANAGE,
    request: (ctx) => ({ method: 'GET', url: `${BASE}/options?og=${ctx.courseId}` }),
  },
  [`GET ${BASE}/cockpit`]: {
    rule: 'course cockpit: access_cockpit and not a student',
    outcomes: MANAGE,
    request: (ctx) => ({ method: 'GET', url: `${BASE}/cockpit?og=${ctx.courseId}` }),
  },
  [`GET ${BASE}/cockpit/export`]: {
    rule: 'course cockpit export: access_cockpit and not a student',
    outcomes: MANAGE,
    request: (ctx) => ({ method: 'GET', url: `${BASE}/cockpit/export?og=${ctx.courseId}` }),
  },
  [`GET ${BASE}/:id`]: {
    rule: 'course members who may see it (published, for them); managers see drafts too',
    outcomes: COURSE,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${await newAssignment(ctx)}` }),
  },
  [`PUT ${BASE}/:id`]: {
    rule: 'access_cockpit',
    outcomes: MANAGE,
    request: async (ctx) => ({ method: 'PUT', url: `${BASE}/${await newAssignment(ctx)}`, ...json({ title: 'Renamed' }) }),
  },
  [`DELETE ${BASE}/:id`]: {
    rule: 'access_cockpit',
    outcomes: MANAGE,
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/${await newAssignment(ctx)}` }),
  },
  [`PUT ${BASE}/:id/progress`]: {
    rule: 'learners (students, members) set their own status; staff and guests have none (403), others 404',
    outcomes: LEARNERS,
    request: async (ctx) => ({ method: 'PUT', url: `${BASE}/${await newAssignment(ctx)}/progress`, ...json({ status: 'completed' }) }),
  },
  [`POST ${BASE}/:id/attachments`]: {
    rule: 'access_cockpit; the upload is read only after the check',
    outcomes: MANAGE,
    request: async (ctx) => attachmentUpload(await newAssignment(ctx), `${ctx.principal}.txt`),
  },
  [`GET ${BASE}/:id/attachments/:attachmentId`]: {
    rule: 'whoever sees the assignment',
    outcomes: COURSE,
    request: async (ctx) => {
      const { assignmentId, attachmentId } = await newAttachment(ctx);
      return { method: 'GET', url: `${BASE}/${assignmentId}/attachments/${attachmentId}?download=1` };
    },
  },
  [`DELETE ${BASE}/:id/attachments/:attachmentId`]: {
    rule: 'access_cockpit',
    outcomes: MANAGE,
    request: async (ctx) => {
      const { assignmentId, attachmentId } = await newAttachment(ctx);
      return { method: 'DELETE', url: `${BASE}/${assignmentId}/attachments/${attachmentId}` };
    },
  },
  [`GET ${BASE}/:id/cockpit`]: {
    rule: 'assignment cockpit: access_cockpit and not a student',
    outcomes: MANAGE,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${await newAssignment(ctx)}/cockpit` }),
  },
  [`GET ${BASE}/:id/cockpit/export`]: {
    rule: 'assignment cockpit export: access_cockpit and not a student',
    outcomes: MANAGE,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${await newAssignment(ctx)}/cockpit/export` }),
  },
};
