import type { CampusListType, CourseType } from '@campus/shared';

export interface CampusListFilter {
  filter: string;
  courseType: CourseType | null;
}

export const campusKeys = {
  all: ['campus'] as const,
  current: () => [...campusKeys.all, 'current'] as const,
  lists: (domainId: number, type: CampusListType) => [...campusKeys.all, 'list', domainId, type] as const,
  list: (domainId: number, type: CampusListType, filter: CampusListFilter) => [...campusKeys.lists(domainId, type), filter] as const,
};
