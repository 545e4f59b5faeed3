// Users administer (issue 18, spec §6 "Domain roles are administered at /users/administer"): campus
// admins (not in student mode) and campus managers of the campus list its accounts, give and take the
// campus roles, disable and enable accounts and add existing accounts to the campus. Disabling goes
// through the auth service (app.auth): it sets disabled_at and revokes every session in one
// transaction, and the per-request session check refuses a still-valid access token at once.
// Campuses stay apart (issue 27): a campus manager who is no server admin acts only on members of their
// campus; adding an address records a campus invitation its owner accepts or declines (an unknown
// address and an account elsewhere answer alike), and disabling suspends the membership of their campus,
// never the account. Server admins keep the direct add and the account switch.
import {
  CAMPUS_INVITATION_TTL_DAYS,
  USER_ADMIN_ERROR_CODES,
  USER_ADMIN_PAGE_SIZE,
  type CampusInvitationList,
  type CampusInvitationSent,
  type CampusRole,
  type UserAdminEntry,
  type UserAdminList,
} from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { getCurrentCampus } from '../campus/campus-access.ts';
import * as repository from './user-admin.repository.ts';

/** The part of the auth service (app.auth) that switches accounts off and on. */
export interface AccountSwitch {
  disableAccount(userId: number): Promise<void>;
  enableAccount(userId: number): Promise<void>;
}

export interface UserAdminDeps {
  db: Database;
  accounts: AccountSwitch;
  log: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}

const nowOf = (deps: UserAdminDeps): Date => deps.now?.() ?? new Date();

interface AdminScope {
  domainId: number;
  /** The caller is a campus admin (not in student mode). */
  admin: boolean;
}

/** The caller's campus, if they administer its users; 404 without a campus, 403 otherwise. */
async function requireUserAdmin(db: Database, principal: Principal): Promise<AdminScope> {
  let campus;
  try {
    campus = await getCurrentCampus(db, principal);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(404, USER_ADMIN_ERROR_CODES.noCampus, 'You do not belong to a campus.');
    }
    throw error;
  }
  const manager = !principal.studentMode && campus.domain_roles.includes('campus_manager');
  if (!principal.isAdmin && !manager) {
    throw forbidden('Only campus admins and campus managers administer the users.', USER_ADMIN_ERROR_CODES.forbidden);
  }
  return { domainId: campus.id, admin: principal.isAdmin };
}

function present(row: repository.UserAdminRow): UserAdminEntry {
  return {
    uid: row.id,
    display_name: row.displayName,
    email: row.email,
    roles: row.roles,
    is_admin: row.isAdmin,
    // The account switched off, or (issue 27) the membership of this campus suspended.
    disabled_at: (row.disabledAt ?? row.suspendedAt)?.toISOString() ?? null,
    last_sign_in: row.lastSignIn?.toISOString() ?? null,
  };
}

async function requireCampusUser(db: Database, domainId: number, userId: number): Promise<repository.UserAdminRow> {
  const row = await repository.findCampusUser(db, domainId, userId);
  if (!row) throw notFound(`User ${userId} does not belong to the campus.`, USER_ADMIN_ERROR_CODES.userNotFound);
  return row;
}

/** `GET /users/administer`: one page of the campus's accounts, by name. */
export async function listUsers(deps: UserAdminDeps, principal: Principal, query: { search?: string | undefined; page: number }): Promise<UserAdminList> {
  const scope = await requireUserAdmin(deps.db, principal);
  const offset = query.page * USER_ADMIN_PAGE_SIZE;
  const search = query.search?.trim() || undefined;
  const { rows, total } = await repository.listCampusUsers(deps.db, scope.domainId, { search, offset, limit: USER_ADMIN_PAGE_SIZE });
  return {
    items: rows.map(present),
    total,
    offset,
    limit: USER_ADMIN_PAGE_SIZE,
    domain_id: scope.domainId,
    viewer_uid: principal.userId,
    can: { create_account: scope.admin, impersonate: scope.admin && principal.impersonatorUserId === null },
  };
}

