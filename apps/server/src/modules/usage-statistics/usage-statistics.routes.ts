// Usage statistics (issue 18): GET /usage-statistics (totals, weekly series, per-course rows) and GET
// /usage-statistics/export (the same as an xlsx workbook). Thin: usage-statistics.service.ts decides.
import { REST_BASE, UsageStatisticsQuerySchema, UsageStatisticsSchema, XLSX_CONTENT_TYPE } from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { SANDBOX_CSP, privateFileHeaders } from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse } from '../../lib/route-schemas.ts';
import { contentDisposition } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { exportUsageStatistics, getUsageStatistics, type UsageStatisticsDeps } from './usage-statistics.service.ts';

export interface UsageStatisticsRoutesOptions {
  db: Database;
  /** A learner's course progress share 0–100, from the learning-path and assignments features (app.ts). */
  progressShare: UsageStatisticsDeps['progressShare'];
  now?: () => Date;
}

const TAGS = ['usage-statistics'];
const RULE =
  "Campus admins (not in student mode) and campus managers of the caller's campus (not in student mode), else 403 USAGE_STATISTICS_FORBIDDEN; no campus: 404 USAGE_STATISTICS_NO_CAMPUS.";
const QUERY =
  '`scope`: campus (default), self_learning (the self-learning courses only) or course (one row per course). `from`/`to`: YYYY-MM-DD, both days included (UTC); without them the last 12 weeks up to today. `from` after `to` or more than 366 days: 400 USAGE_STATISTICS_RANGE_INVALID.';

export async function usageStatisticsRoutes(app: FastifyInstance, options: UsageStatisticsRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: UsageStatisticsDeps = { db: options.db, progressShare: options.progressShare, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `${REST_BASE}/usage-statistics`;

  routes.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: "The campus's usage: totals, active users and new content, videos and comments per week, and per-course figures",
        description: `${RULE} ${QUERY} Active users signed in or did something (content, comment, video, message, assignment status, learning-path step) in the range.`,
        querystring: UsageStatisticsQuerySchema,
        response: { 200: UsageStatisticsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUsageStatistics(deps, getPrincipal(request), request.query);
    },
  );

  routes.get(
    `${base}/export`,
    {
      schema: {
        tags: TAGS,
        summary: 'The usage statistics as an xlsx workbook (totals, weeks and, for the course scopes, the courses)',
        description: `${RULE} ${QUERY} Answers ${XLSX_CONTENT_TYPE} as an attachment; cells that would start a formula are neutralised.`,
        querystring: UsageStatisticsQuerySchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const { workbook, fileName } = await exportUsageStatistics(deps, getPrincipal(request), request.query);
      privateFileHeaders(reply, {
        contentType: XLSX_CONTENT_TYPE,
        disposition: contentDisposition('attachment', fileName),
        size: workbook.length,
        csp: SANDBOX_CSP,
      });
      return reply.send(workbook);
    },
  );
}
