// The content routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Items and comments a row needs are created through the API by the demo
// campus admin (who acts as manager in every course); the row then calls the route as each principal.
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest, Outcomes, PrincipalName } from '../../../test/authz-matrix.table.ts';

const BASE = '/api/rest/content';

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

/** Read: every course role (guests too), campus managers of its campus (as manager) and admins. */
const READ = allowOnly('member', 'manager', 'instructor', 'student', 'guest', 'mentor', 'campusManager', 'admin');
/** create_content: every course role but guests. */
const CONTRIBUTE = allowOnly('member', 'manager', 'instructor', 'student', 'mentor', 'campusManager', 'admin');
/** Someone else's item or comment: moderators (administer_course) only. */
const MODERATE = allowOnly('manager', 'instructor', 'campusManager', 'admin');

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

/** A blog post by the admin in the matrix course. */
async function newItem(ctx: MatrixContext): Promise<number> {
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: `${BASE}?og=${ctx.courseId}`,
    ...json({ type: 'blog', title: `Matrix post (${ctx.principal})`, body: '<p>Post</p>' }),
  });
  return (JSON.parse(response.body) as { id: number }).id;
}

/** A comment by the admin on a new post. */
async function newComment(ctx: MatrixContext): Promise<{ id: number; cid: number }> {
  const id = await newItem(ctx);
  const response = await asAdmin(ctx, { method: 'POST', url: `${BASE}/${id}/comment`, ...json({ commentText: '<p>Comment</p>' }) });
  return { id, cid: (JSON.parse(response.body) as { id: number }).id };
}

export const CONTENT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`GET ${BASE}`]: {
    rule: 'course members (guests too); admins; campus managers of its campus; others 404',
    outcomes: READ,
    request: (ctx) => ({ method: 'GET', url: `${BASE}?og=${ctx.courseId}&type[]=blog` }),
  },
  [`GET ${BASE}/filters`]: {
    rule: 'whoever reads the course content',
    outcomes: READ,
    request: (ctx) => ({ method: 'GET', url: `${BASE}/filters?og=${ctx.courseId}` }),
  },
  [`POST ${BASE}`]: {
    rule: 'blog: create_content (every course role but guests)',
    outcomes: CONTRIBUTE,
    request: (ctx) => ({ method: 'POST', url: `${BASE}?og=${ctx.courseId}`, ...json({ type: 'blog', title: `By ${ctx.principal}`, body: '' }) }),
  },
  [`PUT ${BASE}`]: {
    rule: "someone else's item: moderators (administer_course) only; authors edit their own",
    outcomes: MODERATE,
    request: async (ctx) => ({ method: 'PUT', url: BASE, ...json({ id: await newItem(ctx), title: 'Renamed' }) }),
  },
  [`GET ${BASE}/:id`]: {
    rule: 'whoever reads the course content',
    outcomes: READ,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${await newItem(ctx)}` }),
  },
  [`DELETE ${BASE}/:id`]: {
    rule: "someone else's item: moderators only",
    outcomes: MODERATE,
    request: async (ctx) => ({ method: 'DELETE', url: `${BASE}/${await newItem(ctx)}` }),
  },
  [`GET ${BASE}/:id/comment`]: {
    rule: 'whoever reads the item',
    outcomes: READ,
    request: async (ctx) => ({ method: 'GET', url: `${BASE}/${await newItem(ctx)}/comment?offset=0` }),
  },
  [`POST ${BASE}/:id/comment`]: {
    rule: 'create_content: every course role but guests',
    outcomes: CONTRIBUTE,
    request: async (ctx) => ({ method: 'POST', url: `${BASE}/${await newItem(ctx)}/comment`, ...json({ commentText: `By ${ctx.principal}` }) }),
  },
  [`PUT ${BASE}/:id/comment/:cid`]: {
    rule: "someone else's comment: moderators only",
    outcomes: MODERATE,
    request: async (ctx) => {
      const { id, cid } = await newComment(ctx);
      return { method: 'PUT', url: `${BASE}/${id}/comment/${cid}`, ...json({ commentText: 'Edited' }) };
    },
  },
  [`DELETE ${BASE}/:id/comment/:cid`]: {
    rule: "someone else's comment: moderators only",
    outcomes: MODERATE,
    request: async (ctx) => {
      const { id, cid } = await newComment(ctx);
      return { method: 'DELETE', url: `${BASE}/${id}/comment/${cid}` };
    },
  },
};
