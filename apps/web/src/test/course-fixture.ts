// A course as GET /og/{id} sends it, shared by the features' web tests (Self-paced Tactics, og 4, as a
// student); overrides replace whole fields, and the side menu follows them unless given.
import { buildCourseMenu, type Course } from '@campus/shared';

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
        // The demo course has a learning path (its dashboard links to it).
        hasLearningPath: true,
      }),
  };
}

/** Every course permission: what an instructor or the campus staff may do in a course. */
export const staffPermissions = {
  access_cockpit: 1,
  administer_course: 1,
  upload_video: 1,
  manage_videos: 1,
  create_course_folders: 1,
  create_file_content: 1,
  create_content: 1,
  manage_dialog: 1,
  create_news: 1,
} as const;
