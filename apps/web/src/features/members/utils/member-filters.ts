// The member list's filters as the screen keeps them (null: no filter).
import type { CourseRoleId } from '@campus/shared';

export interface MemberFilterValues {
  search: string;
  role: CourseRoleId | null;
  workgroup: number | null;
  targetGroup: string | null;
}

export const NO_MEMBER_FILTERS: MemberFilterValues = { search: '', role: null, workgroup: null, targetGroup: null };

/** Initials for a member without a picture: the first letters of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
