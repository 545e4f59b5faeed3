// Query keys of the course documents feature; mutations invalidate by these.
export const courseDocumentKeys = {
  all: ['course-documents'] as const,
  list: (courseId: number) => [...courseDocumentKeys.all, courseId] as const,
};
