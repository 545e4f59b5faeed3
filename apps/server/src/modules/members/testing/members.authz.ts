// The members and profile routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Rows that change memberships act on demo accounts (not members of the
// matrix course to begin with), put into the state the row needs by the demo campus admin first, so
// every principal finds the same starting point whatever ran before.
import { COURSE_ROLE } from '@campus/shared';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../../seed/demo-accounts.ts';
import { COURSE_PRINCIPALS, COURSE_STAFF, adminAuthorization, allowOnly, asAdmin, idOf, json } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest } from '../../../test/authz-helpers.ts';

const base = '/api/rest/members';

/** Every course role, campus managers of its campus (acting as manager) and admins. */
const COURSE = allowOnly(...COURSE_PRINCIPALS);
/** administer_course: managers, instructors and those acting as manager. */
const STAFF = allowOnly(...COURSE_STAFF);

/** Numbers the workgroups the delete row makes (a row may be called more than once per principal). */
let workgroupCounter = 0;

/** A call as the demo admin that may answer any of `accepted` (setup steps that are idempotent). */
async function adminCall(ctx: MatrixContext, request: MatrixRequest, accepted: readonly number[]): Promise<{ statusCode: number; body: string }> {
  const authorization = await adminAuthorization(ctx);
  const response = await ctx.call({ ...request, bearer: false, headers: { ...request.headers, authorization } });
  if (!accepted.includes(response.statusCode)) throw new Error(`matrix setup ${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** Spare accounts of another campus than the demo one (cross-campus suite), made once per campus and account. */
const spareAccounts = new Map<string, Promise<{ email: string; displayName: string }>>();

/**
 * An account of the context's campus that starts outside its course: the demo account on the matrix
 * campus; across campuses, a spare account of campus B made by its admin.
 */
function accountOf(ctx: MatrixContext, account: DemoAccountKey): Promise<{ email: string; displayName: string }> {
  if (!ctx.crossCampus) return Promise.resolve(DEMO_ACCOUNTS[account]);
  const key = `${ctx.domainId}:${account}`;
  let spare = spareAccounts.get(key);
  if (!spare) {
    const email = `matrix-spare-${account}-${ctx.domainId}@example.org`;
    const displayName = `Matrix spare ${account} ${ctx.domainId}`;
    spare = asAdmin(ctx, {
      method: 'POST',
      url: '/api/rest/accounts',
      ...json({ email, display_name: displayName, password: 'pitch-whistle-lantern-7', domain_id: ctx.domainId }),
    }).then(() => ({ email, displayName }));
    spareAccounts.set(key, spare);
  }
  return spare;
}

/** Makes the account a member of the context's course (as student) and answers its uid. */
async function memberUid(ctx: MatrixContext, account: DemoAccountKey): Promise<number> {
  const { email, displayName } = await accountOf(ctx, account);
  await adminCall(ctx, { method: 'POST', url: `${base}/invite`, ...json({ og: ctx.courseId, email, role: COURSE_ROLE.student }) }, [201, 409]);
  const list = await asAdmin(ctx, { method: 'GET', url: `${base}?og=${ctx.courseId}&search=${encodeURIComponent(displayName)}` });
  const found = (JSON.parse(list.body) as { items: { uid: number; name: string }[] }).items.find((item) => item.name === displayName);
  if (!found) throw new Error(`matrix setup: ${displayName} is not listed`);
  return found.uid;
}

export const MEMBER_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  'GET /api/rest/members': {
    rule: 'course members of any role; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `${base}?og=${ctx.courseId}` }),
  },
  'POST /api/rest/members/invite': {
    rule: 'administer_course (managers, instructors, those acting as manager); other members 403; others 404',
    outcomes: STAFF,
    request: async (ctx) => {
      // The guest account starts outside the course for every principal.
      const uid = await memberUid(ctx, 'guest');
      await adminCall(ctx, { method: 'DELETE', url: `${base}/${uid}?og=${ctx.courseId}` }, [204]);
      return { method: 'POST', url: `${base}/invite`, ...json({ og: ctx.courseId, email: (await accountOf(ctx, 'guest')).email, role: COURSE_ROLE.guest }) };
    },
  },
  'GET /api/rest/members/workgroups': {
    rule: 'course members of any role; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `${base}/workgroups?og=${ctx.courseId}` }),
  },
  'POST /api/rest/members/workgroups': {
    rule: 'administer_course; other members 403; others 404',
    outcomes: STAFF,
    request: (ctx) => ({ method: 'POST', url: `${base}/workgroups?og=${ctx.courseId}`, ...json({ name: `Matrix ${ctx.principal}` }) }),
  },
  'DELETE /api/rest/members/workgroups/:workgroupId': {
    rule: 'administer_course; other members 403; others 404',
    outcomes: STAFF,
    request: async (ctx) => {
      workgroupCounter += 1;
      const name = `Matrix delete ${ctx.principal} ${workgroupCounter}`;
      const created = await asAdmin(ctx, { method: 'POST', url: `${base}/workgroups?og=${ctx.courseId}`, ...json({ name }) });
      return { method: 'DELETE', url: `${base}/workgroups/${idOf(created)}?og=${ctx.courseId}` };
    },
  },
  'GET /api/rest/members/:uid': {
    rule: 'course members of any role; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `${base}/${ctx.studentUserId}?og=${ctx.courseId}` }),
  },
  'PUT /api/rest/members/:uid': {
    rule: 'administer_course; other members 403; others 404',
    outcomes: STAFF,
    request: async (ctx) => ({ method: 'PUT', url: `${base}/${await memberUid(ctx, 'student')}?og=${ctx.courseId}`, ...json({ role: COURSE_ROLE.member }) }),
  },
  'DELETE /api/rest/members/:uid': {
    rule: 'administer_course; other members 403; others 404',
    outcomes: STAFF,
    request: async (ctx) => ({ method: 'DELETE', url: `${base}/${await memberUid(ctx, 'mentor')}?og=${ctx.courseId}` }),
  },
  'PUT /api/rest/members/:uid/groups': {
    rule: 'administer_course; other members 403; others 404',
    outcomes: STAFF,
    request: async (ctx) => ({
      method: 'PUT',
      url: `${base}/${await memberUid(ctx, 'student')}/groups?og=${ctx.courseId}`,
      ...json({ workgroups: [], targetGroups: [`Matrix ${ctx.principal}`] }),
    }),
  },
  'GET /api/rest/user/:uid/profile': {
    rule: 'the user, anyone sharing a course with them, admins, campus managers of their campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: `/api/rest/user/${ctx.studentUserId}/profile` }),
  },
};
