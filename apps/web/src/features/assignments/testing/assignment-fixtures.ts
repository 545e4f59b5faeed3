// Assignment data as the server sends it, and a fetch stand-in, for this feature's web tests.
import type { Assignment, AssignmentListResponse, AssignmentsCourseCockpit, Course } from '@campus/shared';

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
  permissions: {
    access_cockpit: 1,
    administer_course: 1,
    upload_video: 1,
    manage_videos: 1,
    create_course_folders: 1,
    create_file_content: 1,
    create_content: 1,
    manage_dialog: 1,
    create_news: 1,
  },
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

export interface RecordedCall {
  method: string;
  /** Path beneath the REST base, with the query. */
  path: string;
  body: unknown;
}

type Handler = (init: RequestInit, call: RecordedCall) => Response | Promise<Response>;

/** A fetch stand-in answering `METHOD /path?query` (or `METHOD /path`); unknown requests are 404 problems. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const pathname = url.pathname.replace(/^\/api\/rest/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path: pathname + url.search, body };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${pathname}`];
    return handler ? handler(init, call) : problem(404, 'NOT_FOUND');
  };
  return { fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}
