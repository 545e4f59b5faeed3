// Query keys of the dialogs feature: one list per course (or the campus's ad-hoc list), one key per dialog.
export type DialogScope = { kind: 'course'; courseId: number } | { kind: 'adhoc' };

export const dialogKeys = {
  all: ['dialogs'] as const,
  lists: () => [...dialogKeys.all, 'list'] as const,
  list: (scope: DialogScope) => [...dialogKeys.lists(), scope.kind === 'course' ? scope.courseId : 'adhoc'] as const,
  detail: (dialogId: number) => [...dialogKeys.all, 'detail', dialogId] as const,
  candidates: (q: string) => [...dialogKeys.all, 'candidates', q] as const,
};
