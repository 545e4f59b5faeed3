// The real-time hub: features publish events for a set of users; the SSE route (GET /realtime) subscribes
// each open stream. Generic on purpose: conversations publish through it, in-app notifications will too.
//
// One process (PGlite) fans out in memory. On PostgreSQL every publish is `NOTIFY campus_realtime` and
// every process LISTENs on a connection of its own and delivers to its local subscribers, so a stream on
// node A sees what node B published; the publishing process hears its own NOTIFY like the others (no
// second, local delivery). `publishAll` sends several events (e.g. a message for everyone and each
// recipient's own unread counts) in as few NOTIFYs as fit, usually one. Every process serialises an
// event's data once (`json`) and its subscribers write that same string (no JSON per subscriber).
// A NOTIFY payload must stay below 8000 bytes: a bigger event goes out as a
// small reference when its type has a resolver (registerResolver: the conversation message events send
// ids and each process loads the message), else it is dropped with a warning. A lost LISTEN connection is
// re-opened after a pause (lib/pg-listen.ts, shared with the job runner); what was published meanwhile is
// lost, so after a reconnect every local subscriber gets a `realtime.resync` event and reloads.
import { sql } from 'drizzle-orm';
import { listenOnChannel } from '../lib/pg-listen.ts';
import type { Database } from '../db/client.ts';

export const REALTIME_CHANNEL = 'campus_realtime';
/** Event a subscriber gets when events may have been missed (the LISTEN connection was lost). */
export const REALTIME_RESYNC_EVENT = 'realtime.resync';
/**
 * Internal, never written to a client: sessions of these users just ended (sign-out, revocation, a
 * disabled account, a password change). Each of the users' open streams checks its own session at once
 * and ends if it is gone (issue 27, finding 7); the streams of sessions still alive go on.
 */
export const SESSION_ENDED_EVENT = 'session.ended';
/** NOTIFY payloads must be shorter than 8000 bytes; a little room for safety. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_900;
/** Users per NOTIFY, so a long recipient list never pushes a payload over the limit by itself. */
const USERS_PER_NOTIFY = 200;

export interface RealtimeEvent {
  /** The SSE `event:` name, e.g. `message.created`. */
  type: string;
  /** Serialized as the SSE `data:` JSON. */
  data: unknown;
}

/** What a subscriber receives: the event with its data already serialised, once for all subscribers. */
export interface DeliveredEvent extends RealtimeEvent {
  /** `JSON.stringify(data)`. */
  readonly json: string;
}

export type RealtimeListener = (event: DeliveredEvent) => void;

/** One event for a set of users. */
export interface RealtimePublication {
  userIds: readonly number[];
  event: RealtimeEvent;
}

/** Turns a big event into a small reference and back (in whichever process receives it). */
export interface RealtimeResolver {
  toRef(data: unknown): unknown;
  fromRef(ref: unknown): Promise<unknown>;
}

export interface RealtimeHub {
  /** Delivers `event` to every open subscription of these users, on every process. */
  publish(userIds: readonly number[], event: RealtimeEvent): Promise<void>;
  /** Delivers each publication, in order, in as few NOTIFYs as the payload limit allows. */
  publishAll(publications: readonly RealtimePublication[]): Promise<void>;
  /** Listens for the user's events in this process; returns the unsubscribe function. */
  subscribe(userId: number, listener: RealtimeListener): () => void;
  registerResolver(type: string, resolver: RealtimeResolver): void;
  /** Open subscriptions in this process. */
  subscriberCount(): number;
  /** Resolves once events from other processes arrive (LISTEN active); at once in memory mode. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface RealtimeLog {
  warn(object: object, message: string): void;
}

export interface RealtimeHubOptions {
  /** For NOTIFY (and loading referenced events, through the resolvers). */
  db: Database;
  /** PostgreSQL URL to LISTEN on; unset: one process, in memory (PGlite). */
  listenUrl?: string | undefined;
  log?: RealtimeLog;
  /** Pause before re-opening a lost LISTEN connection; default 2 s. */
  retryMs?: number;
}

/** One event in a NOTIFY (whose payload is an array of them): the users and either the event data or a reference to it. */
interface Envelope {
  u: number[];
  t: string;
  d?: unknown;
  r?: unknown;
}

