import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.ts';

/** A plain GET on a fresh connection (no keep-alive pool), so "new connection" means exactly that. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('installGracefulShutdown', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function startApp(onClose?: () => void): Promise<{ app: FastifyInstance; base: string; started: () => boolean }> {
    let slowStarted = false;
    const instance = Fastify();
    instance.addHook('onClose', async () => onClose?.());
    instance.get('/slow', async () => {
      slowStarted = true;
      await sleep(700);
      return { done: true };
    });
    instance.get('/fast', async () => ({ fast: true }));
    await instance.listen({ host: '127.0.0.1', port: 0 });
    app = instance;
    const { port } = instance.server.address() as AddressInfo;
    return { app: instance, base: `http://127.0.0.1:${port}`, started: () => slowStarted };
  }

  it('lets an in-flight request finish, refuses new connections, cleans up and exits 0', async () => {
    const order: string[] = [];
    const { app: instance, base, started } = await startApp(() => order.push('app closed'));
    const exits: number[] = [];
    const shutdown = installGracefulShutdown({
      app: instance,
      cleanup: async () => {
        order.push('cleanup');
      },
      exit: (code) => exits.push(code),
      signals: [],
    });

    const slow = get(`${base}/slow`);
    while (!started()) await sleep(10);

    const done = shutdown.shutdown('test');
    await sleep(50);
    await expect(get(`${base}/fast`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(exits).toEqual([]);

    const response = await slow;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ done: true });

    await done;
    expect(order).toEqual(['app closed', 'cleanup']);
    expect(exits).toEqual([0]);
    // A second signal does not start a second shutdown.
    await shutdown.shutdown('again');
    expect(exits).toEqual([0]);
    shutdown.dispose();
  });

  it('exits 1 when shutting down takes longer than the timeout', async () => {
    const { app: instance } = await startApp();
    const exits: number[] = [];
    const shutdown = installGracefulShutdown({
      app: instance,
      cleanup: () => new Promise<void>(() => undefined),
      exit: (code) => exits.push(code),
      timeoutMs: 100,
      signals: [],
    });
    void shutdown.shutdown('test');
    await sleep(300);
    expect(exits).toEqual([1]);
    shutdown.dispose();
  });

  it('registers and removes its signal listeners', async () => {
    const { app: instance } = await startApp();
    const before = process.listenerCount('SIGTERM');
    const shutdown = installGracefulShutdown({ app: instance, cleanup: async () => undefined, exit: () => undefined });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    expect(process.listenerCount('SIGINT')).toBeGreaterThan(0);
    shutdown.dispose();
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
