// Brute-force limits for password sign-in (page and API): at most N failures per account and M per
// (account, IP) inside a sliding window. Counts live in the database, so every node sees the same.
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
} from '@campus/shared';

export interface ThrottleLimits {
  windowSeconds: number;
  perAccount: number;
  perAccountAndIp: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
  perAccount: LOGIN_MAX_FAILURES_PER_ACCOUNT,
  perAccountAndIp: LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
};

export interface FailureWindow {
  account: number;
  accountAndIp: number;
  oldestForAccount: Date | null;
  oldestForAccountAndIp: Date | null;
}

export type ThrottleDecision = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Whether another attempt may even be checked, and if not, when the oldest counted failure ages out. */
export function throttleDecision(counts: FailureWindow, now: Date, limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS): ThrottleDecision {
  const retryAfter = (oldest: Date | null): number => {
    if (!oldest) return limits.windowSeconds;
    const seconds = Math.ceil((oldest.getTime() + limits.windowSeconds * 1000 - now.getTime()) / 1000);
    return Math.min(limits.windowSeconds, Math.max(1, seconds));
  };
  if (counts.accountAndIp >= limits.perAccountAndIp) {
    return { limited: true, retryAfterSeconds: retryAfter(counts.oldestForAccountAndIp) };
  }
  if (counts.account >= limits.perAccount) {
    return { limited: true, retryAfterSeconds: retryAfter(counts.oldestForAccount) };
  }
  return { limited: false };
}

/** Accounts are counted by lower-cased email whether they exist or not, so counting reveals nothing. */
export function normaliseAccount(email: string): string {
  return email.trim().toLowerCase();
}
