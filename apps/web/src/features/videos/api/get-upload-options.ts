// Options for the upload form and the grid filters: the course's assignments (GET /assignments?og,
// spec §7). Topics are free text (PUT /videos/{id} accepts new names) plus the ones videos already carry.
import type { AssignmentListResponse } from '@campus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { videoKeys } from './query-keys.ts';

export interface AssignmentOption {
  id: number;
  title: string;
}

export async function getAssignmentOptions(courseId: number, signal?: AbortSignal): Promise<AssignmentOption[]> {
  const list = await apiClient.get<AssignmentListResponse>('/assignments', {
    query: { og: courseId, includeVideos: false },
    signal,
    redirectOnError: false,
  });
  return list.items.map((item) => ({ id: item.id, title: item.title }));
}

export function useAssignmentOptions(courseId: number) {
  return useQuery({
    queryKey: videoKeys.assignments(courseId),
    queryFn: ({ signal }) => getAssignmentOptions(courseId, signal),
    staleTime: 60_000,
  });
}
