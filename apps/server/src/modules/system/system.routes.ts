// Probes and the start-up calls of spec §7 "Configuration and start-up". Thin: the service decides.
import {
  BootstrapInputSchema,
  BootstrapResponseSchema,
  ConfigQuerySchema,
  ConfigurationSchema,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { optionalUser } from '../../plugins/authenticate.ts';
import { getConfiguration } from './config.service.ts';
import { bootstrapApp, checkReadiness } from './system.service.ts';

export interface SystemRoutesOptions {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL' | 'LEGACY_BASE_URL'>;
}

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadinessSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function systemRoutes(app: FastifyInstance, { db, env }: SystemRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessSchema, 503: ProblemSchema },
      },
    },
    async () => {
      await checkReadiness(db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  routes.get(
    `${REST_BASE}/config`,
    {
      // Public; with a token it is completed for the user (course, header, og_inactive, menu target).
      onRequest: optionalUser,
      schema: {
        tags: ['system'],
        summary: 'Configuration object for app start-up (spec §3)',
        description: 'Public. With a valid access token it carries the user, the course state and the menu target; without one (or with one that no longer passes) it is the anonymous configuration.',
        querystring: ConfigQuerySchema,
        response: { 200: ConfigurationSchema, 400: ProblemSchema },
      },
    },
    async (request) =>
      getConfiguration(
        db,
        request.query,
        { origin: requestOrigin(request, env.PUBLIC_URL), legacyBaseUrl: env.LEGACY_BASE_URL ?? null },
        request.principal,
      ),
  );

  routes.post(
    `${REST_BASE}/bootstrap_ionic`,
    {
      schema: {
        tags: ['system'],
        summary: 'Tells a native app whether it must update',
        body: BootstrapInputSchema,
        response: { 200: BootstrapResponseSchema, 400: ProblemSchema },
      },
    },
    async (request) => bootstrapApp(request.body.api_version_code),
  );
}
