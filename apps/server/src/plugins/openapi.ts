// OpenAPI generated from the zod route schemas; browsable at /api/docs, JSON at /api/docs/json.
import { API_VERSION, REST_BASE } from '@campus/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, createOpenapiSchemaRegistry, finishOpenapiDocument, routeSecurity } from './openapi-document.ts';

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
  const schemaRegistry = createOpenapiSchemaRegistry();
  const zodTransform = createJsonSchemaTransform({ schemaRegistry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campus API',
        description: `REST API of the Campus learning app. Base path ${REST_BASE}; clients send APP_API_VERSION ${API_VERSION}. Errors are application/problem+json with a stable code.`,
        version: String(API_VERSION),
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: [{ name: 'system', description: 'Health, configuration and app start-up' }],
    },
    // zod → JSON Schema, then who may call the route (its auth hook); the rest in finishOpenapiDocument.
    transform: (input) => {
      const result = zodTransform(input);
      if (!result.schema || result.schema.hide) return result;
      return { ...result, schema: { ...result.schema, security: routeSecurity(input.route) } };
    },
    transformObject: (input) => finishOpenapiDocument(zodTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Swagger UI loads only its own files; no validator badge from validator.swagger.io.
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_CSP,
  });
}

export const openapiPlugin = fp(openapi, { name: 'campus-openapi', fastify: '5.x' });
