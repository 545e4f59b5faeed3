// Course data as the server sends it, for the web tests of this feature.
import { buildCourseMenu, type Course, type CourseListResponse } from '@campus/shared';

export const courseGroups: CourseListResponse = [
  {
    groupName: 'Coaching Academy',
    courses: [
      { og_id: 1, domain_id: 1, label: 'Coaching Basics', type: 'course', course_type: 'default', roles: [{ id: 5 }] },
      { og_id: 4, domain_id: 1, label: 'Self-paced Tactics', type: 'course', course_type: 'self_learning', roles: [{ id: 5 }] },
      { og_id: 6, domain_id: 1, label: "Coaches' Lounge", type: 'group', course_type: 'default', roles: [{ id: 5 }] },
    ],
  },
  {
    groupName: 'Youth Football',
    courses: [{ og_id: 2, domain_id: 1, label: 'Blended Goalkeeper Training', type: 'course', course_type: 'blended', roles: [{ id: 5 }] }],
  },
];

export function courseFixture(overrides: Partial<Course> = {}): Course {
  const base: Course = {
    og_id: 4,
    domain_id: 1,
    domain_name: 'Demo Campus',
    campus: 'Coaching Academy',
    label: 'Self-paced Tactics',
    type: 'course',
    course_type: 'self_learning',
    roles: [{ id: 5 }],
    permissions: { create_content: 1, upload_video: 1 },
    current_user: { id: 9 },
    course_features: { tandem_assignments: false, contacts: true, has_certificated: false },
    course_progress: { student_progress: 40 },
    dashboard_enabled: true,
    legal_accepted: true,
    show: true,
    menu_items: [],
    dashboard: {
      description: '<p>Tactical concepts to work through at your own pace.</p>',
      course_info: '<p>Six units, about two hours each.</p>',
      dashboard_info_title: 'Welcome',
      dashboard_info: '<p>Start with <a href="/course-4/app/learning-path">the learning path</a>.</p>',
      startdate: 1_767_268_800, // 2026-01-01 12:00 UTC: the same date in every time zone of the tests
      enddate: null,
    },
  };
  const course = { ...base, ...overrides };
  return {
    ...course,
    menu_items:
      overrides.menu_items ??
      buildCourseMenu({
        courseId: course.og_id,
        kind: course.type,
        courseType: course.course_type,
        permissions: course.permissions,
        features: course.course_features,
        dashboardEnabled: course.dashboard_enabled,
      }),
  };
}

/** A fetch stand-in answering by path; unknown paths are 404 problems. */
export function fakeApi(routes: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/rest/, '') + url.search;
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api\/rest/, '')}`];
    if (handler) return handler(init);
    return problem(404, 'NOT_FOUND');
  };
  return { fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, code: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}
