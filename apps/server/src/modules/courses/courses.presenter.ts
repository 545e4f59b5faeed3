// Turns course rows and the computed access into the wire shapes of packages/shared/src/courses.ts.
import {
  NO_SITE_GROUP_NAME,
  buildCourseMenu,
  type Course,
  type CourseDashboardInfo,
  type CourseGroup,
  type CourseListItem,
  type CourseRoleId,
} from '@campus/shared';
import type { CourseSettings } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { CourseAccess } from './course-access.ts';
import { courseFeatures } from './courses.policy.ts';
import type { CourseListRow } from './courses.repository.ts';

/**
 * Course settings keys (the course save payload's names where it has them) read here:
 * dashboardInfoTitle, dashboardInfo, courseInfo (dashboard texts); tandemAssignments, contactsEnabled,
 * hasCertificate (course_features, our names: the save payload has none for them).
 */
function textSetting(settings: CourseSettings, key: string): string | null {
  const value = settings[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A rich-text setting, sanitized again on read: the editor sanitizes on write, but course settings are
 * a free-form bag, so values from an older version, an import or a manual edit pass the same allowlist
 * before the web renders them as HTML (issue 12). One course per request: the cost is negligible.
 */
function richTextSetting(settings: CourseSettings, key: string): string | null {
  const value = textSetting(settings, key);
  if (value === null) return null;
  const clean = sanitizeRichText(value);
  return clean === '' ? null : clean;
}

export function unixSeconds(date: Date | null): number | null {
  return date === null ? null : Math.floor(date.getTime() / 1000);
}

function dashboardInfo(access: CourseAccess): CourseDashboardInfo {
  const { row } = access;
  return {
    // Plain text (spec §5): the web shows it as text, never as HTML.
    description: row.description,
    course_info: richTextSetting(row.settings, 'courseInfo'),
    dashboard_info_title: textSetting(row.settings, 'dashboardInfoTitle'),
    dashboard_info: richTextSetting(row.settings, 'dashboardInfo'),
    startdate: unixSeconds(row.startDate),
    enddate: unixSeconds(row.endDate),
  };
}

const roleRefs = (roleIds: readonly CourseRoleId[]) => roleIds.map((id) => ({ id }));

/** `studentProgress`: the user's share of completed assignments, 0–100. */
export function presentCourse(access: CourseAccess, userId: number, studentProgress: number): Course {
  const { row } = access;
  const features = courseFeatures(row.settings);
  return {
    og_id: row.id,
    domain_id: row.domainId,
    domain_name: row.domainName,
    campus: row.siteName,
    label: row.title,
    type: row.kind,
    course_type: row.courseType,
    roles: roleRefs(access.roleIds),
    permissions: access.permissions,
    current_user: { id: userId },
    course_features: features,
    course_progress: { student_progress: studentProgress },
    dashboard_enabled: row.dashboardEnabled,
    legal_accepted: access.legalAccepted,
    show: access.shown,
    menu_items: buildCourseMenu({
      courseId: row.id,
      kind: row.kind,
      courseType: row.courseType,
      permissions: access.permissions,
      features,
      dashboardEnabled: row.dashboardEnabled,
      hasLearningPath: row.hasLearningPath,
    }),
    dashboard: dashboardInfo(access),
  };
}

export function presentCourseListItem(row: CourseListRow, roleIds: readonly CourseRoleId[]): CourseListItem {
  return {
    og_id: row.id,
    domain_id: row.domainId,
    label: row.title,
    type: row.kind,
    course_type: row.courseType,
    roles: roleRefs(roleIds),
  };
}

/** Groups list items by site name, keeping the order of `rows` (site name, then title). */
export function groupBySite(entries: readonly { siteName: string | null; item: CourseListItem }[]): CourseGroup[] {
  const groups = new Map<string, CourseGroup>();
  for (const { siteName, item } of entries) {
    const name = siteName ?? NO_SITE_GROUP_NAME;
    let group = groups.get(name);
    if (!group) {
      group = { groupName: name, courses: [] };
      groups.set(name, group);
    }
    group.courses.push(item);
  }
  return [...groups.values()];
}
