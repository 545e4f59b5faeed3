// The web push sender against a REAL push endpoint: an http server on 127.0.0.1 in this test (let
// through by the test-only pushTesting option of buildApp, which production never sets). A browser-like
// subscription (ECDH P-256 key pair and a 16-byte auth secret made here) is registered, an event
// triggers a notification, the job runner sends it, and the test DECRYPTS the received body (aes128gcm,
// RFC 8188 / RFC 8291) and checks the PushPayload and the VAPID Authorization header. Then: 410 removes
// the device, 500 then 201 retries and succeeds, another 4xx gives up and counts a failure, push switched
// off for the kind sends nothing but still makes the bell row; the campus switch push_notifications off
// sends nothing and refuses new subscriptions (403 CAMPUS_FEATURE_DISABLED), the bell row stays.
import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COURSE_ROLE, ERROR_CODES, NotificationListSchema, PushPayloadSchema, PushPublicKeySchema, type PushPayload } from '@campus/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { campusSettings, jobs, pushDevices } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { openTestDatabase, testEnv, type TestDatabase } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { addMember, authHeaders, createCampus, createCourse, createUser, signInAs } from '../courses/testing/course-fixtures.ts';
import type { FastifyInstance } from 'fastify';

// ---- the push service ----

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const received: Received[] = [];
/** Statuses to answer with, in order; 201 once empty. */
const answers: number[] = [];
let server: http.Server;
let origin: string;

// ---- the browser's subscription ----

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
}

function subscriber(name: string): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), endpoint: `${origin}/push/${name}` };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188: one aes128gcm record, as a browser decrypts it. */
function decrypt(body: Buffer, sub: Subscriber): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = sub.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(sub.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end);
}

// ---- the app ----

let database: TestDatabase;
let app: FastifyInstance;
let courseId: number;
let campusId: number;
const uids = { teacher: 0, learner: 0 };
const sessions = {} as Record<keyof typeof uids, SignedIn>;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  database = await openTestDatabase();
  const env = testEnv();
  app = await buildApp({
    env,
    db: database.db,
    logger: createLogger({ level: env.LOG_LEVEL }),
    pushTesting: { allowLocalEndpoints: true, fetch: { allowAddress: (ip) => ip === '127.0.0.1' } },
  });
  const campus = await createCampus(database.db, 'Push campus');
  campusId = campus;
  courseId = await createCourse(database.db, { title: 'Push course', domainId: campus });
  uids.teacher = await createUser(database.db, { email: 'teacher@push.example.org', domainId: campus });
  uids.learner = await createUser(database.db, { email: 'learner@push.example.org', domainId: campus });
  await addMember(database.db, courseId, uids.teacher, COURSE_ROLE.instructor);
  await addMember(database.db, courseId, uids.learner, COURSE_ROLE.student);
  sessions.teacher = await signInAs(app, 'teacher@push.example.org');
  sessions.learner = await signInAs(app, 'learner@push.example.org');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function api(method: 'GET' | 'POST' | 'PUT', url: string, who: keyof typeof uids, payload?: object) {
  return app.inject({ method, url: `/api/rest${url}`, headers: authHeaders(sessions[who]), ...(payload ? { payload } : {}) });
}

