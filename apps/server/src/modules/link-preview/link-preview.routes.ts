// POST /content/external-preview?og= { url } → { url, title, description, siteName }: a preview of a
// public web page for the external-content form (issue 7). Thin: link-preview.service.ts decides.
import { EXTERNAL_URL_MAX, ProblemSchema, REST_BASE } from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { SafeFetchOptions } from '../../lib/safe-fetch.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { courseVisibleFirst } from '../courses/course-access.ts';
import { previewForCourse } from './link-preview.service.ts';

export interface LinkPreviewRoutesOptions {
  db: Database;
  /** Tests only (a resolver, a test server let through); the app passes nothing. */
  fetchOptions?: SafeFetchOptions;
}

export const ExternalPreviewQuerySchema = z.object({ og: z.coerce.number().int().positive().max(2_147_483_647) });
export const ExternalPreviewInputSchema = z.object({ url: z.string().trim().min(1).max(EXTERNAL_URL_MAX) });
export const ExternalPreviewSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  siteName: z.string().nullable(),
});

export async function linkPreviewRoutes(app: FastifyInstance, options: LinkPreviewRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `${REST_BASE}/content/external-preview`,
    {
      preValidation: courseVisibleFirst(options.db, 'query', ExternalPreviewQuerySchema.pick({ og: true }), (query) => query.og),
      schema: {
        tags: ['content'],
        summary: 'Title, description and site name of a public web page, for external content (create_content)',
        description:
          'The server fetches only public http/https addresses (no loopback, private, link-local or metadata addresses, also not through redirects): 400 EXTERNAL_URL_NOT_PUBLIC; a page that cannot be fetched or is not HTML is 502 EXTERNAL_PREVIEW_FAILED. Texts are plain, trimmed, at most 500 characters.',
        querystring: ExternalPreviewQuerySchema,
        body: ExternalPreviewInputSchema,
        response: {
          200: ExternalPreviewSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          403: ProblemSchema,
          404: ProblemSchema,
          502: ProblemSchema,
        },
      },
    },
    async (request) => previewForCourse({ db: options.db, fetchOptions: options.fetchOptions }, getPrincipal(request), request.query.og, request.body.url),
  );
}
