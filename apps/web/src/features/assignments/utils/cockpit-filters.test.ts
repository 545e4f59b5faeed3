import { describe, expect, it } from 'vitest';
import { courseCockpitFixture } from '../testing/assignment-fixtures.ts';
import {
  cellFor,
  columnCounts,
  DEFAULT_COCKPIT_FILTERS,
  filterAssignmentCockpitRows,
  filterCockpitRows,
  groupOptions,
  isInGroup,
  parseGroupFilter,
} from './cockpit-filters.ts';

const cockpit = courseCockpitFixture();
const uids = (rows: readonly { uid: number }[]) => rows.map((row) => row.uid);

describe('course cockpit filters', () => {
  it('shows everyone without filters', () => {
    expect(uids(filterCockpitRows(cockpit.members, DEFAULT_COCKPIT_FILTERS))).toEqual([21, 22]);
  });

  it('filters by a status in any assignment, or in one chosen column', () => {
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, status: 'completed' }))).toEqual([21]);
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, status: 'not_started' }))).toEqual([22]);
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, status: 'in_progress', assignmentId: 11 }))).toEqual([]);
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, status: 'in_progress', assignmentId: 12 }))).toEqual([21]);
  });

  it('ignores cells of assignments that are not for the member', () => {
    // Mia's cell for 12 says not_started but is not assigned: filtering column 12 must not find her.
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, status: 'not_started', assignmentId: 12 }))).toEqual([]);
  });

  it('filters by target group or workgroup', () => {
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, group: 'target:U19' }))).toEqual([22]);
    expect(uids(filterCockpitRows(cockpit.members, { ...DEFAULT_COCKPIT_FILTERS, group: 'workgroup:3' }))).toEqual([21]);
    expect(uids(filterCockpitRows(cockpit.members, { status: 'completed', group: 'target:U19', assignmentId: null }))).toEqual([]);
    expect(isInGroup({ targetGroups: [], workgroups: [] }, 'all')).toBe(true);
  });

  it('reads group filters from select values and rejects anything else', () => {
    expect(parseGroupFilter('target:U 17')).toBe('target:U 17');
    expect(parseGroupFilter('workgroup:3')).toBe('workgroup:3');
    expect(parseGroupFilter('workgroup:x')).toBe('all');
    expect(parseGroupFilter('target:')).toBe('all');
    expect(parseGroupFilter(null)).toBe('all');
  });

  it('offers target groups, then workgroups, as group options', () => {
    expect(groupOptions(cockpit)).toEqual([
      { value: 'target:U17', label: 'U17', kind: 'target' },
      { value: 'target:U19', label: 'U19', kind: 'target' },
      { value: 'workgroup:3', label: 'Team Blue', kind: 'workgroup' },
    ]);
  });

  it('counts a column over assigned cells only', () => {
    expect(columnCounts(cockpit.members, 11)).toEqual({ not_started: 1, in_progress: 0, completed: 1 });
    expect(columnCounts(cockpit.members, 12)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });
    expect(cellFor(cockpit.members[0]!, 99)).toBeUndefined();
  });
});

describe('assignment cockpit filters', () => {
  const rows = [
    { uid: 1, name: 'A', role: 'student' as const, targetGroups: ['U17'], workgroups: [], status: 'completed' as const, lastActivity: null, updatedBy: null, submissions: [] },
    { uid: 2, name: 'B', role: 'member' as const, targetGroups: [], workgroups: [5], status: 'in_progress' as const, lastActivity: null, updatedBy: null, submissions: [] },
  ];
  it('filter by status and group together', () => {
    expect(uids(filterAssignmentCockpitRows(rows, { status: 'all', group: 'all' }))).toEqual([1, 2]);
    expect(uids(filterAssignmentCockpitRows(rows, { status: 'completed', group: 'all' }))).toEqual([1]);
    expect(uids(filterAssignmentCockpitRows(rows, { status: 'all', group: 'workgroup:5' }))).toEqual([2]);
    expect(uids(filterAssignmentCockpitRows(rows, { status: 'completed', group: 'workgroup:5' }))).toEqual([]);
  });
});
