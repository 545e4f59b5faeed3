// Campus access: the campus module's public file for other features. Which campus is the user's and who
// may look at a campus (404 otherwise, as for courses); other modules import this file, never
// campus.service.ts or campus.repository.ts.
import { CAMPUS_ADMIN_ROLE, type Campus, type CampusDomainRole, type CampusRole } from '@campus/shared';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { notFound, type AppError } from '../../lib/errors.ts';
import { accessFirst } from '../../plugins/access-first.ts';
import { presentCampus } from './campus.presenter.ts';
import { findCampusAccessRow, findFirstCampusId, findUserCampusId, type CampusRow } from './campus.repository.ts';

/** The user's campus (the first one they belong to), or undefined; the system config asks it. */
export { findUserCampusId };

export interface CampusAccess {
  campus: CampusRow;
  /** The user's campus roles there (without the admin flag). */
  roles: CampusRole[];
  /** Campus admin account, or campus_manager of this campus: sees every course of it. */
  seesAllCourses: boolean;
}

export function campusNotFound(domainId: number): AppError {
  return notFound(`Campus ${domainId} was not found.`);
}

/**
 * The user's view of a campus; 404 when it does not exist or the user does not belong to it (campus
 * admins belong everywhere). Other features (legal) use it to authorize campus-scoped calls.
 */
export async function requireCampusAccess(db: Database, principal: Principal, domainId: number): Promise<CampusAccess> {
  const row = await findCampusAccessRow(db, domainId, principal.userId);
  if (!row || (!row.belongs && !principal.accountIsAdmin)) throw campusNotFound(domainId);
  const { belongs: _belongs, roles, ...campus } = row;
  return { campus, roles, seesAllCourses: principal.accountIsAdmin || roles.includes('campus_manager') };
}

/** `domain_roles` of spec §3: campus roles, plus `admin` while the admin is not in student mode. */
export function domainRolesOf(roles: readonly CampusRole[], principal: Principal): CampusDomainRole[] {
  return principal.isAdmin ? [...roles, CAMPUS_ADMIN_ROLE] : [...roles];
}

/** `GET /campus`: the campus the user belongs to (the first one); admins without one get the first campus. */
export async function getCurrentCampus(db: Database, principal: Principal): Promise<Campus> {
  const domainId = (await findUserCampusId(db, principal.userId)) ?? (principal.accountIsAdmin ? await findFirstCampusId(db) : undefined);
  if (domainId === undefined) throw notFound('You do not belong to a campus.');
  const access = await requireCampusAccess(db, principal, domainId);
  return presentCampus(access.campus, domainRolesOf(access.roles, principal));
}

/**
 * A preValidation hook (plugins/access-first.ts) for routes that name a campus (`domain` in the query):
 * a campus the caller does not belong to is 404 before the rest of the query is validated (issue 27).
 */
export function campusVisibleFirst<Schema extends z.ZodType>(
  db: Database,
  schema: Schema,
  domainIdOf: (ids: z.output<Schema>) => number,
): preValidationAsyncHookHandler {
  return accessFirst('query', schema, (principal, ids) => requireCampusAccess(db, principal, domainIdOf(ids)));
}
