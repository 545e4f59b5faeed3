// A real-time stream ends as soon as its session does (issue 27, finding 7), over real HTTP on the real
// app: sign-out, "sign out everywhere", a disabled account and a password change (which ends the other
// sessions). The periodic re-check runs only every 30 s, so each test waits for the stream's end at most
// END_WITHIN_MS, far below that: before the fix every one of them timed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInAs } from '../modules/courses/testing/course-fixtures.ts';
import type { SignedIn } from '../modules/auth/testing/auth-helpers.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { openSse, type SseConnection } from './testing/sse-client.ts';

/** How long a stream may take to end after its session did; the periodic check would take up to 30 s. */
const END_WITHIN_MS = 3_000;

let t: TestApp;
let base: string;
const streams: SseConnection[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function subscribe(session: SignedIn): Promise<SseConnection> {
  const stream = await openSse(`${base}/api/rest/realtime`, session.accessToken);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** True when the stream ends within END_WITHIN_MS; false when it is still open then. */
async function endsInTime(stream: SseConnection): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), END_WITHIN_MS);
  });
  try {
    return await Promise.race([stream.ended.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The stream is still open and delivering: an event published to the user now arrives. */
async function stillDelivers(stream: SseConnection, userId: number): Promise<void> {
  const marker = `alive-${Math.random()}`;
  const arrived = stream.next((event) => event.event === 'test.alive' && event.data.includes(marker), END_WITHIN_MS);
  await t.app.realtime.publish([userId], { type: 'test.alive', data: { marker } });
  await arrived;
}

async function post(path: string, token: string | null, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('a real-time stream ends with its session', () => {
  it('on sign-out, while the same user’s other session keeps its stream', async () => {
    const email = 'rt-logout@example.org';
    const userId = await createUser(t.db, { email });
    const leaving = await signInAs(t.app, email);
    const staying = await signInAs(t.app, email);
    const stream = await subscribe(leaving);
    const other = await subscribe(staying);
    expect((await post('/api/keycloak/logout', null, { refresh_token: leaving.refreshToken })).status).toBe(204);
    expect(await endsInTime(stream)).toBe(true);
    await stillDelivers(other, userId);
    // The announcement itself is internal: no client ever sees it.
    expect(other.events.map((event) => event.event)).toEqual(['test.alive']);
  });

  it('on "sign out everywhere"', async () => {
    const email = 'rt-revoke@example.org';
    await createUser(t.db, { email });
    const session = await signInAs(t.app, email);
    const elsewhere = await signInAs(t.app, email);
    const stream = await subscribe(elsewhere);
    const own = await subscribe(session);
    const revoked = await post('/api/rest/user/me/sessions/revoke', session.accessToken, { include_current: true });
    expect(revoked.status).toBe(200);
    expect(await endsInTime(stream)).toBe(true);
    expect(await endsInTime(own)).toBe(true);
  });

  it('when the account is disabled', async () => {
    const email = 'rt-disabled@example.org';
    const userId = await createUser(t.db, { email });
    const stream = await subscribe(await signInAs(t.app, email));
    await t.app.auth.disableAccount(userId);
    expect(await endsInTime(stream)).toBe(true);
  });

  it('when a password change ends the other sessions (the changing one keeps its stream)', async () => {
    const email = 'rt-password@example.org';
    const userId = await createUser(t.db, { email });
    const changing = await signInAs(t.app, email);
    const other = await signInAs(t.app, email);
    const otherStream = await subscribe(other);
    const ownStream = await subscribe(changing);
    const changed = await post('/api/rest/user/me/password', changing.accessToken, { current_password: DEMO_PASSWORD, new_password: 'Tactics-Board-42' });
    expect(changed.status).toBe(204);
    expect(await endsInTime(otherStream)).toBe(true);
    await stillDelivers(ownStream, userId);
  });
});
