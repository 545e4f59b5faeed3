import { describe, expect, it } from 'vitest';
import { HEALTHY_STREAM_MS, RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectPlan } from './reconnect.ts';

const fixed = (value: number) => () => value;

describe('the reconnect rule', () => {
  it('comes back at once after a healthy stream ended (token expiry) and forgets earlier failures', () => {
    expect(reconnectPlan({ kind: 'closed', openMs: HEALTHY_STREAM_MS }, 4)).toEqual({ action: 'retry', delayMs: 0, failures: 0 });
  });

  it('backs off exponentially after failures, up to the maximum', () => {
    const delays: number[] = [];
    let failures = 0;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const plan = reconnectPlan({ kind: 'failed' }, failures, fixed(0.999_999));
      if (plan.action !== 'retry') throw new Error('expected a retry');
      delays.push(plan.delayMs);
      failures = plan.failures;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(failures).toBe(8);
  });

  it('spreads the delay between half and the whole step (jitter)', () => {
    expect(reconnectPlan({ kind: 'failed', status: 503 }, 0, fixed(0))).toEqual({ action: 'retry', delayMs: RECONNECT_BASE_MS / 2, failures: 1 });
    const plan = reconnectPlan({ kind: 'failed' }, 10, fixed(0.5));
    expect(plan).toEqual({ action: 'retry', delayMs: RECONNECT_MAX_MS * 0.75, failures: 11 });
  });

  it('counts a stream that closed right after opening as a failure (no tight loop)', () => {
    expect(reconnectPlan({ kind: 'closed', openMs: 200 }, 2, fixed(0.999_999))).toEqual({ action: 'retry', delayMs: 4_000, failures: 3 });
  });

  it('stops when the session is gone or the stream is refused', () => {
    for (const status of [401, 403, 404]) expect(reconnectPlan({ kind: 'failed', status }, 0)).toEqual({ action: 'stop' });
  });
});
