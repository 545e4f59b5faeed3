// buildApp assembles the Fastify app (plugins, then feature modules) and never listens; server.ts does.
// Tests call it directly and talk to it with `inject`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createLogger } from './lib/logger.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { apiHeadersPlugin } from './plugins/api-headers.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { spaFallback, staticWebPlugin } from './plugins/static-web.ts';

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /** pino logger; defaults to one at LOG_LEVEL on stdout. */
  logger?: Logger;
}

/** JSON bodies beyond this are refused with 413; file uploads take their own (tus) route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id (a proxy's or the web app's) when it is harmless, else makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

export async function buildApp({ env, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  // Typed as Fastify's base logger so the instance is the plain FastifyInstance plugins expect.
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger({ level: env.LOG_LEVEL });
  const app = Fastify({
    loggerInstance,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests arriving while closing get 503; in-flight ones finish (graceful shutdown).
    return503OnClosing: true,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(errorHandlerPlugin, { notFoundFallback: spaFallback(env.WEB_DIST_DIR) });
  await app.register(apiHeadersPlugin);
  await app.register(openapiPlugin);

  await app.register(systemRoutes, { db, env });

  // Last, so its wildcard route never shadows an API route.
  await app.register(staticWebPlugin, { distDir: env.WEB_DIST_DIR });

  await app.ready();
  return app;
}
