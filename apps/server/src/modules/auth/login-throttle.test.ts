import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_LIMITS, normaliseAccount, throttleDecision } from './login-throttle.ts';

const now = new Date('2030-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('throttleDecision', () => {
  it('lets attempts through below both limits', () => {
    expect(
      throttleDecision({ account: 19, accountAndIp: 9, oldestForAccount: ago(10), oldestForAccountAndIp: ago(10) }, now),
    ).toEqual({ limited: false });
  });

  it('limits the (account, IP) pair at 10 and says when the oldest failure leaves the window', () => {
    expect(
      throttleDecision({ account: 10, accountAndIp: 10, oldestForAccount: ago(60), oldestForAccountAndIp: ago(60) }, now),
    ).toEqual({ limited: true, retryAfterSeconds: 240 });
  });

  it('limits the account at 20 whatever the IP', () => {
    expect(
      throttleDecision({ account: 20, accountAndIp: 0, oldestForAccount: ago(299.5), oldestForAccountAndIp: null }, now),
    ).toEqual({ limited: true, retryAfterSeconds: 1 });
  });

  it('uses the configured window', () => {
    expect(DEFAULT_THROTTLE_LIMITS).toEqual({ windowSeconds: 300, perAccount: 20, perAccountAndIp: 10 });
  });

  it('normalises accounts', () => {
    expect(normaliseAccount('  Student@Example.ORG ')).toBe('student@example.org');
  });
});