async function register(sub: Subscriber): Promise<number> {
  const response = await api('POST', '/register-device', 'learner', {
    deviceName: 'Chromium test',
    language: 'en',
    webPush: { endpoint: sub.endpoint, keys: { p256dh: sub.ecdh.getPublicKey().toString('base64url'), auth: sub.auth.toString('base64url') } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }>().id;
}

/** The teacher posts news: the learner gets a notification (and a push job per device). */
async function postNews(title: string): Promise<number> {
  const response = await api('POST', `/content?og=${courseId}`, 'teacher', { type: 'news', title, body: '' });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function runPushJob() {
  const result = await app.jobRunner.runNextJob();
  expect(result?.type).toBe('notifications.push');
  return result;
}

async function devices(): Promise<number[]> {
  return (await database.db.select({ id: pushDevices.id }).from(pushDevices).where(eq(pushDevices.userId, uids.learner))).map((row) => row.id);
}

describe('web push to a real endpoint', () => {
  it('sends the notification encrypted (aes128gcm) with a VAPID signature the browser can check', async () => {
    const sub = subscriber('first');
    const deviceId = await register(sub);
    const contentId = await postNews('Pitch closed today');
    await runPushJob();

    expect(received).toHaveLength(1);
    const [push] = received;
    if (!push) throw new Error('no push received');
    expect(push.path).toBe('/push/first');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const payload: PushPayload = PushPayloadSchema.parse(JSON.parse(decrypt(push.body, sub).toString('utf8')));
    const bell = NotificationListSchema.parse((await api('GET', '/notifications', 'learner')).json());
    expect(payload).toEqual({
      kind: 'content',
      id: bell.items[0]?.id,
      path: `/course-${courseId}/app/content-push/news?id=${contentId}`,
      title: 'Pitch closed today',
      actor: 'teacher',
      language: 'en',
    });

    // VAPID (RFC 8292): `vapid t=<JWT>, k=<our public key>`, the JWT for this origin, signed with ES256.
    const publicKey = PushPublicKeySchema.parse((await api('GET', '/push/public-key', 'learner')).json()).publicKey ?? '';
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const [header = '', claims = '', signature = ''] = (match?.[1] ?? '').split('.');
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))).toMatchObject({ aud: origin });
    const raw = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);

    expect(await devices()).toEqual([deviceId]);
  });

  it('removes the device when the push service answers 410 Gone', async () => {
    received.length = 0;
    answers.push(410);
    await postNews('Subscription gone');
    expect((await runPushJob())?.outcome).toBe('succeeded');
    expect(received).toHaveLength(1);
    expect(await devices()).toEqual([]);
    // No device, no job: the bell row is there all the same.
    await postNews('Nobody to push to');
    expect(await app.jobRunner.runNextJob()).toBeNull();
  });

  it('retries after a 500 and succeeds with the next 201', async () => {
    received.length = 0;
    const sub = subscriber('retry');
    const deviceId = await register(sub);
    answers.push(500, 201);
    await postNews('Second try');
    const first = await runPushJob();
    expect(first?.outcome).toBe('retry');
    // The runner backs off; make the retry due now.
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, first?.jobId ?? 0));
    expect((await runPushJob())?.outcome).toBe('succeeded');
    expect(received).toHaveLength(2);
    expect(PushPayloadSchema.parse(JSON.parse(decrypt(received[1]?.body ?? Buffer.alloc(0), sub).toString('utf8'))).title).toBe('Second try');
    expect(await devices()).toEqual([deviceId]);
  });

  it('gives up on another 4xx and counts a failure against the device', async () => {
    received.length = 0;
    answers.push(400);
    await postNews('Bad request');
    expect((await runPushJob())?.outcome).toBe('failed');
    const [device] = await database.db.select({ failures: pushDevices.failureCount }).from(pushDevices).where(eq(pushDevices.userId, uids.learner));
    expect(device?.failures).toBe(1);
  });

  it('sends nothing for a kind the user switched off, but the bell still lists it', async () => {
    received.length = 0;
    const saved = await api('PUT', '/notification-settings', 'learner', { content: false, assignment: true, video_comment: true, message: true });
    expect(saved.statusCode).toBe(200);
    await postNews('Silent news');
    expect(await app.jobRunner.runNextJob()).toBeNull();
    expect(received).toHaveLength(0);
    const bell = NotificationListSchema.parse((await api('GET', '/notifications', 'learner')).json());
    expect(bell.items[0]).toMatchObject({ title: 'Silent news', read: false });
    // Another kind still pushes.
    expect((await api('POST', '/assignments', 'teacher', { og: courseId, title: 'Still pushed' })).statusCode).toBe(201);
    expect((await runPushJob())?.outcome).toBe('succeeded');
    expect(received).toHaveLength(1);
  });

  it('sends nothing and refuses subscriptions while the campus has push notifications off; the bell still lists it', async () => {
    received.length = 0;
    expect((await api('PUT', '/notification-settings', 'learner', { content: true, assignment: true, video_comment: true, message: true })).statusCode).toBe(200);
    const setPush = (on: boolean) =>
      database.db
        .insert(campusSettings)
        .values({ domainId: campusId, pushNotifications: on })
        .onConflictDoUpdate({ target: campusSettings.domainId, set: { pushNotifications: on } });
    await setPush(false);
    await postNews('Campus push off');
    expect((await runPushJob())?.outcome).toBe('succeeded');
    expect(received).toHaveLength(0);
    const bell = NotificationListSchema.parse((await api('GET', '/notifications', 'learner')).json());
    expect(bell.items[0]).toMatchObject({ title: 'Campus push off', read: false });

    const sub = subscriber('refused');
    const refused = await api('POST', '/register-device', 'learner', {
      deviceName: 'Chromium test',
      language: 'en',
      webPush: { endpoint: sub.endpoint, keys: { p256dh: sub.ecdh.getPublicKey().toString('base64url'), auth: sub.auth.toString('base64url') } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe(ERROR_CODES.CAMPUS_FEATURE_DISABLED);
    const firebase = await api('POST', '/register-device', 'learner', { deviceName: 'Phone', firebaseToken: 'token-while-off' });
    expect(firebase.statusCode).toBe(403);

    // Back on: pushes again, and subscribing works.
    await setPush(true);
    await postNews('Campus push on');
    expect((await runPushJob())?.outcome).toBe('succeeded');
    expect(received).toHaveLength(1);
    await register(sub);
  });
});
