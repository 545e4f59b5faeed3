// OpenAPI generated from the zod route schemas; browsable at /api/docs, JSON at /api/docs/json.
import { API_VERSION, REST_BASE } from '@campus/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';
/**
 * The docs pages run Swagger UI's own scripts (no inline script). Its React code sets style attributes
 * and its bundle adds style elements, hence 'unsafe-inline' for styles on these developer pages only.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campus API',
        description: `REST API of the Campus learning app. Base path ${REST_BASE}; clients send APP_API_VERSION ${API_VERSION}. Errors are application/problem+json with a stable code.`,
        version: String(API_VERSION),
      },
      tags: [{ name: 'system', description: 'Health, configuration and app start-up' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Swagger UI loads only its own files; no validator badge from validator.swagger.io.
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_CSP,
  });
}

export const openapiPlugin = fp(openapi, { name: 'campus-openapi', fastify: '5.x' });
