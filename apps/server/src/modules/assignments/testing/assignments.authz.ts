// The assignment routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). What a route needs (an assignment, an attachment) is set up through the
// API as the demo campus admin, who acts as manager in every course; the row then calls it as each principal.
import { COURSE_PRINCIPALS, COURSE_STAFF, allowOnly, asAdmin, idOf, json, multipartRequest } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry, MatrixRequest } from '../../../test/authz-helpers.ts';

const BASE = '/api/rest/assignments';

/** Every course role, campus managers of the campus (acting as manager) and admins. */
const COURSE = allowOnly(...COURSE_PRINCIPALS);
/** access_cockpit, never students: managers, instructors, campus managers acting as manager, admins. */
const MANAGE = allowOnly(...COURSE_STAFF);
/** Learners (students and members) set their own status. */
const LEARNERS = allowOnly('member', 'student');

async function newAssignment(ctx: MatrixContext): Promise<number> {
  const response = await asAdmin(ctx, {
    method: 'POST',
    url: BASE,
    ...json({ og: ctx.courseId, title: `Matrix assignment (${ctx.principal})`, description: '<p>Work</p>' }),
  });
  return idOf(response);
}

function attachmentUpload(assignmentId: number, fileName: string): MatrixRequest {
  return multipartRequest(`${BASE}/${assignmentId}/attachments`, [{ fileName, contentType: 'text/plain', content: 'matrix' }]);
}

async function newAttachment(ctx: MatrixContext): Promise<{ assignmentId: number; attachmentId: number }> {
  const assignmentId = await newAssignment(ctx);
  const response = await asAdmin(ctx, attachmentUpload(assignmentId, 'matrix.txt'));
  return { assignmentId, attachmentId: idOf(response) };
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
