// The signed-in account: `GET /user/me`, signing out everywhere and disabling an account.
import { AUTH_ERROR_CODES, AUTH_PATHS, type Me } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import { AppError } from '../../lib/errors.ts';
import * as repository from './auth.repository.ts';
import { announceSessionsEnded, unauthenticated, type AuthDeps } from './auth.sessions.ts';

/** `GET /user/me`. */
export async function me(deps: AuthDeps, principal: Principal): Promise<Me> {
  const account = await repository.findAccountById(deps.db, principal.userId);
  if (!account) throw unauthenticated();
  const domains = await repository.domainRolesOf(deps.db, principal.userId);
  let impersonating: Me['impersonating'] = null;
  if (principal.impersonatorUserId !== null) {
    const admin = await repository.findAccountById(deps.db, principal.impersonatorUserId);
    if (admin) impersonating = { by: { uid: admin.id, email: admin.email, display_name: admin.displayName } };
  }
  const canImpersonate = principal.isAdmin && principal.impersonatorUserId === null;
  return {
    uid: account.id,
    email: account.email,
    display_name: account.displayName,
    language: account.language,
    is_admin: account.isAdmin,
    student_mode: principal.studentMode,
    domain_roles: domains.map((entry) => ({
      domain_id: entry.domainId,
      roles: entry.roles as Me['domain_roles'][number]['roles'],
    })),
    impersonating,
    permissions: canImpersonate ? { impersonate_url: AUTH_PATHS.impersonate } : {},
  };
}

/** Disables an account: every session ends at once (the session check also looks at disabled_at). */
export async function disableAccount(deps: AuthDeps, userId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await repository.setDisabled(tx, userId, now);
    await repository.revokeSessionsOfUser(tx, userId, 'account_disabled', now);
  });
  announceSessionsEnded(deps, [userId]);
}

/** Enables a disabled account again: it may sign in; the sessions that ended stay ended. */
export async function enableAccount(deps: AuthDeps, userId: number): Promise<void> {
  await repository.setDisabled(deps.db, userId, null);
}

/**
 * Sign out everywhere (settings): every session of the user ends, on every device, with the
 * impersonation sessions acting as them; `includeCurrent: false` keeps the session of this request.
 * Not while impersonating: an admin acting as someone does not end that person's sessions.
 */
export async function revokeAllSessions(deps: AuthDeps, principal: Principal, includeCurrent: boolean): Promise<number> {
  if (principal.impersonatorUserId !== null) {
    throw new AppError(403, AUTH_ERROR_CODES.impersonationForbidden, 'Sessions are not ended while impersonating.');
  }
  const revoked = await repository.revokeSessionsOfUser(
    deps.db,
    principal.userId,
    'signed_out_everywhere',
    deps.now(),
    includeCurrent ? undefined : principal.sessionId,
  );
  if (revoked > 0) announceSessionsEnded(deps, [principal.userId]);
  deps.log.info({ event: 'signed_out_everywhere', userId: principal.userId, revoked, includeCurrent }, 'signed out everywhere');
  return revoked;
}
