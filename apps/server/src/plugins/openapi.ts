// OpenAPI generated from the zod route schemas; JSON at /api/docs/json, browsable at /api/docs (Swagger UI)
// unless OPENAPI_UI is off (the default in production: the UI is a developer page with its own scripts).
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

export interface OpenapiOptions {
  /** Serve Swagger UI at /api/docs (OPENAPI_UI); the JSON document is always served. */
  ui: boolean;
}

async function openapi(app: FastifyInstance, { ui }: OpenapiOptions): Promise<void> {
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
  if (!ui) {
    // The document alone, at the address Swagger UI would serve it from.
    app.get(`${DOCS_PATH}/json`, { schema: { hide: true } }, async () => app.swagger());
    return;
  }
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // Swagger UI loads only its own files; no validator badge from validator.swagger.io.
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_CSP,
  });
}

export const openapiPlugin = fp(openapi, { name: 'campus-openapi', fastify: '5.x' });
