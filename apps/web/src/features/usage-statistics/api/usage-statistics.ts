// Usage statistics (issue 18): GET /usage-statistics?scope=&from=&to= and its xlsx export (GET
// /usage-statistics/export, fetched as a Blob with the Authorization header and saved as a download).
// Errors stay on the screen (redirectOnError: false): a 403 shows the forbidden state there.
import type { UsageStatistics, UsageStatisticsScope } from '@campus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

const BASE = '/usage-statistics';

export interface UsageStatisticsRequest {
  scope: UsageStatisticsScope;
  /** YYYY-MM-DD; the server's defaults (the last 12 weeks) when absent. */
  from?: string | undefined;
  to?: string | undefined;
}

export const usageStatisticsKeys = {
  all: ['usage-statistics'] as const,
  detail: (request: UsageStatisticsRequest) => [...usageStatisticsKeys.all, request.scope, request.from ?? null, request.to ?? null] as const,
};

const queryOf = (request: UsageStatisticsRequest) => ({ scope: request.scope, from: request.from, to: request.to });

export function getUsageStatistics(request: UsageStatisticsRequest, client: ApiClient = apiClient, signal?: AbortSignal): Promise<UsageStatistics> {
  return client.get<UsageStatistics>(BASE, { query: queryOf(request), redirectOnError: false, ...(signal ? { signal } : {}) });
}

export function usageStatisticsQueryOptions(request: UsageStatisticsRequest) {
  return queryOptions({
    queryKey: usageStatisticsKeys.detail(request),
    queryFn: ({ signal }) => getUsageStatistics(request, apiClient, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsageStatistics(request: UsageStatisticsRequest) {
  return useQuery(usageStatisticsQueryOptions(request));
}

/** The file name the server gives, e.g. usage-statistics-course-2026-09-07-2026-11-27.xlsx. */
export function exportFileName(statistics: Pick<UsageStatistics, 'scope' | 'from' | 'to'>): string {
  return `usage-statistics-${statistics.scope}-${statistics.from}-${statistics.to}.xlsx`;
}

export async function downloadUsageStatisticsExport(statistics: Pick<UsageStatistics, 'scope' | 'from' | 'to'>, client: ApiClient = apiClient): Promise<void> {
  const blob = await client.get<Blob>(`${BASE}/export`, {
    query: { scope: statistics.scope, from: statistics.from, to: statistics.to },
    responseType: 'blob',
    redirectOnError: false,
  });
  saveBlob(blob, exportFileName(statistics));
}
