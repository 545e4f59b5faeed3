import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createLogger, redactUrl } from './logger.ts';

/** A pino destination that keeps every line for inspection. */
function captureStream(): { stream: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  let buffer = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      buffer += chunk.toString();
      callback();
    },
  });
  return {
    stream,
    text: () => buffer,
    lines: () =>
      buffer
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const SECRET = 'eyJhbGciOiJSUzI1NiJ9.secret-access-token';
const REFRESH = 'refresh-secret-42';

describe('request logging', () => {
  const capture = captureStream();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: false, logger: createLogger({ level: 'info', destination: capture.stream }) });
  });
  afterAll(() => testApp.close());

  it('logs requests with their request id but never the Authorization header or token query values', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/rest/config?access_token=${SECRET}&refresh_token=${REFRESH}&path=%2Fapp`,
      headers: { authorization: `Bearer ${SECRET}`, cookie: `session=${REFRESH}`, 'x-request-id': 'log-test-1' },
    });
    expect(response.statusCode).toBe(200);

    const text = capture.text();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(REFRESH);

    const lines = capture.lines().filter((line) => line.reqId === 'log-test-1');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const incoming = lines.find((line) => line.req !== undefined) as { req: { url: string; method: string } } | undefined;
    expect(incoming?.req.method).toBe('GET');
    expect(incoming?.req.url).toBe('/api/rest/config?access_token=[REDACTED]&refresh_token=[REDACTED]&path=%2Fapp');
  });

  it('censors secret fields in any logged object', () => {
    const local = captureStream();
    const logger = createLogger({ level: 'info', destination: local.stream });
    logger.info(
      {
        body: { access_token: SECRET, refresh_token: REFRESH, email: 'a@example.org' },
        req: { headers: { authorization: `Bearer ${SECRET}` } },
        password: 'hunter2',
      },
      'payload',
    );
    expect(local.text()).not.toContain(SECRET);
    expect(local.text()).not.toContain(REFRESH);
    expect(local.text()).not.toContain('hunter2');
    const [line] = local.lines();
    expect(line).toMatchObject({ body: { access_token: '[REDACTED]', email: 'a@example.org' }, password: '[REDACTED]' });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?access_token=x', '/a?access_token=[REDACTED]'],
    ['/a?x=1&refresh_token=y#frag', '/a?x=1&refresh_token=[REDACTED]#frag'],
    ['/callback?code=abc&state=s', '/callback?code=[REDACTED]&state=s'],
    ['/a?my_access_token=keep', '/a?my_access_token=keep'],
    ['/plain', '/plain'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
