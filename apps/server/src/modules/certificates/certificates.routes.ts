// GET /user/{uid}/certificates?og_id (spec §7 "Other"): the stored certificate state of one member.
import {
  CertificateParamsSchema,
  CertificateQuerySchema,
  CertificateStateSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getPrincipal, requireUser } from '../../plugins/authenticate.ts';
import { getCertificateState } from './certificates.service.ts';

export interface CertificateRoutesOptions {
  db: Database;
}

export async function certificateRoutes(app: FastifyInstance, { db }: CertificateRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/user/:uid/certificates`,
    {
      onRequest: requireUser,
      schema: {
        tags: ['certificates'],
        summary: "A member's certificate state in a course: status, download_count, success_message",
        description:
          "Users read their own; the course's manager, instructor and mentor read their members'. A course the user may not see is 404; another member's state without a staff role is 403. `status` is `none` while nothing is stored.",
        params: CertificateParamsSchema,
        querystring: CertificateQuerySchema,
        response: { 200: CertificateStateSchema, 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => getCertificateState(db, getPrincipal(request), request.params.uid, request.query.og_id),
  );
}
