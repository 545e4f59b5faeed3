// GET /assignments?og={courseId}&includeVideos=false (spec §7), read by the content form for its
// optional "assignment" select: only id and title are used. A failure leaves the select empty.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export interface AssignmentChoice {
  id: number;
  title: string;
}

interface AssignmentList {
  items: readonly AssignmentChoice[];
}

export function useAssignmentChoices(courseId: number) {
  return useQuery({
    queryKey: [...contentKeys.all, 'assignment-choices', courseId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AssignmentList>('/assignments', { query: { og: courseId, includeVideos: false }, signal, redirectOnError: false }),
    select: (list): AssignmentChoice[] => list.items.map((item) => ({ id: item.id, title: item.title })),
  });
}
