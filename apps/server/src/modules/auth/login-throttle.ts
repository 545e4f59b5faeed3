// Brute-force limits for password sign-in (page and API), counted over failures inside one sliding
// window. Counts live in the database, so every node sees the same.
// Before the password is even looked at, only rules about THIS account, and the address's ceiling, may
// refuse (throttleDecision):
//   0. address ceiling: LOGIN_ADDRESS_CEILING_FAILURES failures from the address in the window refuse every
//      sign-in from it until the oldest leaves the window (bounds a sprayer; far above a school's typos);
//   1. per (account, IP): one client gets LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP guesses per window;
//   2. account under attack (LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES failures from anywhere in the window):
//      an IP that already failed against the account waits until its last failure has left the window
//      (one guess per window). An IP that has not failed against the account is never refused by this
//      rule: it may be the owner, and a hard account lock would let anyone lock anyone out.
// For the address as a whole (many people may share one, a school behind NAT):
//   3. spray limit (sprayDecision): after LOGIN_MAX_FAILURES_PER_IP failures across all accounts, a WRONG
//      password is answered with the same 429 as rules 1 and 2 (known and unknown accounts alike); a right
//      one still signs in;
//   4. slow-down (slowDownMilliseconds): from LOGIN_SLOW_DOWN_FROM_FAILURES_PER_IP failures on, every
//      sign-in from the address is answered after a delay that grows with its failures, capped at
//      LOGIN_SLOW_DOWN_MAX_MILLISECONDS so no connection is held long.
// Bound for one account: in any window at most LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES + K guesses for an
// attacker with K addresses (IPv6 counted per /64), i.e. at most 12 × (20 + K) per hour. A sprayer (one
// guess per account over many accounts) gets at most LOGIN_ADDRESS_CEILING_FAILURES wrong guesses per
// window and address, each answered after the slow-down.
import {
  LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES,
  LOGIN_ADDRESS_CEILING_FAILURES,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_SLOW_DOWN_FROM_FAILURES_PER_IP,
  LOGIN_SLOW_DOWN_MAX_MILLISECONDS,
  LOGIN_SLOW_DOWN_STEP_MILLISECONDS,
} from '@campus/shared';
import ipaddr from 'ipaddr.js';

export interface ThrottleLimits {
  windowSeconds: number;
  perAccountAndIp: number;
  perIp: number;
  accountUnderAttack: number;
  /** Failures from one address after which it is refused altogether. */
  ipCeiling: number;
  /** Slow-down of a busy address: from this many failures, this much more per failure, at most this much. */
  slowDownFrom: number;
  slowDownStepMs: number;
  slowDownMaxMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
  perAccountAndIp: LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  perIp: LOGIN_MAX_FAILURES_PER_IP,
  accountUnderAttack: LOGIN_ACCOUNT_UNDER_ATTACK_FAILURES,
  ipCeiling: LOGIN_ADDRESS_CEILING_FAILURES,
  slowDownFrom: LOGIN_SLOW_DOWN_FROM_FAILURES_PER_IP,
  slowDownStepMs: LOGIN_SLOW_DOWN_STEP_MILLISECONDS,
  slowDownMaxMs: LOGIN_SLOW_DOWN_MAX_MILLISECONDS,
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
export type ThrottleReason = 'ip' | 'ip_ceiling' | 'account_and_ip' | 'account_under_attack';

export type ThrottleDecision = { limited: false } | { limited: true; reason: ThrottleReason; retryAfterSeconds: number };

function secondsUntilOutOfWindow(failure: Date | null, now: Date, limits: ThrottleLimits): number {
  if (!failure) return limits.windowSeconds;
  const seconds = Math.ceil((failure.getTime() + limits.windowSeconds * 1000 - now.getTime()) / 1000);
  return Math.min(limits.windowSeconds, Math.max(1, seconds));
}

/**
 * Whether the password may even be checked: refused where this account itself is being guessed (rules 1
 * and 2) or the address has reached its ceiling (rule 0), and if so, when the failure that blocks it
 * leaves the window. Below the ceiling the address's count never refuses here (see sprayDecision).
 */
export function throttleDecision(counts: FailureWindow, now: Date, limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS): ThrottleDecision {
  if (counts.ip >= limits.ipCeiling) {
    return { limited: true, reason: 'ip_ceiling', retryAfterSeconds: secondsUntilOutOfWindow(counts.oldestForIp, now, limits) };
  }
  if (counts.accountAndIp >= limits.perAccountAndIp) {
    return {
      limited: true,
      reason: 'account_and_ip',
      retryAfterSeconds: secondsUntilOutOfWindow(counts.oldestForAccountAndIp, now, limits),
    };
  }
  if (counts.account >= limits.accountUnderAttack && counts.accountAndIp > 0) {
    return {
      limited: true,
      reason: 'account_under_attack',
      retryAfterSeconds: secondsUntilOutOfWindow(counts.newestForAccountAndIp, now, limits),
    };
  }
  return { limited: false };
}

/**
 * After a WRONG password: an address over the spray limit gets the 429 (until its oldest failure leaves
 * the window) instead of the 401, so a sprayer is told to stop exactly as before. A right password from
 * the same address is never asked about this.
 */
export function sprayDecision(counts: Pick<FailureWindow, 'ip' | 'oldestForIp'>, now: Date, limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS): ThrottleDecision {
  if (counts.ip < limits.perIp) return { limited: false };
  return { limited: true, reason: 'ip', retryAfterSeconds: secondsUntilOutOfWindow(counts.oldestForIp, now, limits) };
}

/** How long to wait before answering a sign-in from an address with `ipFailures` failures in the window. */
export function slowDownMilliseconds(ipFailures: number, limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS): number {
  if (ipFailures < limits.slowDownFrom) return 0;
  return Math.min(limits.slowDownMaxMs, (ipFailures - limits.slowDownFrom + 1) * limits.slowDownStepMs);
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
