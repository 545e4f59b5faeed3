// POST /content/external-preview must refuse loopback in every IPv6 spelling (issue 12, finding 7):
// IPv4-compatible `[::127.0.0.1]` (the URL parser writes it `[::7f00:1]`) used to pass the address
// check and the server connected. A real listener on every local address would answer; the test
// asserts it never even sees a connection.
import net from 'node:net';
import { ERROR_CODES, PROBLEM_CONTENT_TYPE, type Problem } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, signInEveryone, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let basics: number;
let listener: net.Server;
let port: number;
let connections = 0;

/** Listens on every local address (IPv6 and IPv4 where the machine has IPv6) and answers a page. */
async function listenEverywhere(server: net.Server): Promise<void> {
  const listenOn = (host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listenOn('::');
  } catch {
    await listenOn('0.0.0.0');
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  basics = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  listener = net.createServer((socket) => {
    connections += 1;
    socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\nconnection: close\r\n\r\n<title>internal</title>');
  });
  await listenEverywhere(listener);
  port = (listener.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await t.close();
});

describe('POST /content/external-preview: loopback in IPv6 forms', () => {
  it.each([
    ['IPv4-compatible, dotted', (p: number) => `http://[::127.0.0.1]:${p}/`],
    ['IPv4-compatible, hex', (p: number) => `http://[::7f00:1]:${p}/`],
    ['IPv4-mapped, dotted', (p: number) => `http://[::ffff:127.0.0.1]:${p}/`],
    ['IPv4-mapped, hex', (p: number) => `http://[::ffff:7f00:1]:${p}/`],
    ['NAT64 with loopback inside', (p: number) => `http://[64:ff9b::127.0.0.1]:${p}/`],
    ['6to4 with loopback inside', (p: number) => `http://[2002:7f00:1::1]:${p}/`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/`],
    ['unspecified', (p: number) => `http://[::]:${p}/`],
  ])('refuses %s with 400 EXTERNAL_URL_NOT_PUBLIC and never connects', async (_label, url) => {
    const before = connections;
    const response = await call(t.app, sessions, 'student', `/api/rest/content/external-preview?og=${basics}`, {
      method: 'POST',
      payload: { url: url(port) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json<Problem>().code).toBe(ERROR_CODES.EXTERNAL_URL_NOT_PUBLIC);
    expect(connections).toBe(before);
  });

  it('the listener does answer a direct connection (so "no connection" above means something)', async () => {
    const before = connections;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end());
      socket.resume();
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    expect(connections).toBe(before + 1);
  });
});
