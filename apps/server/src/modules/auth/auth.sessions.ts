// Sessions: creating one with its first refresh token, rotating refresh tokens, logging out, and turning
// an access token into a principal (the check behind every protected request).
import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES, ERROR_CODES } from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  TokenError,
  generateRefreshToken,
  hashRefreshToken,
  isWellFormedRefreshToken,
  type AccessTokenClaims,
} from '../../lib/tokens.ts';
import type { AuthKeys } from './auth.keys.ts';
import * as repository from './auth.repository.ts';
import type { AuthSettings } from './auth.settings.ts';

/** What every part of the auth service works with; built once by createAuthService. */
export interface AuthDeps {
  db: Database;
  settings: AuthSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  keys: AuthKeys;
  /**
   * Told, after the commit, whose sessions just ended (sign-out, revocation, a disabled account, a password
   * change, refresh-token reuse): app.ts announces it on the real-time hub, so open streams end at once
   * instead of at their next periodic check (issue 27, finding 7). Never throws into the caller.
   */
  sessionsEnded: (userIds: readonly number[]) => void;
}

/** Announces ended sessions once per user; nothing when none ended. */
export function announceSessionsEnded(deps: AuthDeps, userIds: readonly number[]): void {
  const unique = [...new Set(userIds)];
  if (unique.length > 0) deps.sessionsEnded(unique);
}

/** Where a sign-in came from; stored with the session for the user's own overview, never for decisions. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** A new or refreshed session as the client receives it. */
export interface IssuedTokens {
  userId: number;
  sessionId: string;
  accessToken: string;
  /** Unix seconds. */
  accessTokenExpiresAt: number;
  refreshToken: string;
}

export interface NewSessionTokens {
  userId: number;
  sessionId: string;
  refreshToken: string;
  impersonatorUserId: number | null;
}

export const unauthenticated = () => new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'A valid access token is required.');
/**
 * `POST /login` with a Bearer value that is not a refresh token (an access token, or anything else): an
 * access token alone never yields a new one, so a stolen one dies with its expiry (decision 0013).
 */
export const refreshTokenRequired = () =>
  new AppError(401, AUTH_ERROR_CODES.refreshTokenRequired, 'Renewing needs the refresh token. Send it as the Bearer token, or use /api/keycloak/refresh.');
const invalidRefreshToken = () =>
  new AppError(401, AUTH_ERROR_CODES.invalidRefreshToken, 'The refresh token is not valid. Sign in again.');

/**
 * Writes a new session and its first refresh token (inside the caller's transaction). The access
 * token is signed afterwards (`withAccessToken`), outside any transaction: PGlite has one connection.
 */
export async function createSession(
  deps: AuthDeps,
  db: Database,
  values: {
    userId: number;
    authMethod: 'password' | 'sso' | 'impersonation';
    impersonatorUserId?: number | null;
    parentSessionId?: string | null;
    client: ClientInfo;
  },
): Promise<NewSessionTokens> {
  const now = deps.now();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + deps.settings.refreshTokenTtlSeconds * 1000);
  const refreshToken = generateRefreshToken();
  await repository.insertSession(db, {
    id: sessionId,
    userId: values.userId,
    authMethod: values.authMethod,
    impersonatorUserId: values.impersonatorUserId ?? null,
    parentSessionId: values.parentSessionId ?? null,
    createdAt: now,
    expiresAt,
    userAgent: values.client.userAgent?.slice(0, 512) ?? null,
    ip: values.client.ip,
  });
  await repository.insertRefreshToken(db, {
    id: randomUUID(),
    sessionId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt,
  });
  return { userId: values.userId, sessionId, refreshToken, impersonatorUserId: values.impersonatorUserId ?? null };
}

export async function withAccessToken(deps: AuthDeps, session: NewSessionTokens): Promise<IssuedTokens> {
  const access = await deps.keys.signAccessToken(session.userId, session.sessionId, session.impersonatorUserId);
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: session.refreshToken,
  };
}

