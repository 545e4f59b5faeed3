// The learning path routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The path a row needs is written through the API as the demo campus admin
// (manager rights in every course): a section with one document step, the document uploaded once.
import { COURSE_PRINCIPALS, COURSE_STAFF, allowOnly, asAdmin, idOf, json, multipartRequest } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry } from '../../../test/authz-helpers.ts';

const base = (courseId: number) => `/api/rest/og/${courseId}/learning-path`;

/** Every course role, campus managers of the campus (acting as manager) and admins. */
const COURSE = allowOnly(...COURSE_PRINCIPALS);
/** access_cockpit: managers, instructors (and those acting as manager). */
const STAFF = allowOnly(...COURSE_STAFF);
/** Own progress: every course role but guests. */
const TRACKERS = allowOnly(...COURSE_PRINCIPALS.filter((principal) => principal !== 'guest'));

const documents = new Map<number, Promise<number>>();
function matrixDocument(ctx: MatrixContext): Promise<number> {
  let id = documents.get(ctx.courseId);
  if (id === undefined) {
    id = asAdmin(
      ctx,
      multipartRequest(`/api/rest/course-documents/files?og=${ctx.courseId}`, [{ fileName: 'path.txt', contentType: 'text/plain', content: 'path' }]),
    ).then(idOf);
    documents.set(ctx.courseId, id);
  }
  return id;
}

/** Writes a one-step path (a document) and answers the step's id. */
async function pathStep(ctx: MatrixContext): Promise<number> {
  const refId = await matrixDocument(ctx);
  const response = await asAdmin(ctx, {
    method: 'PUT',
    url: base(ctx.courseId),
    ...json({ sections: [{ title: 'Matrix', steps: [{ kind: 'document', refId }] }] }),
  });
  const path = JSON.parse(response.body) as { sections: { steps: { id: number }[] }[] };
  const stepId = path.sections[0]?.steps[0]?.id;
  if (stepId === undefined) throw new Error('matrix setup: the path has no step');
  return stepId;
}

export const LEARNING_PATH_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  'GET /api/rest/og/:id/learning-path': {
    rule: 'course members of any role; admins; campus managers of its campus; others 404',
    outcomes: COURSE,
    request: (ctx) => ({ method: 'GET', url: base(ctx.courseId) }),
  },
  'PUT /api/rest/og/:id/learning-path': {
    rule: 'access_cockpit (managers, instructors, those acting as manager); mentors, students, guests, members 403',
    outcomes: STAFF,
    request: (ctx) => ({ method: 'PUT', url: base(ctx.courseId), ...json({ sections: [{ title: `By ${ctx.principal}`, steps: [] }] }) }),
  },
  'POST /api/rest/og/:id/learning-path/steps/:stepId/done': {
    rule: 'every course role but guests (own progress); others 404',
    outcomes: TRACKERS,
    request: async (ctx) => ({ method: 'POST', url: `${base(ctx.courseId)}/steps/${await pathStep(ctx)}/done` }),
  },
};
