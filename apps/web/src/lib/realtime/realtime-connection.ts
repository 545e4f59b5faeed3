// One real-time connection: opens the stream, frames its events, notices a silent dead connection (no
// keep-alive for too long) and reconnects by the rule in reconnect.ts. I/O and clocks come in as
// options so the behaviour is testable without a server.
import { REALTIME_KEEPALIVE_MS } from '@campus/shared/rules/conversations';
import { ApiError } from '../api-client.ts';
import { reconnectPlan, type StreamEnd } from './reconnect.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';

export interface RealtimeConnectionOptions {
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  onEvent: (event: SseEvent) => void;
  /** After every successful open; `reconnected` for all but the first, when events may have been missed. */
  onOpen?: (info: { reconnected: boolean }) => void;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Without a byte for this long the stream counts as dead (the server sends a keep-alive every 25 s). */
  idleTimeoutMs?: number;
}

export interface RealtimeConnection {
  start(): void;
  /** Ends the stream and any pending retry; start() begins again. */
  stop(): void;
  /** Ends the current stream (if any) and opens a new one at once, e.g. with a new access token. */
  restart(): void;
  /** A retry waiting out its back-off runs now (the browser is online again); otherwise nothing. */
  wake(): void;
}

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => window.setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => window.clearTimeout(timer as number));
  const idleTimeoutMs = options.idleTimeoutMs ?? REALTIME_KEEPALIVE_MS * 2 + 10_000;
  // Each start/restart begins a new generation; a loop of an older one stops at its next step.
  let generation = 0;
  let running = false;
  let failures = 0;
  let opens = 0;
  let controller: AbortController | null = null;
  let retryTimer: unknown = null;
  let idleTimer: unknown = null;

  function clearTimers(): void {
    if (retryTimer !== null) clearTimer(retryTimer);
    if (idleTimer !== null) clearTimer(idleTimer);
    retryTimer = null;
    idleTimer = null;
  }

  async function connect(current: number): Promise<void> {
    const abort = new AbortController();
    controller = abort;
    let openedAt: number | undefined;
    let idle = false;
    const armIdle = () => {
      if (idleTimer !== null) clearTimer(idleTimer);
      idleTimer = setTimer(() => {
        idle = true;
        abort.abort();
      }, idleTimeoutMs);
    };
    let end: StreamEnd;
    try {
      const stream = await options.open(abort.signal);
      if (current !== generation) {
        void stream.cancel().catch(() => undefined);
        return;
      }
      openedAt = now();
      options.onOpen?.({ reconnected: opens > 0 });
      opens += 1;
      const parser = createSseParser({ onEvent: (event) => current === generation && options.onEvent(event) });
      const reader = stream.getReader();
      armIdle();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armIdle();
        parser.push(value);
      }
      end = { kind: 'closed', openMs: now() - openedAt };
    } catch (error) {
      // Stopped or restarted on purpose: the new generation (if any) has its own loop.
      if (current !== generation || (abort.signal.aborted && !idle)) return;
      end =
        openedAt === undefined
          ? { kind: 'failed', ...(error instanceof ApiError && error.status > 0 ? { status: error.status } : {}) }
          : { kind: 'closed', openMs: now() - openedAt };
    }
    if (idleTimer !== null) clearTimer(idleTimer);
    idleTimer = null;
    if (current !== generation) return;
    const plan = reconnectPlan(end, failures, options.random);
    if (plan.action === 'stop') {
      running = false;
      return;
    }
    failures = plan.failures;
    retryTimer = setTimer(() => {
      retryTimer = null;
      if (current === generation) void connect(current);
    }, plan.delayMs);
  }

  function begin(): void {
    generation += 1;
    controller?.abort();
    controller = null;
    clearTimers();
    running = true;
    void connect(generation);
  }

  return {
    start() {
      if (!running) begin();
    },
    stop() {
      generation += 1;
      running = false;
      controller?.abort();
      controller = null;
      clearTimers();
    },
    restart() {
      failures = 0;
      begin();
    },
    wake() {
      if (!running || retryTimer === null) return;
      clearTimer(retryTimer);
      retryTimer = null;
      void connect(generation);
    },
  };
}