/**
 * `PUT /users/administer/{uid}/roles`: the user's campus roles become exactly `roles`. A campus manager
 * does not take their own campus_manager role (so a campus never loses its last manager through
 * them; admins count as every role anyway).
 */
export async function setRoles(deps: UserAdminDeps, principal: Principal, userId: number, roles: readonly CampusRole[]): Promise<UserAdminEntry> {
  const scope = await requireUserAdmin(deps.db, principal);
  const before = await requireCampusUser(deps.db, scope.domainId, userId);
  if (before.suspendedAt !== null && roles.length > 0) {
    throw new AppError(409, USER_ADMIN_ERROR_CODES.suspended, 'Enable the person on the campus before giving them campus roles.');
  }
  if (userId === principal.userId && before.roles.includes('campus_manager') && !roles.includes('campus_manager') && !scope.admin) {
    throw new AppError(409, USER_ADMIN_ERROR_CODES.self, 'You cannot take your own campus_manager role.');
  }
  await repository.replaceCampusRoles(deps.db, scope.domainId, userId, roles);
  deps.log.info({ event: 'campus_roles_changed', userId, by: principal.userId, domainId: scope.domainId, roles }, 'campus roles changed');
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}

/** Disable or enable: not the own account; only admins switch an admin's account. */
async function requireSwitchable(deps: UserAdminDeps, principal: Principal, userId: number): Promise<AdminScope> {
  const scope = await requireUserAdmin(deps.db, principal);
  const target = await requireCampusUser(deps.db, scope.domainId, userId);
  const self = userId === principal.userId || userId === principal.impersonatorUserId;
  if (self) throw new AppError(409, USER_ADMIN_ERROR_CODES.self, 'You cannot disable or enable your own account.');
  if (target.isAdmin && !scope.admin) throw forbidden('Only campus admins disable or enable an admin account.', USER_ADMIN_ERROR_CODES.adminProtected);
  return scope;
}

/**
 * `POST /users/administer/{uid}/disable`. A server admin switches the account off: every session ends
 * at once and sign-in is refused until enabled. A campus manager suspends the membership of their campus
 * (issue 27): its campus roles go, its courses and the campus close to the person, and the account
 * stays usable on its other campuses.
 */
export async function disableUser(deps: UserAdminDeps, principal: Principal, userId: number): Promise<UserAdminEntry> {
  const scope = await requireSwitchable(deps, principal, userId);
  if (scope.admin) {
    await deps.accounts.disableAccount(userId);
    deps.log.info({ event: 'account_disabled', userId, by: principal.userId }, 'account disabled');
  } else {
    await repository.setMembershipSuspended(deps.db, scope.domainId, userId, nowOf(deps));
    deps.log.info({ event: 'campus_membership_suspended', userId, by: principal.userId, domainId: scope.domainId }, 'campus membership suspended');
  }
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}

/**
 * `POST /users/administer/{uid}/enable`: the membership of the campus counts again (its campus roles
 * do not come back); a server admin also switches the account on (its old sessions stay ended).
 */
export async function enableUser(deps: UserAdminDeps, principal: Principal, userId: number): Promise<UserAdminEntry> {
  const scope = await requireSwitchable(deps, principal, userId);
  await repository.setMembershipSuspended(deps.db, scope.domainId, userId, null);
  if (scope.admin) {
    await deps.accounts.enableAccount(userId);
    deps.log.info({ event: 'account_enabled', userId, by: principal.userId }, 'account enabled');
  } else {
    deps.log.info({ event: 'campus_membership_restored', userId, by: principal.userId, domainId: scope.domainId }, 'campus membership restored');
  }
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}

export type AddMemberResult = { added: UserAdminEntry } | { invited: CampusInvitationSent };

