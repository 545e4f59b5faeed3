// GET /legal/{domainId}, POST /legal/{domainId}/accept (spec §7 "Other", §4 "Legal").
import {
  LegalAcceptInputSchema,
  LegalAcceptanceSchema,
  LegalParamsSchema,
  LegalTextSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body.ts';
import { acceptLegalTerms, getLegalText } from './legal.service.ts';

export interface LegalRoutesOptions {
  db: Database;
}

export async function legalRoutes(app: FastifyInstance, { db }: LegalRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  acceptEmptyJsonBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/legal/:domainId`,
    {
      schema: {
        tags: ['legal'],
        summary: "The campus's current terms of use (de, en) and whether the user accepted this version",
        description: 'A campus the user does not belong to is 404 NOT_FOUND; a campus without terms 404 LEGAL_TERMS_NOT_FOUND.',
        params: LegalParamsSchema,
        response: { 200: LegalTextSchema, 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getLegalText(db, getPrincipal(request), request.params.domainId),
  );

  routes.post(
    `${REST_BASE}/legal/:domainId/accept`,
    {
      schema: {
        tags: ['legal'],
        summary: 'Accept the current terms of use of the campus (records who, which version, when)',
        description:
          'Body optional. With `version`, a version that is no longer current is 409 LEGAL_TERMS_OUTDATED. Accepting twice keeps the first time. Not possible while impersonating (403).',
        params: LegalParamsSchema,
        body: LegalAcceptInputSchema.nullish(),
        response: {
          200: LegalAcceptanceSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          403: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
        },
      },
    },
    async (request) => acceptLegalTerms(db, getPrincipal(request), request.params.domainId, request.body),
  );
}
