// The real-time hub: in memory (one process), and on PostgreSQL two hubs of one database as two
// processes would have them (NOTIFY/LISTEN): small events travel whole, big ones as a reference the
// receiving hub resolves, and a big one without a resolver is dropped.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../test/build-test-app.ts';
import { NOTIFY_PAYLOAD_MAX_BYTES, createRealtimeHub, type DeliveredEvent, type RealtimeHub } from './hub.ts';

const hubs: RealtimeHub[] = [];
let database: { handle: DatabaseHandle; scratch: ScratchPostgresDatabase } | undefined;

afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
  await database?.handle.close();
  await database?.scratch.drop();
  database = undefined;
});

function collect(hub: RealtimeHub, userId: number): DeliveredEvent[] {
  const received: DeliveredEvent[] = [];
  hub.subscribe(userId, (event) => received.push(event));
  return received;
}

describe('in memory', () => {
  it('delivers to the subscribers of the named users only, until they unsubscribe', async () => {
    const hub = createRealtimeHub({ db: undefined as never });
    hubs.push(hub);
    const one = collect(hub, 1);
    const two: DeliveredEvent[] = [];
    const stop = hub.subscribe(2, (event) => two.push(event));
    expect(hub.subscriberCount()).toBe(2);
    await hub.publish([1], { type: 'a', data: { n: 1 } });
    await hub.publish([1, 2], { type: 'b', data: { n: 2 } });
    await expect.poll(() => two.length).toBe(1);
    stop();
    stop();
    expect(hub.subscriberCount()).toBe(1);
    await hub.publish([2], { type: 'c', data: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(one.map((event) => event.type)).toEqual(['a', 'b']);
    expect(two.map((event) => event.type)).toEqual(['b']);
  });

  it('delivers each of several publications to its own users, in order, with the data serialised once', async () => {
    const hub = createRealtimeHub({ db: undefined as never });
    hubs.push(hub);
    const one = collect(hub, 1);
    const two = collect(hub, 2);
    const data = { n: 1 };
    await hub.publishAll([
      { userIds: [1, 2], event: { type: 'shared', data } },
      { userIds: [1], event: { type: 'own', data: { total: 1 } } },
      { userIds: [2], event: { type: 'own', data: { total: 2 } } },
    ]);
    await expect.poll(() => one.length + two.length).toBe(4);
    expect(one.map((event) => [event.type, event.json])).toEqual([['shared', '{"n":1}'], ['own', '{"total":1}']]);
    expect(two.map((event) => [event.type, event.json])).toEqual([['shared', '{"n":1}'], ['own', '{"total":2}']]);
    // Subscribers get a copy, never the publisher's object.
    expect(one[0]?.data).toEqual(data);
    expect(one[0]?.data).not.toBe(data);
  });

  it('keeps a failing listener from stopping the others', async () => {
    const warnings: string[] = [];
    const hub = createRealtimeHub({ db: undefined as never, log: { warn: (_object, message) => warnings.push(message) } });
    hubs.push(hub);
    hub.subscribe(1, () => {
      throw new Error('boom');
    });
    const received = collect(hub, 1);
    await hub.publish([1], { type: 'a', data: null });
    await expect.poll(() => received.length).toBe(1);
    expect(warnings).toEqual(['realtime: a listener failed']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (two hubs, one database)', () => {
  it('delivers across hubs once, whole when small and by reference when big', async () => {
    // NOTIFY needs no tables: an empty scratch database will do.
    const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    database = { scratch, handle: await openDatabase({ kind: 'postgres', url: scratch.url }) };
    const listenUrl = scratch.url;
    const warnings: string[] = [];
    const log = { warn: (_object: object, message: string) => warnings.push(message) };
    const a = createRealtimeHub({ db: database.handle.db, listenUrl, log });
    const b = createRealtimeHub({ db: database.handle.db, listenUrl, log });
    hubs.push(a, b);
    await Promise.all([a.ready, b.ready]);
    const store = new Map<number, string>([[7, 'x'.repeat(NOTIFY_PAYLOAD_MAX_BYTES * 2)]]);
    for (const hub of [a, b]) {
      hub.registerResolver('big', {
        toRef: (data) => ({ id: (data as { id: number }).id }),
        fromRef: async (ref) => ({ id: (ref as { id: number }).id, text: store.get((ref as { id: number }).id) }),
      });
    }
    const onA = collect(a, 1);
    const onB = collect(b, 1);

    await b.publish([1], { type: 'small', data: { n: 1 } });
    await b.publish([1], { type: 'big', data: { id: 7, text: store.get(7) } });
    await b.publish([1], { type: 'unresolvable', data: { text: 'y'.repeat(NOTIFY_PAYLOAD_MAX_BYTES * 2) } });
    await b.publish([1], { type: 'last', data: {} });

    await expect.poll(() => onA.map((event) => event.type), { timeout: 5_000 }).toContain('last');
    await expect.poll(() => onA.length, { timeout: 5_000 }).toBe(3);
    expect(onA.find((event) => event.type === 'small')?.data).toEqual({ n: 1 });
    expect(onA.find((event) => event.type === 'big')?.data).toEqual({ id: 7, text: store.get(7) });
    // The publishing hub delivers through LISTEN as well: once, not twice.
    await expect.poll(() => onB.length, { timeout: 5_000 }).toBe(3);
    expect(warnings).toContain('realtime: event too large for NOTIFY and no resolver; dropped');
  });

  it('sends several publications in one NOTIFY, and splits only what does not fit', async () => {
    const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL as string);
    database = { scratch, handle: await openDatabase({ kind: 'postgres', url: scratch.url }) };
    const db = database.handle.db;
    let notifies = 0;
    // The hub's only use of the database is NOTIFY through execute: count those.
    const counting = { execute: (...args: Parameters<Database['execute']>) => ((notifies += 1), db.execute(...args)) } as unknown as Database;
    const a = createRealtimeHub({ db: counting, listenUrl: scratch.url });
    hubs.push(a);
    await a.ready;
    const received = collect(a, 1);
    const others = collect(a, 2);

    await a.publishAll([
      { userIds: [1, 2], event: { type: 'message', data: { text: 'hi' } } },
      { userIds: [1], event: { type: 'unread', data: { total: 1 } } },
      { userIds: [2], event: { type: 'unread', data: { total: 5 } } },
    ]);
    expect(notifies).toBe(1);
    await expect.poll(() => received.length + others.length, { timeout: 5_000 }).toBe(4);
    expect(received.map((event) => [event.type, event.json])).toEqual([['message', '{"text":"hi"}'], ['unread', '{"total":1}']]);
    expect(others.map((event) => event.json)).toEqual(['{"text":"hi"}', '{"total":5}']);

    // Three events of 3000 bytes each: two NOTIFYs (two fit in one payload), still in order.
    notifies = 0;
    const big = (n: number) => ({ userIds: [1], event: { type: 'big', data: { n, text: 'x'.repeat(3_000) } } });
    await a.publishAll([big(1), big(2), big(3)]);
    expect(notifies).toBe(2);
    await expect.poll(() => received.filter((event) => event.type === 'big').map((event) => (event.data as { n: number }).n), { timeout: 5_000 }).toEqual([1, 2, 3]);
  });
});
