import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../api-client.ts';
import { openRealtimeStream } from './realtime-stream.ts';
import { abortableStream, streamOf } from './test-streams.ts';
import { createRealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection.ts';
import type { SseEvent } from './sse-parser.ts';

/** Timers the test runs by hand, and a clock it moves. */
function manualTime() {
  let clock = 0;
  let next = 1;
  const timers = new Map<number, { run: () => void; ms: number }>();
  return {
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    setTimer: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers.delete(id as number);
    },
    /** Delays of the pending timers. */
    pending: () => [...timers.values()].map((timer) => timer.ms),
    /** Runs the pending timers with this delay. */
    fire: (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.ms !== ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(open: RealtimeConnectionOptions['open'], extra: Partial<RealtimeConnectionOptions> = {}) {
  const time = manualTime();
  const events: SseEvent[] = [];
  const opens: boolean[] = [];
  const connection = createRealtimeConnection({
    open,
    onEvent: (event) => events.push(event),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    now: time.now,
    random: () => 0.999_999,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    idleTimeoutMs: 60_000,
    ...extra,
  });
  return { time, events, opens, connection };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the real-time connection', () => {
  it('delivers the events and comes back at once when a healthy stream ends (token expiry)', async () => {
    const open = vi.fn<RealtimeConnectionOptions['open']>();
    const { time, events, opens, connection } = setUp(open);
    open
      .mockImplementationOnce(async () => {
        const chunks = ['event: unread.changed\ndata: {"total":1}\n', '\n'];
        const encoder = new TextEncoder();
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = chunks.shift();
            if (chunk !== undefined) {
              controller.enqueue(encoder.encode(chunk));
              return;
            }
            // Ten seconds after it opened, the server ends the stream.
            time.advance(10_000);
            controller.close();
          },
        });
      })
      .mockImplementation(async (signal) => abortableStream(signal));
    connection.start();
    await flush();
    expect(events).toEqual([{ event: 'unread.changed', data: '{"total":1}', id: undefined }]);
    expect(time.pending()).toEqual([0]);
    time.fire(0);
    await flush();
    expect(open).toHaveBeenCalledTimes(2);
    // The second open may have missed events: the caller refetches.
    expect(opens).toEqual([false, true]);
    connection.stop();
  });

  it('backs off when a stream ends right after opening', async () => {
    const open = vi.fn<RealtimeConnectionOptions['open']>(async () => streamOf(['data: 1\n\n']));
    const { time, connection } = setUp(open);
    connection.start();
    await flush();
    expect(time.pending()).toEqual([1_000]);
    time.fire(1_000);
    await flush();
    expect(time.pending()).toEqual([2_000]);
    connection.stop();
    expect(time.pending()).toEqual([]);
  });

  it('backs off after failures and stops for good on 401', async () => {
    const open = vi
      .fn<RealtimeConnectionOptions['open']>()
      .mockRejectedValueOnce(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE' }))
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR' }))
      .mockRejectedValueOnce(new ApiError({ status: 401, code: 'UNAUTHORIZED' }));
    const { time, connection } = setUp(open);
    connection.start();
    await flush();
    expect(time.pending()).toEqual([1_000]);
    time.fire(1_000);
    await flush();
    expect(time.pending()).toEqual([2_000]);
    time.fire(2_000);
    await flush();
    expect(open).toHaveBeenCalledTimes(3);
    expect(time.pending()).toEqual([]);
    // A new token (a new sign-in) starts it again.
    open.mockImplementation(async (signal) => abortableStream(signal));
    connection.restart();
    await flush();
    expect(open).toHaveBeenCalledTimes(4);
    connection.stop();
  });

  it('wakes a retry that waits out its back-off', async () => {
    const open = vi.fn<RealtimeConnectionOptions['open']>().mockRejectedValueOnce(new TypeError('offline')).mockImplementation(async (signal) => abortableStream(signal));
    const { time, connection, opens } = setUp(open);
    connection.start();
    await flush();
    expect(time.pending()).toEqual([1_000]);
    connection.wake();
    await flush();
    expect(open).toHaveBeenCalledTimes(2);
    expect(opens).toEqual([false]);
    connection.stop();
  });

  it('restart ends the current stream and opens a new one; stop ends everything', async () => {
    const signals: AbortSignal[] = [];
    const open = vi.fn<RealtimeConnectionOptions['open']>(async (signal) => {
      signals.push(signal);
      return abortableStream(signal);
    });
    const { time, connection, opens } = setUp(open);
    connection.start();
    await flush();
    connection.restart();
    await flush();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(opens).toEqual([false, true]);
    connection.stop();
    await flush();
    expect(signals[1]?.aborted).toBe(true);
    // No retry after a stop.
    expect(time.pending()).toEqual([]);
  });

  it('takes a silent stream (no keep-alive) for dead and reconnects', async () => {
    const signals: AbortSignal[] = [];
    const open = vi.fn<RealtimeConnectionOptions['open']>(async (signal) => {
      signals.push(signal);
      return abortableStream(signal, [': keep-alive\n\n']);
    });
    const { time, connection } = setUp(open);
    connection.start();
    await flush();
    expect(time.pending()).toEqual([60_000]);
    time.advance(60_000);
    time.fire(60_000);
    await flush();
    expect(signals[0]?.aborted).toBe(true);
    // It lived long enough: straight back.
    expect(time.pending()).toEqual([0]);
    time.fire(0);
    await flush();
    expect(open).toHaveBeenCalledTimes(2);
    connection.stop();
  });
});

describe('opening the stream through the API client', () => {
  it('sends the token, asks for an event stream and renews the token once after a 401', async () => {
    const seen: { auth: string | null; accept: string | null }[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      seen.push({ auth: headers.get('Authorization'), accept: headers.get('Accept') });
      if (headers.get('Authorization') === 'Bearer old') return new Response(null, { status: 401 });
      return new Response(streamOf(['data: hi\n\n']), { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const client = createApiClient({ fetch, getAccessToken: () => 'old', getPlatforms: () => ['web'], isStudentMode: () => false });
    client.setAuthenticator({ renewAfterRejection: async () => 'new' });
    const stream = await openRealtimeStream(new AbortController().signal, client);
    const { value } = await stream.getReader().read();
    expect(new TextDecoder().decode(value)).toBe('data: hi\n\n');
    expect(seen).toEqual([
      { auth: 'Bearer old', accept: 'text/event-stream' },
      { auth: 'Bearer new', accept: 'text/event-stream' },
    ]);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/rest/realtime');
  });
});
