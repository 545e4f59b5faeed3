// CORS for the native app (issue 19): the Capacitor shell serves the web build from its own origin
// (`capacitor://localhost` on iOS, `https://localhost` / `http://localhost` on Android) and calls this API
// across origins. Those origins and the ones in CORS_ORIGINS get CORS answers, on every route including the
// tus upload endpoints (their own responses are written by @tus/server, which asks `allowsOrigin` too,
// video-uploads.routes.ts); any other origin gets no CORS headers at all. No credentials: the native app
// authenticates with a Bearer token and keeps its refresh token itself (body transport), so the refresh
// cookie stays same-site, as it is.
import cors from '@fastify/cors';
import { HEADERS, TOKEN_TRANSPORT_HEADER } from '@campus/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The origins the Capacitor shells load the app from. */
export const NATIVE_ORIGINS: readonly string[] = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

/** Request headers a cross-origin client may send: the tus protocol's and the app's own (spec §7). */
export const CORS_ALLOWED_HEADERS: readonly string[] = [
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
  'X-HTTP-Method-Override',
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  HEADERS.appType,
  HEADERS.apiVersion,
  HEADERS.apiPlatform,
  HEADERS.studentMode,
  TOKEN_TRANSPORT_HEADER,
  'X-Request-Id',
];

/** Response headers a cross-origin client may read (tus-js-client needs Location and the Upload-* ones). */
export const CORS_EXPOSED_HEADERS: readonly string[] = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Expires',
  'X-Request-Id',
];

export const CORS_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Preflight answers may be cached for ten minutes. */
export const CORS_MAX_AGE_SECONDS = 600;

export interface CorsPolicy {
  readonly origins: readonly string[];
  allowsOrigin(origin: string | undefined): boolean;
}

/** The native origins plus the configured ones (CORS_ORIGINS, already normalised by config/env.ts). */
export function createCorsPolicy(extraOrigins: readonly string[] = []): CorsPolicy {
  const origins = [...new Set([...NATIVE_ORIGINS, ...extraOrigins])];
  const allowed = new Set(origins);
  return { origins, allowsOrigin: (origin) => origin !== undefined && allowed.has(origin) };
}

export interface CorsPluginOptions {
  policy: CorsPolicy;
}

async function corsHeaders(app: FastifyInstance, { policy }: CorsPluginOptions): Promise<void> {
  await app.register(cors, {
    // A listed origin is echoed back; anything else (or none) gets no CORS headers.
    origin: (origin, callback) => callback(null, policy.allowsOrigin(origin)),
    methods: [...CORS_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: false,
    maxAge: CORS_MAX_AGE_SECONDS,
    // Preflights answer on every path (OPTIONS *), 204.
    preflight: true,
    strictPreflight: false,
    optionsSuccessStatus: 204,
  });
}

export const corsPlugin = fp(corsHeaders, { name: 'campus-cors', fastify: '5.x' });

/**
 * The CORS headers this plugin set on a reply (Access-Control-*, Vary), for routes that hijack the reply
 * and write the raw response themselves (the tus endpoints), which would otherwise drop them.
 */
export function corsHeadersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || !(name.startsWith('access-control-') || name === 'vary')) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
