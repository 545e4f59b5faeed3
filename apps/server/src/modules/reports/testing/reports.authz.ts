// The report routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The reported blog post and the report a row needs are written through
// the API by the demo campus admin.
import { COURSE_PRINCIPALS, COURSE_STAFF, allowOnly, asAdmin, idOf, json, type MatrixContext, type MatrixEntry } from '../../../test/authz-helpers.ts';

const REST = '/api/rest';

async function newPost(ctx: MatrixContext): Promise<number> {
  return idOf(await asAdmin(ctx, { method: 'POST', url: `${REST}/content?og=${ctx.courseId}`, ...json({ type: 'blog', title: `Reported (${ctx.principal})`, body: '<p>x</p>' }) }));
}

async function newReport(ctx: MatrixContext): Promise<number> {
  const targetId = await newPost(ctx);
  return idOf(await asAdmin(ctx, { method: 'POST', url: `${REST}/reports`, ...json({ kind: 'content', targetId, category: 'spam' }) }));
}

const STAFF = allowOnly(...COURSE_STAFF);

export const REPORT_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  [`POST ${REST}/reports`]: {
    rule: 'whoever sees the item: course members (guests too), campus managers of its campus, admins; others 404',
    outcomes: allowOnly(...COURSE_PRINCIPALS),
    request: async (ctx) => ({ method: 'POST', url: `${REST}/reports`, ...json({ kind: 'content', targetId: await newPost(ctx), category: 'other', text: 'matrix' }) }),
  },
  [`GET ${REST}/og/:id/reports`]: {
    rule: 'course staff (administer_course); other members 403; others 404',
    outcomes: STAFF,
    request: (ctx) => ({ method: 'GET', url: `${REST}/og/${ctx.courseId}/reports` }),
  },
  [`POST ${REST}/reports/:reportId/hide`]: {
    rule: 'course staff (administer_course)',
    outcomes: STAFF,
    request: async (ctx) => ({ method: 'POST', url: `${REST}/reports/${await newReport(ctx)}/hide` }),
  },
  [`POST ${REST}/reports/:reportId/dismiss`]: {
    rule: 'course staff (administer_course)',
    outcomes: STAFF,
    request: async (ctx) => ({ method: 'POST', url: `${REST}/reports/${await newReport(ctx)}/dismiss` }),
  },
};
