// Assignment data as the server sends it, and a fetch stand-in, for this feature's web tests.
import type { Assignment, AssignmentListResponse, AssignmentsCourseCockpit, Course } from '@campus/shared';
import { staffPermissions } from '../../../test/course-fixture.ts';

export function assignmentFixture(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 11,
    courseId: 4,
    title: 'Analyse a pressing trap',
    description: '<p>Watch the clip and describe the <strong>trigger</strong>.</p>',
    status: 'published',
    dueDate: null,
    position: 0,
    attachments: [],
    studentProcessing: { can_work_on: true, description: '<p>Hand in one page.</p>' },
    studentProgress: { status: 'not_started', updatedAt: null },
    targetGroups: [],
    workgroups: [],
    videos: [],
    isEmpty: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function listFixture(items: Assignment[], overrides: Partial<AssignmentListResponse> = {}): AssignmentListResponse {
  return { role: 'student', student_progress: 0, can_manage: false, items, ...overrides };
}

type CourseProps = Pick<Course, 'og_id' | 'label' | 'course_type' | 'roles' | 'permissions'>;

export const studentCourse: CourseProps = {
  og_id: 4,
  label: 'Self-paced Tactics',
  course_type: 'self_learning',
  roles: [{ id: 5 }],
  permissions: { create_content: 1, upload_video: 1 },
};

export const instructorCourse: CourseProps = {
  og_id: 4,
  label: 'Self-paced Tactics',
  course_type: 'self_learning',
  roles: [{ id: 4 }],
  permissions: { ...staffPermissions },
};

export function courseCockpitFixture(): AssignmentsCourseCockpit {
  const assignment = (id: number, title: string, position: number) => ({
    id,
    title,
    status: 'published' as const,
    dueDate: null,
    position,
    targetGroups: [],
    workgroups: [],
  });
  return {
    og_id: 4,
    label: 'Self-paced Tactics',
    assignments: [assignment(11, 'Pressing trap', 0), { ...assignment(12, 'Build-up', 1), targetGroups: ['U17'] }],
    targetGroups: ['U17', 'U19'],
    workgroups: [{ id: 3, name: 'Team Blue' }],
    members: [
      {
        uid: 21,
        name: 'Sam Student',
        role: 'student',
        targetGroups: ['U17'],
        workgroups: [3],
        student_progress: 50,
        lastActivity: '2026-01-06T09:30:00.000Z',
        cells: [
          { assignmentId: 11, assigned: true, status: 'completed', lastActivity: '2026-01-06T09:30:00.000Z', submissions: 2 },
          { assignmentId: 12, assigned: true, status: 'in_progress', lastActivity: null, submissions: 0 },
        ],
      },
      {
        uid: 22,
        name: 'Mia Member',
        role: 'member',
        targetGroups: ['U19'],
        workgroups: [],
        student_progress: 0,
        lastActivity: null,
        cells: [
          { assignmentId: 11, assigned: true, status: 'not_started', lastActivity: null, submissions: 0 },
          { assignmentId: 12, assigned: false, status: 'not_started', lastActivity: null, submissions: 0 },
        ],
      },
    ],
  };
}

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';
