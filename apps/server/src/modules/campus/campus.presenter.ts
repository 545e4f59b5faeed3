// Campus rows → the wire shapes of packages/shared/src/campus.ts.
import {
  NO_SITE_SECTION_ID,
  isCourseRoleId,
  type Campus,
  type CampusCoursePage,
  type CampusDomainRole,
  type CampusListType,
  type CampusSection,
} from '@campus/shared';
import type { CampusCourseRow, CampusRow } from './campus.repository.ts';

export function presentCampus(campus: CampusRow, domainRoles: CampusDomainRole[]): Campus {
  return {
    id: campus.id,
    domainId: campus.id,
    name: campus.name,
    custom_colors: { primary_color: campus.primaryColor },
    domain_roles: domainRoles,
    campus_features: {
      courseTypes: {
        self_learning: campus.features.courseTypes.self_learning === true,
        compact_learning: campus.features.courseTypes.compact_learning === true,
      },
    },
  };
}

const seconds = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 1000));

export interface CampusPageInput {
  type: CampusListType;
  offset: number;
  limit: number;
  total: number;
  rows: readonly CampusCourseRow[];
}

export function presentCampusPage(input: CampusPageInput): CampusCoursePage {
  const sections = new Map<number, CampusSection>();
  const items = input.rows.map((row) => {
    const sectionId = row.siteId ?? NO_SITE_SECTION_ID;
    if (!sections.has(sectionId)) {
      sections.set(sectionId, { id: sectionId, name: row.siteName, collapsed: row.sectionCollapsed ?? false });
    }
    return {
      og_id: row.id,
      label: row.title,
      type: row.kind,
      course_type: row.courseType,
      description: row.description,
      section_id: sectionId,
      startdate: seconds(row.startDate),
      enddate: seconds(row.endDate),
      roles: row.heldRoleId !== null && isCourseRoleId(row.heldRoleId) ? [{ id: row.heldRoleId }] : [],
    };
  });
  return { type: input.type, offset: input.offset, limit: input.limit, total: input.total, items, sections: [...sections.values()] };
}
