// Campus rules: the campus course list (30 a page) and the collapsed sections of the campus dashboard.
// Which campus is the user's and who may look at a campus are in campus-access.ts.
import {
  CAMPUS_LIST_KIND,
  NO_SITE_SECTION_ID,
  type CampusCollapseParams,
  type CampusCollapseResponse,
  type CampusCoursePage,
  type CampusListParams,
  type CampusListQuery,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireCampusAccess } from './campus-access.ts';
import { presentCampusPage } from './campus.presenter.ts';
import { listCampusCourses, saveCollapsedSection, siteBelongsToCampus } from './campus.repository.ts';

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
    throw notFound(`Section ${params.id} is not part of campus ${params.domainId}.`);
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
