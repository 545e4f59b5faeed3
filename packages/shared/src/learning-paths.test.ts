import { describe, expect, it } from 'vitest';
import { LearningPathInputSchema, isManualStepKind, learningPathProgress, learningPathStatuses } from './learning-paths.ts';

const step = (completed: boolean, requiresPrevious = false) => ({ completed, requiresPrevious });

describe('learningPathStatuses', () => {
  it('marks completed steps done and the others open without prerequisites', () => {
    expect(learningPathStatuses([step(true), step(false), step(false)])).toEqual(['done', 'open', 'open']);
  });

  it('locks a step that requires the previous one while that is not done', () => {
    expect(learningPathStatuses([step(false), step(false, true), step(false, true)])).toEqual(['open', 'locked', 'locked']);
    expect(learningPathStatuses([step(true), step(false, true)])).toEqual(['done', 'open']);
  });

  it('never locks the first step and keeps a completed step done even after an open one', () => {
    expect(learningPathStatuses([step(false, true)])).toEqual(['open']);
    expect(learningPathStatuses([step(false), step(true, true)])).toEqual(['open', 'done']);
  });
});

describe('learningPathProgress', () => {
  it('is the rounded share of done steps', () => {
    expect(learningPathProgress(['done', 'done', 'open'])).toEqual({ done: 2, total: 3, percent: 67 });
    expect(learningPathProgress(['done', 'open', 'locked'])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(learningPathProgress(['done'])).toEqual({ done: 1, total: 1, percent: 100 });
  });

  it('is 0 for an empty path', () => {
    expect(learningPathProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('LearningPathInputSchema', () => {
  it('trims section titles and defaults requiresPrevious to false', () => {
    const parsed = LearningPathInputSchema.parse({ sections: [{ title: '  Start  ', steps: [{ kind: 'video', refId: 3 }] }] });
    expect(parsed.sections[0]).toEqual({ title: 'Start', steps: [{ kind: 'video', refId: 3, requiresPrevious: false }] });
  });

  it('refuses blank titles, unknown kinds and the same target twice', () => {
    expect(LearningPathInputSchema.safeParse({ sections: [{ title: ' ', steps: [] }] }).success).toBe(false);
    expect(LearningPathInputSchema.safeParse({ sections: [{ title: 'a', steps: [{ kind: 'quiz', refId: 1 }] }] }).success).toBe(false);
    const twice = LearningPathInputSchema.safeParse({
      sections: [
        { title: 'a', steps: [{ kind: 'document', refId: 1 }] },
        { title: 'b', steps: [{ kind: 'document', refId: 1 }] },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['sections', 1, 'steps', 0, 'refId']);
  });
});

describe('isManualStepKind', () => {
  it('is true for content, external content and documents only', () => {
    expect(['assignment', 'content', 'external_content', 'video', 'document'].map((kind) => isManualStepKind(kind as never))).toEqual([false, true, true, false, true]);
  });
});
