// GET /realtime: the signed-in user's Server-Sent Events stream (issue 13). Authenticated with the normal
// `Authorization: Bearer` header (the web app reads it with fetch, since EventSource sends no headers).
// Every event the hub has for the user goes out as `id:` (counting up per stream), `event:` and `data:`
// JSON; a `: keep-alive` comment keeps proxies from closing an idle stream. The stream ends when the
// access token that opened it expires (the client reconnects with a fresh one), when its session ends
// (sign-out, revocation, a disabled account, a password change: the auth service announces it on the hub
// as SESSION_ENDED_EVENT and the user's streams re-check their session at once; a periodic check every
// `sessionCheckMs` stays as a fallback), and when the app closes.
//
// The answer is written to the raw socket (reply.hijack), so no onSend hook touches it: compression
// never buffers it, and the security headers set so far are copied over by hand.
import { REALTIME_KEEPALIVE_MS, REALTIME_PATH, REST_BASE } from '@campus/shared';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { parseAuthorizationHeader } from '../auth-core/authorization-header.ts';
import { PROBLEM_RESPONSES } from '../lib/route-schemas.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../plugins/authenticate.ts';
import { SESSION_ENDED_EVENT, type RealtimeEvent, type RealtimeHub } from './hub.ts';

export interface RealtimeRoutesOptions {
  hub: RealtimeHub;
  /** Default REALTIME_KEEPALIVE_MS. */
  keepAliveMs?: number;
  /** How often an open stream checks that its session still lives (besides at once on SESSION_ENDED_EVENT); default 30 s. */
  sessionCheckMs?: number;
}

/** Lines of one SSE event; `json` is the data as JSON, which never holds a raw line break. */
export function sseFrame(id: number, type: string, json: string): string {
  return `id: ${id}\nevent: ${type}\ndata: ${json}\n\n`;
}

export function sseEvent(id: number, event: RealtimeEvent): string {
  return sseFrame(id, event.type, JSON.stringify(event.data));
}

/** Milliseconds until the verified access token expires (its `exp`); undefined when it carries none. */
function tokenLifetimeMs(authorization: string | undefined, now: number): number | undefined {
  const credentials = parseAuthorizationHeader(authorization);
  if (credentials?.kind !== 'bearer') return undefined;
  const { exp } = decodeJwt(credentials.token);
  return exp === undefined ? undefined : Math.max(0, exp * 1000 - now);
}

export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const keepAliveMs = options.keepAliveMs ?? REALTIME_KEEPALIVE_MS;
  const sessionCheckMs = options.sessionCheckMs ?? 30_000;
  const open = new Set<() => void>();
  // Open streams would keep app.close() waiting forever: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `${REST_BASE}${REALTIME_PATH}`,
    {
      schema: {
        tags: ['realtime'],
        summary: "The caller's real-time events as Server-Sent Events (text/event-stream)",
        description: `Events: message.created, message.updated, conversation.read, unread.changed, conversation.created (data: JSON), and realtime.resync when events may have been missed (reload). Each carries an \`id:\` counting up per stream; a \`: keep-alive\` comment every ${Math.round(keepAliveMs / 1000)} s. The server ends the stream when the access token expires and as soon as the session ends (sign-out, revocation, a disabled account, a password change); reconnect with a fresh token.`,
        response: { 200: z.string().describe('text/event-stream'), ...PROBLEM_RESPONSES },
      },
    },
    async (request, reply) => {
      const principal = getPrincipal(request);
      const token = request.headers.authorization;
      const lifetimeMs = tokenLifetimeMs(token, Date.now());
      // Once the headers arrive, events from other processes do too (LISTEN is active), or 5 s have passed.
      await Promise.race([options.hub.ready, delay(5_000, undefined, { ref: false })]);

      reply.hijack();
      const raw = reply.raw;
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.flushHeaders();
      // A retry hint for clients that reconnect by themselves, and a first byte so proxies pass the headers on.
      raw.write('retry: 3000\n\n');

      let nextId = 1;
      let ended = false;
      const timers: NodeJS.Timeout[] = [];
      const end = (): void => {
        if (ended) return;
        ended = true;
        unsubscribe();
        for (const timer of timers) clearTimeout(timer);
        open.delete(end);
        raw.end();
      };
      // Logout, revocation or a disabled account: the same check every request passes.
      const recheck = (): void => {
        if (ended) return;
        const bearer = parseAuthorizationHeader(token);
        if (bearer?.kind !== 'bearer') return end();
        app.auth.authenticate(bearer.token, principal.studentMode).catch(end);
      };
      const unsubscribe = options.hub.subscribe(principal.userId, (event) => {
        // A session of this user ended: is it this stream's? Never written to the client.
        if (event.type === SESSION_ENDED_EVENT) return recheck();
        // The hub serialised the data once for every subscriber; only the id line is this stream's own.
        if (!ended) raw.write(sseFrame(nextId++, event.type, event.json));
      });
      open.add(end);
      // The response's close (the client went away), not the request's: that one fires once a GET is read.
      raw.on('close', end);
      raw.on('error', end);

      timers.push(setInterval(() => raw.write(': keep-alive\n\n'), keepAliveMs));
      if (lifetimeMs !== undefined) timers.push(setTimeout(end, lifetimeMs));
      // A fallback for what nobody announces (a session that simply expired, a lost NOTIFY).
      timers.push(setInterval(recheck, sessionCheckMs));
    },
  );
}
