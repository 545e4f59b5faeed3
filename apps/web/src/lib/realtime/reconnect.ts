// When the real-time stream reconnects. The server ends a healthy stream on purpose when the access
// token that opened it expires: the client comes back at once (the API client then renews the token).
// Failures back off exponentially with jitter so a restarting server is not hammered by every tab.

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A stream that lived this long was healthy; a shorter one counts as a failure (no tight loop). */
export const HEALTHY_STREAM_MS = 5_000;

/** How a stream ended: closed after it had opened, or failed to open / broke with an HTTP status or none. */
export type StreamEnd = { kind: 'closed'; openMs: number } | { kind: 'failed'; status?: number };

export type ReconnectPlan = { action: 'stop' } | { action: 'retry'; delayMs: number; failures: number };

/** Statuses after which retrying cannot help: the session is gone (the session flow signs out) or the route is refused. */
const FINAL_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * `failures`: failed attempts in a row before this end. `random` in [0, 1) spreads the delay between
 * half and the whole of the exponential step.
 */
export function reconnectPlan(end: StreamEnd, failures: number, random: () => number = Math.random): ReconnectPlan {
  if (end.kind === 'failed' && end.status !== undefined && FINAL_STATUSES.has(end.status)) return { action: 'stop' };
  if (end.kind === 'closed' && end.openMs >= HEALTHY_STREAM_MS) return { action: 'retry', delayMs: 0, failures: 0 };
  const next = failures + 1;
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (next - 1));
  return { action: 'retry', delayMs: Math.round(step * (0.5 + random() / 2)), failures: next };
}
