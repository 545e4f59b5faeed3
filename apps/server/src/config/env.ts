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
  SEED_DEMO: z
    .string()
    .trim()
    .toLowerCase()
    .default('true')
    .transform((value) => !['false', '0', 'no', 'off'].includes(value)),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'DATABASE_URL'> & {
  DATABASE_URL: string | undefined;
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
  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL,
    DATA_DIR: path.resolve(process.cwd(), env.DATA_DIR),
    WEB_DIST_DIR: path.resolve(process.cwd(), env.WEB_DIST_DIR),
    PUBLIC_URL: env.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
