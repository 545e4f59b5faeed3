// requireUserOnEveryRoute: the guard lands in each route's own options, and a wrong setup fails the start.
import type { FastifyInstance, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '../auth-core/principal.ts';
import { authenticatePlugin, getPrincipal, requireUser, requireUserOnEveryRoute } from './authenticate.ts';
import { errorHandlerPlugin } from './error-handler.ts';

const principal: Principal = { userId: 7, sessionId: 's', isAdmin: false, accountIsAdmin: false, studentMode: false, impersonatorUserId: null };
const auth = { authenticate: async () => principal } as unknown as FastifyInstance['auth'];

async function signedInRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  app.get('/mine', async (request) => ({ userId: getPrincipal(request).userId }));
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('requireUserOnEveryRoute', () => {
  it('puts requireUser into the options of every route of the plugin, where the OpenAPI document reads it', async () => {
    app = Fastify();
    // Kept as fastify-swagger keeps them: the options objects, read once the app is ready.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.register(errorHandlerPlugin, {});
    await app.register(authenticatePlugin, { auth });
    await app.register(signedInRoutes);
    await app.ready();
    expect(routes.map((route) => [route.method, [route.onRequest].flat()])).toEqual([
      ['GET', [requireUser]],
      ['HEAD', [requireUser]],
    ]);
    expect((await app.inject({ url: '/mine' })).statusCode).toBe(401);
    const signedIn = await app.inject({ url: '/mine', headers: { authorization: 'Bearer token' } });
    expect(signedIn.json()).toEqual({ userId: 7 });
  });

  it('fails the start when the routes come before authenticatePlugin', async () => {
    app = Fastify();
    await expect(app.register(signedInRoutes)).rejects.toThrow(/register authenticatePlugin/);
  });

  it('fails the start when a route of the plugin names an auth hook itself', async () => {
    app = Fastify();
    await app.register(authenticatePlugin, { auth });
    await expect(
      app.register(async (routes) => {
        routes.addHook('onRoute', requireUserOnEveryRoute);
        routes.get('/twice', { onRequest: requireUser }, async () => ({}));
      }),
    ).rejects.toThrow(/already requires a user/);
  });
});
