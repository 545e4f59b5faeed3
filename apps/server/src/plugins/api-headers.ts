// The spec's client headers (APP_TYPE, APP_API_VERSION, APP_API_PLATFORM) on REST requests: an API
// version this server does not speak is refused up front with a clear problem; a missing one is fine.
import { ERROR_CODES, HEADERS, REST_BASE, SUPPORTED_API_VERSIONS } from '@campus/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function isRestPath(url: string): boolean {
  return url === REST_BASE || url.startsWith(`${REST_BASE}/`) || url.startsWith(`${REST_BASE}?`);
}

export function isSupportedApiVersion(value: string): boolean {
  const parsed = Number(value);
  return Number.isInteger(parsed) && SUPPORTED_API_VERSIONS.includes(parsed);
}

async function apiHeaders(app: FastifyInstance): Promise<void> {
  // onRequest runs before body parsing, so an old client gets this answer whatever it sent.
  app.addHook('onRequest', async (request) => {
    if (!isRestPath(request.url)) return;
    const version = headerValue(request, HEADERS.apiVersion);
    if (version === undefined || isSupportedApiVersion(version)) return;
    throw new AppError(
      400,
      ERROR_CODES.UNSUPPORTED_API_VERSION,
      `API version "${version.slice(0, 20)}" is not supported; this server speaks ${SUPPORTED_API_VERSIONS.join(', ')}.`,
    );
  });
}

export const apiHeadersPlugin = fp(apiHeaders, { name: 'campus-api-headers', fastify: '5.x' });
