// The environment, parsed once at start-up; nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const TRUE_WORDS = ['true', '1', 'yes', 'on'] as const;
const FALSE_WORDS = ['false', '0', 'no', 'off'] as const;

/** An optional yes/no setting: unset or empty → undefined; anything but the words above is refused. */
const optionalBoolean = optionalText.pipe(
  z
    .string()
    .toLowerCase()
    .pipe(z.enum([...TRUE_WORDS, ...FALSE_WORDS], { error: 'expected true or false' }))
    .transform((value) => TRUE_WORDS.includes(value as (typeof TRUE_WORDS)[number]))
    .optional(),
);

/** `scheme://host[:port]`, the form of a browser's Origin header (custom schemes like capacitor:// too). */
const ORIGIN_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s@]+$/;

/** A comma-separated list of origins: trimmed, lower-cased, a trailing slash dropped; unset or empty → []. */
const originList = optionalText
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase().replace(/\/+$/, ''))
      .filter((entry) => entry !== ''),
  )
  .pipe(z.array(z.string().regex(ORIGIN_PATTERN, { error: 'use origins like https://app.example.org (scheme://host[:port]), comma-separated' })));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Set → PostgreSQL via `pg`; unset → embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Public origin, e.g. https://campus.example.org; otherwise derived from each request. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().trim().min(1).default(defaultWebDist),
  /** An older server-rendered campus site; legacy links open its pages in a frame (ARCHITECTURE §3). */
  LEGACY_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Seed the demo campus (its accounts share a published password). Unset: yes on the embedded PGlite,
   * no on PostgreSQL (DATABASE_URL), where only an explicit true seeds it (see resolveSeedDemo).
   */
  SEED_DEMO: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum([...TRUE_WORDS, ...FALSE_WORDS], { error: 'expected true or false' }))
      .transform((value) => TRUE_WORDS.includes(value as (typeof TRUE_WORDS)[number]))
      .optional(),
  ),
  /**
   * Behind a load balancer: which proxies' X-Forwarded-For to believe — `true` (any) or a
   * comma-separated list of addresses/CIDRs. Unset: none, so request.ip is the connecting address.
   */
  TRUST_PROXY: optionalText,
  /** ffmpeg and ffprobe binaries (decision 0005); unset: `ffmpeg` / `ffprobe` from PATH. */
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  /** Largest video upload (tus Upload-Length), bytes; default VIDEO_UPLOAD_MAX_BYTES_DEFAULT (2 GiB). */
  VIDEO_UPLOAD_MAX_BYTES: optionalText.pipe(z.coerce.number<string>().int().min(1).optional()),
  /** Unfinished video uploads idle longer than this are removed (video-uploads.cleanup job), hours; default 24. */
  VIDEO_UPLOAD_RETENTION_HOURS: optionalText.pipe(z.coerce.number<string>().positive().max(24 * 365).optional()),
  // ---- processes and background jobs (docs/jobs.md) ----
  /**
   * What this process does: `all` (default) serves the API and runs jobs; `api` serves the API and never
   * runs jobs; `worker` runs only jobs (and answers /healthz, /readyz, /metrics).
   */
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  /** Jobs one process runs at the same time; default 1. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** Finished (succeeded or failed) jobs are deleted after this many days (jobs.prune job); default 14. */
  JOB_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(14),
  /**
   * Wait between polls of the job queue when it is empty, ms. Default 1000 on PGlite; 5000 on PostgreSQL,
   * where LISTEN/NOTIFY wakes the runner as soon as a job is enqueued and the poll is only a fallback.
   */
  JOB_POLL_INTERVAL_MS: optionalText.pipe(z.coerce.number<string>().int().min(50).max(600_000).optional()),
  /** Share of a video (whole percent) a user watches before it counts as completed (learning paths); default 90. */
  VIDEO_COMPLETION_PERCENT: optionalText.pipe(z.coerce.number<string>().int().min(1).max(100).optional()),
  // ---- file storage (lib/storage.ts; docs/production.md) ----
  /** Set → files (uploads, videos, documents) live in this S3 bucket instead of DATA_DIR/files. */
  S3_BUCKET: optionalText,
  /** S3-compatible endpoint, e.g. http://minio:9000; unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The endpoint as browsers reach it (presigned video links); unset: S3_ENDPOINT. */
  S3_PUBLIC_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Default us-east-1 (what MinIO expects unless configured otherwise). */
  S3_REGION: optionalText,
  /** Both or neither; neither: the AWS SDK's default credentials (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted stores need; default false. */
  S3_FORCE_PATH_STYLE: optionalBoolean,
  // ---- web push (modules/notifications; docs/production.md) ----
  /** VAPID key pair (base64url, `npx web-push generate-vapid-keys`), both or neither; neither: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Contact the push services see (mailto: or https:); default PUBLIC_URL when https, else a placeholder mailto. */
  VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:|https:\/\/)\S+$/, { error: 'use a mailto: or https: address' }).optional()),
  // ---- operations ----
  /** Bearer token for /metrics; unset: /metrics answers only loopback and private-network addresses. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'use at least 16 characters' }).optional()),
  /** Swagger UI at /api/docs (the JSON document at /api/docs/json is always there); default: not in production. */
  OPENAPI_UI: optionalBoolean,
  // ---- sign-in (modules/auth); unset values take their defaults in modules/auth/auth.settings.ts ----
  /** Lifetime of access tokens (JWT), seconds; default 300. */
  ACCESS_TOKEN_TTL_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(5).max(3600).optional()),
  /** Lifetime of refresh tokens, seconds, sliding (each refresh starts it again); default 30 days. */
  REFRESH_TOKEN_TTL_SECONDS: optionalText.pipe(z.coerce.number<string>().int().min(60).max(365 * 24 * 3600).optional()),
  /**
   * Origins besides the native app's (capacitor://localhost, https://localhost, http://localhost, always
   * allowed) that may call the API across origins (CORS, plugins/cors.ts); comma-separated. Default none.
   */
  CORS_ORIGINS: originList,
  /** Origins besides our own the sign-in page may redirect to with tokens (comma-separated). */
  AUTH_REDIRECT_ALLOWLIST: optionalText,
  /** Private Ed25519 JWKs, as a JSON array or JWK set; unset: generated once and kept in the database. */
  AUTH_SIGNING_KEYS: optionalText,
  /** Campus identity provider (Keycloak or any OpenID Connect provider); all three enable single sign-on. */
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The sign-in page goes straight to the identity provider (default off). */
  OIDC_ONLY: optionalText.transform((value) =>
    value === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(value.toLowerCase()),
  ),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'DATABASE_URL' | 'SEED_DEMO' | 'OPENAPI_UI'> & {
  DATABASE_URL: string | undefined;
  /** Resolved: true only on PGlite outside production by default, or when SEED_DEMO asked for it explicitly. */
  SEED_DEMO: boolean;
  /** Resolved: OPENAPI_UI, else on except in production. */
  OPENAPI_UI: boolean;
  /** Without trailing slash. */
  PUBLIC_URL: string | undefined;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL,
    SEED_DEMO: resolveSeedDemo(env.SEED_DEMO, env.DATABASE_URL, env.NODE_ENV),
    OPENAPI_UI: env.OPENAPI_UI ?? env.NODE_ENV !== 'production',
    DATA_DIR: path.resolve(process.cwd(), env.DATA_DIR),
    WEB_DIST_DIR: path.resolve(process.cwd(), env.WEB_DIST_DIR),
    PUBLIC_URL: env.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/**
 * Whether to seed the demo campus. Its accounts (admin included) have a published password, so a
 * production database (DATABASE_URL) or NODE_ENV=production never gets them by default, only when
 * SEED_DEMO says so.
 */
export function resolveSeedDemo(
  explicit: boolean | undefined,
  databaseUrl: string | undefined,
  nodeEnv: Env['NODE_ENV'] = 'development',
): boolean {
  return explicit ?? (databaseUrl === undefined && nodeEnv !== 'production');
}

/**
 * The campus's public origin for links the server prints or sends elsewhere (the certificate's
 * verification link): PUBLIC_URL, never the request's Host header, which any client can forge. Unset (a
 * development machine): `http://localhost:<PORT>`, right for a browser on the same machine and harmless
 * elsewhere; set PUBLIC_URL in production.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/** Fastify's `trustProxy` option from TRUST_PROXY (see EnvSchema). */
export function trustProxyOption(value: string | undefined): boolean | string[] {
  if (value === undefined) return false;
  const lowered = value.toLowerCase();
  if (['true', 'yes', 'on'].includes(lowered)) return true;
  if (['false', 'no', 'off'].includes(lowered)) return false;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
