// Test data for the reports screens: the seed's open report in Coaching Basics.
import type { Report } from '@campus/shared';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

export function reportFixture(overrides: Partial<Report> & { id: number }): Report {
  return {
    og_id: 3,
    kind: 'content',
    targetId: 40,
    excerpt: 'Pressing drills',
    target_path: '/course-3/app/content-details/blog?id=40',
    target_author: { uid: 5, name: 'Ines Instructor' },
    reporter: { uid: 4, name: 'Sam Student' },
    category: 'spam',
    text: 'Advertising',
    status: 'open',
    target_hidden: false,
    created: '2026-01-10T10:00:00.000Z',
    resolved: null,
    ...overrides,
  };
}
