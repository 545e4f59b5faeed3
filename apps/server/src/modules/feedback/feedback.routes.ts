// App feedback (spec §7 POST /app-feedback {rating, message}) plus what campus staff need: the paged
// list, the xlsx export and the prompt flag. Thin: feedback.service.ts decides.
import {
  FEEDBACK_PAGE_SIZE,
  FeedbackCreatedSchema,
  FeedbackInputSchema,
  FeedbackListQuerySchema,
  FeedbackListSchema,
  FeedbackSettingsSchema,
  HEADERS,
  REST_BASE,
  XLSX_CONTENT_TYPE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { SANDBOX_CSP, privateFileHeaders } from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse } from '../../lib/route-schemas.ts';
import { contentDisposition } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import {
  clientValue,
  exportFeedback,
  getFeedbackSettings,
  listFeedback,
  saveFeedbackSettings,
  sendFeedback,
  type FeedbackDeps,
} from './feedback.service.ts';

export interface FeedbackRoutesOptions {
  db: Database;
  now?: () => Date;
}

const TAGS = ['feedback'];
const STAFF = 'Campus admins (not in student mode) and campus managers of the caller’s campus; others 403 FEEDBACK_READ_FORBIDDEN.';

export async function feedbackRoutes(app: FastifyInstance, options: FeedbackRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: FeedbackDeps = { db: options.db, now: options.now ?? (() => new Date()) };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `${REST_BASE}/app-feedback`;

  routes.post(
    base,
    {
      schema: {
        tags: TAGS,
        summary: 'Send feedback to the own campus: a heart rating 1–5 and a message (plain text, may be empty)',
        description: 'A rating outside 1..5 is 400 with the field error FEEDBACK_RATING_REQUIRED. The APP_API_VERSION and APP_API_PLATFORM headers are stored with it.',
        body: FeedbackInputSchema,
        response: { 201: FeedbackCreatedSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await sendFeedback(deps, getPrincipal(request), request.body, {
        appVersion: clientValue(request.headers[HEADERS.apiVersion.toLowerCase()]),
        platform: clientValue(request.headers[HEADERS.apiPlatform.toLowerCase()]),
      });
      return reply.status(201).send(created);
    },
  );

  routes.get(
    base,
    {
      schema: {
        tags: TAGS,
        summary: `The campus’s feedback, newest first, ${FEEDBACK_PAGE_SIZE} per page (page is zero-based)`,
        description: STAFF,
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listFeedback(deps, getPrincipal(request), request.query.page),
  );

  routes.get(
    `${base}/export`,
    {
      schema: {
        tags: TAGS,
        summary: 'Every feedback of the campus as an xlsx workbook',
        description: `${STAFF} Answers ${XLSX_CONTENT_TYPE} as an attachment; cells that would start a formula are neutralised.`,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const workbook = await exportFeedback(deps, getPrincipal(request));
      privateFileHeaders(reply, {
        contentType: XLSX_CONTENT_TYPE,
        disposition: contentDisposition('attachment', 'app-feedback.xlsx'),
        size: workbook.length,
        csp: SANDBOX_CSP,
      });
      return reply.send(workbook);
    },
  );

  routes.get(
    `${base}/settings`,
    {
      schema: {
        tags: TAGS,
        summary: 'The campus’s feedback prompt flag (spec §4: off by default)',
        description: STAFF,
        response: { 200: FeedbackSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getFeedbackSettings(deps, getPrincipal(request)),
  );

  routes.put(
    `${base}/settings`,
    {
      schema: {
        tags: TAGS,
        summary: 'Switch the campus’s feedback prompt (GET /config reports it as feedback_prompt)',
        description: STAFF,
        body: FeedbackSettingsSchema,
        response: { 200: FeedbackSettingsSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => saveFeedbackSettings(deps, getPrincipal(request), request.body),
  );
}