/**
 * Rotates a refresh token: the presented one is spent, a new one continues the family. Presenting a
 * spent token again means it was copied: the whole family (session) is revoked.
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<IssuedTokens> {
  if (!isWellFormedRefreshToken(refreshToken)) throw invalidRefreshToken();
  const tokenHash = hashRefreshToken(refreshToken);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const state = await repository.findRefreshTokenForUpdate(tx, tokenHash);
    if (!state) return { kind: 'invalid' as const };
    if (state.usedAt) {
      // Committed before we answer, so the family stays revoked.
      const ended = [
        ...(await repository.revokeSession(tx, state.sessionId, 'refresh_token_reuse', now)),
        ...(await repository.revokeChildSessions(tx, [state.sessionId], 'refresh_token_reuse', now)),
      ];
      return { kind: 'reuse' as const, userId: state.userId, sessionId: state.sessionId, ended };
    }
    const ended =
      state.sessionRevokedAt !== null ||
      state.userDisabledAt !== null ||
      state.sessionExpiresAt.getTime() <= now.getTime() ||
      state.tokenExpiresAt.getTime() <= now.getTime();
    if (ended) return { kind: 'invalid' as const };

    const nextId = randomUUID();
    const nextToken = generateRefreshToken();
    const expiresAt = new Date(now.getTime() + deps.settings.refreshTokenTtlSeconds * 1000);
    await repository.insertRefreshToken(tx, {
      id: nextId,
      sessionId: state.sessionId,
      tokenHash: hashRefreshToken(nextToken),
      createdAt: now,
      expiresAt,
    });
    await repository.markRefreshTokenUsed(tx, state.tokenId, now, nextId);
    await repository.extendSession(tx, state.sessionId, now, expiresAt);
    return { kind: 'rotated' as const, state, nextToken };
  });

  if (outcome.kind === 'reuse') {
    announceSessionsEnded(deps, outcome.ended);
    deps.log.warn(
      { event: 'refresh_token_reuse', userId: outcome.userId, sessionId: outcome.sessionId },
      'a spent refresh token was presented again; the session is revoked',
    );
    throw invalidRefreshToken();
  }
  if (outcome.kind === 'invalid') throw invalidRefreshToken();
  const { state, nextToken } = outcome;
  return withAccessToken(deps, {
    userId: state.userId,
    sessionId: state.sessionId,
    refreshToken: nextToken,
    impersonatorUserId: state.impersonatorUserId,
  });
}

/** `POST /api/keycloak/check`: the token is valid and its session alive. */
export async function check(deps: AuthDeps, accessToken: string): Promise<{ userId: number; expiresAt: number }> {
  const claims = await verifyOrUnauthenticated(deps, accessToken);
  await liveSession(deps, claims);
  return { userId: claims.userId, expiresAt: claims.expiresAt };
}

/**
 * Ends the session the refresh token belongs to (spent or not: logging out is always allowed).
 * Logging out of an impersonation also ends the admin's own session: the person leaves.
 */
export async function logout(deps: AuthDeps, refreshToken: string): Promise<void> {
  if (!isWellFormedRefreshToken(refreshToken)) return;
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    const state = await repository.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
    if (!state) return [];
    const users = [
      ...(await repository.revokeSession(tx, state.sessionId, 'logout', now)),
      ...(await repository.revokeChildSessions(tx, [state.sessionId], 'logout', now)),
    ];
    const session = await repository.findSessionState(tx, state.sessionId);
    if (session?.parentSessionId) users.push(...(await repository.revokeSession(tx, session.parentSessionId, 'logout', now)));
    deps.log.info({ event: 'logout', userId: state.userId, sessionId: state.sessionId }, 'signed out');
    return users;
  });
  announceSessionsEnded(deps, ended);
}

async function verifyOrUnauthenticated(deps: AuthDeps, accessToken: string): Promise<AccessTokenClaims> {
  try {
    return await deps.keys.verify(accessToken);
  } catch (error) {
    if (error instanceof TokenError) {
      deps.log.debug({ event: 'token_refused', reason: error.reason }, 'access token refused');
      throw unauthenticated();
    }
    throw error;
  }
}

async function liveSession(deps: AuthDeps, claims: AccessTokenClaims): Promise<repository.SessionState> {
  const state = await repository.findSessionState(deps.db, claims.sessionId);
  const alive =
    state !== undefined &&
    state.userId === claims.userId &&
    state.impersonatorUserId === claims.impersonatorUserId &&
    state.revokedAt === null &&
    state.userDisabledAt === null &&
    state.impersonatorDisabledAt === null &&
    state.expiresAt.getTime() > deps.now().getTime();
  if (!alive) throw unauthenticated();
  return state;
}

/** Token → principal: signature, algorithm, type, issuer, audience, expiry, then session and account state. */
export async function authenticate(deps: AuthDeps, accessToken: string, studentMode: boolean): Promise<Principal> {
  const claims = await verifyOrUnauthenticated(deps, accessToken);
  const state = await liveSession(deps, claims);
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    isAdmin: state.isAdmin && !studentMode,
    accountIsAdmin: state.isAdmin,
    studentMode,
    impersonatorUserId: state.impersonatorUserId,
  };
}
