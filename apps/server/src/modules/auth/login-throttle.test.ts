import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THROTTLE_LIMITS,
  normaliseAccount,
  slowDownMilliseconds,
  sprayDecision,
  throttleClientKey,
  throttleDecision,
  type FailureWindow,
} from './login-throttle.ts';

const now = new Date('2030-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

/** A window with no failures; each test sets what it needs. */
const quiet: FailureWindow = {
  account: 0,
  accountAndIp: 0,
  ip: 0,
  oldestForAccountAndIp: null,
  newestForAccountAndIp: null,
  oldestForIp: null,
};

describe('throttleDecision', () => {
  it('lets attempts through below every limit', () => {
    expect(throttleDecision(quiet, now)).toEqual({ limited: false });
    expect(
      throttleDecision(
        { account: 19, accountAndIp: 9, ip: 19, oldestForAccountAndIp: ago(10), newestForAccountAndIp: ago(5), oldestForIp: ago(10) },
        now,
      ),
    ).toEqual({ limited: false });
  });

  it('never refuses for the address’s count alone below its ceiling: a right password is checked on a busy address', () => {
    expect(throttleDecision({ ...quiet, ip: 199, oldestForIp: ago(100) }, now)).toEqual({ limited: false });
  });

  it('refuses everything from an address at its ceiling of 200 failures, until its oldest failure leaves the window', () => {
    expect(throttleDecision({ ...quiet, ip: 200, oldestForIp: ago(100) }, now)).toEqual({ limited: true, reason: 'ip_ceiling', retryAfterSeconds: 200 });
    expect(throttleDecision({ ...quiet, ip: 10_000, oldestForIp: ago(290) }, now)).toEqual({ limited: true, reason: 'ip_ceiling', retryAfterSeconds: 10 });
  });

  it('answers a wrong password from an IP with 20 failures across accounts with the limit, until its oldest failure leaves the window', () => {
    expect(sprayDecision({ ip: 19, oldestForIp: ago(100) }, now)).toEqual({ limited: false });
    expect(sprayDecision({ ip: 20, oldestForIp: ago(100) }, now)).toEqual({
      limited: true,
      reason: 'ip',
      retryAfterSeconds: 200,
    });
  });

  it('limits the (account, IP) pair at 10 and says when the oldest failure leaves the window', () => {
    expect(
      throttleDecision(
        {
          account: 10,
          accountAndIp: 10,
          ip: 10,
          oldestForAccountAndIp: ago(60),
          newestForAccountAndIp: ago(1),
          oldestForIp: ago(60),
        },
        now,
      ),
    ).toEqual({ limited: true, reason: 'account_and_ip', retryAfterSeconds: 240 });
  });

  it('never refuses an IP that has not failed against the account, however many failures the account has', () => {
    expect(throttleDecision({ ...quiet, account: 10_000 }, now)).toEqual({ limited: false });
  });

  it('slows an IP that already failed against an account under attack to one try per window', () => {
    const underAttack: FailureWindow = {
      account: 20,
      accountAndIp: 1,
      ip: 1,
      oldestForAccountAndIp: ago(30),
      newestForAccountAndIp: ago(30),
      oldestForIp: ago(30),
    };
    expect(throttleDecision(underAttack, now)).toEqual({ limited: true, reason: 'account_under_attack', retryAfterSeconds: 270 });
    // The wait runs from the IP's latest failure, not its oldest.
    expect(
      throttleDecision({ ...underAttack, accountAndIp: 2, oldestForAccountAndIp: ago(290), newestForAccountAndIp: ago(60) }, now),
    ).toEqual({ limited: true, reason: 'account_under_attack', retryAfterSeconds: 240 });
    // Below the threshold the same IP may go on (up to its own limit).
    expect(throttleDecision({ ...underAttack, account: 19 }, now)).toEqual({ limited: false });
  });

  it('keeps Retry-After between 1 second and the window', () => {
    expect(sprayDecision({ ip: 25, oldestForIp: ago(299.5) }, now)).toEqual({
      limited: true,
      reason: 'ip',
      retryAfterSeconds: 1,
    });
    expect(sprayDecision({ ip: 25, oldestForIp: null }, now)).toEqual({ limited: true, reason: 'ip', retryAfterSeconds: 300 });
    expect(sprayDecision({ ip: 25, oldestForIp: new Date(now.getTime() + 60_000) }, now)).toEqual({
      limited: true,
      reason: 'ip',
      retryAfterSeconds: 300,
    });
  });

  it('uses the configured window and limits', () => {
    expect(DEFAULT_THROTTLE_LIMITS).toEqual({
      windowSeconds: 300,
      perAccountAndIp: 10,
      perIp: 20,
      accountUnderAttack: 20,
      ipCeiling: 200,
      slowDownFrom: 10,
      slowDownStepMs: 100,
      slowDownMaxMs: 2000,
    });
  });
});

describe('slowDownMilliseconds', () => {
  it('does not delay a quiet address, then grows the delay with its failures up to the cap', () => {
    expect(slowDownMilliseconds(0)).toBe(0);
    expect(slowDownMilliseconds(9)).toBe(0);
    expect(slowDownMilliseconds(10)).toBe(100);
    expect(slowDownMilliseconds(20)).toBe(1100);
    expect(slowDownMilliseconds(29)).toBe(2000);
    expect(slowDownMilliseconds(100_000)).toBe(2000);
  });
});

describe('normaliseAccount', () => {
  it('normalises accounts', () => {
    expect(normaliseAccount('  Student@Example.ORG ')).toBe('student@example.org');
  });
});

describe('throttleClientKey', () => {
  it('keeps IPv4 addresses, also written IPv4-mapped', () => {
    expect(throttleClientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(throttleClientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts IPv6 per /64', () => {
    expect(throttleClientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(throttleClientKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleClientKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
  });

  it('keeps what it cannot parse as it is', () => {
    expect(throttleClientKey('unknown')).toBe('unknown');
  });
});
