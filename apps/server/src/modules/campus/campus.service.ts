// Campus rules: which campus is the user's, who may look at a campus (404 otherwise, as for courses),
// the campus course list (30 a page) and the collapsed sections of the campus dashboard.
import {
  CAMPUS_ADMIN_ROLE,
  CAMPUS_LIST_KIND,
  ERROR_CODES,
  NO_SITE_SECTION_ID,
  type Campus,
  type CampusCollapseParams,
  type CampusCollapseResponse,
  type CampusCoursePage,
  type CampusDomainRole,
  type CampusListParams,
  type CampusListQuery,
  type CampusRole,
} from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { presentCampus, presentCampusPage } from './campus.presenter.ts';
import {
  findCampusAccessRow,
  findFirstCampusId,
  findUserCampusId,
  listCampusCourses,
  saveCollapsedSection,
  siteBelongsToCampus,
  type CampusRow,
} from './campus.repository.ts';

export interface CampusAccess {
  campus: CampusRow;
  /** The user's campus roles there (without the admin flag). */
  roles: CampusRole[];
  /** Campus admin account, or campus_manager of this campus: sees every course of it. */
  seesAllCourses: boolean;
}

export function campusNotFound(domainId: number): AppError {
  return new AppError(404, ERROR_CODES.NOT_FOUND, `Campus ${domainId} was not found.`);
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
  if (domainId === undefined) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'You do not belong to a campus.');
  const access = await requireCampusAccess(db, principal, domainId);
  return presentCampus(access.campus, domainRolesOf(access.roles, principal));
}

export async function listCampusCoursePage(
  db: Database,
  principal: Principal,
  params: CampusListParams,
  query: CampusListQuery,
): Promise<CampusCoursePage> {
  const access = await requireCampusAccess(db, principal, params.domainId);
  const { rows, total } = await listCampusCourses(db, {
    domainId: params.domainId,
    listType: params.type,
    kind: CAMPUS_LIST_KIND[params.type],
    userId: principal.userId,
    allCourses: access.seesAllCourses,
    filter: query.filter === '' ? undefined : query.filter,
    courseType: query.course_type,
    offset: query.offset,
    limit: query.limit,
  });
  return presentCampusPage({ type: params.type, offset: query.offset, limit: query.limit, total, rows });
}

/** Remembers a folded (1) or unfolded (0) section; a section that is not a site of the campus is 404. */
export async function setSectionCollapsed(db: Database, principal: Principal, params: CampusCollapseParams): Promise<CampusCollapseResponse> {
  await requireCampusAccess(db, principal, params.domainId);
  if (params.id !== NO_SITE_SECTION_ID && !(await siteBelongsToCampus(db, params.domainId, params.id))) {
    throw new AppError(404, ERROR_CODES.NOT_FOUND, `Section ${params.id} is not part of campus ${params.domainId}.`);
  }
  const collapsed = params.collapsed === '1';
  await saveCollapsedSection(db, {
    userId: principal.userId,
    domainId: params.domainId,
    listType: params.type,
    sectionId: params.id,
    collapsed,
  });
  return { type: params.type, id: params.id, collapsed };
}
