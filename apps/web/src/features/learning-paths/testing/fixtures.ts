// Test data for the learning path screens: the demo path of "Self-paced Tactics", one step left.
import type { LearningPath, LearningPathStep } from '@campus/shared';

export { fakeApi, json, problem, type RecordedCall } from '../../../test/fake-api.ts';

export const course = { og_id: 6, label: 'Self-paced Tactics' };

export function stepFixture(overrides: Partial<LearningPathStep> & { id: number }): LearningPathStep {
  return { kind: 'document', refId: overrides.id * 10, title: `Step ${overrides.id}`, contentType: null, requiresPrevious: false, status: 'open', ...overrides };
}

export function pathFixture(overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    og_id: 6,
    exists: true,
    sections: [
      {
        id: 1,
        title: 'Start here',
        steps: [
          stepFixture({ id: 1, kind: 'document', refId: 20, title: 'Course guide.pdf', status: 'done' }),
          stepFixture({ id: 2, kind: 'assignment', refId: 7, title: 'Unit 1: pressing', status: 'done' }),
        ],
      },
      {
        id: 2,
        title: 'Going further',
        steps: [stepFixture({ id: 3, kind: 'external_content', refId: 30, title: 'Laws of the Game', contentType: 'external_content', requiresPrevious: true })],
      },
    ],
    progress: { done: 2, total: 3, percent: 67 },
    can_edit: false,
    can_track: true,
    candidates: [],
    ...overrides,
  };
}
