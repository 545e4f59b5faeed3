// POST /reports (anyone who sees the item), GET /og/{id}/reports?status= and POST /reports/{id}/hide|dismiss
// (the course staff). Hiding changes what the content and video lists show, so those refetch too.
import type { ReportCreated, ReportCreateInput, Report, ReportListResponse, ReportStatus } from '@campus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reportKeys } from './query-keys.ts';

export function useCreateReport() {
  return useMutation({
    mutationFn: (input: ReportCreateInput) => apiClient.post<ReportCreated>('/reports', input, { redirectOnError: false }),
  });
}

export function useCourseReports(courseId: number, status: ReportStatus) {
  return useQuery({
    queryKey: reportKeys.list(courseId, status),
    queryFn: ({ signal }) => apiClient.get<ReportListResponse>(`/og/${courseId}/reports`, { query: { status }, signal, redirectOnError: false }),
  });
}

export type ReportDecision = 'hide' | 'dismiss';

export function useDecideReport(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: number; decision: ReportDecision }) =>
      apiClient.post<Report>(`/reports/${reportId}/${decision}`, undefined, { redirectOnError: false }),
    onSuccess: (_report, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.course(courseId) });
      // Another feature's lists (content, videos) show the item differently now; marked stale, they refetch when next shown.
      if (decision === 'hide') void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== reportKeys.all[0], refetchType: 'none' });
    },
  });
}
