// The content routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). Items and comments a row needs are created through the API by the demo
// campus admin (who acts as manager in every course); the row then calls the route as each principal.
import { CONTENT_WRITERS, COURSE_PRINCIPALS, COURSE_STAFF, allowOnly, asAdmin, idOf, json, type MatrixContext, type MatrixEntry } from '../../../test/authz-helpers.ts';

const BASE = '/api/rest/content';

/** Read: every course role (guests too), campus managers of its campus (as manager) and admins. */
const READ = allowOnly(...COURSE_PRINCIPALS);
/** create_content: every course role but guests. */
const CONTRIBUTE = allowOnly(...CONTENT_WRITERS);
/** Someone else's item or comment: moderators (administer_course) only. */
const MODERATE = allowOnly(...COURSE_STAFF);

/** A blog post by the admin in the matrix course. */
async function newItem(ctx: MatrixContext): Promise<number> {
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: `${BASE}?og=${ctx.courseId}`,
    ...json({ type: 'blog', title: `Matrix post (${ctx.principal})`, body: '<p>Post</p>' }),
  });
  return idOf(response);
}

/** A comment by the admin on a new post. */
async function newComment(ctx: MatrixContext): Promise<{ id: number; cid: number }> {
  const id = await newItem(ctx);
  const response = await asAdmin(ctx, { method: 'POST', url: `${BASE}/${id}/comment`, ...json({ commentText: '<p>Comment</p>' }) });
  return { id, cid: idOf(response) };
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
