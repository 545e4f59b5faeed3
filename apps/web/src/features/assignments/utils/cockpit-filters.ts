// Filters of the course cockpit grid (members × assignments) and the assignment cockpit list: by
// status and by group (a target group or a workgroup). Pure; the screens keep the filter state.
import type {
  AssignmentCockpitRow,
  AssignmentProgressStatus,
  AssignmentsCourseCockpit,
  CourseCockpitCell,
  CourseCockpitRow,
} from '@campus/shared';
import { countStatuses, type StatusCounts, type StatusFilter } from './assignment-status.ts';

/** `all`, `target:<name>` or `workgroup:<id>`, the values of the group select. */
export type GroupFilter = 'all' | `target:${string}` | `workgroup:${number}`;

export interface CockpitFilters {
  status: StatusFilter;
  group: GroupFilter;
  /** Column the status filter looks at; null: any assignment. */
  assignmentId: number | null;
}

export const DEFAULT_COCKPIT_FILTERS: CockpitFilters = { status: 'all', group: 'all', assignmentId: null };

export function targetGroupFilter(name: string): GroupFilter {
  return `target:${name}`;
}

export function workgroupFilter(id: number): GroupFilter {
  return `workgroup:${id}`;
}

export function parseGroupFilter(value: string | null): GroupFilter {
  if (value === null || value === 'all') return 'all';
  if (value.startsWith('target:') && value.length > 'target:'.length) return value as GroupFilter;
  const workgroup = /^workgroup:([1-9]\d*)$/.exec(value);
  return workgroup ? workgroupFilter(Number(workgroup[1])) : 'all';
}

interface GroupMember {
  targetGroups: readonly string[];
  workgroups: readonly number[];
}

export function isInGroup(member: GroupMember, group: GroupFilter): boolean {
  if (group === 'all') return true;
  if (group.startsWith('target:')) return member.targetGroups.includes(group.slice('target:'.length));
  return member.workgroups.includes(Number(group.slice('workgroup:'.length)));
}

function cellMatches(cell: CourseCockpitCell, status: AssignmentProgressStatus): boolean {
  // Assignments not meant for the member have no status worth filtering on.
  return cell.assigned && cell.status === status;
}

/** Members of the grid that are in the group and have the status (in the chosen column, or in any). */
export function filterCockpitRows(rows: readonly CourseCockpitRow[], filters: CockpitFilters): CourseCockpitRow[] {
  return rows.filter((row) => {
    if (!isInGroup(row, filters.group)) return false;
    if (filters.status === 'all') return true;
    const status = filters.status;
    const cells = filters.assignmentId === null ? row.cells : row.cells.filter((cell) => cell.assignmentId === filters.assignmentId);
    return cells.some((cell) => cellMatches(cell, status));
  });
}

/** The cell of a member for an assignment column (the server sends one per assignment). */
export function cellFor(row: CourseCockpitRow, assignmentId: number): CourseCockpitCell | undefined {
  return row.cells.find((cell) => cell.assignmentId === assignmentId);
}

/** Status counts of one assignment column over the given members, assigned cells only. */
export function columnCounts(rows: readonly CourseCockpitRow[], assignmentId: number): StatusCounts {
  return countStatuses(
    rows.flatMap((row) => {
      const cell = cellFor(row, assignmentId);
      return cell?.assigned ? [cell.status] : [];
    }),
  );
}

/** Members of one assignment's cockpit in the group and with the status. */
export function filterAssignmentCockpitRows(
  rows: readonly AssignmentCockpitRow[],
  filters: Pick<CockpitFilters, 'status' | 'group'>,
): AssignmentCockpitRow[] {
  return rows.filter((row) => isInGroup(row, filters.group) && (filters.status === 'all' || row.status === filters.status));
}

/** The group select's options: target groups first, then workgroups, each labelled by name. */
export function groupOptions(cockpit: Pick<AssignmentsCourseCockpit, 'targetGroups' | 'workgroups'>): { value: GroupFilter; label: string; kind: 'target' | 'workgroup' }[] {
  return [
    ...cockpit.targetGroups.map((name) => ({ value: targetGroupFilter(name), label: name, kind: 'target' as const })),
    ...cockpit.workgroups.map((workgroup) => ({ value: workgroupFilter(workgroup.id), label: workgroup.name, kind: 'workgroup' as const })),
  ];
}
