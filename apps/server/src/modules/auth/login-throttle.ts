// Brute-force limits for password sign-in (page and API), counted over failures inside one sliding
// window. Counts live in the database, so every node sees the same. Three rules, checked before the
// password is even looked at:
//   1. per IP across all accounts: a password sprayer gets LOGIN_MAX_FAILURES_PER_IP guesses per window;
//   2. per (account, IP): one client gets LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP guesses per window;
//   3. account under attack (LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES failures from anywhere in the window):
//      an IP that already failed against the account waits until its last failure has left the window
//      (one guess per window). An IP that has not failed against the account is never refused by this
//      rule: it may be the owner, and a hard account lock would let anyone lock anyone out.
// Bound for one account: in any window at most LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES + K guesses for an
// attacker with K addresses (IPv6 counted per /64), i.e. at most 12 × (20 + K) per hour.
import {
  LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
} from '@campus/shared';
import ipaddr from 'ipaddr.js';

export interface ThrottleLimits {
  windowSeconds: number;
  perAccountAndIp: number;
  perIp: number;
  accountUnderAttack: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
  perAccountAndIp: LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  perIp: LOGIN_MAX_FAILURES_PER_IP,
  accountUnderAttack: LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES,
};

/** Failures inside the window, as the repository counts them. */
export interface FailureWindow {
  /** Against this account, from any IP. */
  account: number;
  /** Against this account, from this IP. */
  accountAndIp: number;
  /** From this IP, against any account. */
  ip: number;
  oldestForAccountAndIp: Date | null;
  newestForAccountAndIp: Date | null;
  oldestForIp: Date | null;
}

/** Which rule refused; for the log only, never for the client (the answer must not reveal anything). */
export type ThrottleReason = 'ip' | 'account_and_ip' | 'account_under_attack';

export type ThrottleDecision = { limited: false } | { limited: true; reason: ThrottleReason; retryAfterSeconds: number };

/** Whether another attempt may even be checked, and if not, when the failure that blocks it leaves the window. */
export function throttleDecision(counts: FailureWindow, now: Date, limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS): ThrottleDecision {
  const secondsUntilOutOfWindow = (failure: Date | null): number => {
    if (!failure) return limits.windowSeconds;
    const seconds = Math.ceil((failure.getTime() + limits.windowSeconds * 1000 - now.getTime()) / 1000);
    return Math.min(limits.windowSeconds, Math.max(1, seconds));
  };
  if (counts.ip >= limits.perIp) {
    return { limited: true, reason: 'ip', retryAfterSeconds: secondsUntilOutOfWindow(counts.oldestForIp) };
  }
  if (counts.accountAndIp >= limits.perAccountAndIp) {
    return { limited: true, reason: 'account_and_ip', retryAfterSeconds: secondsUntilOutOfWindow(counts.oldestForAccountAndIp) };
  }
  if (counts.account >= limits.accountUnderAttack && counts.accountAndIp > 0) {
    return {
      limited: true,
      reason: 'account_under_attack',
      retryAfterSeconds: secondsUntilOutOfWindow(counts.newestForAccountAndIp),
    };
  }
  return { limited: false };
}

/** Accounts are counted by lower-cased email whether they exist or not, so counting reveals nothing. */
export function normaliseAccount(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The client as the limits count it: an IPv4 address (also when written IPv4-mapped), or the /64 of an
 * IPv6 address, because one IPv6 subscriber usually holds a whole /64 and could rotate through it.
 * Anything unparsable is kept as it is.
 */
export function throttleClientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
