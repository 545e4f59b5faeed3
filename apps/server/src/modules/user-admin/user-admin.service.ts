// Users administer (issue 18, spec §6 "Domain roles are administered at /users/administer"): campus
// admins (not in student mode) and campus managers of the campus list its accounts, give and take the
// campus roles, disable and enable accounts and add existing accounts to the campus. Disabling goes
// through the auth service (app.auth): it sets disabled_at and revokes every session in one
// transaction, and the per-request session check refuses a still-valid access token at once.
import {
  USER_ADMIN_ERROR_CODES,
  USER_ADMIN_PAGE_SIZE,
  type CampusRole,
  type UserAdminEntry,
  type UserAdminList,
} from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/principal.ts';
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
}

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
    disabled_at: row.disabledAt?.toISOString() ?? null,
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

/** `POST /users/administer/{uid}/disable`: every session ends at once; sign-in is refused until enabled. */
export async function disableUser(deps: UserAdminDeps, principal: Principal, userId: number): Promise<UserAdminEntry> {
  const scope = await requireSwitchable(deps, principal, userId);
  await deps.accounts.disableAccount(userId);
  deps.log.info({ event: 'account_disabled', userId, by: principal.userId }, 'account disabled');
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}

/** `POST /users/administer/{uid}/enable`: the account may sign in again (its old sessions stay ended). */
export async function enableUser(deps: UserAdminDeps, principal: Principal, userId: number): Promise<UserAdminEntry> {
  const scope = await requireSwitchable(deps, principal, userId);
  await deps.accounts.enableAccount(userId);
  deps.log.info({ event: 'account_enabled', userId, by: principal.userId }, 'account enabled');
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}

/** `POST /users/administer/members`: an existing account joins the campus (no campus roles). */
export async function addCampusMember(deps: UserAdminDeps, principal: Principal, email: string): Promise<UserAdminEntry> {
  const scope = await requireUserAdmin(deps.db, principal);
  const userId = await repository.findAccountIdByEmail(deps.db, email);
  if (userId === undefined) {
    throw new AppError(404, USER_ADMIN_ERROR_CODES.accountNotFound, 'No account has this e-mail address.', {
      errors: [{ path: 'email', message: USER_ADMIN_ERROR_CODES.accountNotFound }],
    });
  }
  const added = await repository.insertCampusMember(deps.db, scope.domainId, userId);
  if (!added) {
    throw new AppError(409, USER_ADMIN_ERROR_CODES.alreadyMember, 'The account belongs to the campus already.', {
      errors: [{ path: 'email', message: USER_ADMIN_ERROR_CODES.alreadyMember }],
    });
  }
  deps.log.info({ event: 'campus_member_added', userId, by: principal.userId, domainId: scope.domainId }, 'account added to the campus');
  return present(await requireCampusUser(deps.db, scope.domainId, userId));
}
