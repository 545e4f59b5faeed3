// Impersonation: a campus admin acts as another user in a child session, and returns to the own one.
import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES, ERROR_CODES } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { AppError } from '../../lib/errors.ts';
import { generateRefreshToken, hashRefreshToken } from '../../lib/tokens.ts';
import * as repository from './auth.repository.ts';
import { announceSessionsEnded, createSession, unauthenticated, withAccessToken, type AuthDeps, type ClientInfo, type IssuedTokens } from './auth.sessions.ts';

/** A campus admin (not in student mode, not already impersonating) acts as another, non-admin user. */
export async function startImpersonation(
  deps: AuthDeps,
  principal: Principal,
  targetUserId: number,
  client: ClientInfo,
): Promise<IssuedTokens> {
  if (!principal.isAdmin || principal.impersonatorUserId !== null) {
    throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Only campus admins may impersonate.');
  }
  if (targetUserId === principal.userId) {
    throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'You cannot impersonate yourself.');
  }
  const target = await repository.findAccountById(deps.db, targetUserId);
  if (!target || target.disabledAt) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such user.');
  if (target.isAdmin) {
    throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Admins cannot be impersonated.');
  }
  const session = await deps.db.transaction(async (tx) => {
    const tokens = await createSession(deps, tx, {
      userId: target.id,
      authMethod: 'impersonation',
      impersonatorUserId: principal.userId,
      parentSessionId: principal.sessionId,
      client,
    });
    await repository.logImpersonation(tx, {
      adminUserId: principal.userId,
      targetUserId: target.id,
      action: 'start',
      sessionId: tokens.sessionId,
      ip: client.ip,
      at: deps.now(),
    });
    return tokens;
  });
  const issued = await withAccessToken(deps, session);
  deps.log.warn(
    { event: 'impersonation_start', adminUserId: principal.userId, targetUserId: target.id, sessionId: issued.sessionId },
    'impersonation started',
  );
  return issued;
}

/** Ends the impersonation and continues the admin's own session with fresh tokens. */
export async function endImpersonation(deps: AuthDeps, principal: Principal, client: ClientInfo): Promise<IssuedTokens> {
  if (principal.impersonatorUserId === null) {
    throw new AppError(400, AUTH_ERROR_CODES.notImpersonating, 'This session is not an impersonation.');
  }
  const adminUserId = principal.impersonatorUserId;
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const session = await repository.findSessionState(tx, principal.sessionId);
    await repository.revokeSession(tx, principal.sessionId, 'impersonation_ended', now);
    await repository.logImpersonation(tx, {
      adminUserId,
      targetUserId: principal.userId,
      action: 'end',
      sessionId: principal.sessionId,
      ip: client.ip,
      at: now,
    });
    const parentId = session?.parentSessionId ?? null;
    const parent = parentId ? await repository.findSessionState(tx, parentId) : undefined;
    const parentAlive =
      parentId !== null &&
      parent !== undefined &&
      parent.userId === adminUserId &&
      parent.revokedAt === null &&
      parent.userDisabledAt === null &&
      parent.isAdmin &&
      parent.expiresAt.getTime() > now.getTime();
    if (!parentAlive || !parentId) return null;
    // A new refresh token in the admin's own family; the admin's older ones stay valid.
    const refreshToken = generateRefreshToken();
    const expiresAt = new Date(now.getTime() + deps.settings.refreshTokenTtlSeconds * 1000);
    await repository.insertRefreshToken(tx, {
      id: randomUUID(),
      sessionId: parentId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt,
    });
    await repository.extendSession(tx, parentId, now, expiresAt);
    return { parentId, refreshToken };
  });
  announceSessionsEnded(deps, [principal.userId]);
  deps.log.warn(
    { event: 'impersonation_end', adminUserId, targetUserId: principal.userId, sessionId: principal.sessionId },
    'impersonation ended',
  );
  // The admin's own session ended meanwhile: sign in again.
  if (!result) throw unauthenticated();
  const access = await deps.keys.signAccessToken(adminUserId, result.parentId, null);
  return {
    userId: adminUserId,
    sessionId: result.parentId,
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: result.refreshToken,
  };
}
