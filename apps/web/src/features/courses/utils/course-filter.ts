// The chooser's search (spec §5 "Course search in the modal"): filtering starts at 2 characters and
// ignores case; courses stay grouped by site name and groups without a match disappear.
import type { CourseGroup } from '@campus/shared';

export const MIN_SEARCH_LENGTH = 2;

/** Lower-cased, accent-insensitive form for comparing ("Übung" matches "ubung"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
}

export function filterCourseGroups(groups: readonly CourseGroup[], query: string): CourseGroup[] {
  const needle = query.trim();
  if (needle.length < MIN_SEARCH_LENGTH) return [...groups];
  const folded = fold(needle);
  return groups.flatMap((group) => {
    const courses = group.courses.filter((course) => fold(course.label).includes(folded));
    return courses.length > 0 ? [{ ...group, courses }] : [];
  });
}

export function countCourses(groups: readonly CourseGroup[]): number {
  return groups.reduce((sum, group) => sum + group.courses.length, 0);
}
