import { describe, expect, it } from 'vitest';
import { addSection, addStep, isDraftValid, move, moveSection, moveStep, removeStep, setRequiresPrevious, toDraft, toInput, unusedCandidates } from './draft.ts';
import { stepTarget } from './step-links.ts';

const path = {
  sections: [
    {
      id: 1,
      title: 'Start',
      steps: [
        { id: 10, kind: 'document' as const, refId: 5, title: 'Guide', contentType: null, requiresPrevious: false, status: 'done' as const },
        { id: 11, kind: 'assignment' as const, refId: 7, title: 'Unit 1', contentType: null, requiresPrevious: true, status: 'open' as const },
      ],
    },
    { id: 2, title: 'More', steps: [] },
  ],
};

describe('the editor draft', () => {
  it('round-trips a path into the PUT body', () => {
    expect(toInput(toDraft(path))).toEqual({
      sections: [
        { title: 'Start', steps: [{ kind: 'document', refId: 5, requiresPrevious: false }, { kind: 'assignment', refId: 7, requiresPrevious: true }] },
        { title: 'More', steps: [] },
      ],
    });
  });

  it('moves steps within a section and sections up or down', () => {
    const draft = toDraft(path);
    const moved = moveStep(draft, 'section-1', 'assignment:7', 'document:5');
    expect(moved[0]?.steps.map((step) => step.title)).toEqual(['Unit 1', 'Guide']);
    expect(moveSection(draft, 'section-2', -1).map((section) => section.title)).toEqual(['More', 'Start']);
    expect(moveSection(draft, 'section-1', -1).map((section) => section.title)).toEqual(['Start', 'More']);
    expect(move([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  });

  it('adds, flags and removes steps; offers only candidates not yet used', () => {
    const candidates = [
      { kind: 'document' as const, refId: 5, title: 'Guide' },
      { kind: 'video' as const, refId: 9, title: 'Clip' },
    ];
    let draft = toDraft(path);
    expect(unusedCandidates(draft, candidates)).toEqual([candidates[1]]);
    draft = addStep(draft, 'section-2', { kind: 'video', refId: 9, title: 'Clip' });
    draft = setRequiresPrevious(draft, 'section-2', 'video:9', true);
    expect(draft[1]?.steps).toEqual([{ key: 'video:9', kind: 'video', refId: 9, title: 'Clip', requiresPrevious: true }]);
    expect(unusedCandidates(draft, candidates)).toEqual([]);
    draft = removeStep(draft, 'section-1', 'document:5');
    expect(draft[0]?.steps.map((step) => step.key)).toEqual(['assignment:7']);
  });

  it('needs a title for every section', () => {
    expect(isDraftValid(toDraft(path))).toBe(true);
    expect(isDraftValid(addSection(toDraft(path), '  ', 'new-1'))).toBe(false);
  });
});

describe('stepTarget', () => {
  it('links each kind to its screen', () => {
    expect(stepTarget(3, { kind: 'assignment', refId: 7, contentType: null })).toBe('/course-3/app/assignment/7');
    expect(stepTarget(3, { kind: 'video', refId: 9, contentType: null })).toBe('/course-3/app/video-player?id=9');
    expect(stepTarget(3, { kind: 'document', refId: 5, contentType: null })).toBe('/course-3/app/course-documents');
    expect(stepTarget(3, { kind: 'external_content', refId: 4, contentType: 'external_content' })).toBe('/course-3/app/content-details/external-content?id=4');
    expect(stepTarget(3, { kind: 'content', refId: 4, contentType: 'cmap' })).toBe('/course-3/app/content-details/document?id=4');
    expect(stepTarget(3, { kind: 'content', refId: 4, contentType: 'videocomment' })).toBeNull();
  });
});
