import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/queue.ts';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { courseIdByTitle } from '../modules/courses/testing/course-fixtures.ts';
import { tusCreate, tusPatch, uploadIdFromLocation } from '../modules/video-uploads/testing/video-fixtures.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { isPrivateAddress } from './metrics.ts';

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-metrics-'));
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers in the Prometheus text format with the process metrics', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE campus_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE campus_tus_upload_bytes_total counter');
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/rest/videos/424242' });
    await t.app.inject({ method: 'GET', url: '/api/rest/videos/434343' });
    await t.app.inject({ method: 'GET', url: '/no-such-path/12345' });
    const { body } = await scrape();
    expect(sample(body, 'campus_http_request_duration_seconds_count{route="/healthz",method="GET",status_class="2xx"}')).toBe(1);
    // Both videos in one series of the pattern (no token: 401).
    expect(sample(body, 'campus_http_request_duration_seconds_count{route="/api/rest/videos/:idOrType",method="GET",status_class="4xx"}')).toBe(2);
    expect(body).not.toContain('424242');
    expect(body).not.toContain('12345');
    expect(body).toMatch(/campus_http_request_duration_seconds_bucket\{le="0\.005",route="\/healthz",method="GET",status_class="2xx"\} \d/);
  });

  it('reports the job queue by type and state', async () => {
    await enqueueJob(t.db, { type: 'jobs.prune', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    await enqueueJob(t.db, { type: 'jobs.prune', payload: {}, runAt: new Date(Date.now() + 7_200_000) });
    const { body } = await scrape();
    expect(sample(body, 'campus_jobs{type="jobs.prune",state="queued"}')).toBeGreaterThanOrEqual(2);
  });

  it('counts the bytes tus uploads receive', async () => {
    const before = sample((await scrape()).body, 'campus_tus_upload_bytes_total') ?? 0;
    const { accessToken } = await signIn(t.app, DEMO_EMAILS.student);
    const courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    const created = await tusCreate(t.app, accessToken, 1_000, { og_id: String(courseId), title: 'Counted', filename: 'c.mp4', filetype: 'video/mp4' });
    expect(created.statusCode).toBe(201);
    const patched = await tusPatch(t.app, accessToken, uploadIdFromLocation(created), 0, Buffer.alloc(400));
    expect(patched.statusCode).toBe(204);
    expect(sample((await scrape()).body, 'campus_tus_upload_bytes_total')).toBe(before + 400);
  });

  it('refuses callers outside private networks when no token is set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const address of ['10.1.2.3', '172.20.0.5', '192.168.1.9', '::1', '::ffff:10.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: address })).statusCode, address).toBe(200);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'scrape-token-0123456789';

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { METRICS_TOKEN: token } });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('needs the bearer token, from anywhere, the loopback included', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('campus_http_request_duration_seconds');
  });
});

describe('isPrivateAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.1.1', '::1', 'fd12:3456::1', 'fe80::1', '::ffff:192.168.1.1'])(
    '%s is private',
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );
  it.each(['8.8.8.8', '172.15.0.1', '172.32.0.1', '192.169.0.1', '203.0.113.7', '2001:db8::1', '::ffff:8.8.8.8', 'fe7f::1'])('%s is not', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});
