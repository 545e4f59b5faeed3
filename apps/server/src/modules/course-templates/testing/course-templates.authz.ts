// The course-templates routes' rows of the authorization matrix (spread into AUTHZ_MATRIX in
// test/authz-matrix.table.ts). The template permission (spec §6): campus managers and admins, and the
// moderators (manager, instructor) of a course of the campus — here the matrix course's. The rows on a
// template first make the matrix course one (as the admin); the PUT row leaves it marked.
import { allowOnly, asAdmin, json, passOnly } from '../../../test/authz-helpers.ts';
import type { MatrixContext, MatrixEntry } from '../../../test/authz-helpers.ts';

const MODERATORS = allowOnly('manager', 'instructor', 'campusManager', 'admin');
const RULE = 'the template permission (spec §6): campus_manager or admin, or a moderator role (manager, instructor) in a course of the caller’s campus; others 403 (another campus: 404)';
const ADMINISTER = 'those who administer the course (managers, instructors, campus managers, admins); other members 403, others 404';

async function templateUrl(ctx: MatrixContext): Promise<string> {
  await asAdmin(ctx, { method: 'PUT', url: `/api/rest/og/${ctx.courseId}/template`, ...json({ isTemplate: true }) });
  return `/api/rest/use-template/${ctx.courseId}`;
}

export const COURSE_TEMPLATE_AUTHZ_ROWS: Readonly<Record<string, MatrixEntry>> = {
  'GET /api/rest/og/:id/template': {
    rule: ADMINISTER,
    outcomes: MODERATORS,
    request: (ctx) => ({ method: 'GET', url: `/api/rest/og/${ctx.courseId}/template` }),
  },
  'PUT /api/rest/og/:id/template': {
    rule: `${ADMINISTER}, who also hold the template permission (marks the matrix course as a template)`,
    outcomes: MODERATORS,
    request: (ctx) => ({ method: 'PUT', url: `/api/rest/og/${ctx.courseId}/template`, ...json({ isTemplate: true }) }),
  },
  'GET /api/rest/templates': {
    rule: RULE,
    outcomes: MODERATORS,
    request: () => ({ method: 'GET', url: '/api/rest/templates' }),
  },
  'GET /api/rest/use-template/:id': {
    rule: `${RULE} (the matrix course as a template)`,
    outcomes: MODERATORS,
    request: async (ctx) => ({ method: 'GET', url: await templateUrl(ctx) }),
  },
  'POST /api/rest/use-template/:id': {
    rule: `${RULE} (creates a course from the matrix course)`,
    outcomes: passOnly(201, 'manager', 'instructor', 'campusManager', 'admin'),
    request: async (ctx) => ({ method: 'POST', url: await templateUrl(ctx), ...json({ title: `Matrix copy (${ctx.principal})` }) }),
  },
};
