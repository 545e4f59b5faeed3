// Client-side rules for the course side menu (spec §2): the server builds `menu_items` with the shared
// buildCourseMenu; here the active entry is marked for the current path and the group rule is kept even
// if a stale list arrives.
import { COURSE_ROUTES, markActive, type CourseKind, type MenuItem } from '@campus/shared';

const TASKS_ENTRY_ID = 'assignments';

function withoutTasks(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.id !== TASKS_ENTRY_ID && item.target?.split('?')[0]?.endsWith(`/app/${COURSE_ROUTES.assignments.path}`) !== true)
    .map((item) => (item.items ? { ...item, items: withoutTasks(item.items) } : item));
}

/** Drops separators at either end and doubled ones (left over when a group is filtered empty). */
function tidySeparators(items: readonly MenuItem[]): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of items) {
    if (item.type === 'group' && (item.items?.length ?? 0) === 0) continue;
    if (item.type === 'separator' && (result.length === 0 || result.at(-1)?.type === 'separator')) continue;
    result.push(item);
  }
  if (result.at(-1)?.type === 'separator') result.pop();
  return result;
}

/** Drops entries whose target screen does not exist (issue 16: no dead links), also inside groups. */
function withExistingTargets(items: readonly MenuItem[], screenExists: (path: string) => boolean): MenuItem[] {
  return items
    .filter((item) => item.type !== 'item' || (item.target !== undefined && screenExists(item.target)))
    .map((item) => (item.items ? { ...item, items: withExistingTargets(item.items, screenExists) } : item));
}

/**
 * The entries to show for `path`: entries without a screen go (when `screenExists` is given), groups
 * lose the tasks entry, the active entry's group opens.
 */
export function visibleMenuItems(
  items: readonly MenuItem[],
  kind: CourseKind,
  path: string,
  screenExists?: (path: string) => boolean,
): MenuItem[] {
  const existing = screenExists === undefined ? items : withExistingTargets(items, screenExists);
  const filtered = kind === 'group' ? withoutTasks(existing) : [...existing];
  return markActive(tidySeparators(filtered), path);
}
