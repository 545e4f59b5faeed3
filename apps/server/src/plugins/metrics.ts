// GET /metrics in Prometheus text format (prom-client), per process: request durations by route pattern
// (never the raw URL: ids would make a series per request), method and status class; the job queue by
// type and state (read from the jobs table when scraped, so any node reports the whole queue); bytes
// received by tus uploads; and prom-client's process metrics (CPU, memory, event loop, GC).
// Who may read it: with METRICS_TOKEN set, only a caller with `Authorization: Bearer <METRICS_TOKEN>`;
// without it, only callers from loopback or private networks (request.ip, which honours TRUST_PROXY, so
// a public client behind the proxy is not mistaken for the proxy). docs/production.md.
import { timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { ERROR_CODES, ProblemSchema } from '@campus/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';

export const METRICS_PATH = '/metrics';
/** Route label of requests no route matched (404s of unknown paths), so scanners cannot add series. */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface Metrics {
  registry: Registry;
  /** Bytes a tus PATCH (or POST) wrote into an upload. */
  uploadBytes(bytes: number): void;
  /** One answered request: route pattern, method, status, seconds. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void;
}

export interface CreateMetricsOptions {
  /** The jobs table is read for the queue gauge when scraped; absent: no queue gauge. */
  db?: Database;
  /** Logs a failed queue read (the scrape still answers, without the gauge's values). */
  log?: { warn(object: object, message: string): void };
}

interface QueueRow extends Record<string, unknown> {
  type: string;
  status: string;
  jobs: number;
}

/** One registry per app (tests build many apps; prom-client's global registry would be shared). */
export function createMetrics({ db, log }: CreateMetricsOptions = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'campus_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'campus_tus_upload_bytes_total',
    help: 'Bytes received by tus video uploads on this process.',
    registers: [registry],
  });
  if (db) {
    new Gauge({
      name: 'campus_jobs',
      help: 'Background jobs in the queue (jobs table) by type and state.',
      labelNames: ['type', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const result = await db.execute<QueueRow>(sql`SELECT type, status, count(*)::int AS jobs FROM jobs GROUP BY type, status`);
          for (const row of result.rows) this.set({ type: row.type, state: row.status }, Number(row.jobs));
        } catch (error) {
          log?.warn({ err: error }, 'metrics: job queue not readable');
        }
      },
    });
  }
  return {
    registry,
    uploadBytes: (bytes) => uploadBytes.inc(bytes),
    observeRequest: (route, method, statusCode, seconds) =>
      duration.observe({ route, method, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds),
  };
}

/** Loopback (127/8, ::1) and private networks (10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7, fe80::/10). */
export function isPrivateAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(ip)) {
    const [a = -1, b = -1] = ip.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return ip === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(ip) || /^fe[89ab][0-9a-f]?:/.test(ip);
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: required as a bearer token when set. */
  token: string | undefined;
}

async function metricsEndpoint(app: FastifyInstance, { metrics, token }: MetricsPluginOptions): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    METRICS_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics of this process (text exposition format)',
        description:
          'Request durations by route, the job queue by type and state, tus upload bytes, process metrics. ' +
          'With METRICS_TOKEN set: `Authorization: Bearer <METRICS_TOKEN>` (else 401); without it: loopback and private networks only (else 403).',
        response: { 200: z.string().describe('Prometheus text format 0.0.4'), 401: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request, reply) => {
      if (token !== undefined) {
        if (!hasToken(request, token)) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'The metrics token is missing or wrong.');
      } else if (!isPrivateAddress(request.ip)) {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Metrics are served to private networks only (or set METRICS_TOKEN).');
      }
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    },
  );
}

/** The request histogram hook on every route (register before the routes) and GET /metrics. */
export const metricsPlugin = fp(metricsEndpoint, { name: 'campus-metrics', fastify: '5.x' });
