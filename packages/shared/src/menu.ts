// Side menu of a course (spec §2 "Side menu", §3 "Menu item", §9 "Menu text colour"): which entries a
// member sees, where they lead, which one is active, and the text colour for a themed background.
import { coursePath, isLanguagePrefix, type CourseRouteName } from './routes.ts';
import type { CourseKind, CourseType } from './course-types.ts';
import { hasPermission, type PermissionMap } from './permissions.ts';
import {
  LUMINANCE_THRESHOLD,
  relativeLuminance,
  TEXT_ON_DARK,
  TEXT_ON_LIGHT,
  thresholdTextColor,
  type ThresholdTextColor,
} from './rules/contrast.ts';

export const MENU_TEXT_DARK = TEXT_ON_LIGHT;
export const MENU_TEXT_LIGHT = TEXT_ON_DARK;
export type MenuTextColor = ThresholdTextColor;
/** Backgrounds brighter than this relative luminance get dark text (spec §9). */
export const MENU_LUMINANCE_THRESHOLD = LUMINANCE_THRESHOLD;
export { relativeLuminance };

/**
 * Text colour for a menu background: WCAG relative luminance above 0.5 → dark text, else white.
 * Accepts #rgb, #rrggbb and #rrggbbaa (alpha ignored); anything unparsable gets the dark text of the
 * default light menu. The rule itself is `thresholdTextColor` of rules/contrast.ts.
 */
export function menuTextColor(backgroundHex: string): MenuTextColor {
  return thresholdTextColor(backgroundHex);
}

export type MenuItemType = 'item' | 'separator' | 'group';

/** Menu item of spec §3. `label` is an i18n key, `icon` a Tabler icon name, `target` an app path. */
export interface MenuItem {
  id: string;
  type: MenuItemType;
  label?: string;
  icon?: string;
  target?: string;
  isLegacy: boolean;
  active?: boolean;
  items?: MenuItem[];
  collapsed?: boolean;
}

/** `course_features` of the course (spec §3). `contacts: false` hides the members entry. */
export interface CourseMenuFeatures {
  contacts?: boolean;
  tandem_assignments?: boolean;
  has_certificated?: boolean;
}

export interface CourseMenuInput {
  courseId: number;
  kind: CourseKind;
  /** Not needed by today's rules (the edit target depends on the dashboard alone); kept for type-specific entries. */
  courseType: CourseType;
  permissions: PermissionMap | null | undefined;
  features?: CourseMenuFeatures | null;
  dashboardEnabled: boolean;
  /** The course has a learning path; without one only the people who may build it see the entry. */
  hasLearningPath?: boolean;
}

/** Every label key buildCourseMenu uses; de.json and en.json must translate them. */
export const COURSE_MENU_LABEL_KEYS = [
  'menu.dashboard',
  'menu.assignments',
  'menu.learning-path',
  'menu.content',
  'menu.videos',
  'menu.course-documents',
  'menu.members',
  'menu.conversations',
  'menu.dialogs',
  'menu.course-cockpit',
  'menu.course-edit-form',
  'menu.groups.collaboration',
  'menu.groups.administration',
] as const;

/** Query parameter and value that open the course edit dialog over a screen (spec §2). */
export const COURSE_EDIT_DIALOG_PARAM = 'dialog';
export const COURSE_EDIT_DIALOG = 'course-edit-form';

/**
 * Where the course-edit-form target opens: over the dashboard; without one (self-learning courses
 * may disable it) over assignments, and in a group, which has no assignments, over the content.
 */
export function courseEditFormTarget(input: Pick<CourseMenuInput, 'courseId' | 'kind' | 'dashboardEnabled'>): string {
  const screen: CourseRouteName = input.dashboardEnabled ? 'dashboard' : input.kind === 'group' ? 'content' : 'assignments';
  return `${coursePath(input.courseId, screen)}?${COURSE_EDIT_DIALOG_PARAM}=${COURSE_EDIT_DIALOG}`;
}

function entry(courseId: number, route: CourseRouteName, icon: string): MenuItem {
  return { id: route, type: 'item', label: `menu.${route}`, icon, target: coursePath(courseId, route), isLegacy: false };
}

