// Reports (issue 13, spec `report-modal`): report an item; the course staff list, hide, dismiss. Thin:
// the service decides.
import {
  CourseReportsParamsSchema,
  CourseReportsQuerySchema,
  ProblemSchema,
  REST_BASE,
  ReportCreateInputSchema,
  ReportCreatedSchema,
  ReportListResponseSchema,
  ReportParamsSchema,
  ReportSchema,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROBLEM_RESPONSES } from '../../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { createReport, dismissReport, hideReportedItem, listReports, type ReportDeps } from './reports.service.ts';

export type ReportRoutesOptions = ReportDeps;

const tags = ['reports'];
const WITH_CONFLICT = { ...PROBLEM_RESPONSES, 409: ProblemSchema };

export async function reportRoutes(app: FastifyInstance, deps: ReportRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    `${REST_BASE}/reports`,
    {
      schema: {
        tags,
        summary: 'Report a content item, comment, video or message to the course staff',
        description:
          'Anyone who sees the item (else 404 REPORT_TARGET_NOT_FOUND). A kind this server cannot report is 400 REPORT_KIND_UNAVAILABLE; a second open report of the same item by the same user is 409 REPORT_ALREADY_OPEN. `text` is plain text, at most 1000 characters.',
        body: ReportCreateInputSchema,
        response: { 201: ReportCreatedSchema, ...WITH_CONFLICT },
      },
    },
    async (request, reply) => reply.code(201).send(await createReport(deps, getPrincipal(request), request.body)),
  );

  routes.get(
    `${REST_BASE}/og/:id/reports`,
    {
      schema: {
        tags,
        summary: "The course's reports by status (open by default), newest first",
        description: 'The course staff (administer_course), else 403 REPORT_MODERATE_FORBIDDEN; a course the user may not see is 404.',
        params: CourseReportsParamsSchema,
        querystring: CourseReportsQuerySchema,
        response: { 200: ReportListResponseSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listReports(deps, getPrincipal(request), request.params.id, request.query.status),
  );

  routes.post(
    `${REST_BASE}/reports/:reportId/hide`,
    {
      schema: {
        tags,
        summary: 'Hide the reported item (staff and its author still see it) and resolve its open reports',
        description: 'The course staff (403 REPORT_MODERATE_FORBIDDEN; 404 REPORT_NOT_FOUND for those who do not see the course). 409 REPORT_NOT_OPEN when already handled.',
        params: ReportParamsSchema,
        response: { 200: ReportSchema, ...WITH_CONFLICT },
      },
    },
    async (request) => hideReportedItem(deps, getPrincipal(request), request.params.reportId),
  );

  routes.post(
    `${REST_BASE}/reports/:reportId/dismiss`,
    {
      schema: {
        tags,
        summary: 'Dismiss a report; the item stays as it is',
        description: 'The course staff (403 REPORT_MODERATE_FORBIDDEN; 404 REPORT_NOT_FOUND for those who do not see the course). 409 REPORT_NOT_OPEN when already handled.',
        params: ReportParamsSchema,
        response: { 200: ReportSchema, ...WITH_CONFLICT },
      },
    },
    async (request) => dismissReport(deps, getPrincipal(request), request.params.reportId),
  );
}
