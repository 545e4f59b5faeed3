// Query keys of the course editor (STYLE habit 6: one key factory per feature).
import type { CourseType, VocabularyId } from '@campus/shared';

export const courseEditorKeys = {
  all: ['course-editor'] as const,
  config: (target: { mode: 'create'; courseType: CourseType; domainId?: number } | { mode: 'edit'; courseId: number }) =>
    target.mode === 'create'
      ? ([...courseEditorKeys.all, 'config', 'load', target.courseType, target.domainId ?? null] as const)
      : ([...courseEditorKeys.all, 'config', 'edit', target.courseId] as const),
  terms: () => [...courseEditorKeys.all, 'terms'] as const,
  termSearch: (domainId: number, vid: VocabularyId, search: string, category: string | null) =>
    [...courseEditorKeys.terms(), domainId, vid, category, search] as const,
};
