// Query keys of the assignments feature; mutations invalidate by these prefixes.
export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  list: (courseId: number) => [...assignmentKeys.lists(), courseId] as const,
  details: () => [...assignmentKeys.all, 'detail'] as const,
  detail: (assignmentId: number) => [...assignmentKeys.details(), assignmentId] as const,
  options: (courseId: number) => [...assignmentKeys.all, 'options', courseId] as const,
  cockpits: () => [...assignmentKeys.all, 'cockpit'] as const,
  courseCockpit: (courseId: number) => [...assignmentKeys.cockpits(), 'course', courseId] as const,
  assignmentCockpit: (assignmentId: number) => [...assignmentKeys.cockpits(), 'assignment', assignmentId] as const,
};
