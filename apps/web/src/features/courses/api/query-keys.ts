export const courseKeys = {
  all: ['courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  detail: (courseId: number) => [...courseKeys.all, 'detail', courseId] as const,
  cockpit: (courseId: number) => [...courseKeys.all, 'cockpit', courseId] as const,
};
