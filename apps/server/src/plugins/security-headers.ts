// Browser security headers on every answer (issue 12, finding 3). @fastify/helmet sends the plain ones
// (nosniff, Referrer-Policy, HSTS for an https PUBLIC_URL, …); the Content-Security-Policy and frame
// protection come from here, because they differ by answer:
// - the app document (index.html, static-web.ts) gets appDocumentPolicy with a per-request style nonce;
// - routes that set a policy of their own keep it (sign-in page, files, video media, API docs);
// - everything else (JSON, problem+json, assets, text) gets LOCKED_DOWN_CSP and can never be a page.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';

export interface SecurityHeadersOptions {
  env: Pick<Env, 'PUBLIC_URL'>;
}

/** For answers that are data, not pages: nothing loads, nothing runs, nobody frames them. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (issue 16; a worker's CSP comes with its script): it only fetches the
 * app's translation files (to word a push message) from this origin; everything else stays closed.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; img-src 'self'; base-uri 'none'";

/** One year; sent only when the public origin is https (a plain-http campus would lock itself out). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The origin (`scheme://host[:port]`) of LEGACY_BASE_URL, the only site the app may frame. */
export function legacyFrameOrigin(legacyBaseUrl: string | undefined): string | undefined {
  if (legacyBaseUrl === undefined) return undefined;
  try {
    return new URL(legacyBaseUrl).origin;
  } catch {
    return undefined;
  }
}

export interface AppDocumentPolicyOptions {
  /** Per-request nonce for the style elements Mantine and Tiptap create (read from the page's csp-nonce meta). */
  styleNonce: string;
  /** LEGACY_BASE_URL: its origin, and nothing else, may be framed. */
  legacyBaseUrl: string | undefined;
  /** The S3 file store's public origin: video streams and posters redirect there (storage-s3.ts). */
  fileStoreOrigin?: string | undefined;
}

/**
 * The web app's policy. Scripts only from our own files (Vite emits no inline script). Style elements
 * only from our files or under the nonce; style *attributes* stay allowed (style-src-attr) because the
 * rich-text HTML keeps the editor's font and size styles on spans and ProseMirror writes style attributes
 * while editing; an attribute cannot select or load anything that img-src/font-src do not allow.
 * Images may come from any https origin: the campus header shows an admin-configured external logo.
 */
export function appDocumentPolicy({ styleNonce, legacyBaseUrl, fileStoreOrigin }: AppDocumentPolicyOptions): string {
  const legacyOrigin = legacyFrameOrigin(legacyBaseUrl);
  const storeOrigin = fileStoreOrigin === undefined ? '' : ` ${fileStoreOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: https:${storeOrigin}`,
    `media-src 'self' blob:${storeOrigin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${legacyOrigin ?? "'none'"}`,
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

function isHttps(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') ?? false;
}

async function securityHeaders(app: FastifyInstance, { env }: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    // Set per answer in the onSend hook below.
    contentSecurityPolicy: false,
    xFrameOptions: false,
    strictTransportSecurity: isHttps(env.PUBLIC_URL) ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    // Pages that need another policy say so (the sign-in page: same-origin, for its form's Origin check).
    referrerPolicy: { policy: 'no-referrer' },
    // Media and editor images are loaded by the app, which may be a native shell on another origin.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    // A PDF is shown by the browser's viewer, which a locked-down or sandboxed policy breaks (http-files.ts).
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (reply.getHeader('content-security-policy') === undefined && !contentType.startsWith('application/pdf')) {
      reply.header('content-security-policy', LOCKED_DOWN_CSP);
    }
    if (reply.getHeader('x-frame-options') === undefined) reply.header('x-frame-options', 'DENY');
    return payload;
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'campus-security-headers', fastify: '5.x' });
