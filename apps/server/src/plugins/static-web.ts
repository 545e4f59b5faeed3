// Serves the built web app (apps/web/dist) and answers browser navigations to app routes with
// index.html, so deep links like /de/course-12/app/assignments load the SPA. API paths never fall back.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUrlToken } from '../lib/tokens.ts';
import type { NotFoundFallback } from './error-handler.ts';
import { appDocumentPolicy, SERVICE_WORKER_CSP } from './security-headers.ts';

export interface StaticWebOptions {
  distDir: string;
  /** LEGACY_BASE_URL: the one origin the app document may frame. */
  legacyBaseUrl: string | undefined;
  /** The S3 file store's public origin, which media and images may load from (security-headers.ts). */
  fileStoreOrigin?: string | undefined;
}

const INDEX_FILE = 'index.html';
/** The web push service worker (issue 16), at a fixed URL whose scope is the whole app. */
const SERVICE_WORKER_PATH = '/sw.js';
/**
 * The app page may be opened with sign-in tokens in its query (spec §4 "Redirect tokens"). The page's own
 * CSS and script requests go out before the app strips them, so the document must send no Referer.
 */
const DOCUMENT_REFERRER_POLICY = 'no-referrer';
const NO_SPA_PREFIXES = ['/api', '/web/keycloak', '/healthz', '/readyz'];

/** Vite emits content-hashed chunks flat into assets/ (`index-BXk3a9Zq.js`); only those may be cached forever. */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export function hasWebBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, INDEX_FILE));
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NO_SPA_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** A precompressed variant (`x.js.br`, `x.js.gz`) is cached like the file it stands for. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;
/** Files the build precompresses (apps/web/scripts/precompress.mjs): their answer varies with Accept-Encoding. */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|webmanifest)$/;

export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath.replace(PRECOMPRESSED_SUFFIX, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * index.html with a fresh CSP nonce for the style elements the app creates at run time (Mantine's CSS
 * variables, Tiptap's editor base styles). The page passes it on in `<meta property="csp-nonce" nonce>`:
 * browsers hide a nonce attribute's value from CSS selectors, and only our own scripts read it.
 */
export async function sendAppDocument(reply: FastifyReply, options: StaticWebOptions): Promise<FastifyReply> {
  const html = await readFile(path.join(options.distDir, INDEX_FILE), 'utf8');
  const styleNonce = randomUrlToken(16);
  const meta = `<meta property="csp-nonce" nonce="${styleNonce}">`;
  const headOpen = /<head(\s[^>]*)?>/i.exec(html);
  const page = headOpen ? `${html.slice(0, headOpen.index + headOpen[0].length)}${meta}${html.slice(headOpen.index + headOpen[0].length)}` : `${meta}${html}`;
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('referrer-policy', DOCUMENT_REFERRER_POLICY)
    .header('content-security-policy', appDocumentPolicy({ styleNonce, legacyBaseUrl: options.legacyBaseUrl, fileStoreOrigin: options.fileStoreOrigin }))
    // Only our own pages may frame the app (frame-ancestors 'self'); the same for browsers without CSP.
    .header('x-frame-options', 'SAMEORIGIN')
    .send(page);
}

/** index.html for app routes when a build exists; undefined otherwise (the 404 problem applies). */
export function spaFallback(options: StaticWebOptions): NotFoundFallback | undefined {
  if (!hasWebBuild(options.distDir)) return undefined;
  return (request, reply) => {
    if (!isSpaNavigation(request)) return undefined;
    return sendAppDocument(reply, options);
  };
}

async function staticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const { distDir } = options;
  if (!hasWebBuild(distDir)) {
    app.log.warn({ distDir }, 'web build not found; run `npm run build` to serve the app');
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('The Campus web app has not been built yet. Run `npm run build` (or `npm start`) and reload.\n'),
    );
    return;
  }

  // The document is never served as a plain file: it carries a per-request nonce (sendAppDocument).
  for (const url of ['/', `/${INDEX_FILE}`]) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => sendAppDocument(reply, options));
  }
  // The worker's fetches follow the policy of its own script, not the locked-down default of other files.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === SERVICE_WORKER_PATH && reply.statusCode === 200) reply.header('content-security-policy', SERVICE_WORKER_CSP);
    return payload;
  });
  // setHeaders below writes Vary to the raw response, which the reply's own Vary (the CORS plugin's
  // `Origin`) would replace when the answer is written: keep both.
  app.addHook('onSend', async (_request, reply, payload) => {
    const raw = reply.raw.getHeader('vary');
    const own = reply.getHeader('vary');
    if (raw !== undefined && own !== undefined) reply.header('vary', mergeVary(String(own), String(raw)));
    return payload;
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    schemaHide: true,
    // `x.js.br` / `x.js.gz` from the build when Accept-Encoding allows (index.html is never among them).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', cacheControlFor(relative));
      if (PRECOMPRESSIBLE.test(relative.replace(PRECOMPRESSED_SUFFIX, ''))) res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** Two Vary values as one, each field name once. */
export function mergeVary(first: string, second: string): string {
  const names = new Map<string, string>();
  for (const name of `${first},${second}`.split(',').map((entry) => entry.trim())) {
    if (name !== '' && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()].join(', ');
}

export const staticWebPlugin = fp(staticWeb, { name: 'campus-static-web', fastify: '5.x' });
