import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, publicOrigin, trustProxyOption } from './env.ts';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: undefined,
      PUBLIC_URL: undefined,
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      NODE_ENV: 'development',
    });
    expect(env.DATA_DIR).toBe(path.resolve(process.cwd(), 'data'));
    expect(env.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(path.isAbsolute(env.WEB_DIST_DIR)).toBe(true);
  });

  it('reads every variable', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/var/lib/campus',
      PUBLIC_URL: 'https://campus.example.org/',
      LOG_LEVEL: 'debug',
      WEB_DIST_DIR: '/srv/web',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      ROLE: 'worker',
      JOB_CONCURRENCY: '3',
      JOB_RETENTION_DAYS: '30',
      JOB_POLL_INTERVAL_MS: '2500',
      S3_BUCKET: 'campus-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.campus.example.org',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'campus',
      S3_SECRET_ACCESS_KEY: 'campus-secret',
      S3_FORCE_PATH_STYLE: 'true',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      OPENAPI_UI: 'yes',
      VAPID_PUBLIC_KEY: 'BPublicKey',
      VAPID_PRIVATE_KEY: 'privateKey',
      VAPID_SUBJECT: 'mailto:push@campus.example.org',
      CORS_ORIGINS: 'https://app.campus.example.org, http://10.0.2.2:5173',
    });
    expect(env).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/var/lib/campus',
      PUBLIC_URL: 'https://campus.example.org',
      LOG_LEVEL: 'debug',
      WEB_DIST_DIR: '/srv/web',
      SEED_DEMO: false,
      NODE_ENV: 'production',
      ROLE: 'worker',
      JOB_CONCURRENCY: 3,
      JOB_RETENTION_DAYS: 30,
      JOB_POLL_INTERVAL_MS: 2500,
      S3_BUCKET: 'campus-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.campus.example.org',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'campus',
      S3_SECRET_ACCESS_KEY: 'campus-secret',
      S3_FORCE_PATH_STYLE: true,
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      OPENAPI_UI: true,
      VAPID_PUBLIC_KEY: 'BPublicKey',
      VAPID_PRIVATE_KEY: 'privateKey',
      VAPID_SUBJECT: 'mailto:push@campus.example.org',
      CORS_ORIGINS: ['https://app.campus.example.org', 'http://10.0.2.2:5173'],
    });
  });

  it('takes both VAPID keys or neither, and a mailto: or https: subject', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'BPublicKey' })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://campus.example.org' })).toThrow(/VAPID_SUBJECT/);
    expect(loadEnv({ VAPID_SUBJECT: 'https://campus.example.org' }).VAPID_SUBJECT).toBe('https://campus.example.org');
  });

  describe('NODE_ENV=production', () => {
    it('seeds no demo campus and serves no Swagger UI unless asked', () => {
      expect(loadEnv({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, OPENAPI_UI: false });
      expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', OPENAPI_UI: 'true' })).toMatchObject({ SEED_DEMO: true, OPENAPI_UI: true });
    });

    it('keeps both on by default elsewhere (PGlite)', () => {
      expect(loadEnv({ NODE_ENV: 'development' })).toMatchObject({ SEED_DEMO: true, OPENAPI_UI: true });
      expect(loadEnv({ NODE_ENV: 'test', OPENAPI_UI: 'false' })).toMatchObject({ OPENAPI_UI: false });
    });
  });

  describe('S3 file store settings', () => {
    it('are all unset by default (files on disk)', () => {
      const env = loadEnv({});
      expect([env.S3_BUCKET, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_FORCE_PATH_STYLE]).toEqual([undefined, undefined, undefined, undefined]);
    });

    it.each([
      [{ S3_ACCESS_KEY_ID: 'only-the-id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
      [{ S3_SECRET_ACCESS_KEY: 'only-the-secret' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
      [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
      [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    ])('rejects %j', (source, message) => {
      expect(() => loadEnv(source)).toThrow(message);
    });
  });

  it('runs the API and the jobs in one process by default, one job at a time, keeping finished jobs 14 days', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ ROLE: 'all', JOB_CONCURRENCY: 1, JOB_RETENTION_DAYS: 14 });
    expect(env.JOB_POLL_INTERVAL_MS).toBeUndefined();
  });

  it.each([{ ROLE: 'jobs' }, { JOB_CONCURRENCY: '0' }, { JOB_CONCURRENCY: '1.5' }, { JOB_RETENTION_DAYS: '0' }, { JOB_POLL_INTERVAL_MS: '10' }])(
    'rejects %j',
    (source) => {
      expect(() => loadEnv(source)).toThrow(/Invalid environment/);
    },
  );

  it('treats empty optional values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PUBLIC_URL: ' ' })).toMatchObject({ DATABASE_URL: undefined, PUBLIC_URL: undefined });
  });

  it.each(['0', 'no', 'OFF', 'False'])('SEED_DEMO=%s disables the demo seed', (value) => {
    expect(loadEnv({ SEED_DEMO: value }).SEED_DEMO).toBe(false);
  });

  // The demo campus has a published admin password: never on a real database unless asked for.
  describe('SEED_DEMO and the database', () => {
    const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/campus';

    it('seeds the demo by default on the embedded PGlite', () => {
      expect(loadEnv({}).SEED_DEMO).toBe(true);
    });

    it.each([{ DATABASE_URL }, { DATABASE_URL, SEED_DEMO: '' }, { DATABASE_URL, SEED_DEMO: ' ' }])(
      'does not seed the demo on PostgreSQL unless asked (%j)',
      (source) => {
        expect(loadEnv(source).SEED_DEMO).toBe(false);
      },
    );

    it.each(['true', '1', 'yes', 'ON'])('seeds the demo on PostgreSQL when SEED_DEMO=%s is explicit', (value) => {
      expect(loadEnv({ DATABASE_URL, SEED_DEMO: value }).SEED_DEMO).toBe(true);
    });

    it('keeps SEED_DEMO=false on PGlite', () => {
      expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    });

    it.each(['maybe', 'ture'])('rejects SEED_DEMO=%s instead of guessing', (value) => {
      expect(() => loadEnv({ DATABASE_URL, SEED_DEMO: value })).toThrow('SEED_DEMO');
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'campus.example.org' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %j naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(name);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
  ])('TRUST_PROXY=%s gives trustProxy %j', (value, expected) => {
    expect(trustProxyOption(value)).toEqual(expected);
  });
});

describe('publicOrigin', () => {
  it('is PUBLIC_URL without its trailing slash, else the local default (never a request header)', () => {
    expect(publicOrigin(loadEnv({ PUBLIC_URL: 'https://campus.example.org/' }))).toBe('https://campus.example.org');
    expect(publicOrigin(loadEnv({}))).toBe('http://localhost:3000');
    expect(publicOrigin(loadEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
  });
});
