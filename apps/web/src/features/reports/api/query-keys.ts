// Query keys of the reports feature: a course's reports per status.
import type { ReportStatus } from '@campus/shared';

export const reportKeys = {
  all: ['reports'] as const,
  course: (courseId: number) => [...reportKeys.all, courseId] as const,
  list: (courseId: number, status: ReportStatus) => [...reportKeys.course(courseId), status] as const,
};