export function createRealtimeHub({ db, listenUrl, log, retryMs = 2_000 }: RealtimeHubOptions): RealtimeHub {
  const listeners = new Map<number, Set<RealtimeListener>>();
  const resolvers = new Map<string, RealtimeResolver>();
  let count = 0;

  function deliverLocal(userIds: readonly number[], event: DeliveredEvent): void {
    for (const userId of userIds) {
      for (const listener of listeners.get(userId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          log?.warn({ err: error, type: event.type }, 'realtime: a listener failed');
        }
      }
    }
  }

  function broadcastLocal(event: DeliveredEvent): void {
    deliverLocal([...listeners.keys()], event);
  }

  const subscribe = (userId: number, listener: RealtimeListener): (() => void) => {
    let set = listeners.get(userId);
    if (!set) {
      set = new Set();
      listeners.set(userId, set);
    }
    set.add(listener);
    count += 1;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      count -= 1;
      const current = listeners.get(userId);
      current?.delete(listener);
      if (current?.size === 0) listeners.delete(userId);
    };
  };

  const registerResolver = (type: string, resolver: RealtimeResolver): void => {
    resolvers.set(type, resolver);
  };

  if (!listenUrl) {
    const publishAll = async (publications: readonly RealtimePublication[]): Promise<void> => {
      // Serialized and parsed like the PostgreSQL path, so a listener never shares the publisher's objects.
      const copies = publications.map(({ userIds, event }) => {
        const json = JSON.stringify(event.data) ?? 'null';
        return { userIds: [...userIds], event: { type: event.type, data: JSON.parse(json) as unknown, json } };
      });
      queueMicrotask(() => {
        for (const { userIds, event } of copies) deliverLocal(userIds, event);
      });
    };
    return {
      publish: (userIds, event) => publishAll([{ userIds, event }]),
      publishAll,
      subscribe,
      registerResolver,
      subscriberCount: () => count,
      ready: Promise.resolve(),
      async close() {
        listeners.clear();
        count = 0;
      },
    };
  }

  let receiving: Promise<void> = Promise.resolve();

  async function receive(payload: string | undefined): Promise<void> {
    if (!payload) return;
    let envelopes: Envelope[];
    try {
      envelopes = JSON.parse(payload) as Envelope[];
    } catch {
      return;
    }
    if (!Array.isArray(envelopes)) return;
    // In order: a referenced event is loaded before the ones after it go out.
    for (const envelope of envelopes) await receiveOne(envelope);
  }

  async function receiveOne(envelope: Envelope): Promise<void> {
    if (typeof envelope !== 'object' || envelope === null || !Array.isArray(envelope.u) || typeof envelope.t !== 'string') return;
    // Nobody here listens for these users: nothing to load.
    const local = envelope.u.filter((userId) => listeners.has(userId));
    if (local.length === 0) return;
    let data = envelope.d;
    if (envelope.r !== undefined) {
      const resolver = resolvers.get(envelope.t);
      if (!resolver) return;
      try {
        data = await resolver.fromRef(envelope.r);
      } catch (error) {
        log?.warn({ err: error, type: envelope.t }, 'realtime: a referenced event could not be loaded');
        return;
      }
    }
    deliverLocal(local, { type: envelope.t, data, json: JSON.stringify(data) ?? 'null' });
  }

  /** A payload is a JSON array of envelopes. */
  async function notify(envelopes: readonly string[]): Promise<void> {
    await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${`[${envelopes.join(',')}]`})`);
  }

  const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

  /** The serialised envelopes of one publication (one per USERS_PER_NOTIFY users); none when it is dropped. */
  function envelopesOf({ userIds, event }: RealtimePublication): string[] {
    const unique = [...new Set(userIds)];
    const out: string[] = [];
    for (let start = 0; start < unique.length; start += USERS_PER_NOTIFY) {
      const users = unique.slice(start, start + USERS_PER_NOTIFY);
      let envelope = JSON.stringify({ u: users, t: event.type, d: event.data } satisfies Envelope);
      // +2: the brackets of the payload array.
      if (byteLength(envelope) + 2 > NOTIFY_PAYLOAD_MAX_BYTES) {
        const resolver = resolvers.get(event.type);
        envelope = JSON.stringify({ u: users, t: event.type, r: resolver?.toRef(event.data) } satisfies Envelope);
        if (!resolver || byteLength(envelope) + 2 > NOTIFY_PAYLOAD_MAX_BYTES) {
          log?.warn({ type: event.type }, 'realtime: event too large for NOTIFY and no resolver; dropped');
          return [];
        }
      }
      out.push(envelope);
    }
    return out;
  }

  async function publishAll(publications: readonly RealtimePublication[]): Promise<void> {
    // Packs the envelopes, in order, into payloads below the limit.
    let batch: string[] = [];
    let bytes = 2;
    for (const envelope of publications.flatMap(envelopesOf)) {
      const size = byteLength(envelope) + 1;
      if (batch.length > 0 && bytes + size > NOTIFY_PAYLOAD_MAX_BYTES) {
        await notify(batch);
        batch = [];
        bytes = 2;
      }
      batch.push(envelope);
      bytes += size;
    }
    if (batch.length > 0) await notify(batch);
  }

  const listener = listenOnChannel({
    connectionString: listenUrl,
    channel: REALTIME_CHANNEL,
    // One after the other: notifications parsed in one tick must not overtake one another while an
    // earlier one awaits (a referenced event loading, or the next envelope of its payload).
    onNotification: (payload) => {
      receiving = receiving.then(() => receive(payload)).catch(() => undefined);
    },
    // Events published while we were not listening are lost: the streams reload what they show.
    onConnected: (reconnected) => {
      if (reconnected) broadcastLocal({ type: REALTIME_RESYNC_EVENT, data: {}, json: '{}' });
    },
    log,
    name: 'realtime',
    retryMs,
  });
  return {
    publish: (userIds, event) => publishAll([{ userIds, event }]),
    publishAll,
    subscribe,
    registerResolver,
    subscriberCount: () => count,
    ready: listener.ready,
    async close() {
      await listener.close();
      listeners.clear();
      count = 0;
    },
  };
}
