// The cockpit exports as xlsx workbooks (German or English headers). Cell safety (formula
// neutralisation) is lib/xlsx.ts's job; this file only decides what goes in which column.
import type { AssignmentCockpit, AssignmentProgressStatus, AssignmentsCourseCockpit, CourseRoleName } from '@campus/shared';
import { buildWorkbook, type XlsxCell } from '../../lib/xlsx.ts';

export type ExportLanguage = 'de' | 'en';

const LABELS = {
  en: {
    member: 'Member',
    uid: 'User ID',
    role: 'Role',
    targetGroups: 'Target groups',
    workgroups: 'Workgroups',
    progress: 'Completed (%)',
    lastActivity: 'Last activity (UTC)',
    status: 'Status',
    updatedBy: 'Status set by',
    submissions: 'Submissions',
    submissionTitles: 'Submitted work',
    notAssigned: 'not assigned',
    assignmentsSheet: 'Assignments',
    membersSheet: 'Members',
    id: 'ID',
    title: 'Title',
    publication: 'Publication',
    dueDate: 'Due (UTC)',
    completed: 'Completed',
    assignedTo: 'Assigned to',
    statuses: { not_started: 'Not started', in_progress: 'In progress', completed: 'Completed' },
    publications: { draft: 'Draft', published: 'Published' },
    roles: { member: 'Member', manager: 'Manager', instructor: 'Instructor', student: 'Student', guest: 'Guest', mentor: 'Mentor' },
  },
  de: {
    member: 'Teilnehmer:in',
    uid: 'Benutzer-ID',
    role: 'Rolle',
    targetGroups: 'Zielgruppen',
    workgroups: 'Arbeitsgruppen',
    progress: 'Erledigt (%)',
    lastActivity: 'Letzte Aktivität (UTC)',
    status: 'Status',
    updatedBy: 'Status gesetzt von',
    submissions: 'Einreichungen',
    submissionTitles: 'Eingereichte Arbeiten',
    notAssigned: 'nicht zugewiesen',
    assignmentsSheet: 'Aufgaben',
    membersSheet: 'Teilnehmende',
    id: 'ID',
    title: 'Titel',
    publication: 'Veröffentlichung',
    dueDate: 'Fällig (UTC)',
    completed: 'Erledigt',
    assignedTo: 'Zugewiesen an',
    statuses: { not_started: 'Nicht begonnen', in_progress: 'In Bearbeitung', completed: 'Erledigt' },
    publications: { draft: 'Entwurf', published: 'Veröffentlicht' },
    roles: { member: 'Mitglied', manager: 'Manager:in', instructor: 'Lehrende:r', student: 'Studierende:r', guest: 'Gast', mentor: 'Mentor:in' },
  },
} as const satisfies Record<ExportLanguage, unknown>;

export function exportLabels(language: ExportLanguage) {
  return LABELS[language];
}

function date(value: string | null): XlsxCell {
  return value === null ? null : new Date(value);
}

function statusLabel(language: ExportLanguage, status: AssignmentProgressStatus): string {
  return LABELS[language].statuses[status];
}

function roleLabel(language: ExportLanguage, role: CourseRoleName): string {
  return LABELS[language].roles[role];
}

/** Members × assignments with each status, plus a sheet listing the assignments. */
export async function courseCockpitWorkbook(cockpit: AssignmentsCourseCockpit, language: ExportLanguage): Promise<Buffer> {
  const l = LABELS[language];
  const workgroupNames = new Map(cockpit.workgroups.map((group) => [group.id, group.name]));
  const members = {
    name: l.membersSheet,
    columns: [
      { header: l.member, width: 28 },
      { header: l.uid, width: 10 },
      { header: l.role, width: 14 },
      { header: l.targetGroups, width: 20 },
      { header: l.workgroups, width: 20 },
      { header: l.progress, width: 14 },
      { header: l.lastActivity, width: 20 },
      ...cockpit.assignments.map((assignment) => ({ header: assignment.title, width: 18 })),
    ],
    rows: cockpit.members.map((member): XlsxCell[] => [
      member.name,
      member.uid,
      roleLabel(language, member.role),
      member.targetGroups.join(', '),
      member.workgroups.map((id) => workgroupNames.get(id) ?? String(id)).join(', '),
      member.student_progress,
      date(member.lastActivity),
      ...member.cells.map((cell) => (cell.assigned ? statusLabel(language, cell.status) : l.notAssigned)),
    ]),
  };
  const assignments = {
    name: l.assignmentsSheet,
    columns: [
      { header: l.id, width: 8 },
      { header: l.title, width: 40 },
      { header: l.publication, width: 14 },
      { header: l.dueDate, width: 18 },
      { header: l.targetGroups, width: 20 },
      { header: l.workgroups, width: 20 },
      { header: l.assignedTo, width: 12 },
      { header: l.completed, width: 12 },
    ],
    rows: cockpit.assignments.map((assignment, index): XlsxCell[] => {
      const cells = cockpit.members.map((member) => member.cells[index]);
      return [
        assignment.id,
        assignment.title,
        l.publications[assignment.status],
        date(assignment.dueDate),
        assignment.targetGroups.join(', '),
        assignment.workgroups.map((group) => group.name).join(', '),
        cells.filter((cell) => cell?.assigned).length,
        cells.filter((cell) => cell?.assigned && cell.status === 'completed').length,
      ];
    }),
  };
  return buildWorkbook([members, assignments]);
}

/** Every member the assignment is for: status, last activity, who set it, the work handed in. */
export async function assignmentCockpitWorkbook(cockpit: AssignmentCockpit, language: ExportLanguage): Promise<Buffer> {
  const l = LABELS[language];
  return buildWorkbook([
    {
      name: cockpit.assignment.title,
      columns: [
        { header: l.member, width: 28 },
        { header: l.uid, width: 10 },
        { header: l.role, width: 14 },
        { header: l.status, width: 16 },
        { header: l.lastActivity, width: 20 },
        { header: l.updatedBy, width: 22 },
        { header: l.submissions, width: 12 },
        { header: l.submissionTitles, width: 40 },
      ],
      rows: cockpit.members.map((member): XlsxCell[] => [
        member.name,
        member.uid,
        roleLabel(language, member.role),
        statusLabel(language, member.status),
        date(member.lastActivity),
        member.updatedBy?.name ?? null,
        member.submissions.length,
        member.submissions.map((submission) => submission.title).join('; '),
      ]),
    },
  ]);
}