function alreadyMember(): AppError {
  return new AppError(409, USER_ADMIN_ERROR_CODES.alreadyMember, 'The account belongs to the campus already.', {
    errors: [{ path: 'email', message: USER_ADMIN_ERROR_CODES.alreadyMember }],
  });
}

/**
 * `POST /users/administer/members`. A server admin adds an existing account to the campus (no campus
 * roles). A campus manager records a campus invitation for the address (issue 27): the same answer
 * whether an account has it or not; only a member of the own campus is 409.
 */
export async function addCampusMember(deps: UserAdminDeps, principal: Principal, rawEmail: string): Promise<AddMemberResult> {
  const scope = await requireUserAdmin(deps.db, principal);
  const email = rawEmail.toLowerCase();
  if (!scope.admin) {
    const accountId = await repository.findAccountIdByEmail(deps.db, email);
    if (accountId !== undefined && (await repository.findCampusUser(deps.db, scope.domainId, accountId))) throw alreadyMember();
    const now = nowOf(deps);
    const expiresAt = new Date(now.getTime() + CAMPUS_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
    await repository.upsertInvitation(deps.db, { domainId: scope.domainId, email, invitedBy: principal.userId, now, expiresAt });
    deps.log.info({ event: 'campus_invitation_recorded', by: principal.userId, domainId: scope.domainId }, 'campus invitation recorded');
    return { invited: { invited: true, email } };
  }
  return { added: await addDirectly(deps, principal, scope, email) };
}

async function addDirectly(deps: UserAdminDeps, principal: Principal, scope: AdminScope, email: string): Promise<UserAdminEntry> {
  const userId = await repository.findAccountIdByEmail(deps.db, email);
  if (userId === undefined) {
    throw new AppError(404, USER_ADMIN_ERROR_CODES.accountNotFound, 'No account has this e-mail address.', {
      errors: [{ path: 'email', message: USER_ADMIN_ERROR_CODES.accountNotFound }],
    });
  }
  const added = await repository.insertCampusMember(deps.db, scope.domainId, userId);
  if (!added) throw alreadyMember();
  deps.log.info({ event: 'campus_member_added', userId, by: principal.userId, domainId: scope.domainId }, 'account added to the campus');
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}

function invitationNotFound(id: number): AppError {
  return notFound(`Campus invitation ${id} was not found.`, USER_ADMIN_ERROR_CODES.invitationNotFound);
}

/** `GET /campus-invitations`: the pending invitations for the caller's own (verified) address. */
export async function listMyInvitations(deps: UserAdminDeps, principal: Principal): Promise<CampusInvitationList> {
  const email = await repository.findAccountEmail(deps.db, principal.userId);
  if (email === undefined) return { items: [] };
  const rows = await repository.listPendingInvitations(deps.db, email, nowOf(deps));
  return {
    items: rows.map((row) => ({
      id: row.id,
      domain_id: row.domainId,
      campus_name: row.campusName,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * `POST /campus-invitations/{id}/accept|decline`: only the invitee (the account with the invited
 * address) answers; anyone else, an answered or expired invitation: 404 as for an unknown id.
 * Accepting makes them a member of the campus.
 */
export async function answerMyInvitation(deps: UserAdminDeps, principal: Principal, id: number, accept: boolean): Promise<void> {
  // Joining a campus is the person's own consent: an admin acting as them cannot give it.
  if (principal.impersonatorUserId !== null) {
    throw forbidden('A campus invitation cannot be answered while acting as another user.', USER_ADMIN_ERROR_CODES.invitationImpersonated);
  }
  const email = await repository.findAccountEmail(deps.db, principal.userId);
  if (email === undefined) throw invitationNotFound(id);
  const answered = await repository.answerInvitation(deps.db, { id, email, userId: principal.userId, accept, now: nowOf(deps) });
  if (!answered) throw invitationNotFound(id);
  deps.log.info({ event: accept ? 'campus_invitation_accepted' : 'campus_invitation_declined', userId: principal.userId, invitationId: id }, 'campus invitation answered');
}
