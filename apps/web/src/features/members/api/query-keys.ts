// Query keys of the members feature: a change to a membership refreshes every list and profile of the course.
export const memberKeys = {
  all: ['members'] as const,
  course: (courseId: number) => [...memberKeys.all, 'course', courseId] as const,
  list: (courseId: number, filters: object) => [...memberKeys.course(courseId), 'list', filters] as const,
  profile: (courseId: number, uid: number) => [...memberKeys.course(courseId), 'profile', uid] as const,
  user: (uid: number) => [...memberKeys.all, 'user', uid] as const,
};
