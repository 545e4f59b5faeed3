// Password sign-in (with the brute-force throttle of login-throttle.ts) and changing the own password.
import { randomBytes } from 'node:crypto';
import { ACCOUNT_ERROR_CODES, AUTH_ERROR_CODES, ERROR_CODES, PASSWORD_MAX_LENGTH } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import * as repository from './auth.repository.ts';
import { announceSessionsEnded, createSession, unauthenticated, withAccessToken, type AuthDeps, type ClientInfo, type IssuedTokens } from './auth.sessions.ts';
import { normaliseAccount, slowDownMilliseconds, sprayDecision, throttleClientKey, throttleDecision, type ThrottleLimits } from './login-throttle.ts';
import { checkNewPassword } from './password-policy.ts';

export interface PasswordSignInDeps extends AuthDeps {
  throttle: ThrottleLimits;
  /** A throw-away hash to verify against when the account does not exist (same work either way). */
  dummyPasswordHash: () => Promise<string>;
  /** Waits the slow-down of a busy address (setTimeout in the app; tests inject one that records). */
  sleep: (milliseconds: number) => Promise<void>;
}

/** 429 with the seconds to wait; the route puts them into Retry-After. */
export class LoginRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AUTH_ERROR_CODES.loginRateLimited, 'Too many failed sign-in attempts. Try again later.');
  }
}

const invalidCredentials = () => new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Wrong email or password.');

/** Longest password even looked at during sign-in (set/change allow PASSWORD_MAX_LENGTH). */
const MAX_SIGN_IN_PASSWORD_LENGTH = Math.max(PASSWORD_MAX_LENGTH * 8, 1024);
const MAX_EMAIL_LENGTH = 320;

/** A lazily made throw-away password hash, made once per caller (one per auth service). */
export function lazyDummyPasswordHash(): () => Promise<string> {
  let dummyHash: Promise<string> | undefined;
  return () => {
    dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
    return dummyHash;
  };
}

/**
 * Email + password. Unknown emails, SSO-only accounts and wrong passwords all take one argon2
 * verification and end in the same 401; the right password of a disabled account is 403 ACCOUNT_DISABLED.
 * The brute-force limits (login-throttle.ts) count unknown accounts alike, so a 429 reveals nothing either:
 * the per-account ones are checked first, the address's spray limit only turns a wrong password's 401
 * into the 429, and a busy address's answers come after the slow-down's delay.
 */
export async function passwordSignIn(
  deps: PasswordSignInDeps,
  email: string,
  password: string,
  client: ClientInfo,
): Promise<IssuedTokens> {
  const account = normaliseAccount(email);
  const clientKey = throttleClientKey(client.ip);
  const now = deps.now();
  const windowStart = new Date(now.getTime() - deps.throttle.windowSeconds * 1000);
  const counts = await repository.countRecentFailures(deps.db, account, clientKey, windowStart);
  // A busy address (a school behind NAT, or a sprayer) is slowed down on every answer, never blocked as a whole.
  const delay = slowDownMilliseconds(counts.ip, deps.throttle);
  if (delay > 0) await deps.sleep(delay);
  const decision = throttleDecision(counts, now, deps.throttle);
  if (decision.limited) {
    deps.log.warn({ event: 'login_rate_limited', ip: client.ip, rule: decision.reason }, 'sign-in refused: too many failures');
    throw new LoginRateLimitedError(decision.retryAfterSeconds);
  }

  // Counted as a failure before the (slow) password check and removed again on success, so parallel
  // guesses cannot all slip through between the count above and their result.
  await repository.recordFailure(deps.db, account, clientKey, now);
  const plausible = account.length > 0 && account.length <= MAX_EMAIL_LENGTH && password.length <= MAX_SIGN_IN_PASSWORD_LENGTH;
  const user = plausible ? await repository.findAccountByEmail(deps.db, account) : undefined;
  // Same work whether or not the account exists: verify against a throw-away hash.
  const hash = user?.passwordHash ?? (await deps.dummyPasswordHash());
  const passwordOk = plausible && (await verifyPassword(hash, password));
  if (user?.passwordHash && passwordOk && user.disabledAt) {
    // Only someone who knows the password learns that the account is disabled; it stays a failure.
    deps.log.info({ event: 'login_refused_disabled', userId: user.id, ip: client.ip }, 'sign-in refused: account disabled');
    throw new AppError(403, AUTH_ERROR_CODES.accountDisabled, 'This account has been disabled. Please contact your campus administration.');
  }
  if (!user || !user.passwordHash || !passwordOk) {
    // Old rows are of no use; pruning here keeps the table small without a timer.
    await repository.pruneFailures(deps.db, new Date(now.getTime() - 24 * 3600 * 1000));
    // A wrong password from an address over the spray limit: the same 429 as the account rules, whether
    // the account exists or not (the same argon2 work was done either way).
    const spray = sprayDecision(counts, now, deps.throttle);
    if (spray.limited) {
      deps.log.warn({ event: 'login_rate_limited', ip: client.ip, rule: spray.reason }, 'sign-in refused: too many failures');
      throw new LoginRateLimitedError(spray.retryAfterSeconds);
    }
    deps.log.info({ event: 'login_failed', ip: client.ip }, 'sign-in failed');
    throw invalidCredentials();
  }

  await repository.clearFailures(deps.db, account, clientKey);
  const session = await deps.db.transaction((tx) => createSession(deps, tx, { userId: user.id, authMethod: 'password', client }));
  const issued = await withAccessToken(deps, session);
  deps.log.info({ event: 'login', userId: user.id, sessionId: issued.sessionId, method: 'password' }, 'signed in');
  return issued;
}

/** Changes the own password: the current one must be right, the new one acceptable. Other sessions end. */
export async function changePassword(
  deps: AuthDeps,
  principal: Principal,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (principal.impersonatorUserId !== null) {
    throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Passwords are not changed while impersonating.');
  }
  const account = await repository.findAccountById(deps.db, principal.userId);
  if (!account) throw unauthenticated();
  if (account.passwordHash === null) {
    // Nothing to confirm with: the identity provider owns this account's sign-in.
    throw new AppError(409, ACCOUNT_ERROR_CODES.ssoOnly, 'This account signs in through the campus identity provider and has no password here.');
  }
  const currentOk =
    currentPassword.length <= MAX_SIGN_IN_PASSWORD_LENGTH &&
    (await verifyPassword(account.passwordHash, currentPassword));
  if (!currentOk) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The current password is wrong.', {
      errors: [{ path: 'current_password', message: AUTH_ERROR_CODES.invalidCredentials }],
    });
  }
  const problem = checkNewPassword(newPassword, { email: account.email, displayName: account.displayName });
  if (problem) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The new password is not acceptable.', {
      errors: [{ path: 'new_password', message: problem }],
    });
  }
  const hash = await hashPassword(newPassword);
  const now = deps.now();
  const revoked = await deps.db.transaction(async (tx) => {
    await repository.updatePasswordHash(tx, account.id, hash);
    return repository.revokeSessionsOfUser(tx, account.id, 'password_changed', now, principal.sessionId);
  });
  if (revoked > 0) announceSessionsEnded(deps, [account.id]);
  deps.log.info({ event: 'password_changed', userId: account.id }, 'password changed');
}
