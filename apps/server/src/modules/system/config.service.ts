// GET /config (spec §3 Configuration): the base object of buildConfiguration, completed from the
// campus (global header, colour and font overrides) and, for a signed-in user, from the course of
// the path (header title, og_inactive, the menu item to mark active).
import {
  buildCourseMenu,
  courseSegment,
  markActive,
  type ConfigQuery,
  type Configuration,
  type MenuItem,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { findUserCampusId } from '../campus/campus-access.ts';
import { findCampusLook, presentThemeOverrides, type CampusLook } from '../campus-settings/campus-settings.sources.ts';
import { findCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { courseFeatures } from '../courses/courses.policy.ts';
import { courseInactiveMessage } from './config.messages.ts';
import { buildConfiguration, parseAppPath } from './system.service.ts';

export interface ConfigurationContext {
  campus: CampusLook | undefined;
  principal: Principal | null;
  /** The user's access to the configuration's course; undefined when none, or the user may not see it. */
  course: CourseAccess | undefined;
}

function findActive(items: readonly MenuItem[]): MenuItem | undefined {
  for (const item of items) {
    if (item.type === 'item' && item.active === true) return item;
    const inner = item.items ? findActive(item.items) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The target of the side-menu entry the configured route belongs to (e.g. `assignment/7` → assignments). */
export function menuItemTargetFor(access: CourseAccess, route: string): string | null {
  const { row } = access;
  const items = buildCourseMenu({
    courseId: row.id,
    kind: row.kind,
    courseType: row.courseType,
    permissions: access.permissions,
    features: courseFeatures(row.settings),
    dashboardEnabled: row.dashboardEnabled,
    hasLearningPath: row.hasLearningPath,
  });
  return findActive(markActive(items, `/${courseSegment(row.id)}/${route}`))?.target ?? null;
}

const orNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value);

/** Pure: completes the base configuration from the campus, the user and the course. */
export function completeConfiguration(base: Configuration, { campus, principal, course }: ConfigurationContext): Configuration {
  const header = campus?.globalHeader ?? {};
  let ogInactive: Configuration['og_inactive'] = null;
  if (course && !course.shown && course.period !== 'running') {
    const date = course.period === 'not_started' ? course.row.startDate : course.row.endDate;
    ogInactive = courseInactiveMessage(base.language, course.period, date);
  }
  return {
    ...base,
    // Only signed-in users see the global header (spec §1), and only where the campus turns it on.
    show_global_header: principal !== null && campus?.showGlobalHeader === true,
    menuItemTarget: course?.shown ? menuItemTargetFor(course, base.route) : null,
    studentModeEnabled: principal?.studentMode ?? false,
    currentUser: principal?.userId ?? null,
    global_header: {
      ...base.global_header,
      ogTitle: course?.row.title ?? campus?.name ?? null,
      tumUrl: orNull(header.tumUrl),
      userPortalUrl: orNull(header.userPortalUrl),
      global_header_url: orNull(header.global_header_url),
      externalLogoUrl: orNull(header.externalLogoUrl),
      externalLogoImage: orNull(header.externalLogoImage),
    },
    ...presentThemeOverrides({ colors: campus?.colors ?? {}, fonts: campus?.fonts ?? {} }),
    og_inactive: ogInactive,
    feedback_prompt: principal !== null && campus?.feedbackPrompt === true,
    // Open to everyone (the footer links show before sign-in too).
    legal_links: { imprint_url: campus?.imprintUrl ?? null, privacy_url: campus?.privacyUrl ?? null },
    // The campus switches (on where no campus or no settings row): the web hides certificate and push entries.
    certificates: campus?.certificates ?? true,
    push_notifications: campus?.pushNotifications ?? true,
  };
}

export async function getConfiguration(
  db: Database,
  query: ConfigQuery,
  site: { origin: string; legacyBaseUrl: string | null },
  principal: Principal | null,
  now: Date = new Date(),
): Promise<Configuration> {
  const courseId = query.og_nid ?? parseAppPath(query.path ?? '').courseId;
  const course = principal && courseId !== null ? await findCourseAccess(db, principal, courseId, now) : undefined;
  const domainId = course?.row.domainId ?? (principal ? await findUserCampusId(db, principal.userId) : undefined);
  const campus = await findCampusLook(db, domainId);
  const base = buildConfiguration({ query, origin: site.origin, legacyBaseUrl: site.legacyBaseUrl, campusName: campus?.name ?? null });
  return completeConfiguration(base, { campus, principal, course });
}