/** The side menu of a course; only entries the member may use (the server still checks each call). */
export function buildCourseMenu(input: CourseMenuInput): MenuItem[] {
  const { courseId, kind, permissions, features, dashboardEnabled } = input;
  const items: MenuItem[] = [];
  if (dashboardEnabled) items.push(entry(courseId, 'dashboard', 'layout-dashboard'));
  // Groups have no tasks (spec §2, §6).
  if (kind === 'course') items.push(entry(courseId, 'assignments', 'checklist'));
  // The learning path screen shows a path, so learners see it where there is one; staff build it.
  if (input.hasLearningPath === true || hasPermission(permissions, 'access_cockpit')) items.push(entry(courseId, 'learning-path', 'route'));

  const collaboration: MenuItem[] = [
    entry(courseId, 'content', 'files'),
    entry(courseId, 'videos', 'movie'),
    entry(courseId, 'course-documents', 'folder'),
  ];
  if (features?.contacts !== false) collaboration.push(entry(courseId, 'members', 'users'));
  collaboration.push(entry(courseId, 'conversations', 'messages'), entry(courseId, 'dialogs', 'message-circle'));
  items.push(separator('collaboration'), group('collaboration', 'users-group', collaboration));

  const administration: MenuItem[] = [];
  if (hasPermission(permissions, 'access_cockpit')) administration.push(entry(courseId, 'course-cockpit', 'gauge'));
  if (hasPermission(permissions, 'administer_course')) {
    administration.push({
      id: COURSE_EDIT_DIALOG,
      type: 'item',
      label: 'menu.course-edit-form',
      icon: 'settings',
      target: courseEditFormTarget(input),
      isLegacy: false,
    });
  }
  if (administration.length > 0) {
    items.push(separator('administration'), group('administration', 'adjustments', administration));
  }
  return items;
}

function separator(before: string): MenuItem {
  return { id: `separator-${before}`, type: 'separator', isLegacy: false };
}

function group(id: string, icon: string, items: MenuItem[]): MenuItem {
  return { id, type: 'group', label: `menu.groups.${id}`, icon, isLegacy: false, items, collapsed: true };
}

/**
 * Marks the entry whose target best matches `path` active (longest path prefix at a segment
 * boundary; a target's query must be present in `path`) and opens the group that contains it.
 * Other groups keep their collapsed state. Returns new items; the input is not changed.
 */
export function markActive(items: readonly MenuItem[], path: string): MenuItem[] {
  const current = withAlias(splitTarget(path));
  let best: { id: string; score: number } | undefined;
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.items) visit(item.items);
      if (item.type !== 'item' || item.target === undefined) continue;
      const score = matchScore(splitTarget(item.target), current);
      if (score !== undefined && (best === undefined || score > best.score)) best = { id: item.id, score };
    }
  };
  visit(items);
  const activeId = best?.id;

  const apply = (list: readonly MenuItem[]): MenuItem[] =>
    list.map((item) => {
      if (item.type === 'group' && item.items) {
        const children = apply(item.items);
        const containsActive = children.some((child) => child.active === true);
        return { ...item, items: children, active: containsActive, collapsed: containsActive ? false : item.collapsed };
      }
      return item.type === 'item' ? { ...item, active: item.id === activeId } : { ...item };
    });
  return apply(items);
}

interface SplitPath {
  segments: string[];
  query: URLSearchParams;
}

function splitTarget(path: string): SplitPath {
  const [pathname = '', search = ''] = path.split('#', 1)[0]?.split('?', 2) ?? [];
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments[0] !== undefined && isLanguagePrefix(segments[0])) segments.shift();
  return { segments, query: new URLSearchParams(search) };
}

/** Detail screens highlight the menu entry of their list (`assignment/7` → assignments). */
const ACTIVE_ALIASES: Readonly<Partial<Record<CourseRouteName, CourseRouteName>>> = {
  assignment: 'assignments',
  'assignment-cockpit': 'course-cockpit',
  'content-details': 'content',
  'video-player': 'videos',
  member: 'members',
  conversation: 'conversations',
};

function withAlias(path: SplitPath): SplitPath {
  const [course, app, route] = path.segments;
  const alias = route !== undefined && Object.hasOwn(ACTIVE_ALIASES, route) ? ACTIVE_ALIASES[route as CourseRouteName] : undefined;
  if (course === undefined || app !== 'app' || alias === undefined) return path;
  return { segments: [course, app, alias], query: path.query };
}

/** Longer matching paths win; among equal paths, the one with more matching query parameters. */
function matchScore(target: SplitPath, current: SplitPath): number | undefined {
  if (target.segments.length > current.segments.length) return undefined;
  if (target.segments.some((segment, i) => current.segments[i] !== segment)) return undefined;
  let queryMatches = 0;
  for (const [key, value] of target.query) {
    if (current.query.get(key) !== value) return undefined;
    queryMatches += 1;
  }
  return target.segments.length * 100 + queryMatches;
}
