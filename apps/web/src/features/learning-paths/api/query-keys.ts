// Query keys of the learning paths feature; mutations write the answer into the path's key.
export const learningPathKeys = {
  all: ['learning-path'] as const,
  detail: (courseId: number) => [...learningPathKeys.all, courseId] as const,
};
