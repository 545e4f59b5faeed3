// The staff editor's working copy of a path: sections and steps with stable client keys (dnd-kit needs
// ids that survive reordering), and the pure edits on it. toInput turns it into the PUT body.
import type { LearningPath, LearningPathCandidate, LearningPathInput, LearningPathStepKind } from '@campus/shared';

export interface DraftStep {
  key: string;
  kind: LearningPathStepKind;
  refId: number;
  title: string;
  requiresPrevious: boolean;
}

export interface DraftSection {
  key: string;
  title: string;
  steps: DraftStep[];
}

export const stepKey = (kind: LearningPathStepKind, refId: number): string => `${kind}:${refId}`;

export function toDraft(path: Pick<LearningPath, 'sections'>): DraftSection[] {
  return path.sections.map((section) => ({
    key: `section-${section.id}`,
    title: section.title,
    steps: section.steps.map((step) => ({ key: stepKey(step.kind, step.refId), kind: step.kind, refId: step.refId, title: step.title, requiresPrevious: step.requiresPrevious })),
  }));
}

export function toInput(draft: readonly DraftSection[]): LearningPathInput {
  return {
    sections: draft.map((section) => ({
      title: section.title.trim(),
      steps: section.steps.map((step) => ({ kind: step.kind, refId: step.refId, requiresPrevious: step.requiresPrevious })),
    })),
  };
}

function updateSection(draft: readonly DraftSection[], sectionKey: string, change: (section: DraftSection) => DraftSection): DraftSection[] {
  return draft.map((section) => (section.key === sectionKey ? change(section) : section));
}

/** Moves the item at `from` to `to` (both clamped), like dnd-kit's arrayMove. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const [item] = result.splice(from, 1);
  if (item === undefined) return result;
  result.splice(Math.max(0, Math.min(to, result.length)), 0, item);
  return result;
}

export function moveStep(draft: readonly DraftSection[], sectionKey: string, fromKey: string, toKey: string): DraftSection[] {
  return updateSection(draft, sectionKey, (section) => {
    const from = section.steps.findIndex((step) => step.key === fromKey);
    const to = section.steps.findIndex((step) => step.key === toKey);
    return from === -1 || to === -1 ? section : { ...section, steps: move(section.steps, from, to) };
  });
}

export function moveSection(draft: readonly DraftSection[], sectionKey: string, offset: -1 | 1): DraftSection[] {
  const from = draft.findIndex((section) => section.key === sectionKey);
  return from === -1 ? [...draft] : move(draft, from, from + offset);
}

/** The candidates not yet in the path. */
export function unusedCandidates(draft: readonly DraftSection[], candidates: readonly LearningPathCandidate[]): LearningPathCandidate[] {
  const used = new Set(draft.flatMap((section) => section.steps.map((step) => step.key)));
  return candidates.filter((candidate) => !used.has(stepKey(candidate.kind, candidate.refId)));
}

export function addStep(draft: readonly DraftSection[], sectionKey: string, candidate: LearningPathCandidate): DraftSection[] {
  const step: DraftStep = { key: stepKey(candidate.kind, candidate.refId), kind: candidate.kind, refId: candidate.refId, title: candidate.title, requiresPrevious: false };
  return updateSection(draft, sectionKey, (section) => ({ ...section, steps: [...section.steps, step] }));
}

export function removeStep(draft: readonly DraftSection[], sectionKey: string, key: string): DraftSection[] {
  return updateSection(draft, sectionKey, (section) => ({ ...section, steps: section.steps.filter((step) => step.key !== key) }));
}

export function setRequiresPrevious(draft: readonly DraftSection[], sectionKey: string, key: string, requiresPrevious: boolean): DraftSection[] {
  return updateSection(draft, sectionKey, (section) => ({
    ...section,
    steps: section.steps.map((step) => (step.key === key ? { ...step, requiresPrevious } : step)),
  }));
}

export function renameSection(draft: readonly DraftSection[], sectionKey: string, title: string): DraftSection[] {
  return updateSection(draft, sectionKey, (section) => ({ ...section, title }));
}

export function addSection(draft: readonly DraftSection[], title: string, key: string): DraftSection[] {
  return [...draft, { key, title, steps: [] }];
}

export function removeSection(draft: readonly DraftSection[], sectionKey: string): DraftSection[] {
  return draft.filter((section) => section.key !== sectionKey);
}

/** Every section needs a title before saving. */
export function isDraftValid(draft: readonly DraftSection[]): boolean {
  return draft.every((section) => section.title.trim() !== '');
}
