// Course data as the server sends it, for the web tests of this feature.
import type { CourseListResponse } from '@campus/shared';

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

export { courseFixture } from '../../../test/course-fixture.ts';
export { fakeApi, json, problem } from '../../../test/fake-api.ts';
