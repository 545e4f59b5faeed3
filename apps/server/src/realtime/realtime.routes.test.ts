// GET /realtime over real HTTP on a small app with a stand-in auth service: the stream's headers, event
// ids, keep-alives, and the three ways it ends (token expiry, a revoked session, the app closing).
import { ERROR_CODES } from '@campus/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '../auth-core/principal.ts';
import { AppError } from '../lib/errors.ts';
import { authenticatePlugin } from '../plugins/authenticate.ts';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { createRealtimeHub, type RealtimeHub } from './hub.ts';
import { realtimeRoutes, sseEvent } from './realtime.routes.ts';
import { openSse, type SseConnection } from './testing/sse-client.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token with this `exp` (the stand-in auth does not check signatures; the real one does). */
const tokenExpiringIn = (ms: number) => `${b64({ alg: 'EdDSA', typ: 'at+jwt' })}.${b64({ sub: '7', exp: Math.floor((Date.now() + ms) / 1000) })}.sig`;

interface World {
  app: FastifyInstance;
  hub: RealtimeHub;
  base: string;
  revoked: Set<string>;
}

let world: World | undefined;
const open: SseConnection[] = [];

afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await world?.app.close();
  await world?.hub.close();
  world = undefined;
});

async function startApp(options: { keepAliveMs?: number; sessionCheckMs?: number } = {}): Promise<World> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const revoked = new Set<string>();
  const principal: Principal = { userId: 7, sessionId: 's', isAdmin: false, accountIsAdmin: false, studentMode: false, impersonatorUserId: null };
  const auth = {
    authenticate: async (token: string) => {
      if (revoked.has(token)) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'revoked');
      return principal;
    },
  } as unknown as FastifyInstance['auth'];
  // The hub needs no database in memory mode.
  const hub = createRealtimeHub({ db: undefined as never });
  await app.register(errorHandlerPlugin, {});
  await app.register(authenticatePlugin, { auth });
  await app.register(realtimeRoutes, { hub, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  world = { app, hub, base: `http://127.0.0.1:${address.port}`, revoked };
  return world;
}

async function connect(w: World, token: string): Promise<SseConnection> {
  const connection = await openSse(`${w.base}/api/rest/realtime`, token);
  open.push(connection);
  return connection;
}

describe('GET /realtime', () => {
  it('formats one event as id, event and JSON data lines', () => {
    expect(sseEvent(3, { type: 'message.created', data: { text: 'a\nb' } })).toBe('id: 3\nevent: message.created\ndata: {"text":"a\\nb"}\n\n');
  });

  it('is 401 without a token', async () => {
    const w = await startApp();
    const response = await fetch(`${w.base}/api/rest/realtime`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('streams the user’s events with ids counting up, and keep-alive comments', async () => {
    const w = await startApp({ keepAliveMs: 50 });
    const stream = await connect(w, tokenExpiringIn(60_000));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(w.hub.subscriberCount()).toBe(1);

    const first = stream.next();
    await w.hub.publish([7], { type: 'unread.changed', data: { total: 1, byCourse: {} } });
    await w.hub.publish([8], { type: 'unread.changed', data: { total: 99, byCourse: {} } });
    await w.hub.publish([7], { type: 'unread.changed', data: { total: 2, byCourse: {} } });
    expect(await first).toEqual({ id: '1', event: 'unread.changed', data: '{"total":1,"byCourse":{}}' });
    const second = await stream.next((event) => event.id === '2');
    // Another user's event never arrives.
    expect(JSON.parse(second.data)).toEqual({ total: 2, byCourse: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.comments).toBeGreaterThan(0);
  });

  it('ends the stream when the access token expires', async () => {
    const w = await startApp();
    const stream = await connect(w, tokenExpiringIn(1_000));
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(w.hub.subscriberCount()).toBe(0);
  });

  it('ends the stream when the session is revoked', async () => {
    const w = await startApp({ sessionCheckMs: 100 });
    const token = tokenExpiringIn(60_000);
    const stream = await connect(w, token);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(w.hub.subscriberCount()).toBe(1);
    w.revoked.add(token);
    await stream.ended;
    expect(w.hub.subscriberCount()).toBe(0);
  });

  it('ends open streams when the app closes, and unsubscribes a client that goes away', async () => {
    const w = await startApp();
    const leaving = await connect(w, tokenExpiringIn(60_000));
    const staying = await connect(w, tokenExpiringIn(60_000));
    expect(w.hub.subscriberCount()).toBe(2);
    leaving.close();
    await expect.poll(() => w.hub.subscriberCount()).toBe(1);
    await w.app.close();
    await staying.ended;
    expect(w.hub.subscriberCount()).toBe(0);
  });
});
